/**
 * What the report form and the follow form (components/alerts/FollowForm.tsx) share: a form that posts through a
 * React Router fetcher (in place with JavaScript; to the action's page without), whose answer is either done or the
 * refusals by field with the values sent. It preselects the visitor's saved state (components/my-state.ts) where the
 * page names none, moves focus to the first refused field, and labels each field's error for assistive technology.
 * A saved answer that came in place takes focus and scroll (`doneRef` on its status: confirmation where
 * the eyes are); so does a refusal that names no field, such as a post that got no answer (`alertRef` on its notice).
 */
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { fieldError } from "../ui.css.ts";
import { readMyState } from "../my-state.ts";
import { stateSlug } from "#domain/rules/slug.ts";
import { STATE_NAMES } from "#domain/rules/states.ts";
import { useStatusFocus } from "../feedback/use-status-focus.ts";

type Answer<V> = { ok: true } | { ok: false; errors: Record<string, string>; values: V };

export function useFetcherForm<R extends Answer<V>, V extends object>(given: R | undefined, state: string | undefined) {
  const fetcher = useFetcher<R>();
  const result = fetcher.data ?? given;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const stateRef = useRef<HTMLSelectElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // The visitor's saved state, when the page names none and nothing was chosen yet.
  useEffect(() => {
    if (state || !stateRef.current || stateRef.current.value) return;
    const mine = readMyState();
    const name = mine ? STATE_NAMES.find((n) => stateSlug(n) === mine) : undefined;
    if (name) stateRef.current.value = name;
  }, [state]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) return field.focus();
    // Centred, so the sticky header cannot cover it; no smooth scroll (motion settings).
    alertRef.current?.scrollIntoView({ block: "center" });
    alertRef.current?.focus({ preventScroll: true });
  }, [fetcher.state, fetcher.data]);

  const doneRef = useStatusFocus<HTMLDivElement>(fetcher.state !== "submitting" && fetcher.data?.ok ? fetcher.data : null);

  const refused = result && !result.ok ? (result as Extract<Answer<V>, { ok: false }>) : null;
  const errors: Record<string, string> = refused?.errors ?? {};
  const values: Partial<V> = refused?.values ?? {};
  const f = (name: keyof V & string) => `${id}-${name}`;
  const err = (name: keyof V & string) => (errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${f(name)}-error` } : {});
  const errorText = (name: keyof V & string) =>
    errors[name] ? (
      <p className={fieldError} id={`${f(name)}-error`}>
        {errors[name]}
      </p>
    ) : null;
  return { fetcher, result, formRef, stateRef, doneRef, alertRef, pending: fetcher.state !== "idle", errors, values, f, err, errorText };
}
