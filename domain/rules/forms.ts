/**
 * Validation of everything a visitor submits. The API and the route actions share these, so a form that
 * works without JavaScript gives the same answers as a fetch to /api.
 */
import * as v from "valibot";

export interface FieldIssue {
  field: string;
  message: string;
}
export type Validated<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

/**
 * http(s)://, then no space, <, > or ", with a dot somewhere after the first character and before the last: one
 * linear pass. The regex it replaces (`[^\s<>"]+\.[^\s<>"]+$`) backtracked quadratically (8 s on 60 KB).
 */
export function isWebsite(s: string): boolean {
  if (s.length > WEBSITE_MAX) return false;
  const scheme = /^https?:\/\//i.exec(s);
  const rest = scheme ? s.slice(scheme[0].length) : null;
  if (rest === null || rest.length < 3 || /[\s<>"]/.test(rest)) return false;
  return rest.slice(1, -1).includes(".");
}
export const WEBSITE_MAX = 200;

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;

/** A string field: trimmed, with a minimum and a maximum length and the spec's messages. */
function field(min: number, minMessage: string, max: number, maxMessage?: string) {
  return v.pipe(
    v.string(minMessage),
    v.trim(),
    v.minLength(min, minMessage),
    v.maxLength(max, maxMessage ?? `Must be at most ${max} characters`),
  );
}
/** An email address: at most 254 characters (checked before the pattern, which is linear on what is left). */
export const email = (message: string) => v.pipe(v.string(message), v.trim(), v.maxLength(254, message), v.regex(EMAIL, message));

const stars = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(5, message));

export const REVIEW_MAX = 500;

/** Minimum lengths of what a review says, so a one-letter name or a one-word review is refused with a reason. */
export const REVIEW_MIN = { reviewer: 2, location: 3, review: 20 } as const;

export const ReviewInputSchema = v.object({
  reviewer: field(REVIEW_MIN.reviewer, `Please give a name of at least ${REVIEW_MIN.reviewer} characters (a first name is fine)`, 80),
  itemName: field(2, "Please choose the menu item you had", 120),
  location: field(
    REVIEW_MIN.location,
    `Please give your town and state, e.g. "Austin, TX" (at least ${REVIEW_MIN.location} characters)`,
    80,
  ),
  rating: stars("Please choose a quality rating from 1 to 5 stars"),
  priceRating: v.optional(v.nullable(stars("Value for money must be from 1 to 5")), null),
  review: field(
    REVIEW_MIN.review,
    `Please write at least ${REVIEW_MIN.review} characters: what you had and what you thought`,
    REVIEW_MAX,
    `Review must be at most ${REVIEW_MAX} characters`,
  ),
  category: v.optional(v.string("Invalid input")),
  /**
   * The spec's clients send `verified: false`; it is accepted for them and never stored or shown (nothing on this
   * site verifies a review), and `true` is refused.
   */
  // claim-ok: a refusal, saying no review can be marked verified
  verified: v.optional(v.literal(false, "New reviews cannot be marked verified"), false),
});

export const CommentInputSchema = v.object({
  itemName: field(1, "Menu item is required", 120),
  // The spec's message for an empty name, then the two-character minimum the other forms share.
  name: v.pipe(
    v.string("Name is required"),
    v.trim(),
    v.nonEmpty("Name is required"),
    v.minLength(2, "Name must be at least 2 characters"),
    v.maxLength(80, "Must be at most 80 characters"),
  ),
  email: email("Please enter a valid email"),
  website: v.optional(
    v.nullable(
      v.pipe(
        v.string("Please enter a valid website address"),
        v.trim(),
        v.maxLength(WEBSITE_MAX, "Please enter a valid website address"),
        v.check((s) => s === "" || isWebsite(s), "Please enter a valid website address (https://...)"),
        v.transform((s) => (s === "" ? null : s)),
      ),
    ),
    null,
  ),
  comment: field(10, "Comment must be at least 10 characters", 2000, "Comment must be at most 2000 characters"),
});

export const ContactInputSchema = v.object({
  name: field(2, "Name must be at least 2 characters", 80),
  email: email("Please enter a valid email address"),
  subject: field(5, "Subject must be at least 5 characters", 150),
  message: field(10, "Message must be at least 10 characters", 5000, "Message must be at most 5000 characters"),
});

/** Runs a schema and turns valibot's issues into {field, message} pairs, one per field. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): Validated<v.InferOutput<S>> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, issues: [{ field: "", message: "The body must be a JSON object" }] };
  }
  // A missing field is checked as an undefined value, so it gets its own message rather than valibot's generic one.
  const entries = "entries" in schema ? Object.keys((schema as unknown as v.ObjectSchema<v.ObjectEntries, undefined>).entries) : [];
  const withKeys: Record<string, unknown> = Object.fromEntries(entries.map((k) => [k, undefined]));
  for (const [k, val] of Object.entries(input)) {
    if (val !== undefined && k !== "__proto__" && k !== "constructor" && k !== "prototype") withKeys[k] = val;
  }
  // abortPipeEarly: a field's checks stop at its first failure, so a length limit always runs before any pattern
  // and a 60 KB value never reaches a regex meant for 200 characters.
  const result = v.safeParse(schema, withKeys, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const issues: FieldIssue[] = [];
  for (const issue of result.issues) {
    const path = issue.path?.map((p) => String(p.key)).join(".") ?? "";
    if (!issues.some((i) => i.field === path)) issues.push({ field: path, message: issue.message });
  }
  return { ok: false, issues };
}

/** Reads a form (FormData) into a plain object of strings, numbers for the named numeric fields. */
export function formToObject(form: FormData, numeric: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    if (numeric.includes(key)) out[key] = value === "" ? null : Number(value);
    else out[key] = value;
  }
  return out;
}

/** Field issues as a map field -> first message (what a form shows beside each field). */
export function issueMap(issues: readonly FieldIssue[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues ?? []) if (!(i.field in out)) out[i.field] = i.message;
  return out;
}
