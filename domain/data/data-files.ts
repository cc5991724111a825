/**
 * The data files a maintainer edits, their schemas, and the checks across entries (unique ids, known item
 * names). Pure: the server reads the files and passes their text here; errors name file, entry and field.
 */
import * as v from "valibot";
import { LocationEntrySchema, MenuItemSchema, PriceRecordSchema, SeedReviewSchema } from "./schemas.ts";
import { itemSlug } from "../rules/slug.ts";
import type { DataError } from "./data-error.ts";
import { checkMealParts, MealPartsSchema } from "../rules/combo.ts";
import { CpiMonthSchema, NationalFigureSchema, ObservedPriceSchema, PriceRuleSchema, StateLevelSchema } from "./price-inputs.ts";
import { checkNutrition } from "./nutrition-checks.ts";
import { NutritionEntrySchema } from "./nutrition-entry.ts";
import { AllergenStatementSchema, checkAllergens } from "./allergen-entry.ts";
import { DeliveryEstimateSchema } from "../rules/delivery.ts";
import { secretPartProblems } from "../rules/secret-menu.ts";
import {
  BigMacEditionSchema,
  MinimumWageSchema,
  RestaurantCountSchema,
  StateSurveyPriceSchema,
  DealSchema,
  DeliveryPlatformSchema,
  NewsArticleSchema,
  RewardRuleSchema,
  SecretItemSchema,
} from "./content-schemas.ts";

/** Every data file: its name and the schema of one entry. Add a file here and it is loaded, validated and watched. */
export const DATA_FILES = {
  menuItems: { file: "menu-items.json", entry: MenuItemSchema },
  prices: { file: "prices.json", entry: PriceRecordSchema },
  locations: { file: "locations.json", entry: LocationEntrySchema },
  reviews: { file: "reviews.json", entry: SeedReviewSchema },
  news: { file: "news.json", entry: NewsArticleSchema },
  secretMenu: { file: "secret-menu.json", entry: SecretItemSchema },
  deals: { file: "deals.json", entry: DealSchema },
  /** The rewards programme's rules, each from a page of the chain's with the day it was read (/rewards). */
  rewards: { file: "rewards.json", entry: RewardRuleSchema },
  deliveryPlatforms: { file: "delivery-platforms.json", entry: DeliveryPlatformSchema },
  mealParts: { file: "meal-parts.json", entry: MealPartsSchema },
  deliveryEstimate: { file: "delivery-estimate.json", entry: DeliveryEstimateSchema },
  /** Derived: written by `npm run import-data` from data/sources/nutrition/ (scripts/import/nutrition.ts). */
  nutrition: { file: "nutrition.json", entry: NutritionEntrySchema },
  /** Derived: written by `npm run import-data` from data/sources/nutrition/ (scripts/import/allergens.ts). */
  allergens: { file: "allergens.json", entry: AllergenStatementSchema },
  /** Derived: written by `npm run import-data` from data/sources/big-mac-index/ (scripts/import/big-mac-index.ts). */
  bigMacIndex: { file: "big-mac-index.json", entry: BigMacEditionSchema },
  /** Derived: written by `npm run import-data` from data/sources/wages/ (scripts/import/minimum-wages.ts). */
  minimumWages: { file: "minimum-wages.json", entry: MinimumWageSchema },
  /** Derived: written by `npm run import-data` from data/sources/prices/ (scripts/import/state-surveys.ts). */
  stateSurveys: { file: "state-price-surveys.json", entry: StateSurveyPriceSchema },
  /** Derived: written by `npm run import-data` from data/sources/locations/ (scripts/import/restaurant-counts.ts). */
  restaurantCounts: { file: "restaurant-counts.json", entry: RestaurantCountSchema },
  /** Derived: written by `npm run import-data` from data/sources/cpi/ (scripts/import/cpi.ts). */
  cpi: { file: "cpi.json", entry: CpiMonthSchema },
  /** Derived: written by `npm run import-data` from data/sources/prices/ (scripts/import/national-figures.ts). */
  nationalFigures: { file: "national-figures.json", entry: NationalFigureSchema },
  /** Derived: written by `npm run import-data` from data/sources/prices/ (scripts/import/observed-prices.ts). */
  observedPrices: { file: "observed-prices.json", entry: ObservedPriceSchema },
  /** How each menu item is priced (domain/rules/price-model.ts): edited by hand. */
  priceModel: { file: "price-model.json", entry: PriceRuleSchema },
  /** Our earlier level of each state no survey names (domain/rules/price-model.ts): edited by hand. */
  stateLevels: { file: "state-levels.json", entry: StateLevelSchema },
} as const;

