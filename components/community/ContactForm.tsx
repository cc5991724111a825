/**
 * The contact form (spec §5 rules and messages). A React Router form posting to the /contact route action, which
 * validates with the same schema as POST /api/contact (server/http/submissions.ts). Without JavaScript the action's
 * answer is the page; with JavaScript the form checks the same rules first, posts in place ('Sending...') and
 * shows the answer: the notice (focused, in view) and a cleared form, or the refused fields.
 * The message is stored, never shown back.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { ContactInputSchema } from "#domain/rules/forms.ts";
import { useToast } from "../feedback/toast-state.ts";
import { useStatusFocus } from "../feedback/use-status-focus.ts";
import { button, field, fieldError, input, label, notice } from "../ui.css.ts";
import { checkBeforePost } from "./form-check.ts";
import * as s from "./community.css.ts";

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The /contact action's answer: sent, or refused (the fields to fix, or none when the post itself failed). */
export type ContactAnswer =
  | { sent: true; errors: Record<string, never>; values: Record<string, never>; at: number }
  | { sent: false; errors: Record<string, string>; values: Partial<ContactValues>; at: number };

/** The answer when the post got no answer from the action (components/community/form-check.ts). */
export const CONTACT_NOT_SENT: ContactAnswer = { sent: false, errors: {}, values: {}, at: 0 };

export const CONTACT_SUCCESS = {
  title: "Message sent successfully!",
  description: "Thank you for contacting us. Your message is kept privately; we promise no reply time.",
};
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
  const fetcher = useFetcher<ContactAnswer>();
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors ?? {});
  const [sent, setSent] = useState(sentByServer);
  // Each message sent in place takes focus and scroll to the notice; the subject names what was sent.
  const [sentNow, setSentNow] = useState<{ subject: string } | null>(null);
  const doneRef = useStatusFocus<HTMLDivElement>(sentNow);
  const formRef = useRef<HTMLFormElement>(null);
  const subjectRef = useRef("");
  const toast = useToast();
  const baseId = useId();
  const sending = fetcher.state !== "idle";

  // The action's answer to a post made in place, once each.
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    if (answer.sent) {
      formRef.current?.reset();
      setSent(true);
      setSentNow({ subject: subjectRef.current });
      toast(CONTACT_SUCCESS);
    } else if (Object.keys(answer.errors).some((k) => k !== "")) {
      setErrors(answer.errors);
    } else toast(FAILURE);
  }, [answer, toast]);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (sending) return e.preventDefault();
    setSent(false);
    const value = checkBeforePost(e, ContactInputSchema, Object.fromEntries(new FormData(e.currentTarget)), setErrors);
    if (value) subjectRef.current = value.subject;
  };

  return (
    <fetcher.Form ref={formRef} method="post" action="/contact" className={s.form} onSubmit={onSubmit} noValidate>
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
    </fetcher.Form>
  );
}
