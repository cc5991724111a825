/**
 * The alert sign-up pop-up opener (spec §2 Pop-ups), used by the item, deals, rewards, news, delivery and
 * other pages. Each opener sets the dialog's title, description and submit label.
 *
 * Contract for every page: render <AlertSignup title=… description=… buttonLabel=…>Trigger text</AlertSignup>.
 * Without JavaScript the trigger is a link to /signup (a page with the same form); with JavaScript it opens
 * the dialog in place. (Community issue #5 implements the dialog; until then the link is what renders.)
 */
import type { ReactNode } from "react";
import { button } from "../ui.css.ts";

export interface AlertSignupProps {
  title: string;
  description: string;
  buttonLabel: string;
  children: ReactNode;
  variant?: keyof typeof button;
  className?: string;
}

export function signupHref(p: { title: string; description: string; buttonLabel: string }, from: string): string {
  const q = new URLSearchParams({ title: p.title, description: p.description, button: p.buttonLabel, from });
  return `/signup?${q.toString()}`;
}

export function AlertSignup({ title, description, buttonLabel, children, variant = "primary", className }: AlertSignupProps) {
  return (
    <a className={className ?? button[variant]} href={signupHref({ title, description, buttonLabel }, "/")}>
      {children}
    </a>
  );
}
