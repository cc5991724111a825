/**
 * Schemas of the maintainers' data files (data/*.json). Every file is an array of entries; an entry that
 * does not match is reported with the file, its index and id/name, and the field (domain/data/data-files.ts).
 * Objects are strict: a misspelt field name is an error, not a silently ignored key.
 */
import * as v from "valibot";
import { CATEGORIES } from "../rules/categories.ts";
import { STATE_NAMES } from "../rules/states.ts";
import { MENU_SIZES, MENU_SIZES_LIST, type MenuSize } from "../rules/sizes.ts";
import type { ItemNutrition } from "../rules/nutrition.ts";
import type { AllergenStatement } from "./allergen-entry.ts";

const text = (max: number) =>
  v.pipe(v.string("must be text"), v.trim(), v.minLength(1, "must not be empty"), v.maxLength(max, `must be at most ${max} characters`));
const money = v.pipe(
  v.number("must be a number (US dollars, e.g. 5.29)"),
  v.minValue(0, "must not be negative"),
  v.maxValue(200, "must be at most 200"),
);
const isoDate = v.pipe(v.string("must be a date written YYYY-MM-DD"), v.isoDate("must be a date written YYYY-MM-DD"));
/** The month an estimate is for: the month of its newest input (the price index's), written by `npm run model`. */
const isoMonth = v.pipe(v.string("must be a month written YYYY-MM"), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month written YYYY-MM"));
const positiveInt = v.pipe(v.number("must be a whole number"), v.integer("must be a whole number"), v.minValue(1, "must be 1 or more"));
const imagePath = v.pipe(
  v.string("must be text"),
  v.regex(/^(\/|https:\/\/)[^\s"'<>]*$/, "must be a path starting with / or an https:// address"),
);

export const MenuItemSchema = v.strictObject({
  id: positiveInt,
  name: text(120),
  category: v.picklist(CATEGORIES, `must be one of: ${CATEGORIES.join(", ")}`),
  cuisine: text(60),
  avgPriceUsd: money,
  /** The month the price is for (YYYY-MM): the newest month of the price index the model moved it by (`npm run model`). */
  priceAsOf: isoMonth,
  description: v.optional(text(600)),
  imageUrl: v.optional(imagePath),
  /** The sizes it is sold in; absent for an item sold in one size. Nutrition per size is in nutrition.json. */
  sizes: v.optional(
    v.pipe(
      v.array(v.string(), `must be the list ${MENU_SIZES_LIST}`),
      v.check((list) => list.join() === MENU_SIZES.join(), `must be the list ${MENU_SIZES_LIST} (leave it out for one size)`),
      v.transform((list) => list as MenuSize[]),
    ),
  ),
  /** A price the chain sets nationally ("$5 Meal Deal"): shown the same in every state, never scaled. */
  fixedPrice: v.optional(v.literal(true, "must be true, or left out")),
  /** Seasonal or regional items: a short note shown beside the item ("Seasonal: ..."). */
  availability: v.optional(text(160)),
});
/** A menu item as data/menu-items.json holds it. */
export type MenuItemEntry = v.InferOutput<typeof MenuItemSchema>;
/**
 * A menu item as the site reads it (domain/data/catalog.ts): the entry with its nutrition joined from nutrition.json and
 * the chain's allergen statement from allergens.json (absent when the chain's capture has none for it).
 */
export type MenuItem = MenuItemEntry & { nutrition: ItemNutrition; allergens?: AllergenStatement };
/** A menu item as its page receives it: every field but the id, which no page shows (a new field arrives by itself). */
export type ItemOnPage = Omit<MenuItem, "id">;

export const PriceRecordSchema = v.strictObject({
  id: positiveInt,
  itemName: text(120),
  price: money,
  state: v.picklist(STATE_NAMES as [string, ...string[]], "must be the full name of a US state, e.g. New York"),
  /** The month the estimate is for (YYYY-MM), as priceAsOf. */
  lastUpdated: isoMonth,
});
export type PriceRecord = v.InferOutput<typeof PriceRecordSchema>;

export const LocationEntrySchema = v.strictObject({
  id: positiveInt,
  state: v.picklist(STATE_NAMES as [string, ...string[]], "must be the full name of a US state, e.g. New York"),
  locationCount: v.pipe(v.number("must be a whole number"), v.integer("must be a whole number"), v.minValue(0, "must not be negative")),
});
export type LocationEntry = v.InferOutput<typeof LocationEntrySchema>;

const rating = v.pipe(
  v.number("must be a whole number from 1 to 5"),
  v.integer("must be a whole number from 1 to 5"),
  v.minValue(1, "must be a whole number from 1 to 5"),
  v.maxValue(5, "must be a whole number from 1 to 5"),
);

/**
 * A review in data/reviews.json: empty on a fresh install (the site shows only reviews visitors submit). It has no
 * `verified` field: nothing on this site verifies a review, so a file entry claiming it is refused.
 */
export const SeedReviewSchema = v.strictObject({
  id: text(60),
  itemName: text(120),
  category: text(60),
  rating,
  priceRating: v.optional(v.nullable(rating), null),
  review: text(2000),
  reviewer: text(80),
  location: text(80),
  // claim-ok: the message says nothing here verifies a review
  verified: v.optional(v.never("must not be set: nothing on this site verifies a review, so no review may say it was verified")),
  helpfulCount: v.optional(
    v.pipe(v.number("must be a whole number"), v.integer("must be a whole number"), v.minValue(0, "must not be negative")),
    0,
  ),
  createdAt: v.optional(isoDate),
});

/** A review as served by GET /api/reviews (seed or journal). */
export interface Review {
  id: string;
  itemName: string;
  category: string;
  rating: number;
  priceRating: number | null;
  review: string;
  reviewer: string;
  location: string;
  helpfulCount: number;
  createdAt: string;
  /** The item's page when the menu has the item; null (never linked) otherwise. Set by the server when serving. */
  itemPath?: string | null;
}

/** A published comment as shown under an item (never with the email). */
export interface PublicComment {
  id: string;
  itemName: string;
  name: string;
  website: string | null;
  comment: string;
  createdAt: string;
}
