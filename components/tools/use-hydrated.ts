import { useEffect, useState } from "react";

/** False on the server and during hydration, true once scripts run: what only works with JavaScript waits for it. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
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
