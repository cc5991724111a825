/**
 * The contact form (spec §5 rules and messages). Without JavaScript it posts to the /contact action; with
 * JavaScript it checks the same rules in the browser, sends JSON to POST /api/contact and shows 'Sending...'.
 * Success shows the notice and clears the form. The message is stored, never shown back.
 */
import { useId, useRef, useState, type FormEvent } from "react";
import { ContactInputSchema } from "#domain/rules/forms.ts";
import { useToast } from "../feedback/toast-state.ts";
import { useStatusFocus } from "../feedback/use-status-focus.ts";
import { button, field, fieldError, input, label, notice } from "../ui.css.ts";
import { checkForm, issueMap, postJson } from "./client.ts";
import * as s from "./community.css.ts";

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const CONTACT_SUCCESS = { title: "Message sent successfully!", description: "Thank you for contacting us. Your message is kept privately; we promise no reply time." };
const FAILURE = { title: "Error", description: "Something went wrong. Please try again.", variant: "destructive" as const };

export interface ContactFormProps {
  /** From the route action when posted without JavaScript. */
  sent?: boolean;
  errors?: Record<string, string>;
  values?: Partial<ContactValues>;
}

const FIELDS: { name: keyof ContactValues; label: string; type?: string; autoComplete?: string; rows?: number }[] = [
  { name: "name", label: "Name", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "subject", label: "Subject" },
  { name: "message", label: "Message", rows: 6 },
];

export function ContactForm({ sent: sentByServer = false, errors: serverErrors, values }: ContactFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors ?? {});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(sentByServer);
  // Each message sent in place takes focus and scroll to the notice; the subject names what was sent.
  const [sentNow, setSentNow] = useState<{ subject: string } | null>(null);
  const doneRef = useStatusFocus<HTMLDivElement>(sentNow);
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const baseId = useId();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    const form = e.currentTarget;
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setSent(false);
    const value = checkForm(form, ContactInputSchema, data, setErrors);
    if (!value) return;
    setSending(true);
    const result = await postJson<{ id: string }>("/api/contact", value);
    setSending(false);
    if (result.ok) {
      formRef.current?.reset();
      setSent(true);
      setSentNow({ subject: value.subject });
      toast(CONTACT_SUCCESS);
    } else if (result.status === 400 && result.issues.length > 0) {
      setErrors(issueMap(result.issues));
    } else {
      toast(FAILURE);
    }
  }

  return (
    <form ref={formRef} method="post" action="/contact" className={s.form} onSubmit={onSubmit} noValidate>
      <div role="status" aria-live="polite">
        {sent && (
          <div className={notice.success} ref={doneRef} tabIndex={-1} data-testid="contact-sent">
            <strong>{CONTACT_SUCCESS.title}</strong> {sentNow ? `Your message "${sentNow.subject}" is saved. ` : ""}
            {CONTACT_SUCCESS.description}
          </div>
        )}
      </div>
      {FIELDS.map((f) => {
        const id = `${baseId}-${f.name}`;
        const err = errors[f.name];
        const common = {
          id,
          name: f.name,
          className: f.rows ? `${input} ${s.textarea}` : input,
          required: true,
          defaultValue: sent ? "" : (values?.[f.name] ?? ""),
          "aria-invalid": err ? (true as const) : undefined,
          "aria-describedby": err ? `${id}-error` : undefined,
        };
        return (
          <div key={f.name} className={field}>
            <label className={label} htmlFor={id}>
              {f.label}
              <span className={s.required} aria-hidden="true">
                *
              </span>
            </label>
            {f.rows ? <textarea {...common} rows={f.rows} /> : <input {...common} type={f.type ?? "text"} autoComplete={f.autoComplete} />}
            {err && (
              <p id={`${id}-error`} className={fieldError}>
                {err}
              </p>
            )}
          </div>
        );
      })}
      <div className={s.actions}>
        <button type="submit" className={button.primary} disabled={sending}>
          {sending ? "Sending..." : "Send Message"}
        </button>
      </div>
    </form>
  );
}
