/**
 * The alert sign-up pop-up opener (spec §2 Pop-ups), used by the item, deals, rewards, news, delivery and
 * other pages. Each opener sets the dialog's title, description and submit label.
 *
 * Contract for every page: render <AlertSignup title=… description=… buttonLabel=…>Trigger text</AlertSignup>.
 * Without JavaScript the trigger is a link to /signup (a page with the same form, posting to its action);
 * with JavaScript it opens a native <dialog> in place: focus moves in and back, Escape, the close icon and
 * Cancel close it and reset the form; after a sign-up the 'Thank You!' panel shows and the dialog closes
 * itself after 2 seconds. The dialog's code loads on first hover, focus or click.
 */
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { button } from "../ui.css.ts";
import { useHydrated } from "../use-hydrated.ts";
import type { SignupDialogProps } from "./SignupDialog.tsx";

export interface AlertSignupProps {
  title: string;
  description: string;
  buttonLabel: string;
  children: ReactNode;
  variant?: keyof typeof button;
  className?: string;
}

/**
 * The /signup page for this opener: its title only selects a topic from the server's list (domain/signup-topics.ts,
 * which never ships to the browser), whose texts the page shows; and where to go back to.
 */
export function signupHref(p: { title: string }, from: string): string {
  return `/signup?${new URLSearchParams({ topic: p.title, from }).toString()}`;
}

/** If the dialog's code cannot load (offline, a new deployment), the visitor goes to the /signup page instead. */
function GoToSignupPage(p: SignupDialogProps) {
  const href = signupHref(p, p.page);
  useEffect(() => {
    if (p.open) window.location.assign(href);
  }, [p.open, href]);
  return null;
}

const loadDialog = (): Promise<{ default: (p: SignupDialogProps) => ReactNode }> =>
  import("./SignupDialog.tsx").catch(() => ({ default: GoToSignupPage }));
const SignupDialog = lazy(loadDialog);

export function AlertSignup({ title, description, buttonLabel, children, variant = "primary", className }: AlertSignupProps) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  const cls = className ?? button[variant];
  if (!hydrated) {
    return (
      <a className={cls} href={signupHref({ title }, pathname)}>
        {children}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className={cls}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SignupDialog open={open} onClose={close} title={title} description={description} buttonLabel={buttonLabel} page={pathname} />
        </Suspense>
      )}
    </>
  );
}
