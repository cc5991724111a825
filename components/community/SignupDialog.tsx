/**
 * The sign-up dialog itself, loaded only when a visitor first reaches for a sign-up button (AlertSignup), so
 * pages that merely show an opener do not ship the form and its validation.
 */
import { useCallback, useEffect, useState } from "react";
import { Modal } from "./Modal.tsx";
import { SignupForm, ThankYou } from "./SignupForm.tsx";

/** Popup success auto-close (spec §9). */
export const SIGNUP_AUTO_CLOSE_MS = 2000;

export interface SignupDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  buttonLabel: string;
  /** The page the dialog was opened on. */
  page: string;
}

export default function SignupDialog({ open, onClose, title, description, buttonLabel, page }: SignupDialogProps) {
  const [done, setDone] = useState(false);
  // A new key per opening gives a fresh, empty form (Cancel, Escape and the auto-close all reset it).
  const [round, setRound] = useState(0);

  const close = useCallback(() => {
    setDone(false);
    setRound((r) => r + 1);
    onClose();
  }, [onClose]);

  useEffect(() => {
    if (!done) return;
    const t = setTimeout(close, SIGNUP_AUTO_CLOSE_MS);
    return () => clearTimeout(t);
  }, [done, close]);

  return (
    <Modal open={open} onClose={close} title={title} description={description} testId="signup-dialog">
      {done ? <ThankYou /> : <SignupForm key={round} buttonLabel={buttonLabel} page={page} topic={title} onCancel={close} onSuccess={() => setDone(true)} />}
    </Modal>
  );
}
