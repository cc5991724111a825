/**
 * What the community forms do in the browser before React Router posts them to their route action: the same
 * schema the action and the JSON API use (domain/rules/forms.ts), so a mistake is named without a round trip.
 */
import type { FormEvent } from "react";
import { data } from "react-router";
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
 * `failure` may be made from the fields posted (read from a copy of the request before the server's action sends it),
 * so a form that is drawn again keeps them. The failure is answered with a 503 status, which only tells the router
 * not to reload the page's data after a post that changed nothing (offline, that reload would fail too).
 */
export async function actionOrFailure<T, F>(
  { request, serverAction }: { request: Request; serverAction: () => Promise<T> },
  failure: F | ((posted: FormData) => F),
) {
  const posted = typeof failure === "function" ? await request.clone().formData() : null;
  try {
    return await serverAction();
  } catch (err) {
    if (err instanceof Response) throw err;
    const answer = posted ? (failure as (posted: FormData) => F)(posted) : (failure as F);
    return data(answer, { status: 503 });
  }
}

/** The text of each named field of a posted form, cut to `max` characters ("" when absent): to draw the form again. */
export function postedText<K extends string>(posted: FormData, fields: readonly K[], max: number): Record<K, string> {
  return Object.fromEntries(
    fields.map((k) => {
      // The last value sent under the name, as the actions' formToObject reads it.
      const value = posted
        .getAll(k)
        .filter((v) => typeof v === "string")
        .at(-1);
      return [k, value?.slice(0, max) ?? ""];
    }),
  ) as Record<K, string>;
}

/** What a form posted in place says when its post got no answer (`actionOrFailure`), after what was not sent. */
export const NOT_SENT =
  "the site could not be reached, or could not take it just now. What you typed is still here: please try again in a moment.";
