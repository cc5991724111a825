import { categorySlug } from "./slug.ts";

/** The 9 menu categories (spec §3), in menu order. */
export const CATEGORIES = [
  "Burgers",
  "Chicken & Fish",
  "Breakfast",
  "McNuggets & Strips",
  "Fries & Sides",
  "Sweets & Treats",
  "McCafé Coffees",
  "Beverages",
  "McValue",
] as const;

export type Category = (typeof CATEGORIES)[number];

/** Footer and sitemap order of the 9 category pages (spec §2). */
export const FOOTER_CATEGORIES: readonly Category[] = [
  "Breakfast",
  "Burgers",
  "Chicken & Fish",
  "McNuggets & Strips",
  "Fries & Sides",
  "Sweets & Treats",
  "McCafé Coffees",
  "Beverages",
  "McValue",
];

/**
 * Category page slugs and their aliases (spec §2, Category page): the one list of the 19, read by the category
 * route and by the tests that visit each alias.
 */
export const CATEGORY_SLUG_ALIASES: Readonly<Record<string, string>> = {
  breakfast: "Breakfast",
  "breakfast-meals": "Breakfast",
  burgers: "Burgers",
  "chicken-fish": "Chicken & Fish",
  "chicken-and-fish": "Chicken & Fish",
  "mcnuggets-strips": "McNuggets & Strips",
  "mcnuggets-and-strips": "McNuggets & Strips",
  "fries-sides": "Fries & Sides",
  "fries-and-sides": "Fries & Sides",
  "hash-browns-and-sides": "Hash Browns & Sides",
  "sweets-treats": "Sweets & Treats",
  "sweets-and-treats": "Sweets & Treats",
  "mccafe-coffees": "McCafé Coffees",
  beverages: "Beverages",
  mcvalue: "McValue",
  "featured-favorites": "Featured Favorites",
  "meal-deals": "Meal Deals",
  "happy-meal": "Happy Meal",
  condiments: "Condiments",
};

/** Display name for a category page slug; an unknown slug is used as its own name. */
export function categoryNameFromSlug(slug: string): string {
  return CATEGORY_SLUG_ALIASES[slug.toLowerCase()] ?? slug;
}

/** The canonical page slug of a category name (spec slug rule). */
export function categoryPath(name: string): string {
  return `/menu/${categorySlug(name)}`;
}

export function isCategory(name: string): name is Category {
  return (CATEGORIES as readonly string[]).includes(name);
}
