/**
 * The sign-up form behind every alert and email-capture pop-up (spec §2, §4, §5): Name and Email Address,
 * Cancel and a submit button labelled by the opener, 'Submitting...' while pending, then the 'Thank You!'
 * panel. Without JavaScript it posts to the /signup action; with JavaScript it checks the same rules in the
 * browser and sends JSON to POST /api/signups. Sign-ups are stored with the page they came from.
 */
import { SIGNUP_NOTE, SIGNUP_STORED } from "#domain/signup-note.ts";
import { useId, useState, type FormEvent } from "react";
import { SignupInputSchema } from "#domain/forms.ts";
import { useToast } from "../feedback/toast-state.ts";
import { button, field, fieldError, input, label } from "../ui.css.ts";
import { checkForm, issueMap, postJson } from "./client.ts";
import * as s from "./community.css.ts";

export const SIGNUP_TOAST = {
  success: { title: "Success!", description: SIGNUP_STORED },
  failure: { title: "Error", description: "Something went wrong. Please try again.", variant: "destructive" as const },
};

/** How to have a stored address removed: the contact page (nothing else removes one). */
function Removal() {
  return (
    <>
      To have your address removed, ask on the <a href="/contact">contact page</a>.
    </>
  );
}

export function ThankYou() {
  return (
    <div className={s.thanks} role="status" data-testid="signup-thanks">
      <div className={s.thanksMark} aria-hidden="true">
        ✓
      </div>
      <h3>Thank You!</h3>
      <p>{SIGNUP_STORED}</p>
      <p>
        <Removal />
      </p>
    </div>
  );
}

export interface SignupFormProps {
  buttonLabel: string;
  /** The page the pop-up was opened on. */
  page: string;
  /** The opener's title, stored as the sign-up's topic. */
  topic: string;
  /** Hidden fields for the no-JavaScript page (so a re-render keeps the opener's texts). */
  description?: string;
  errors?: Record<string, string>;
  values?: { name?: string; email?: string };
  /** Cancel: in a dialog it closes (and resets); on the page it is a link back. */
  onCancel?: () => void;
  cancelHref?: string;
  onSuccess?: () => void;
}

export function SignupForm({ buttonLabel, page, topic, description, errors: serverErrors, values, onCancel, cancelHref = "/", onSuccess }: SignupFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors ?? {});
  const [sending, setSending] = useState(false);
  const toast = useToast();
  const id = useId();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    const form = e.currentTarget;
    const fd = new FormData(form);
    const body = { name: String(fd.get("name") ?? ""), email: String(fd.get("email") ?? ""), page, topic };
    const value = checkForm(form, SignupInputSchema, body, setErrors);
    if (!value) return;
    setSending(true);
    const result = await postJson<{ id: string }>("/api/signups", value);
    setSending(false);
    if (result.ok) {
      // One confirmation at a time: where the caller shows its 'Thank You!' panel, no toast on top of it.
      if (onSuccess) onSuccess();
      else toast(SIGNUP_TOAST.success);
    } else if (result.status === 400 && result.issues.some((i) => i.field === "name" || i.field === "email")) {
      setErrors(issueMap(result.issues));
    } else {
      toast(SIGNUP_TOAST.failure);
    }
  }

  return (
    <form method="post" action="/signup" className={s.form} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="from" value={page} />
      <input type="hidden" name="title" value={topic} />
      <input type="hidden" name="button" value={buttonLabel} />
      {description !== undefined && <input type="hidden" name="description" value={description} />}
      <p className={s.signupNote} data-testid="signup-note">
        {SIGNUP_NOTE} <Removal />
      </p>
      <SignupInput id={id} name="name" text="Name" type="text" autoComplete="name" autoFocus={Boolean(onCancel)} error={errors.name} defaultValue={values?.name} />
      <SignupInput id={id} name="email" text="Email Address" type="email" autoComplete="email" autoFocus={false} error={errors.email} defaultValue={values?.email} />
      <div className={s.actions}>
        {onCancel ? (
          <button type="button" className={button.ghost} onClick={onCancel}>
            Cancel
          </button>
        ) : (
          <a className={button.ghost} href={cancelHref}>
            Cancel
          </a>
        )}
        <button type="submit" className={button.primary} disabled={sending}>
          {sending ? "Submitting..." : buttonLabel}
        </button>
      </div>
    </form>
  );
}

/** A required field with its label and its message. */
function SignupInput(props: { id: string; name: "name" | "email"; text: string; type: string; autoComplete: string; autoFocus: boolean; error: string | undefined; defaultValue: string | undefined }) {
  const { name, text, type, autoComplete, autoFocus, error: err } = props;
  const fieldId = `${props.id}-${name}`;
  return (
    <div className={field}>
      <label className={label} htmlFor={fieldId}>
        {text}
        <span className={s.required} aria-hidden="true">
          *
        </span>
      </label>
      <input
        id={fieldId}
        className={input}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        autoFocus={autoFocus}
        defaultValue={props.defaultValue ?? ""}
        aria-invalid={err ? true : undefined}
        aria-describedby={err ? `${fieldId}-error` : undefined}
      />
      {err && (
        <p id={`${fieldId}-error`} className={fieldError}>
          {err}
        </p>
      )}
    </div>
  );
}
