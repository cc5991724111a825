/** Review rules (spec §5 and §9): category derivation, the suggestions, and the per-category overview. */
import { onlyMatch } from "./names.ts";
import { itemSlugPath } from "./menu.ts";
import { itemSlug } from "./slug.ts";
import type { MenuItemEntry, Review } from "../data/schemas.ts";

/** Suggested first in the review form's item list; each is a menu item's exact name (so it has a page). */
export const REVIEW_ITEM_SUGGESTIONS = [
  "Big Mac",
  "Quarter Pounder with Cheese",
  "10 Piece Chicken McNuggets",
  "World Famous Fries",
  "Egg McMuffin",
  "McFlurry with OREO Cookies",
  "McCafé Iced Coffee",
  "Apple Pie",
] as const;

export const OTHER_CATEGORY = "Other";

/** The reviews page's filter that shows every category (its cards, links and heading say "All"). */
export const ALL_CATEGORIES = "All";

/** How a review's item is looked up on the menu: by slug, giving the menu's own name and category. */
export type MenuLookup = (slug: string) => Pick<MenuItemEntry, "name" | "category"> | undefined;

/**
 * The menu item a review names: typed or chosen as it is named on the menu (any case or punctuation, e.g.
 * "big mac"), it takes the menu's name and category; with the menu's `names`, a near-miss that means one item
 * ("Bigg Mac", "mc chicken": domain/rules/names.ts) does too; anything else is filed under Other, and is
 * never linked, because no page exists for it.
 */
export function resolveReviewItem(
  itemName: string,
  lookup?: MenuLookup,
  names?: readonly Pick<MenuItemEntry, "name" | "category">[],
): { itemName: string; category: string; onMenu: boolean } {
  const found = lookup?.(itemSlug(itemName)) ?? (names ? (onlyMatch(itemName, names) ?? undefined) : undefined);
  return found
    ? { itemName: found.name, category: found.category, onMenu: true }
    : { itemName: itemName.trim(), category: OTHER_CATEGORY, onMenu: false };
}

/** The category of a reviewed item: its menu category, else Other. */
export function deriveCategory(itemName: string, menuCategoryBySlug?: (slug: string) => string | undefined): string {
  return menuCategoryBySlug?.(itemSlug(itemName)) ?? OTHER_CATEGORY;
}

/**
 * The link of a reviewed item, or null when the menu has no such item: user text never becomes a link to a
 * page that does not exist (footer's latest reviews, review lists).
 */
export function reviewItemPath(itemName: string, hasItem: (slug: string) => boolean): string | null {
  const slug = itemSlug(itemName);
  return slug && hasItem(slug) ? itemSlugPath(slug) : null;
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
export function reviewOverview(reviews: readonly Review[]): CategoryOverview[] {
  const groups = new Map<string, { total: number; count: number }>();
  for (const r of reviews) {
    const t = groups.get(r.category) ?? { total: 0, count: 0 };
    groups.set(r.category, { total: t.total + r.rating, count: t.count + 1 });
  }
  return overviewOf(groups);
}

/** The overview from each category's rating total and count (domain/indexes/posts.ts keeps them as reviews come in). */
export function overviewOf(groups: ReadonlyMap<string, { total: number; count: number }>): CategoryOverview[] {
  return [...groups.entries()]
    .map(([category, { total, count }]) => {
      const avg = total / count;
      return {
        category,
        count,
        average: Math.round(avg * 10) / 10,
        satisfaction: Math.round((avg / 5) * 100),
        volume: volumeLabel(count),
      };
    })
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
}

/** Reviews as pages show them: each with its item's link, or null when the menu has no such item. */
export function withItemPaths<T extends { itemName: string }>(
  reviews: readonly T[],
  hasItem: (slug: string) => boolean,
): (T & { itemPath: string | null })[] {
  return reviews.map((r) => ({ ...r, itemPath: reviewItemPath(r.itemName, hasItem) }));
}

/** The value of the review form's "Other (not on the menu)" choice; the item is then typed in `otherItem`. */
export const OTHER_ITEM_VALUE = "__other__";

/**
 * Turns the form's choice into the item name the schema checks: a menu item's name as chosen, or the typed
 * `otherItem` when "Other" was chosen. JSON clients may send `itemName` directly.
 */
export function reviewItemFromForm(input: Record<string, unknown>): Record<string, unknown> {
  const { otherItem, ...rest } = input;
  if (rest.itemName !== OTHER_ITEM_VALUE) return rest;
  return { ...rest, itemName: typeof otherItem === "string" ? otherItem : "" };
}

export interface ReviewMenuGroup extends Pick<MenuItemEntry, "category"> {
  items: string[];
}

/** The review form's item list: every menu item by category, in menu order. */
export function reviewMenu(items: readonly Pick<MenuItemEntry, "name" | "category">[]): ReviewMenuGroup[] {
  const groups = new Map<MenuItemEntry["category"], string[]>();
  for (const i of items) {
    const list = groups.get(i.category);
    if (list) list.push(i.name);
    else groups.set(i.category, [i.name]);
  }
  return [...groups].map(([category, names]) => ({ category, items: names }));
}