export type DataKey = keyof typeof DATA_FILES;
export type DataSet = { [K in DataKey]: v.InferOutput<(typeof DATA_FILES)[K]["entry"]>[] };

function describeEntry(raw: unknown): string | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const parts: string[] = [];
  if (r.id !== undefined) parts.push(`id ${JSON.stringify(r.id)}`);
  const name = r.name ?? r.itemName ?? r.item ?? r.meal ?? r.title ?? r.country ?? r.city ?? r.state;
  if (typeof name === "string") parts.push(JSON.stringify(name));
  else if (typeof r.date === "string") parts.push(`edition ${r.date}`);
  if (typeof r.size === "string") parts.push(r.size);
  return parts.join(", ") || undefined;
}

/** Parses and validates one file's text against its entry schema. */
export function parseDataFile<K extends DataKey>(key: K, text: string): { data: DataSet[K]; errors: DataError[] } {
  const { file, entry } = DATA_FILES[key];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { data: [] as DataSet[K], errors: [{ file, message: `is not valid JSON: ${(err as Error).message}` }] };
  }
  if (!Array.isArray(json)) return { data: [] as DataSet[K], errors: [{ file, message: "must be a JSON array of entries" }] };
  const errors: DataError[] = [];
  const data: unknown[] = [];
  json.forEach((raw, index) => {
    const result = v.safeParse(entry as v.GenericSchema, raw);
    if (result.success) {
      data.push(result.output);
      return;
    }
    const seen = new Set<string>();
    for (const issue of result.issues) {
      const field = issue.path?.map((p) => String(p.key)).join(".") ?? "";
      if (seen.has(field)) continue;
      seen.add(field);
      // A strict object reports both an unknown key (expected "never") and a missing required one.
      const message =
        issue.type !== "strict_object"
          ? issue.message
          : issue.expected === "never"
            ? "is not a known field (check its spelling)"
            : "is required but missing";
      errors.push({ file, index, entry: describeEntry(raw), field: field || undefined, message });
    }
  });
  return { data: data as DataSet[K], errors };
}

function unique<T>(file: string, items: T[], key: (t: T) => string, field: string, errors: DataError[]) {
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const k = key(item);
    const first = seen.get(k);
    if (first !== undefined)
      errors.push({ file, index, entry: describeEntry(item), field, message: `repeats entry ${first} (must be unique)` });
    else seen.set(k, index);
  });
}

/** Checks across entries and files: unique ids and slugs, price records naming real items. */
export function crossCheck(data: DataSet): DataError[] {
  const errors: DataError[] = [];
  unique(DATA_FILES.menuItems.file, data.menuItems, (i) => String(i.id), "id", errors);
  unique(DATA_FILES.menuItems.file, data.menuItems, (i) => itemSlug(i.name), "name", errors);
  unique(DATA_FILES.prices.file, data.prices, (p) => String(p.id), "id", errors);
  unique(DATA_FILES.prices.file, data.prices, (p) => `${p.state}|${p.itemName}`, "itemName", errors);
  unique(DATA_FILES.locations.file, data.locations, (l) => String(l.id), "id", errors);
  unique(DATA_FILES.locations.file, data.locations, (l) => l.state, "state", errors);
  unique(DATA_FILES.reviews.file, data.reviews, (r) => r.id, "id", errors);
  unique(DATA_FILES.news.file, data.news, (a) => a.id, "id", errors);
  unique(DATA_FILES.secretMenu.file, data.secretMenu, (i) => i.id, "id", errors);
  const menuByName = new Map(data.menuItems.map((i) => [i.name, i]));
  data.secretMenu.forEach((s, index) => {
    for (const p of secretPartProblems(s, (name) => menuByName.get(name))) {
      errors.push({
        file: DATA_FILES.secretMenu.file,
        index,
        entry: `id "${s.id}", "${s.name}"`,
        field: `parts.${p.index}.item`,
        message: p.message,
      });
    }
  });
  unique(DATA_FILES.deals.file, data.deals, (d) => d.id, "id", errors);
  unique(DATA_FILES.rewards.file, data.rewards, (r) => r.id, "id", errors);
  errors.push(...checkRewards(data.rewards));
  unique(DATA_FILES.deliveryPlatforms.file, data.deliveryPlatforms, (p) => p.platform, "platform", errors);
  unique(DATA_FILES.mealParts.file, data.mealParts, (m) => m.meal, "meal", errors);
  unique(DATA_FILES.deliveryEstimate.file, data.deliveryEstimate, (d) => d.id, "id", errors);
  unique(DATA_FILES.bigMacIndex.file, data.bigMacIndex, (e) => e.date, "date", errors);
  errors.push(...checkBigMacIndex(data.bigMacIndex));
  unique(DATA_FILES.minimumWages.file, data.minimumWages, (w) => w.state, "state", errors);
  for (const e of checkMealParts(data.mealParts, data.menuItems)) errors.push({ file: DATA_FILES.mealParts.file, ...e });
  errors.push(
    ...checkNutrition(data.nutrition, data.menuItems).map((e) => ({
      ...e,
      entry: e.entry ?? describeEntry(data.nutrition[e.index ?? -1]),
    })),
  );
  const names = new Set(data.menuItems.map((i) => i.name));
  errors.push(...checkAllergens(data.allergens, names));
  data.prices.forEach((p, index) => {
    if (!names.has(p.itemName)) {
      errors.push({
        file: DATA_FILES.prices.file,
        index,
        entry: describeEntry(p),
        field: "itemName",
        message: "names no item in menu-items.json",
      });
    }
  });
  return errors;
}

