/**
 * The menu's rules (spec §5 home search, §9 sizes, calories, price ranges, badges, display limits). Pure
 * functions shared by the loaders, the API and the browser: one rule, one place.
 */
import { CATEGORIES } from "./categories.ts";
import { categorySlug, itemSlug, stateSlug } from "./slug.ts";
import { caloriesFor, type CalorieFigure, type NutritionSource } from "./nutrition.ts";
import { bestMatch, matchesQuery, readSearch, searchVocabulary, type SearchIntent } from "./search.ts";
import { STATE_NAMES } from "./states.ts";
import { MENU_SIZES, SIZE_FACTORS, type MenuSize } from "./sizes.ts";
import type { MenuItemEntry } from "../data/schemas.ts";

/** The fields the rules read, as the schema types them (`sizes`: absent for one size); a full MenuItem fits. */
export type MenuLike = Pick<MenuItemEntry, "name" | "category" | "avgPriceUsd" | "sizes">;

/** A size an item is shown in: one of the menu's sizes (domain/rules/sizes.ts), or "Standard" for an item sold in one size. */
export type SizeName = MenuSize | "Standard";

export interface SizeVariation {
  size: SizeName;
  price: number;
  /** Published calories of this size (or a meal's sum of published parts); null when we have none. */
  calories: number | null;
  /** Where the calorie figure comes from; null with no figure. */
  caloriesBasis: CalorieFigure["basis"] | null;
}

// ---------------------------------------------------------------------------------------------------------
// Display limits (spec §9)
export const HOME_CARDS_PER_CATEGORY = 6;
export const RELATED_LIMIT = 6;
export const CATEGORY_TABLE_OTHERS = 8;
export const DESCRIPTION_LIMIT = 80;
/** Meal and combo price on burger categories is the price plus this. */
export const MEAL_EXTRA = 3.5;
export const ALL_ITEMS = "All Items";

// ---------------------------------------------------------------------------------------------------------
// Sizes

