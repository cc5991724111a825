/**
 * What the item page receives (its loader in routes/menu.item.tsx sends it; components/item/ItemView.tsx shows
 * it): data types only, kept out of the view files.
 */
import type { ItemPriceBasis } from "#domain/rules/price-model.ts";
import type { Faq } from "#domain/rules/faq.ts";
import type { ShownReview } from "#domain/indexes/journal-records.ts";
import type { CardItem, MealOffer, Rating, SizeVariation } from "#domain/rules/menu.ts";
import type { NutritionRow } from "#domain/rules/nutrition.ts";
import type { SourceNote } from "#domain/rules/basis.ts";
import type { ReportMenuItem } from "#domain/price-reports/input.ts";
import type { ReportedRow } from "#domain/rules/report-terms.ts";
import type { ItemOnPage, PublicComment } from "#domain/data/schemas.ts";
import type { StatePrice } from "#domain/rules/state-estimates.ts";

/** A comment as the item page lists it. */
export type ListedComment = Pick<PublicComment, "id" | "name" | "comment" | "createdAt">;

/** What the item page hydrates; the pricing guide and the category and state tables are a server island. */
export interface ItemPageData {
  /** The menu item as data/menu-items.json's schema defines it (less its id), with its published nutrition (nutritionFor reads it). */
  item: ItemOnPage;
  categorySlug: string;
  sizes: SizeVariation[];
  /** Each size's nutrition table (nutritionRows, computed on the server), by size name. */
  nutrition: Record<string, NutritionRow[]>;
  /** Where each size's figures come from, by size name; null when we have none for that size. */
  nutritionSource: Record<string, (SourceNote & { parts: string[] | null }) | null>;
  /** "August 2026": the month the price estimate is for (the price index's newest month); null when none is recorded. */
  updated: string | null;
  /** What the national price rests on, its range's error and the published figures beside it (domain/rules/price-model.ts). */
  priceBasis: ItemPriceBasis | null;
  /** From the item's published reviews; null when it has none yet. */
  rating: Rating | null;
  /** mealOffer in domain/rules/menu.ts: the menu's meal item, an estimate for a burger, or null. */
  meal: MealOffer | null;
  related: CardItem[];
  faqs: Faq[];
  /** The newest reviews (at most ITEM_REVIEWS_SHOWN) of the `rating.count`; the structured data marks up these. */
  reviews: ShownReview[];
  /** The newest comments (at most COMMENTS_SHOWN), of `commentTotal`. */
  comments: ListedComment[];
  commentTotal: number;
  /** The item in every state with data (the state table's figures), for the state that leads the price box. */
  states: StatePrice[];
  /** The "item-details" island's HTML, on client navigations only. */
  islands?: Record<"item-details", string>;
  /** Prices visitors reported for this item, by state, past the threshold (domain/price-reports/). */
  reported: (ReportedRow & { state: string })[];
  reportThreshold: number;
  today: string;
  reportMenu: ReportMenuItem[];
}
