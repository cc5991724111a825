/** Review rules (spec §5 and §9): category derivation, the suggestions, and the per-category overview. */
import { itemSlug } from "./slug.ts";
import type { Review } from "./schemas.ts";

export const REVIEW_ITEM_SUGGESTIONS = [
  "Big Mac",
  "Quarter Pounder with Cheese",
  "Chicken McNuggets",
  "World Famous Fries",
  "Egg McMuffin",
  "McFlurry with OREO Cookies",
  "McCafé Iced Coffee",
  "Apple Pie",
] as const;

const RULES: [RegExp, string][] = [
  [/big mac|quarter pounder with cheese/i, "Burgers"],
  [/chicken mcnuggets/i, "McNuggets & Strips"],
  [/world famous fries/i, "Fries & Sides"],
  [/egg mcmuffin/i, "Breakfast"],
  [/mcflurry|apple pie/i, "Sweets & Treats"],
  [/mccaf[eé] iced coffee/i, "McCafé Coffees"],
];

/**
 * The category of a reviewed item: the spec's rules for the 8 suggested items first; beyond the spec, an item
 * typed exactly as it is named on the menu takes its menu category; anything else is 'Other'.
 */
export function deriveCategory(itemName: string, menuCategoryBySlug?: (slug: string) => string | undefined): string {
  for (const [re, category] of RULES) if (re.test(itemName)) return category;
  return menuCategoryBySlug?.(itemSlug(itemName)) ?? "Other";
}

export interface CategoryOverview {
  category: string;
  count: number;
  /** Average quality rating, to 1 decimal. */
  average: number;
  /** Average / 5 as a whole percent. */
  satisfaction: number;
  volume: "High" | "Medium" | "Growing";
}

export function volumeLabel(count: number): CategoryOverview["volume"] {
  return count > 10 ? "High" : count > 5 ? "Medium" : "Growing";
}

/** Per-category overview of reviews, most reviewed first. */
export function reviewOverview(reviews: Review[]): CategoryOverview[] {
  const groups = new Map<string, number[]>();
  for (const r of reviews) {
    const list = groups.get(r.category) ?? [];
    list.push(r.rating);
    groups.set(r.category, list);
  }
  return [...groups.entries()]
    .map(([category, ratings]) => {
      const avg = ratings.reduce((s, x) => s + x, 0) / ratings.length;
      return {
        category,
        count: ratings.length,
        average: Math.round(avg * 10) / 10,
        satisfaction: Math.round((avg / 5) * 100),
        volume: volumeLabel(ratings.length),
      };
    })
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
}
