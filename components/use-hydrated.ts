/** Browser-side helpers with no dependencies, safe to import from any page's code. */
import { startTransition, useEffect, useState, type RefObject } from "react";

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

/**
 * What a visitor typed into a field before the scripts arrived (they load after the first paint): the browser
 * keeps the text but React never saw it, so an instant search would still show everything. Once mounted, this
 * hands such text to `apply`, the field's change handler.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLInputElement | null>, rendered: string, apply: (value: string) => void): void {
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== rendered) apply(typed);
    // Once, for what was typed before this first run; later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
