import { useAtom } from "jotai";
import { useEffect } from "react";
import * as s from "./feedback.css.ts";
import { TOAST_DURATION_MS, toastAtom } from "./toast-state.ts";

/** The one toast region: a live region present from the first render, so screen readers announce toasts. */
export function Toaster() {
  const [toast, setToast] = useAtom(toastAtom);
  useEffect(() => {
    if (!toast) return;
    const t = setTimeout(() => setToast((cur) => (cur?.id === toast.id ? null : cur)), TOAST_DURATION_MS);
    return () => clearTimeout(t);
  }, [toast, setToast]);
  return (
    <div className={s.region} aria-live={toast?.variant === "destructive" ? "assertive" : "polite"} role="status">
      {toast && (
        <div className={s.toast[toast.variant]} data-testid="toast">
          <div>
            <p className={s.title}>{toast.title}</p>
            {toast.description && <p className={s.description}>{toast.description}</p>}
          </div>
          <button type="button" className={s.close} aria-label="Dismiss notification" onClick={() => setToast(null)}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
