/**
 * Stores what visitors submit. The API and the route actions both call these, so a form posted without
 * JavaScript and a JSON call give the same validation and the same stored record.
 */
import type { CatalogStore } from "./catalog.ts";
import type { SubmissionStore } from "./store.ts";
import {
  CommentInputSchema,
  ContactInputSchema,
  ReviewInputSchema,
  SignupInputSchema,
  validate,
  type Validated,
} from "#domain/forms.ts";
import { itemPath } from "#domain/menu.ts";
import { resolveReviewItem, reviewItemFromForm } from "#domain/reviews.ts";
import type { PublicComment, Review } from "#domain/schemas.ts";
import { topicFor } from "#domain/signup-topics.ts";
import { itemSlug } from "#domain/slug.ts";

export interface Submissions {
  review(input: unknown): Promise<Validated<Review>>;
  comment(input: unknown): Promise<Validated<PublicComment>>;
  /** Contact messages and sign-ups are stored but never served: the answer carries only the id. */
  contact(input: unknown): Promise<Validated<{ id: string }>>;
  signup(input: unknown): Promise<Validated<{ id: string }>>;
}

export function createSubmissions(catalog: CatalogStore, journal: SubmissionStore): Submissions {
  return {
    async review(input) {
      const checked = validate(ReviewInputSchema, input && typeof input === "object" && !Array.isArray(input) ? reviewItemFromForm(input as Record<string, unknown>) : input);
      if (!checked.ok) return checked;
      const { reviewer, location, rating, priceRating, review } = checked.value;
      // Filed under the menu's own name and category, or under Other (never linked) when the menu has no such item.
      const { itemName, category, onMenu } = resolveReviewItem(checked.value.itemName, (slug) => catalog.current.itemsBySlug.get(slug));
      const data = { itemName, category, rating, priceRating, review, reviewer, location };
      const record = await journal.append("review", data);
      return { ok: true, value: { id: record.id, ...data, helpfulCount: 0, createdAt: record.at, itemPath: onMenu ? itemPath(itemName) : null } };
    },
    async comment(input) {
      const checked = validate(CommentInputSchema, input);
      if (!checked.ok) return checked;
      const item = catalog.current.itemsBySlug.get(itemSlug(checked.value.itemName));
      if (!item) return { ok: false, issues: [{ field: "itemName", message: "No menu item has that name" }] };
      const { name, email, website, comment } = checked.value;
      const record = await journal.append("comment", { itemName: item.name, name, email, website, comment });
      return { ok: true, value: { id: record.id, itemName: item.name, name, website, comment, createdAt: record.at } };
    },
    async contact(input) {
      const checked = validate(ContactInputSchema, input);
      if (!checked.ok) return checked;
      const record = await journal.append("contact", { ...checked.value });
      return { ok: true, value: { id: record.id } };
    },
    async signup(input) {
      const checked = validate(SignupInputSchema, input);
      if (!checked.ok) return checked;
      // The topic stored is one of the site's own (by title or id), never the text a client sent.
      const record = await journal.append("signup", { ...checked.value, topic: topicFor(checked.value.topic).id });
      return { ok: true, value: { id: record.id } };
    },
  };
}
