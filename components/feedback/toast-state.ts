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

let nextId = 1;

/** Shows a toast, replacing any toast on screen (one at a time). */
export function useToast() {
  const set = useSetAtom(toastAtom);
  return useCallback(
    (t: Omit<Toast, "id" | "variant"> & { variant?: Toast["variant"] }) => set({ variant: "default", ...t, id: nextId++ }),
    [set],
  );
}
