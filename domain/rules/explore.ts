/**
 * /explore: the whole menu as one table, sorted and filtered by the query string. Pure rules: reading the
 * query (hostile: limits first, unknown values reported), the rows (one per item at the chosen size), the
 * filters (allergen exclusion answers from the chain's own statements, data/allergens.json: it keeps only items with a
 * statement that names none of the excluded allergens, as contained or as may-contain, and leaves out, counted, the
 * items without a statement and those whose statement names something we do not match to the nine) and the sort orders.
 */
import { ALLERGENS, type Allergen } from "../data/allergen-entry.ts";
import type { MenuItem, MenuItemEntry } from "../data/schemas.ts";
import { CATEGORIES } from "./categories.ts";
import { chooseSize, sizeVariations, type MenuLike, type SizeName } from "./menu.ts";
import { MENU_SIZES } from "./sizes.ts";
import { nutritionFor, type NutritionSource } from "./nutrition.ts";
import { itemSlug } from "./slug.ts";

// ---------------------------------------------------------------------------------------------------------
// Nutrition: the one place this page and /compare read an item's nutrients

/** The nutrient fields an explore row reads (domain/rules/nutrition.ts owns their shape). */
export type ItemNutrients = NutritionSource;

export interface SizeNutrition {
  /** Null when the data publishes no figure for this size: never estimated here. */
  calories: number | null;
  fat: number | null;
  carbs: number | null;
  protein: number | null;
}

/**
 * Nutrients of one size of an item: the chain's published figures for that size (nutritionFor, from
 * data/nutrition.json). A figure we do not have is null ("not in our data"): nothing is scaled or filled in.
 */
export function sizeNutrition(item: ItemNutrients, size: SizeName): SizeNutrition {
  const n = nutritionFor(item, size === "Medium" ? "Standard" : size);
  return { calories: n.calories ?? null, fat: n.fat ?? null, carbs: n.carbs ?? null, protein: n.protein ?? null };
}

// ---------------------------------------------------------------------------------------------------------
// Per-dollar figures

/** Grams of protein per dollar, one decimal; null without a protein figure or a price. */
export function proteinPerDollar(protein: number | null, price: number): number | null {
  return protein === null || !(price > 0) ? null : Math.round((protein / price) * 10) / 10;
}

/** Calories per dollar, whole; null without a calorie figure or a price. */
export function caloriesPerDollar(calories: number | null, price: number): number | null {
  return calories === null || !(price > 0) ? null : Math.round(calories / price);
}

// ---------------------------------------------------------------------------------------------------------
// The query

