/** The validated data, indexed the ways the pages and the API read it. Built once per data version. */
import { buildBigMacIndex, type BigMacIndexView } from "../rules/big-mac-index.ts";
import type { DataSet } from "./data-files.ts";
import type { MenuItem, MenuItemEntry, PriceRecord, Review } from "./schemas.ts";
import type { MealParts } from "../rules/combo.ts";
import { nameWithSize } from "../rules/menu.ts";
import { figuresFor, sumOfParts, type ItemNutrition } from "../rules/nutrition.ts";
import { figuresFromEntry, type NutritionEntry } from "./nutrition-entry.ts";
import type { AllergenStatement } from "./allergen-entry.ts";
import { stateLocations, usLocationTotal, type StateLocations, type UsLocationTotal } from "../rules/locations.ts";
import { itemSlug } from "../rules/slug.ts";
import { buildStatePriceIndex, type StatePriceIndex } from "../rules/state-estimates.ts";
import {
  backtest,
  cpiSeries,
  modelErrors,
  modelInputs,
  nationalEstimates,
  stateFactors,
  type BacktestTest,
  type ModelErrors,
  type NationalEstimate,
  type StateFactor,
} from "../rules/price-model.ts";

/** The price model as the pages read it: the month of the estimates, their errors and what each rests on. */
export interface PriceModelView {
  /** YYYY-MM: the newest month of the price index, the month every estimate is for. */
  month: string;
  tests: BacktestTest[];
  errors: ModelErrors;
  factors: Map<string, StateFactor>;
  estimates: Map<string, NationalEstimate>;
}

/** The model's view of the data; null when the data holds no model (a data folder without its inputs). */
export function buildPriceModelView(data: DataSet): PriceModelView | null {
  if (!data.cpi.length || !data.priceModel.length) return null;
  const inputs = modelInputs(data);
  const tests = backtest(inputs);
  return {
    month: cpiSeries(inputs.cpi).latest,
    tests,
    errors: modelErrors(tests),
    factors: new Map(stateFactors(inputs.stateSurveys, inputs.stateLevels).map((f) => [f.state, f])),
    estimates: nationalEstimates(inputs),
  };
}

/** Reviews without a date fall back to this one (spec §3). */
export const REVIEW_DATE_FALLBACK = "2025-08-29";

export interface Catalog {
  /** Changes whenever any data file's content changes: a short hash. */
  version: string;
  menuItems: MenuItem[];
  itemsBySlug: Map<string, MenuItem>;
  itemsByName: Map<string, MenuItem>;
  itemsByCategory: Map<string, MenuItem[]>;
  prices: PriceRecord[];
  pricesByState: Map<string, PriceRecord[]>;
  pricesByItem: Map<string, PriceRecord[]>;
  /** Every item's price in every state, stored or computed (domain/rules/state-estimates.ts). */
  statePrices: StatePriceIndex;
  /** Every state's restaurants, most first: a published count where one exists, else our estimate (domain/rules/locations.ts). */
  locations: StateLocations[];
  /** The US total of restaurants: the newest published one. */
  usLocations: UsLocationTotal;
  seedReviews: Review[];
  /** The Economist's Big Mac index: latest edition, each country's history, the US price over time. */
  bigMacIndex: BigMacIndexView;
  /** The price model behind every estimated price (domain/rules/price-model.ts). */
  priceModel: PriceModelView | null;
  data: DataSet;
}

function groupBy<T>(list: T[], key: (t: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of list) {
    const k = key(item);
    const group = map.get(k);
    if (group) group.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/**
 * Each menu entry with its nutrition per size and the chain's allergen statement (allergens.json), if any: the published figures from nutrition.json, and for a meal in
 * meal-parts.json the sum of its parts' published figures (labelled as a sum; none when a part has no figures, or
 * when a part only stands in for the price, like a Happy Meal's kids fries).
 */
export function joinNutrition(
  entries: readonly MenuItemEntry[],
  nutrition: readonly NutritionEntry[],
  mealParts: readonly MealParts[],
  allergens: readonly AllergenStatement[] = [],
): MenuItem[] {
  const figures = new Map<string, ItemNutrition>();
  for (const e of nutrition) {
    let n = figures.get(e.item);
    if (!n) figures.set(e.item, (n = {}));
    n[e.size] = figuresFromEntry(e);
  }
  const statements = new Map(allergens.map((a) => [a.item, a]));
  const items: MenuItem[] = entries.map((e) => {
    const statement = statements.get(e.name);
    return statement
      ? { ...e, nutrition: figures.get(e.name) ?? {}, allergens: statement }
      : { ...e, nutrition: figures.get(e.name) ?? {} };
  });
  const byName = new Map(items.map((i) => [i.name, i]));
  for (const meal of mealParts) {
    const item = byName.get(meal.meal);
    if (!item || item.nutrition.Standard || meal.parts.some((p) => p.priceOnly)) continue;
    const sum = sumOfParts(
      meal.parts.map((p) => {
        const part = byName.get(p.item);
        return {
          label: nameWithSize(p.item, p.size),
          quantity: p.quantity ?? 1,
          figures: part ? figuresFor(part, p.size ?? "Standard") : undefined,
        };
      }),
    );
    if (sum) item.nutrition = { Standard: sum };
  }
  return items;
}

export function buildCatalog(data: DataSet, version: string): Catalog {
  const menuItems = joinNutrition(data.menuItems, data.nutrition, data.mealParts, data.allergens);
  return {
    version,
    menuItems,
    itemsBySlug: new Map(menuItems.map((i) => [itemSlug(i.name), i])),
    itemsByName: new Map(menuItems.map((i) => [i.name, i])),
    itemsByCategory: groupBy(menuItems, (i) => i.category),
    prices: data.prices,
    pricesByState: groupBy(data.prices, (p) => p.state.toLowerCase()),
    pricesByItem: groupBy(data.prices, (p) => p.itemName),
    statePrices: buildStatePriceIndex(menuItems, data.prices),
    locations: stateLocations(data.locations, data.restaurantCounts),
    usLocations: usLocationTotal(data.locations, data.restaurantCounts),
    seedReviews: data.reviews.map((r) => ({
      ...r,
      priceRating: r.priceRating ?? null,
      helpfulCount: r.helpfulCount ?? 0,
      createdAt: r.createdAt ?? REVIEW_DATE_FALLBACK,
    })),
    bigMacIndex: buildBigMacIndex(data.bigMacIndex),
    priceModel: buildPriceModelView(data),
    data,
  };
}
