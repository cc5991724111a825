/**
 * The review form (spec §5). One component for both places it appears, a React Router form posting to the
 * /reviews/new route action, which validates with the same schema as POST /api/reviews (server/http/submissions.ts):
 * - in the modal on /reviews (JavaScript): answered in place with the review; it toasts and tells the page;
 * - on /reviews/new (works without JavaScript): the action answers with errors or redirects to the list.
 * Submit stays disabled until name, item, location, quality rating and review are filled, and while pending.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { REVIEW_MAX, ReviewInputSchema } from "#domain/rules/forms.ts";
import {
  OTHER_CATEGORY,
  OTHER_ITEM_VALUE,
  REVIEW_ITEM_SUGGESTIONS,
  resolveReviewItem,
  reviewItemFromForm,
  type ReviewMenuGroup,
} from "#domain/rules/reviews.ts";
import type { Review } from "#domain/data/schemas.ts";
import { itemSlug } from "#domain/rules/slug.ts";
import { useToast } from "../feedback/toast-state.ts";
import { button, field, fieldError, input, label, notice } from "../ui.css.ts";
import { useHydrated } from "../use-hydrated.ts";
import { checkBeforePost } from "./form-check.ts";
import * as s from "./community.css.ts";
import { RatingInput } from "./RatingInput.tsx";

/** The hidden field of the modal's form: its post is answered in place with the review, not by a redirect. */
export const IN_PLACE = { name: "answer", value: "in-place" } as const;

/** The /reviews/new action's answer: the stored review (in place), or refused (the fields to fix, or none when the post failed). */
export type ReviewAnswer =
  { ok: true; review: Review; at: number } | { ok: false; errors: Record<string, string>; values: ReviewValues | null; at: number };

/** The answer when the post got no answer from the action (components/community/form-check.ts). */
export const REVIEW_NOT_SENT: ReviewAnswer = { ok: false, errors: {}, values: null, at: 0 };

export interface ReviewValues {
  reviewer: string;
  /** A menu item's name, or OTHER_ITEM_VALUE with the typed name in otherItem. */
  itemName: string;
  otherItem: string;
  location: string;
  rating: number | null;
  priceRating: number | null;
  review: string;
}

const SUGGESTED: ReadonlySet<string> = new Set(REVIEW_ITEM_SUGGESTIONS);

export const EMPTY_REVIEW: ReviewValues = {
  reviewer: "",
  itemName: "",
  otherItem: "",
  location: "",
  rating: null,
  priceRating: null,
  review: "",
};

export const REVIEW_TOAST = {
  success: { title: "Review submitted successfully!", description: "Thank you for sharing your McDonald's experience." },
  failure: { title: "Error submitting review", description: "Please try again later.", variant: "destructive" as const },
};

export function isReviewComplete(v: ReviewValues): boolean {
  const item = v.itemName === OTHER_ITEM_VALUE ? v.otherItem : v.itemName;
  return v.reviewer.trim() !== "" && item.trim() !== "" && v.location.trim() !== "" && v.rating !== null && v.review.trim() !== "";
}

export interface ReviewFormProps {
  mode: "modal" | "page";
  initial?: Partial<ReviewValues>;
  /** Field errors from the route action (page mode without JavaScript). */
  errors?: Record<string, string>;
  onSuccess?: (review: Review) => void;
  onCancel?: () => void;
  /** The menu, by category: the item is chosen from it (or "Other", typed, filed under Other and never linked). */
  menu: ReviewMenuGroup[];
}

