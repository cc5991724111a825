import { useEffect } from "react";
import * as s from "./feedback.css.ts";
import { useSharedValue } from "./shared-value.ts";
import { openDialogsValue, TOAST_DURATION_MS, toastValue } from "./toast-state.ts";

/**
 * A toast region: a live region present from the first render, so screen readers announce toasts. The page
 * has one (in root) that also runs the 5-second timer; each modal dialog has one too, which shows the toast
 * while the dialog is open (the page behind a modal is inert).
 */
export function Toaster({ placement = "page" }: { placement?: "page" | "dialog" }) {
  const toast = useSharedValue(toastValue);
  const setToast = toastValue.set;
  const openDialogs = useSharedValue(openDialogsValue);
  useEffect(() => {
    if (!toast || placement !== "page") return;
    const t = setTimeout(() => setToast((cur) => (cur?.id === toast.id ? null : cur)), TOAST_DURATION_MS);
    return () => clearTimeout(t);
  }, [toast, setToast, placement]);
  const visible = placement === "page" ? openDialogs === 0 : openDialogs > 0;
  const shown = visible ? toast : null;
  return (
    <div className={s.region} aria-live={shown?.variant === "destructive" ? "assertive" : "polite"} role="status">
      {shown && (
        <div className={s.toast[shown.variant]} data-testid="toast">
          <div>
            <p className={s.title}>{shown.title}</p>
            {shown.description && <p className={s.description}>{shown.description}</p>}
          </div>
          <button type="button" className={s.close} aria-label="Dismiss notification" onClick={() => setToast(null)}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
