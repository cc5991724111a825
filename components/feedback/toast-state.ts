/** Toasts (spec §8): at most one at a time, shown for 5 seconds, dismissible. Client state in a shared value. */
import { useCallback } from "react";
import { sharedValue } from "./shared-value.ts";

export const TOAST_DURATION_MS = 5000;

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: "default" | "destructive";
}

export const toastValue = sharedValue<Toast | null>(null);

/**
 * How many modal dialogs are open. A modal makes the rest of the page inert (not clickable, not announced),
 * so while one is open the toast is shown by the Toaster inside the dialog instead of the page's.
 */
export const openDialogsValue = sharedValue(0);

let nextId = 1;

/** Shows a toast, replacing any toast on screen (one at a time). */
export function useToast() {
  return useCallback(
    (t: Omit<Toast, "id" | "variant"> & { variant?: Toast["variant"] }) => toastValue.set({ variant: "default", ...t, id: nextId++ }),
    [],
  );
}