/** True when the item is sold in Small, Medium and Large: the menu's `sizes` says so (data, not a guess from the name). */
export function hasSizes(item: Pick<MenuItemEntry, "sizes"> & { sized?: boolean }): boolean {
  return item.sized === true || (item.sizes?.length ?? 0) > 1;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Small/Medium/Large for sized items, otherwise one Standard size at the base price (spec §9). */
export function sizeVariations(item: MenuLike & NutritionSource): SizeVariation[] {
  const cal = (size: SizeName) => {
    const c = caloriesFor(item, size);
    return { calories: c?.calories ?? null, caloriesBasis: c?.basis ?? null };
  };
  if (!hasSizes(item)) return [{ size: "Standard", price: round2(item.avgPriceUsd), ...cal("Standard") }];
  return MENU_SIZES.map((size) => ({
    size,
    price: round2(item.avgPriceUsd * SIZE_FACTORS[size].price),
    ...cal(size),
  }));
}

/** "Coca-Cola (Medium)" where a price depends on the size, else just the name. */
export function nameWithSize(name: string, size: string | null | undefined): string {
  return size ? `${name} (${size})` : name;
}

/** Medium when there are several sizes, else Standard; a requested size wins when the item has it. */
export function chooseSize(sizes: readonly SizeVariation[], requested?: string | null): SizeVariation {
  const wanted = requested ? sizes.find((s) => s.size.toLowerCase() === requested.toLowerCase()) : undefined;
  return wanted ?? sizes.find((s) => s.size === "Medium") ?? sizes[0];
}

// ---------------------------------------------------------------------------------------------------------
// Prices

import { formatPrice } from "./money.ts";

export { formatPrice };

export type CardPrice = { kind: "single"; price: number } | { kind: "range"; low: number; high: number; label: "Multiple sizes" };

/** Card price: a Small-to-Large range labelled 'Multiple sizes' for sized items, else one price. */
export function cardPrice(item: Pick<MenuItemEntry, "avgPriceUsd" | "sizes"> & { sized?: boolean }): CardPrice {
  if (hasSizes(item)) {
    return { kind: "range", low: round2(item.avgPriceUsd * 0.8), high: round2(item.avgPriceUsd * 1.25), label: "Multiple sizes" };
  }
  return { kind: "single", price: round2(item.avgPriceUsd) };
}

export function formatCardPrice(p: CardPrice): string {
  return p.kind === "range" ? `${formatPrice(p.low)} - ${formatPrice(p.high)}` : formatPrice(p.price);
}

/** The share of the menu menuPriceSpread's range holds (10th to 90th percentile), for the copy that states it. */
export const MENU_SPREAD_SHARE_PERCENT = 80;

/**
 * Where most of the menu's national prices sit: the 10th and 90th percentile (nearest rank) of avgPriceUsd, so
 * "most items sit between $low and $high" is true of 80% of the menu by construction. Null for an empty menu.
 */
export function menuPriceSpread(items: readonly Pick<MenuLike, "avgPriceUsd">[]): { low: number; high: number } | null {
  if (!items.length) return null;
  const sorted = items.map((i) => i.avgPriceUsd).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  const tail = (100 - MENU_SPREAD_SHARE_PERCENT) / 200;
  return { low: round2(at(tail)), high: round2(at(1 - tail)) };
}

/** An item's meal: the menu's own meal item when there is one, else for a burger an estimate; null otherwise. */
export type MealOffer = { kind: "meal-item"; name: string; price: number } | { kind: "estimate"; price: number };

/** The names a meal item of this item goes by on the menu, in the order they are looked up. */
export function mealItemNames(name: string): string[] {
  return [`${name} Extra Value Meal`, `${name} Happy Meal`];
}

/**
 * The meal price of an item, one rule for every page (item hero, pricing guide, FAQ): the meal item itself when
 * the menu lists one (Big Mac -> "Big Mac Extra Value Meal", $8.00), else for a burger an **estimate** of the
 * item's price plus $3.50 for medium fries and a medium drink (spec §9), labelled as one; else null.
 */
export function mealOffer(
  item: Pick<MenuLike, "name" | "category" | "avgPriceUsd">,
  findItem: (name: string) => Pick<MenuLike, "name" | "avgPriceUsd"> | undefined,
): MealOffer | null {
  for (const n of mealItemNames(item.name)) {
    const meal = findItem(n);
    if (meal) return { kind: "meal-item", name: meal.name, price: round2(meal.avgPriceUsd) };
  }
  return item.category === "Burgers" ? { kind: "estimate", price: round2(item.avgPriceUsd + MEAL_EXTRA) } : null;
}

// ---------------------------------------------------------------------------------------------------------
// Calories and nutrition: published or absent, in nutrition.ts (caloriesFor, nutritionFor, nutritionRows)

// ---------------------------------------------------------------------------------------------------------
// Search and grouping (home)

/** What people type ("coke", "nuggs", "mc flurry") against name, category or cuisine (search.ts); blank matches all. */
export function matchesSearch(item: Pick<MenuItemEntry, "name" | "category" | "cuisine">, query: string): boolean {
  return matchesQuery([item.name, item.category, item.cuisine], query);
}

/** A category from a URL or pill: one of the 9, else All Items. */
export function normaliseCategory(value: string | null | undefined): string {
  return value && (CATEGORIES as readonly string[]).includes(value) ? value : ALL_ITEMS;
}

const vocabularies = new WeakMap<readonly object[], Set<string>>();

/** The query read against this menu (readSearch): its state, size, meal and item words, typos corrected. */
export function menuSearch(items: readonly Pick<MenuItemEntry, "name" | "category">[], query: string): SearchIntent {
  let vocabulary = vocabularies.get(items);
  if (!vocabulary) {
    vocabulary = searchVocabulary(items.flatMap((i) => [i.name, i.category]));
    vocabularies.set(items, vocabulary);
  }
  return readSearch(query, STATE_NAMES, vocabulary);
}

/** The items of a category (or all) whose name, category or cuisine match the query's item words. */
export function filterMenu<T extends Pick<MenuItemEntry, "name" | "category" | "cuisine">>(
  items: readonly T[],
  query: string,
  category: string,
): T[] {
  const intent = menuSearch(items, query);
  return items.filter((i) => (category === ALL_ITEMS || i.category === category) && matchesSearch(i, intent.itemQuery));
}

export interface SearchAnswer {
  href: string;
  /** What the link opens: "Big Mac Extra Value Meal: the price in Texas". */
  label: string;
  /** True when the query named both an item and a state: a submitted search goes straight there. */
  direct: boolean;
}

/**
 * Where a query's answer is (with its place on the page: the item's price box, the state's menu; a redirect keeps
 * the search form's `#menu` otherwise): the item's page with the state chosen ("big mac meal texas"), the state's price page
 * ("texas"), or the item in the size asked for ("large fries"); null when the query is only item words (the
 * results are the answer) or matches nothing.
 */
export function searchAnswer(
  matches: readonly (Pick<MenuItemEntry, "name" | "sizes"> & { sized?: boolean })[],
  intent: SearchIntent,
): SearchAnswer | null {
  const item = bestMatch(matches, intent);
  const size = item && intent.size && hasSizes(item) ? intent.size : null;
  const sizeParam = size && size !== "Medium" ? `size=${size}` : "";
  if (intent.state && item) {
    const query = [`state=${stateSlug(intent.state)}`, sizeParam].filter(Boolean).join("&");
    return {
      href: `${itemPath(item.name)}?${query}#price`,
      label: `${nameWithSize(item.name, size)}: the price in ${intent.state}`,
      direct: true,
    };
  }
  if (intent.state && !intent.itemQuery)
    return { href: `/prices/${stateSlug(intent.state)}#menu`, label: `${intent.state}: every menu price in ${intent.state}`, direct: true };
  if (item && (size || intent.corrections.length))
    return { href: `${itemPath(item.name)}${sizeParam ? `?${sizeParam}` : ""}#price`, label: nameWithSize(item.name, size), direct: false };
  return null;
}

export interface CategoryGroup<T> {
  category: string;
  slug: string;
  count: number;
  averagePrice: number;
  shown: T[];
  /** Items not shown on the home page ('+ N more items in category'). */
  more: number;
}

/**
 * Items grouped by category in menu order, at most 6 shown in each, with the count and average price. Items in
 * `leaveOut` (named, with their figures, higher on the same page: the home page's headline Big Mac) are not among
 * the shown, so a page states each figure once; they count in `more`.
 */
export function groupByCategory<T extends Pick<MenuItemEntry, "name" | "category" | "avgPriceUsd">>(
  items: readonly T[],
  leaveOut: ReadonlySet<string> = new Set(),
): CategoryGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(item.category);
    if (list) list.push(item);
    else groups.set(item.category, [item]);
  }
  const order = (c: string) => {
    const i = (CATEGORIES as readonly string[]).indexOf(c);
    return i < 0 ? CATEGORIES.length : i;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([category, list]) => {
      const shown = list.filter((i) => !leaveOut.has(i.name)).slice(0, HOME_CARDS_PER_CATEGORY);
      return {
        category,
        slug: categorySlug(category),
        count: list.length,
        averagePrice: round2(list.reduce((sum, i) => sum + i.avgPriceUsd, 0) / list.length),
        shown,
        more: list.length - shown.length,
      };
    });
}

