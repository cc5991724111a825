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

/**
 * While the browser says it is offline, a link opens its page as a document, which the worker answers from its
 * saved pages (or with the offline page). A client-side navigation would ask for data the worker may not have,
 * and a route whose clientLoader hands the pending data to the view would show its error boundary instead of
 * following the worker's "load it as a document" answer.
 */
function openLinksAsDocumentsWhenOffline(event: MouseEvent) {
  if (navigator.onLine || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
  event.preventDefault();
  event.stopPropagation();
  window.location.assign(url.href);
}

export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  clearManifestGuardWhenOffline();
  window.addEventListener("offline", clearManifestGuardWhenOffline);
  window.addEventListener("click", openLinksAsDocumentsWhenOffline, { capture: true });
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((err: unknown) => {
      console.warn("Service worker registration failed", err);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