// eslint-disable-next-line max-lines-per-function -- a controlled form: its values and errors are state every field reads and sets; split, each part would take them all as props.
export function ReviewForm({ mode, initial, errors: serverErrors, onSuccess, onCancel, menu }: ReviewFormProps) {
  const [values, setValues] = useState<ReviewValues>({ ...EMPTY_REVIEW, ...initial });
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors ?? {});
  const fetcher = useFetcher<ReviewAnswer>();
  const hydrated = useHydrated();
  const ids = { reviewer: useId(), item: useId(), other: useId(), location: useId(), review: useId(), counter: useId() };

  const pending = fetcher.state !== "idle";
  const complete = isReviewComplete(values);
  // The same rule the server files the review by (resolveReviewItem), over the same menu.
  const lookup = (slug: string) => {
    for (const g of menu) for (const name of g.items) if (itemSlug(name) === slug) return { name, category: g.category };
    return undefined;
  };
  const other = values.itemName === OTHER_ITEM_VALUE;
  const typed = other ? values.otherItem : values.itemName;
  const names = menu.flatMap((g) => g.items.map((name) => ({ name, category: g.category })));
  const category = typed.trim() ? resolveReviewItem(typed, lookup, names).category : null;
  const set = <K extends keyof ReviewValues>(key: K, val: ReviewValues[K]) => setValues((v) => ({ ...v, [key]: val }));

  useReviewAnswer(fetcher.state === "idle" ? fetcher.data : undefined, { setValues, setErrors, onSuccess });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    if (!complete || pending) return e.preventDefault();
    // The server's schema, checked here first so the messages appear without a round trip.
    checkBeforePost(e, ReviewInputSchema, reviewItemFromForm({ ...values }), setErrors);
  }

  const errorFor = (name: string, id: string) =>
    errors[name] ? (
      <p id={`${id}-error`} className={fieldError}>
        {errors[name]}
      </p>
    ) : null;
  const invalid = (name: string, id: string) => (errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {});

  const fields = (
    <>
      {Object.keys(errors).length > 0 && (
        <p className={notice.error} role="alert">
          Please correct the fields marked below.
        </p>
      )}
      <div className={s.twoCols}>
        <div className={field}>
          <label className={label} htmlFor={ids.reviewer}>
            Your Name
            <span className={s.required} aria-hidden="true">
              *
            </span>
          </label>
          <input
            id={ids.reviewer}
            className={input}
            name="reviewer"
            autoComplete="name"
            required
            maxLength={80}
            value={values.reviewer}
            onChange={(e) => set("reviewer", e.target.value)}
            autoFocus={mode === "modal"}
            {...invalid("reviewer", ids.reviewer)}
          />
          {errorFor("reviewer", ids.reviewer)}
        </div>
        <div className={field}>
          <label className={label} htmlFor={ids.location}>
            Location
            <span className={s.required} aria-hidden="true">
              *
            </span>
          </label>
          <input
            id={ids.location}
            className={input}
            name="location"
            placeholder="City, State"
            autoComplete="address-level2"
            required
            maxLength={80}
            value={values.location}
            onChange={(e) => set("location", e.target.value)}
            {...invalid("location", ids.location)}
          />
          {errorFor("location", ids.location)}
        </div>
      </div>
      <div className={field}>
        <label className={label} htmlFor={ids.item}>
          Menu Item
          <span className={s.required} aria-hidden="true">
            *
          </span>
        </label>
        <ItemSelect
          id={ids.item}
          value={values.itemName}
          onChange={(v) => set("itemName", v)}
          invalid={invalid("itemName", ids.item)}
          menu={menu}
        />
        {errorFor("itemName", ids.item)}
      </div>
      {other || !hydrated ? (
        <div className={field}>
          <label className={label} htmlFor={ids.other}>
            {hydrated ? "What did you have?" : "If you chose Other: what did you have?"}
          </label>
          <input
            id={ids.other}
            className={input}
            name="otherItem"
            maxLength={120}
            autoComplete="off"
            value={values.otherItem}
            onChange={(e) => set("otherItem", e.target.value)}
          />
          <p className={s.counter}>Items not on our menu list are filed under {OTHER_CATEGORY} and are not linked.</p>
        </div>
      ) : null}
      {category && <p className={s.counter}>Category: {category}</p>}
      <RatingInput
        name="rating"
        legend="Quality Rating"
        kind="star"
        required
        value={values.rating}
        onChange={(n) => set("rating", n)}
        error={errors.rating}
      />
      <RatingInput
        name="priceRating"
        legend="Value for Money"
        hint="(optional)"
        kind="dollar"
        value={values.priceRating}
        onChange={(n) => set("priceRating", n)}
        error={errors.priceRating}
      />
      <div className={field}>
        <label className={label} htmlFor={ids.review}>
          Your Review
          <span className={s.required} aria-hidden="true">
            *
          </span>
        </label>
        <textarea
          id={ids.review}
          className={`${input} ${s.textarea}`}
          name="review"
          rows={4}
          required
          maxLength={REVIEW_MAX}
          placeholder="What did you order, how was it, and was it worth the price?"
          value={values.review}
          onChange={(e) => set("review", e.target.value)}
          aria-describedby={errors.review ? `${ids.review}-error ${ids.counter}` : ids.counter}
          aria-invalid={errors.review ? true : undefined}
        />
        <p id={ids.counter} className={s.counter}>
          {values.review.length}/{REVIEW_MAX} characters
        </p>
        {errorFor("review", ids.review)}
      </div>
      <div className={s.actions}>
        {onCancel ? (
          <button type="button" className={button.ghost} onClick={onCancel}>
            Cancel
          </button>
        ) : (
          <a className={button.ghost} href="/reviews">
            Cancel
          </a>
        )}
        <button type="submit" className={button.primary} disabled={hydrated && (!complete || pending)}>
          {pending ? "Submitting..." : "Submit Review"}
        </button>
      </div>
    </>
  );

  // Without JavaScript (the page) the browser's own checks of the required fields run first.
  return (
    <fetcher.Form method="post" action="/reviews/new" className={s.form} onSubmit={onSubmit} noValidate={mode === "modal"}>
      {mode === "modal" && <input type="hidden" name={IN_PLACE.name} value={IN_PLACE.value} />}
      {fields}
    </fetcher.Form>
  );
}