/**
 * The Big Mac index across its entries: a country once per edition, every edition prices the United States at one
 * dollar to the dollar (the page's US row and the price history read it), and each dollar price is the local
 * price over the rate, to the cent (a hand edit of one of the three shows).
 */
function checkBigMacIndex(editions: DataSet["bigMacIndex"]): DataError[] {
  const file = DATA_FILES.bigMacIndex.file;
  const errors: DataError[] = [];
  editions.forEach((edition, index) => {
    const entry = `edition ${edition.date}`;
    const seen = new Set<string>();
    edition.countries.forEach((c, i) => {
      const at = (field: string) => ({ file, index, entry: `${entry}, ${c.iso} ${c.name}`, field: `countries.${i}.${field}` });
      if (seen.has(c.iso)) errors.push({ ...at("iso"), message: "repeats a country of the same edition (must be unique)" });
      seen.add(c.iso);
      const want = Math.round((c.localPrice / c.dollarRate) * 100) / 100;
      if (Math.abs(want - c.dollarPrice) > 0.011)
        errors.push({ ...at("dollarPrice"), message: `is ${c.dollarPrice}, but localPrice / dollarRate is ${want}` });
    });
    const us = edition.countries.find((c) => c.iso === "USA");
    if (!us) errors.push({ file, index, entry, field: "countries", message: "has no United States row (iso USA)" });
    else if (us.dollarRate !== 1)
      errors.push({
        file,
        index,
        entry: `${entry}, USA`,
        field: `countries.${edition.countries.indexOf(us)}.dollarRate`,
        message: "must be 1 for the United States",
      });
  });
  return errors;
}

/** The rules /rewards is built on: its two key figures must be there, each with the figure it carries. */
export const REQUIRED_REWARD_RULES = ["earn-rate", "first-reward"] as const;

function checkRewards(rules: DataSet["rewards"]): DataError[] {
  const file = DATA_FILES.rewards.file;
  const errors: DataError[] = [];
  for (const id of REQUIRED_REWARD_RULES) {
    const index = rules.findIndex((r) => r.id === id);
    if (index < 0) errors.push({ file, entry: `id "${id}"`, field: "id", message: "is missing: /rewards shows this rule's figure" });
    else if (rules[index].points === undefined)
      errors.push({ file, index, entry: `id "${id}"`, field: "points", message: "is required on this rule: /rewards shows its figure" });
  }
  rules.forEach((r, index) => {
    if ((r.points === undefined) !== (r.pointsLabel === undefined)) {
      errors.push({
        file,
        index,
        entry: `id "${r.id}"`,
        field: r.points === undefined ? "points" : "pointsLabel",
        message: "is needed with the other: a key figure is shown with its label",
      });
    }
  });
  return errors;
}
