import { createContext, useContext } from "react";

/** The CSP nonce of this render (server only; in the browser it is empty, the scripts already being in place). */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

/**
 * The `integrity` of each plain script in public/ that a page loads with a <script src> (/app-lite.js,
 * /explore-filters.js), by path (server only; pages that load them never hydrate). A stored page's CSP allows
 * them by these hashes: under 'strict-dynamic', 'self' no longer does.
 */
const ScriptIntegrityContext = createContext<Readonly<Record<string, string>>>({});
export const ScriptIntegrityProvider = ScriptIntegrityContext.Provider;
export const useScriptIntegrity = (path: string): string | undefined => useContext(ScriptIntegrityContext)[path];
