/**
 * What the community forms do in the browser before React Router posts them to their route action: the same
 * schema the action and the JSON API use (domain/rules/forms.ts), so a mistake is named without a round trip.
 */
import type { FormEvent } from "react";
import type * as v from "valibot";
import { issueMap, validate } from "#domain/rules/forms.ts";

/**
 * Checks a form's values against the schema the server uses. On failure it stops the post, reports the issues and
 * moves focus to the first field in error, and returns null; on success it clears the errors and returns the value.
 */
export function checkBeforePost<S extends v.GenericSchema>(
  event: FormEvent<HTMLFormElement>,
  schema: S,
  data: unknown,
  setErrors: (errors: Record<string, string>) => void,
): v.InferOutput<S> | null {
  const checked = validate(schema, data);
  if (checked.ok) {
    setErrors({});
    return checked.value;
  }
  event.preventDefault();
  setErrors(issueMap(checked.issues));
  const first = event.currentTarget.elements.namedItem(checked.issues[0]?.field ?? "");
  if (first instanceof HTMLElement) first.focus();
  return null;
}

/**
 * A route's `clientAction` for a form posted in place: the server's action, or `failure` when the post never got
 * an answer from it (no network, a proxy's error page, the rate limit's 429, an error the action threw). The form
 * then stays with what was typed and says so, instead of the page's error boundary replacing it. A redirect passes.
 */
export async function actionOrFailure<T, F>(serverAction: () => Promise<T>, failure: F): Promise<T | F> {
  try {
    return await serverAction();
  } catch (err) {
    if (err instanceof Response) throw err;
    return failure;
  }
}
