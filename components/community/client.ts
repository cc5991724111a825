/** Small client helpers shared by the community forms. */
import type * as v from "valibot";
import { validate, type FieldIssue } from "#domain/rules/forms.ts";

export type PostResult<T> = { ok: true; value: T } | { ok: false; status: number; issues: FieldIssue[] };

/** POSTs JSON to the API. Any non-OK answer (or no answer) is a failure, with the field issues when given. */
export async function postJson<T>(path: string, body: unknown): Promise<PostResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "include",
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, issues: [] };
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  if (res.ok) return { ok: true, value: json as T };
  const issues = (json as { issues?: FieldIssue[] } | null)?.issues;
  return { ok: false, status: res.status, issues: Array.isArray(issues) ? issues : [] };
}

/** Field issues as a map field -> first message. */
export function issueMap(issues: readonly FieldIssue[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues ?? []) if (!(i.field in out)) out[i.field] = i.message;
  return out;
}

/**
 * Checks a form's values against the same schema the server uses. On failure it reports the issues and moves
 * focus to the first field in error, and returns null; on success it clears the errors and returns the value.
 */
export function checkForm<S extends v.GenericSchema>(
  form: HTMLFormElement,
  schema: S,
  data: unknown,
  setErrors: (errors: Record<string, string>) => void,
): v.InferOutput<S> | null {
  const checked = validate(schema, data);
  if (checked.ok) {
    setErrors({});
    return checked.value;
  }
  setErrors(issueMap(checked.issues));
  const first = form.elements.namedItem(checked.issues[0]?.field ?? "");
  if (first instanceof HTMLElement) first.focus();
  return null;
}
