/** Toasts (spec §8): at most one at a time, shown for 5 seconds, dismissible. Client state in a jotai atom. */
import { atom, useSetAtom } from "jotai";
import { useCallback } from "react";

export const TOAST_DURATION_MS = 5000;

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: "default" | "destructive";
}

export const toastAtom = atom<Toast | null>(null);

/**
 * How many modal dialogs are open. A modal makes the rest of the page inert (not clickable, not announced),
 * so while one is open the toast is shown by the Toaster inside the dialog instead of the page's.
 */
export const openDialogsAtom = atom(0);

let nextId = 1;

/** Shows a toast, replacing any toast on screen (one at a time). */
export function useToast() {
  const set = useSetAtom(toastAtom);
  return useCallback(
    (t: Omit<Toast, "id" | "variant"> & { variant?: Toast["variant"] }) => set({ variant: "default", ...t, id: nextId++ }),
    [set],
  );
}
