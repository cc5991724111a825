/**
 * The alert sign-up pop-up opener (spec §2 Pop-ups), used by the item, deals, rewards, news, delivery and
 * other pages. Each opener sets the dialog's title, description and submit label.
 *
 * Contract for every page: render <AlertSignup title=… description=… buttonLabel=…>Trigger text</AlertSignup>.
 * Without JavaScript the trigger is a link to /signup (a page with the same form, posting to its action);
 * with JavaScript it opens a native <dialog> in place: focus moves in and back, Escape, the close icon and
 * Cancel close it and reset the form; after a sign-up the 'Thank You!' panel shows and the dialog closes
 * itself after 2 seconds.
 */
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { button } from "../ui.css.ts";
import { useHydrated } from "./client.ts";
import { Modal } from "./Modal.tsx";
import { SignupForm, ThankYou } from "./SignupForm.tsx";

export interface AlertSignupProps {
  title: string;
  description: string;
  buttonLabel: string;
  children: ReactNode;
  variant?: keyof typeof button;
  className?: string;
}

/** Popup success auto-close (spec §9). */
export const SIGNUP_AUTO_CLOSE_MS = 2000;

export function signupHref(p: { title: string; description: string; buttonLabel: string }, from: string): string {
  const q = new URLSearchParams({ title: p.title, description: p.description, button: p.buttonLabel, from });
  return `/signup?${q.toString()}`;
}

export function AlertSignup({ title, description, buttonLabel, children, variant = "primary", className }: AlertSignupProps) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  // A new key per opening gives a fresh, empty form (Cancel, Escape and the auto-close all reset it).
  const [round, setRound] = useState(0);

  const close = useCallback(() => {
    setOpen(false);
    setDone(false);
    setRound((r) => r + 1);
  }, []);

  useEffect(() => {
    if (!done) return;
    const t = setTimeout(close, SIGNUP_AUTO_CLOSE_MS);
    return () => clearTimeout(t);
  }, [done, close]);

  const cls = className ?? button[variant];
  if (!hydrated) {
    return (
      <a className={cls} href={signupHref({ title, description, buttonLabel }, pathname)}>
        {children}
      </a>
    );
  }
  return (
    <>
      <button type="button" className={cls} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {children}
      </button>
      <Modal open={open} onClose={close} title={title} description={description} testId="signup-dialog">
        {done ? <ThankYou /> : <SignupForm key={round} buttonLabel={buttonLabel} page={pathname} topic={title} onCancel={close} onSuccess={() => setDone(true)} />}
      </Modal>
    </>
  );
}
