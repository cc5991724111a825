/** Browser-side helpers with no dependencies, safe to import from any page's code. */
import { startTransition, useEffect, useState } from "react";

/**
 * Set by the root layout once the page has hydrated: components mounted after that start hydrated. The
 * `data-hydrated` attribute on <html> says the same to tests and to CSS.
 */
let appHydrated = false;
export function markAppHydrated(): void {
  appHydrated = true;
  document.documentElement.dataset.hydrated = "";
}

/**
 * False on the server and during hydration, true once React runs in the browser (no hydration mismatch):
 * what only works with JavaScript waits for it. The switch after hydration is a transition, so it renders in
 * small slices after the hydration work instead of in one more long task; a component first mounted after
 * hydration sees true at once.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/** localStorage that never throws (private mode, quota, disabled storage). */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* the page still works, it just won't remember */
    }
  },
};

/** Rewrites the address bar without a navigation (no loader call), keeping React Router's history state. */
export function replaceUrl(path: string): void {
  if (window.location.pathname + window.location.search === path) return;
  window.history.replaceState(window.history.state, "", path + window.location.hash);
}
