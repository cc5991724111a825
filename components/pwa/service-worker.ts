/**
 * Registers /sw.js once the page has loaded (production builds only: in development Vite serves the modules
 * and a cache would get in the way). A failure is only logged. public/app-lite.js does the same on pages
 * without React.
 */

/** React Router's guard against reload loops on a manifest mismatch (sessionStorage). Offline, our worker
 * answers an undiscovered route with "load it as a document", which must keep working on every navigation. */
const MANIFEST_GUARD_KEY = "react-router-manifest-version";

function clearManifestGuardWhenOffline() {
  if (navigator.onLine) return;
  try {
    sessionStorage.removeItem(MANIFEST_GUARD_KEY);
  } catch {
    // Storage blocked: nothing to clear.
  }
}

export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  clearManifestGuardWhenOffline();
  window.addEventListener("offline", clearManifestGuardWhenOffline);
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((err: unknown) => {
      console.warn("Service worker registration failed", err);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
