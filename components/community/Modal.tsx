/**
 * A native modal <dialog>: opening moves focus inside (to the element with autoFocus, else the first control),
 * Escape and the close icon close it, and focus goes back to whatever opened it.
 */
import { useEffect, useId, useRef, type ReactNode } from "react";
import { openDialogsValue } from "../feedback/toast-state.ts";
import { Toaster } from "../feedback/Toaster.tsx";
import * as s from "./community.css.ts";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  closeLabel?: string;
  testId?: string;
}

export function Modal({ open, onClose, title, description, children, closeLabel = "Close", testId }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descId = useId();
  const setOpenDialogs = openDialogsValue.set;

  // While a modal is open the rest of the page is inert, so toasts show (and are announced) inside it.
  useEffect(() => {
    if (!open) return;
    setOpenDialogs((n) => n + 1);
    return () => setOpenDialogs((n) => Math.max(0, n - 1));
  }, [open, setOpenDialogs]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      const first =
        dialog.querySelector<HTMLElement>("[autofocus]") ??
        dialog.querySelector<HTMLElement>("input:not([type=hidden]), textarea, select, button:not([data-close])");
      first?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // The dialog's own close event (Escape, the close icon, form method=dialog) tells the owner; focus goes back.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handle = () => {
      onClose();
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected) back.focus();
    };
    dialog.addEventListener("close", handle);
    return () => dialog.removeEventListener("close", handle);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      className={s.dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      data-testid={testId}
    >
      <div className={s.dialogHead}>
        <div>
          <h2 id={titleId}>{title}</h2>
          {description && (
            <p id={descId} className={s.byline}>
              {description}
            </p>
          )}
        </div>
        <button type="button" className={s.closeIcon} aria-label={closeLabel} data-close onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={s.dialogBody}>{open ? children : null}</div>
      {open && <Toaster placement="dialog" />}
    </dialog>
  );
}
