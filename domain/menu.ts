/**
 * The menu's rules (spec §5 home search, §9 sizes, calories, price ranges, badges, display limits). Pure
 * functions shared by the loaders, the API and the browser: one rule, one place.
 */
import { CATEGORIES } from "./categories.ts";
import { categorySlug, itemSlug } from "./slug.ts";

/** The fields the rules read; a full MenuItem fits, and so does a home card. */
export interface MenuLike {
  name: string;
  category: string;
  avgPriceUsd: number;
  calories?: number;
}

export type SizeName = "Small" | "Medium" | "Large" | "Standard";

export interface SizeVariation {
  size: SizeName;
  price: number;
  calories: number;
}

// ---------------------------------------------------------------------------------------------------------
// Display limits (spec §9)
export const HOME_CARDS_PER_CATEGORY = 6;
export const RELATED_LIMIT = 6;
export const CATEGORY_TABLE_OTHERS = 8;
export const DESCRIPTION_LIMIT = 80;
/** avgPriceUsd above this gets the Popular badge. */
export const POPULAR_ABOVE = 5;
/** Meal and combo price on burger categories is the price plus this. */
export const MEAL_EXTRA = 3.5;
export const ALL_ITEMS = "All Items";

// ---------------------------------------------------------------------------------------------------------
// Sizes

/** Names that come in three sizes (spec §9), matched as a part of the item's name. */
export const SIZED_NAMES = [
  "Coca-Cola",
  "Sprite",
  "Orange Fanta",
  "Hi-C Orange Lavaburst",
  "Sweet Tea",
  "Unsweetened Iced Tea",
  "Vanilla Shake",
  "Chocolate Shake",
  "Strawberry Shake",
  "World Famous Fries",
  "Coffee",
  "Latte",
  "Cappuccino",
  "Mocha",
  "Iced Coffee",
] as const;

export const SIZE_FACTORS = {
  Small: { price: 0.8, calories: 0.8 },
  Medium: { price: 1, calories: 1 },
  Large: { price: 1.25, calories: 1.2 },
} as const;