/**
 * What follows an answer to a post made with JavaScript, once each: stored (the toast, an empty form, and the page
 * told), refused (the messages beside the fields), or failed with no field to fix (the error toast; the form keeps
 * what was typed).
 */
function useReviewAnswer(
  answer: ReviewAnswer | undefined,
  to: { setValues: (v: ReviewValues) => void; setErrors: (e: Record<string, string>) => void; onSuccess?: (review: Review) => void },
) {
  const toast = useToast();
  const handled = useRef<ReviewAnswer | null>(null);
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      toast(REVIEW_TOAST.success);
      to.setValues(EMPTY_REVIEW);
      to.setErrors({});
      to.onSuccess?.(answer.review);
      return;
    }
    // A refused field is the visitor's to fix, shown beside it; only a failure with no field is a server error.
    const fieldErrors = Object.fromEntries(Object.entries(answer.errors).filter(([k]) => k !== ""));
    if (Object.keys(fieldErrors).length === 0) toast(REVIEW_TOAST.failure);
    to.setErrors(fieldErrors);
  }, [answer, toast, to]);
}

/** The menu item: the usual suggestions first, then every item by category (each once), then Other. */
function ItemSelect({
  id,
  value,
  onChange,
  invalid,
  menu,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: Record<string, unknown>;
  menu: ReviewMenuGroup[];
}) {
  return (
    <select id={id} className={input} name="itemName" required value={value} onChange={(e) => onChange(e.target.value)} {...invalid}>
      <option value="">Choose the item you had</option>
      <optgroup label="Suggested">
        {REVIEW_ITEM_SUGGESTIONS.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </optgroup>
      {menu.map((g) => (
        <optgroup key={g.category} label={g.category}>
          {/* Each item once: the suggestions above are not repeated in their category. */}
          {g.items
            .filter((name) => !SUGGESTED.has(name))
            .map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
        </optgroup>
      ))}
      <option value={OTHER_ITEM_VALUE}>Other (not on this list)</option>
    </select>
  );
}