export const SORT_KEYS = ["price", "calories", "protein", "protein-per-dollar", "calories-per-dollar"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = "asc" | "desc";
export const SORT_LABELS: Record<SortKey, string> = {
  price: "Price",
  calories: "Calories",
  protein: "Protein",
  "protein-per-dollar": "Protein per dollar",
  "calories-per-dollar": "Calories per dollar",
};
/** When the URL gives no order: cheapest and lightest first, most protein and most for the money first. */
export const DEFAULT_ORDER: Record<SortKey, SortOrder> = {
  price: "asc",
  calories: "asc",
  protein: "desc",
  "protein-per-dollar": "desc",
  "calories-per-dollar": "desc",
};
/** The order in words: "cheapest first" for prices, "lowest first" or "highest first" for the rest. */
export const orderWords = (sort: SortKey, order: SortOrder) =>
  sort === "price" ? (order === "asc" ? "cheapest first" : "dearest first") : order === "asc" ? "lowest first" : "highest first";
/** The sizes /explore can list items in: the menu's sizes (MENU_SIZES in domain/rules/sizes.ts), not a copy. */
export const EXPLORE_SIZES: readonly (typeof MENU_SIZES)[number][] = MENU_SIZES;
export type ExploreSize = (typeof EXPLORE_SIZES)[number];

/** URL value of each allergen: milk, eggs, fish, shellfish, tree-nuts, peanuts, wheat, soy, sesame. */
export const allergenParam = (a: Allergen) => a.toLowerCase().replace(/\s+/g, "-");
const ALLERGEN_BY_PARAM = new Map(ALLERGENS.map((a) => [allergenParam(a), a]));

export interface ExploreQuery {
  sort: SortKey;
  order: SortOrder;
  category: string | null;
  maxPrice: number | null;
  maxCalories: number | null;
  minProtein: number | null;
  size: ExploreSize | null;
  exclude: Allergen[];
}

export const DEFAULT_QUERY: ExploreQuery = {
  sort: "protein-per-dollar",
  order: "desc",
  category: null,
  maxPrice: null,
  maxCalories: null,
  minProtein: null,
  size: null,
  exclude: [],
};

const NUMBER = /^\d{1,5}(?:\.\d{1,2})?$/;
/** The query parameters /explore reads (its registry entry in domain/rules/pages.ts lists them, plus `compare`). */
export const EXPLORE_QUERY_PARAMS = ["sort", "order", "category", "max-price", "max-calories", "min-protein", "size", "exclude"] as const;
type ExploreParam = (typeof EXPLORE_QUERY_PARAMS)[number];

/** Longest query string read; a longer one is refused before any parsing. */
export const MAX_QUERY_LENGTH = 1000;

/**
 * Reads /explore's query. Blank values mean "any"; a value that is not understood is left out and explained
 * in `problems`, in words a visitor can act on (the page answers 400 with the form to fix it).
 */
export function readExploreQuery(search: string): { query: ExploreQuery; problems: string[] } {
  const problems: string[] = [];
  const query: ExploreQuery = { ...DEFAULT_QUERY, exclude: [] };
  if (search.length > MAX_QUERY_LENGTH)
    return { query, problems: [`The address is too long (over ${MAX_QUERY_LENGTH} characters): start again from the form.`] };
  const params = new URLSearchParams(search);
  const one = (key: ExploreParam) => (params.getAll(key).at(-1) ?? "").trim();

  const sort = one("sort");
  if (sort) {
    if ((SORT_KEYS as readonly string[]).includes(sort)) query.sort = sort as SortKey;
    else problems.push(`Sort "${sort.slice(0, 40)}" is not one we offer; choose one of: ${SORT_KEYS.join(", ")}.`);
  }
  query.order = DEFAULT_ORDER[query.sort];
  const order = one("order");
  if (order === "asc" || order === "desc") query.order = order;
  else if (order) problems.push(`Order must be "asc" (lowest first) or "desc" (highest first).`);

  const category = one("category");
  if (category) {
    if ((CATEGORIES as readonly string[]).includes(category)) query.category = category;
    else problems.push(`Category "${category.slice(0, 40)}" is not on the menu; choose one from the list.`);
  }
  const num = (key: ExploreParam, label: string, max: number): number | null => {
    const raw = one(key);
    if (!raw) return null;
    if (!NUMBER.test(raw) || Number(raw) > max) {
      problems.push(`${label} must be a number from 0 to ${max}, like 5 or 4.50 (you gave "${raw.slice(0, 20)}").`);
      return null;
    }
    return Number(raw);
  };
  query.maxPrice = num("max-price", "Maximum price", 200);
  query.maxCalories = num("max-calories", "Maximum calories", 5000);
  query.minProtein = num("min-protein", "Minimum protein", 500);

  const size = one("size");
  if (size) {
    const match = EXPLORE_SIZES.find((s) => s.toLowerCase() === size.toLowerCase());
    if (match) query.size = match;
    else problems.push(`Size must be ${EXPLORE_SIZES.slice(0, -1).join(", ")} or ${EXPLORE_SIZES.at(-1)} (or any size).`);
  }
  const seen = new Set<Allergen>();
  for (const raw of params
    .getAll("exclude" satisfies ExploreParam)
    .flatMap((v) => v.split(","))
    .slice(0, 20)) {
    const key = raw.trim().toLowerCase();
    if (!key) continue;
    const allergen = ALLERGEN_BY_PARAM.get(key);
    if (allergen) seen.add(allergen);
    else problems.push(`"${key.slice(0, 30)}" is not one of the nine major allergens (${[...ALLERGEN_BY_PARAM.keys()].join(", ")}).`);
  }
  query.exclude = ALLERGENS.filter((a) => seen.has(a));
  return { query, problems };
}

/** The URL of a query, with only the values that differ from the defaults (shareable and canonical-friendly). */
export function explorePath(q: ExploreQuery): string {
  const p = new URLSearchParams();
  if (q.sort !== DEFAULT_QUERY.sort) p.set("sort", q.sort);
  if (q.order !== DEFAULT_ORDER[q.sort]) p.set("order", q.order);
  if (q.category) p.set("category", q.category);
  if (q.maxPrice !== null) p.set("max-price", String(q.maxPrice));
  if (q.maxCalories !== null) p.set("max-calories", String(q.maxCalories));
  if (q.minProtein !== null) p.set("min-protein", String(q.minProtein));
  if (q.size) p.set("size", q.size);
  for (const a of q.exclude) p.append("exclude", allergenParam(a));
  const s = p.toString();
  return `/explore${s ? `?${s}` : ""}`;
}

// ---------------------------------------------------------------------------------------------------------
// Rows, filters, sorting

export type ExploreItem = MenuLike & Pick<MenuItem, "allergens"> & ItemNutrients;

/** One row of the table: the item at one size (`price` is that size's price, not the item's avgPriceUsd). */
export interface ExploreRow extends Pick<MenuItemEntry, "name" | "category"> {
  slug: string;
  size: SizeName;
  /** Estimated national average at this size. */
  price: number;
  calories: number | null;
  protein: number | null;
  proteinPerDollar: number | null;
  caloriesPerDollar: number | null;
  /** The chain's statement: contains and may-contain apart, and whether part of it names something outside the nine; null without one. */
  allergens: { contains: Allergen[]; mayContain: Allergen[]; unmapped: boolean } | null;
}

/** One row per item: the requested size when the item has it, else Medium or the only size. */
export function exploreRow(item: ExploreItem, size: ExploreSize | null): ExploreRow {
  const chosen = chooseSize(sizeVariations(item), size);
  const n = sizeNutrition(item, chosen.size);
  return {
    name: item.name,
    slug: itemSlug(item.name),
    category: item.category,
    size: chosen.size,
    price: chosen.price,
    calories: n.calories,
    protein: n.protein,
    proteinPerDollar: proteinPerDollar(n.protein, chosen.price),
    caloriesPerDollar: caloriesPerDollar(n.calories, chosen.price),
    allergens: item.allergens
      ? { contains: item.allergens.contains, mayContain: item.allergens.mayContain, unmapped: Boolean(item.allergens.unmapped?.length) }
      : null,
  };
}

export interface ExploreResult {
  rows: ExploreRow[];
  total: number;
  /** Left out by an allergen exclusion because the chain's capture has no allergen statement for the item. */
  noAllergenData: number;
  /** Left out by an allergen exclusion because the item's statement names something we do not match to the nine ("Nuts"). */
  unmappedAllergens: number;
  /** Left out by a calorie or protein filter because the item publishes no such figure. */
  noNutritionData: number;
}

const SORT_VALUE: Record<SortKey, (r: ExploreRow) => number | null> = {
  price: (r) => r.price,
  calories: (r) => r.calories,
  protein: (r) => r.protein,
  "protein-per-dollar": (r) => r.proteinPerDollar,
  "calories-per-dollar": (r) => r.caloriesPerDollar,
};

/** Sorts rows by the key; rows without a figure go last in either order; ties by name, then size. */
export function sortRows(rows: readonly ExploreRow[], sort: SortKey, order: SortOrder): ExploreRow[] {
  const value = SORT_VALUE[sort];
  const dir = order === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
    } else if (va !== vb) return (va - vb) * dir;
    return a.name.localeCompare(b.name) || a.size.localeCompare(b.size);
  });
}

