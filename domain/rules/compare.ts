/**
 * /compare?items=a,b[,c,d]: two to four items side by side. Reads the list (hostile: bounded, unknown slugs
 * reported), builds each item's column from the same domain functions as the item pages, and marks the best
 * value in each value row (ties all marked; no mark when fewer than two items have a figure).
 */
import { comboSaving, type MealParts } from "./combo.ts";
import { proteinPerDollar, sizeNutrition, type ExploreItem } from "./explore.ts";
import type { PriceRange } from "./state-estimates.ts";
import { mealOffer, sizeVariations, type Rating, type SizeName } from "./menu.ts";
import { resolveName } from "./names.ts";
import { itemSlug } from "./slug.ts";
import type { MenuItemEntry } from "../data/schemas.ts";

export const MAX_COMPARE = 4;
export const MIN_COMPARE = 2;

/** A typed name compare could not take as one item: the items it may mean, each offered as a link. */
export interface ComparePickList {
  typed: string;
  options: { name: string; slug: string }[];
}

/**
 * Reads `items=big-mac,mcdouble` (also repeated `items=`); keeps order, drops repeats, at most four. With the menu's
 * `names`, a typed name is read as a diner means it (domain/rules/names.ts): "mc chicken" is the McChicken; "crispy",
 * which names several items, and a name we do not have are problems with `pickLists` to pick from.
 */
export function readCompareSlugs(
  values: readonly string[],
  known: ReadonlySet<string>,
  names?: readonly { name: string }[],
): { slugs: string[]; problems: string[]; pickLists?: ComparePickList[] } {
  const problems: string[] = [];
  const slugs: string[] = [];
  const pickLists: ComparePickList[] = [];
  const joined = values.join(",");
  if (joined.length > 1000) return { slugs, problems: ["The list of items is too long: compare at most four items."] };
  for (const raw of joined.split(",")) {
    if (!raw.trim()) continue;
    let slug = itemSlug(raw.trim());
    const typed = raw.trim().slice(0, 60);
    if (!known.has(slug) && names) {
      const m = resolveName(typed, names);
      if (m.kind === "one") slug = itemSlug(m.item.name);
      else {
        const options = (m.kind === "several" ? m.options : m.nearest).map((i) => ({ name: i.name, slug: itemSlug(i.name) }));
        problems.push(
          m.kind === "several"
            ? `"${typed}" could be several items: pick one below.`
            : `"${typed}" is not an item on our menu${options.length ? ": did you mean one of these?" : "; type another name."}`,
        );
        if (options.length) pickLists.push({ typed, options });
        continue;
      }
    }
    if (slugs.includes(slug)) continue;
    if (!known.has(slug)) {
      problems.push(`"${typed}" is not an item on our menu; pick one from the list below.`);
      continue;
    }
    if (slugs.length >= MAX_COMPARE) {
      problems.push(`At most ${MAX_COMPARE} items fit side by side; remove one to add another.`);
      break;
    }
    slugs.push(slug);
  }
  return pickLists.length ? { slugs, problems, pickLists } : { slugs, problems };
}

/** The address comparing these items. */
export function comparePath(slugs: readonly string[]): string {
  return slugs.length ? `/compare?items=${slugs.map(encodeURIComponent).join(",")}` : "/compare";
}

/** The address after adding one item (unchanged when it is already there or the list is full). */
export function compareWith(slugs: readonly string[], add: string): string {
  if (slugs.includes(add) || slugs.length >= MAX_COMPARE) return comparePath(slugs);
  return comparePath([...slugs, add]);
}

export interface StatePriceRange {
  low: number;
  lowState: string;
  lowEstimate: boolean;
  high: number;
  highState: string;
  highEstimate: boolean;
  /** How many of the 50 states have a stored price (the rest are computed estimates; both are estimates). */
  stored: number;
}

/**
 * The price range across states: the same cheapest and dearest state as the item page (itemPriceRange in
 * domain/rules/state-estimates.ts, stored or computed, each marked); null when there is no state data.
 */
export function statePriceRange(range: PriceRange | null): StatePriceRange | null {
  if (!range) return null;
  const { low, high } = range;
  return {
    low: low.price,
    lowState: low.state,
    lowEstimate: low.kind === "estimate",
    high: high.price,
    highState: high.state,
    highEstimate: high.kind === "estimate",
    stored: range.stored,
  };
}

export interface CompareSize {
  size: SizeName;
  price: number;
  calories: number | null;
  fat: number | null;
  carbs: number | null;
  protein: number | null;
  proteinPerDollar: number | null;
}

export interface CompareColumn extends Pick<MenuItemEntry, "name" | "category"> {
  slug: string;
  sizes: CompareSize[];
  /** The Medium or only size: the one the value rows compare. */
  main: CompareSize;
  /** A burger's meal price (item page rule), or an Extra Value / Happy Meal's own parts total. */
  mealPrice: number | null;
  partsTotal: number | null;
  stateRange: StatePriceRange | null;
  /** The chain's statement (data/allergens.json), with its words we do not match to the nine; null without one. */
  allergens: { contains: string[]; mayContain: string[]; unmapped: string[]; source: string; capturedOn: string } | null;
  rating: Rating | null;
}

export function compareColumn(
  item: ExploreItem,
  range: PriceRange | null,
  rating: Rating | undefined,
  mealParts: readonly MealParts[],
  menu: readonly ExploreItem[],
): CompareColumn {
  const sizes = sizeVariations(item).map((s) => {
    const n = sizeNutrition(item, s.size);
    return { size: s.size, price: s.price, ...n, proteinPerDollar: proteinPerDollar(n.protein, s.price) };
  });
  const main = sizes.find((s) => s.size === "Medium") ?? sizes[0];
  const combo = comboSaving(item.name, mealParts, menu);
  return {
    name: item.name,
    slug: itemSlug(item.name),
    category: item.category,
    sizes,
    main,
    mealPrice: mealOffer(item, (name) => menu.find((m) => m.name === name))?.price ?? null,
    partsTotal: combo ? combo.partsTotal : null,
    stateRange: statePriceRange(range),
    allergens: item.allergens
      ? {
          contains: item.allergens.contains,
          mayContain: item.allergens.mayContain,
          unmapped: item.allergens.unmapped ?? [],
          source: item.allergens.source,
          capturedOn: item.allergens.capturedOn,
        }
      : null,
    rating: rating ?? null,
  };
}

/**
 * Which columns hold the best value of a row: the lowest (`min`) or highest (`max`) figure. Ties are all
 * marked; nothing is marked when fewer than two columns have a figure or every figure is the same.
 */
export function bestColumns(values: ReadonlyArray<number | null>, better: "min" | "max"): Set<number> {
  const known = values.flatMap((v, i) => (v === null ? [] : [{ v, i }]));
  if (known.length < 2) return new Set();
  const best = better === "min" ? Math.min(...known.map((k) => k.v)) : Math.max(...known.map((k) => k.v));
  const winners = known.filter((k) => k.v === best);
  if (winners.length === known.length) return new Set();
  return new Set(winners.map((k) => k.i));
}