/** 'Showing N results for "{search}"' (spec §8), singular for one ("Showing 1 results" read wrong). */
export function resultLine(count: number, query: string): string {
  return `Showing ${count} ${count === 1 ? "result" : "results"} for "${query.trim()}"`;
}

export function noResultsText(query: string): string {
  return `No menu items found for "${query.trim()}". Try a different search term.`;
}

// ---------------------------------------------------------------------------------------------------------
// Item page lists

/** 'You Might Also Like': same category, not the item itself, at most 6. */
export function relatedItems<T extends Pick<MenuItemEntry, "name" | "category">>(all: readonly T[], item: T): T[] {
  return all.filter((i) => i.category === item.category && i.name !== item.name).slice(0, RELATED_LIMIT);
}

/** Category price table: the item first, then up to 8 others of its category. */
export function categoryTable<T extends Pick<MenuItemEntry, "name" | "category">>(all: readonly T[], item: T): T[] {
  return [item, ...all.filter((i) => i.category === item.category && i.name !== item.name).slice(0, CATEGORY_TABLE_OTHERS)];
}

/** Descriptions on cards are cut at 80 characters (with an ellipsis when cut). */
export function shortDescription(text: string | undefined, max = DESCRIPTION_LIMIT): string | undefined {
  if (!text) return undefined;
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}

