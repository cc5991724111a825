import { createContext, useContext } from "react";

/** The CSP nonce of this render (server only; in the browser it is empty, the scripts already being in place). */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

/** The integrity of /app-lite.js for this render (server only; pages that load it never hydrate). */
const AppLiteIntegrityContext = createContext<string | undefined>(undefined);
export const AppLiteIntegrityProvider = AppLiteIntegrityContext.Provider;
export const useAppLiteIntegrity = () => useContext(AppLiteIntegrityContext);
