import { createContext, useContext } from "react";

/** The CSP nonce of this render (server only; in the browser it is empty, the scripts already being in place). */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