export function explore(items: readonly ExploreItem[], q: ExploreQuery): ExploreResult {
  let noAllergenData = 0;
  let unmappedAllergens = 0;
  let noNutritionData = 0;
  const rows: ExploreRow[] = [];
  for (const item of items) {
    if (q.category && item.category !== q.category) continue;
    const sizes = sizeVariations(item);
    // A size filter keeps the items sold in that size.
    if (q.size && !sizes.some((s) => s.size === q.size)) continue;
    const row = exploreRow(item, q.size);
    if (q.maxPrice !== null && row.price > q.maxPrice) continue;
    if (q.exclude.length) {
      // Never presented as free of an allergen: an item without a statement, or with a part we cannot read.
      if (row.allergens === null) {
        noAllergenData++;
        continue;
      }
      if ([...row.allergens.contains, ...row.allergens.mayContain].some((a) => q.exclude.includes(a))) continue;
      if (row.allergens.unmapped) {
        unmappedAllergens++;
        continue;
      }
    }
    if ((q.maxCalories !== null && row.calories === null) || (q.minProtein !== null && row.protein === null)) {
      noNutritionData++;
      continue;
    }
    if (q.maxCalories !== null && row.calories! > q.maxCalories) continue;
    if (q.minProtein !== null && row.protein! < q.minProtein) continue;
    rows.push(row);
  }
  return { rows: sortRows(rows, q.sort, q.order), total: items.length, noAllergenData, unmappedAllergens, noNutritionData };
}
