/**
 * The two calculators' state in the address and in localStorage, one hook for both: after hydration (and on
 * each client-side visit) the address wins, else what this browser saved; from then on every change is saved
 * and mirrored in the address bar without a navigation. Returns true once the saved state has been read (the
 * tools mark themselves `data-ready` then, for tests and CSS).
 */
import { startTransition, useEffect, useState } from "react";
import { replaceUrl, safeStorage } from "../use-hydrated.ts";

export interface ToolStateOptions {
  /** The state in the address, in its saved form; null when the address has none. */
  fromUrl: string | null;
  storageKey: string;
  /** Applies a saved form (from the address or from localStorage) to the tool's state. Keep it stable (useCallback). */
  restore: (saved: string) => void;
  /** The current state in its saved form. */
  saved: string;
  /** The address that shows the current state. */
  path: string;
}

export function useToolState({ fromUrl, storageKey, restore, saved, path }: ToolStateOptions): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const source = fromUrl ?? safeStorage.get(storageKey);
    // A transition: the tool's re-render with the restored state comes in small slices after hydration, not as
    // one more long task on a slow phone.
    startTransition(() => {
      if (source !== null) restore(source);
      setReady(true);
    });
  }, [fromUrl, storageKey, restore]);

  useEffect(() => {
    if (!ready) return;
    safeStorage.set(storageKey, saved);
    replaceUrl(path);
  }, [ready, storageKey, saved, path]);
  return ready;
}