/** The link of an item page, by the item's slug. */
export function itemSlugPath(slug: string): string {
  return `/menu/item/${slug}`;
}

/** The link of an item page. */
export function itemPath(name: string): string {
  return itemSlugPath(itemSlug(name));
}

// ---------------------------------------------------------------------------------------------------------
// What a card needs (loaders send only these fields)

export interface CardItem extends Pick<MenuItemEntry, "name" | "category" | "cuisine" | "avgPriceUsd"> {
  /** Sold in Small, Medium and Large (the card shows a range and the Medium's calories). */
  sized?: boolean;
  /** The item's one calorie figure (caloriesFor: published, or a meal's sum of published parts); null when we have none. */
  calories: number | null;
  /** From the item's published reviews; absent when it has none. */
  rating?: Rating;
}

type CardSource = Pick<MenuItemEntry, "name" | "category" | "cuisine" | "avgPriceUsd" | "sizes"> & NutritionSource;

/** A card from a menu item (calories through caloriesFor), or a card again with a rating added. */
export function toCard(i: CardSource | CardItem, rating?: Rating): CardItem {
  const calories = "nutrition" in i ? (caloriesFor(i)?.calories ?? null) : (i as CardItem).calories;
  const sized = "nutrition" in i ? hasSizes(i as CardSource) : (i as CardItem).sized === true;
  const out: CardItem = { name: i.name, category: i.category, cuisine: i.cuisine, avgPriceUsd: i.avgPriceUsd, calories };
  if (sized) out.sized = true;
  if (rating) out.rating = rating;
  return out;
}

/** A category page's card: the menu card's fields (MenuCard, the one design), a short description and the picture. */
export type CategoryCard = CardItem & Pick<MenuItemEntry, "description" | "imageUrl">;

export function toCategoryCard(i: CardSource & Pick<MenuItemEntry, "description" | "imageUrl">): CategoryCard {
  const out: CategoryCard = toCard(i);
  const d = shortDescription(i.description);
  if (d) out.description = d;
  if (i.imageUrl) out.imageUrl = i.imageUrl;
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Ratings: the average of an item's published reviews, never a fixed figure

export interface Rating {
  /** Mean of the reviews' 1-5 ratings, to one decimal. */
  average: number;
  count: number;
}

/**
 * Each item's rating from these reviews, keyed by the item's slug, so "big mac" and "Big Mac" count for the
 * same item. A review of something that is not on the menu simply matches no item.
 */
export function ratingsByItem(reviews: ReadonlyArray<{ itemName: string; rating: number }>): Map<string, Rating> {
  const sums = new Map<string, { total: number; count: number }>();
  for (const r of reviews) {
    const key = itemSlug(r.itemName);
    const acc = sums.get(key);
    if (acc) {
      acc.total += r.rating;
      acc.count++;
    } else sums.set(key, { total: r.rating, count: 1 });
  }
  const out = new Map<string, Rating>();
  for (const [key, { total, count }] of sums) out.set(key, { average: Math.round((total / count) * 10) / 10, count });
  return out;
}

/** "1 review", "2 reviews". */
export function reviewCount(count: number): string {
  return `${count} review${count === 1 ? "" : "s"}`;
}

/** "4.5/5 from 2 reviews". */
export function ratingSummary(r: Rating): string {
  return `${r.average.toFixed(1)}/5 from ${reviewCount(r.count)}`;
}

/**
 * Reads the home menu's GET form (`/?q=...&category=...`). The form carries the current category in a hidden
 * field and the pressed pill after it, so the last category value wins.
 */
export function readMenuParams(params: URLSearchParams): { q: string; category: string } {
  const categories = params.getAll("category");
  return { q: (params.get("q") ?? "").slice(0, 100), category: normaliseCategory(categories[categories.length - 1]) };
}

/** The home URL for a search state, e.g. `/?q=mcflurry&category=Burgers#menu`. */
export function menuHref(q: string, category: string): string {
  const p = new URLSearchParams();
  if (q.trim()) p.set("q", q.trim());
  if (category !== ALL_ITEMS) p.set("category", category);
  const query = p.toString();
  return `/${query ? `?${query}` : ""}#menu`;
}