/** True when the item is sold in Small, Medium and Large. */
export function hasSizes(item: Pick<MenuLike, "name" | "category">): boolean {
  if (item.category === "Beverages") return true;
  if (item.category === "Fries & Sides" && item.name.includes("Fries")) return true;
  return SIZED_NAMES.some((n) => item.name.includes(n));
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Calories of the Medium (or the only) size: the item's figure, or when it has none the spec's estimate of
 * 250 plus 15 times the price. Small and Large scale this base, so a Large never shows fewer calories than
 * a Medium (the original's fixed defaults of 200 and 250 could; see the report of issue 3).
 */
export function baseCalories(item: Pick<MenuLike, "avgPriceUsd" | "calories">): number {
  return item.calories ?? Math.round(250 + 15 * item.avgPriceUsd);
}

/** Small/Medium/Large for sized items, otherwise one Standard size at the base price (spec §9). */
export function sizeVariations(item: MenuLike): SizeVariation[] {
  const base = baseCalories(item);
  if (!hasSizes(item)) return [{ size: "Standard", price: round2(item.avgPriceUsd), calories: base }];
  return (["Small", "Medium", "Large"] as const).map((size) => ({
    size,
    price: round2(item.avgPriceUsd * SIZE_FACTORS[size].price),
    calories: Math.round(base * SIZE_FACTORS[size].calories),
  }));
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
export function cardPrice(item: MenuLike): CardPrice {
  if (hasSizes(item)) {
    return { kind: "range", low: round2(item.avgPriceUsd * 0.8), high: round2(item.avgPriceUsd * 1.25), label: "Multiple sizes" };
  }
  return { kind: "single", price: round2(item.avgPriceUsd) };
}

export function formatCardPrice(p: CardPrice): string {
  return p.kind === "range" ? `${formatPrice(p.low)} - ${formatPrice(p.high)}` : formatPrice(p.price);
}

export function isPopular(item: Pick<MenuLike, "avgPriceUsd">): boolean {
  return item.avgPriceUsd > POPULAR_ABOVE;
}

/** Meal (combo) price: burger items only, the price plus $3.50. */
export function mealPrice(item: Pick<MenuLike, "category">, price: number): number | null {
  return item.category === "Burgers" ? round2(price + MEAL_EXTRA) : null;
}

// ---------------------------------------------------------------------------------------------------------
// Calories and nutrition

export const CATEGORY_CALORIE_BASE: Record<string, number> = {
  Burgers: 450,
  "Chicken & Fish": 380,
  Breakfast: 320,
  "McNuggets & Strips": 280,
  "Fries & Sides": 230,
  "Sweets & Treats": 350,
  "McCafé Coffees": 150,
  Beverages: 120,
  McValue: 400,
};

/** Home card calories: the item's figure, or a category base plus 12 times the price, rounded. */
export function cardCalories(item: Pick<MenuLike, "category" | "avgPriceUsd" | "calories">): { calories: number; estimated: boolean } {
  if (item.calories !== undefined) return { calories: item.calories, estimated: false };
  const base = CATEGORY_CALORIE_BASE[item.category] ?? 300;
  return { calories: Math.round(base + 12 * item.avgPriceUsd), estimated: true };
}

export interface NutritionInput {
  calories?: number;
  fat?: number;
  carbs?: number;
  protein?: number;
}

export interface NutritionRow {
  label: string;
  amount: string;
  /** Daily value: not known, shown as a dash. */
  dailyValue: "—";
  indent?: boolean;
}

const grams = (n: number | undefined) => (n === undefined ? "—" : `${Math.round(n * 10) / 10} g`);

/**
 * The nutrition table for a size: fat, carbs and protein scale with the size's calories; saturated fat 0.4x
 * fat, fiber 0.1x carbs, sugars 0.15x carbs, trans fat 0 g, sodium and daily values as dashes (spec §9).
 */
export function nutritionFacts(item: NutritionInput & Pick<MenuLike, "avgPriceUsd">, size: SizeVariation): NutritionRow[] {
  const base = baseCalories(item);
  const factor = base > 0 ? size.calories / base : 1;
  const scale = (n: number | undefined) => (n === undefined ? undefined : n * factor);
  const fat = scale(item.fat);
  const carbs = scale(item.carbs);
  const protein = scale(item.protein);
  return [
    { label: "Calories", amount: String(size.calories), dailyValue: "—" },
    { label: "Total Fat", amount: grams(fat), dailyValue: "—" },
    { label: "Saturated Fat", amount: grams(fat === undefined ? undefined : fat * 0.4), dailyValue: "—", indent: true },
    { label: "Trans Fat", amount: "0 g", dailyValue: "—", indent: true },
    { label: "Sodium", amount: "—", dailyValue: "—" },
    { label: "Total Carbohydrates", amount: grams(carbs), dailyValue: "—" },
    { label: "Dietary Fiber", amount: grams(carbs === undefined ? undefined : carbs * 0.1), dailyValue: "—", indent: true },
    { label: "Sugars", amount: grams(carbs === undefined ? undefined : carbs * 0.15), dailyValue: "—", indent: true },
    { label: "Protein", amount: grams(protein), dailyValue: "—" },
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Search and grouping (home)

/** Case-insensitive match of the text in name, category or cuisine; blank text matches everything. */
export function matchesSearch(item: { name: string; category: string; cuisine: string }, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return item.name.toLowerCase().includes(q) || item.category.toLowerCase().includes(q) || item.cuisine.toLowerCase().includes(q);
}

/** A category from a URL or pill: one of the 9, else All Items. */
export function normaliseCategory(value: string | null | undefined): string {
  return value && (CATEGORIES as readonly string[]).includes(value) ? value : ALL_ITEMS;
}

export function filterMenu<T extends { name: string; category: string; cuisine: string }>(items: readonly T[], query: string, category: string): T[] {
  return items.filter((i) => (category === ALL_ITEMS || i.category === category) && matchesSearch(i, query));
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

/** Items grouped by category in menu order, at most 6 shown in each, with the count and average price. */
export function groupByCategory<T extends { category: string; avgPriceUsd: number }>(items: readonly T[]): CategoryGroup<T>[] {
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
    .map(([category, list]) => ({
      category,
      slug: categorySlug(category),
      count: list.length,
      averagePrice: round2(list.reduce((sum, i) => sum + i.avgPriceUsd, 0) / list.length),
      shown: list.slice(0, HOME_CARDS_PER_CATEGORY),
      more: Math.max(0, list.length - HOME_CARDS_PER_CATEGORY),
    }));
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
export function relatedItems<T extends { name: string; category: string }>(all: readonly T[], item: T): T[] {
  return all.filter((i) => i.category === item.category && i.name !== item.name).slice(0, RELATED_LIMIT);
}

/** Category price table: the item first, then up to 8 others of its category. */
export function categoryTable<T extends { name: string; category: string }>(all: readonly T[], item: T): T[] {
  return [item, ...all.filter((i) => i.category === item.category && i.name !== item.name).slice(0, CATEGORY_TABLE_OTHERS)];
}

/** Descriptions on cards are cut at 80 characters (with an ellipsis when cut). */
export function shortDescription(text: string | undefined, max = DESCRIPTION_LIMIT): string | undefined {
  if (!text) return undefined;
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}

/** The link of an item page. */
export function itemPath(name: string): string {
  return `/menu/item/${itemSlug(name)}`;
}

// ---------------------------------------------------------------------------------------------------------
// What a card needs (loaders send only these fields)

export interface CardItem {
  name: string;
  category: string;
  cuisine: string;
  avgPriceUsd: number;
  calories?: number;
  /** From the item's published reviews; absent when it has none. */
  rating?: Rating;
}

export function toCard(i: CardItem, rating?: Rating): CardItem {
  const out: CardItem = { name: i.name, category: i.category, cuisine: i.cuisine, avgPriceUsd: i.avgPriceUsd };
  if (i.calories !== undefined) out.calories = i.calories;
  if (rating) out.rating = rating;
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
