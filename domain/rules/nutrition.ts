/**
 * Nutrition: the chain's published figures or nothing. Nothing here invents a nutrient: no fibre from
 * carbs, no Large scaled from a Medium, no calories from a price. Every item's figures come from
 * data/nutrition.json (derived by `npm run import-data` from the chain's publications, each with its source and
 * date) and, for a meal, from the sum of its parts' published figures (labelled as a sum). A figure we lack is
 * "not in our data". Pages, JSON-LD, the calculators and the tracker all read calories through `caloriesFor`.
 */
import type { Basis } from "./basis.ts";
import type { MenuSize } from "./sizes.ts";

export const NUTRIENT_KEYS = [
  "calories",
  "fat",
  "saturatedFat",
  "transFat",
  "cholesterol",
  "sodium",
  "carbs",
  "fiber",
  "sugars",
  "protein",
] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

/** Published figures for one size; a missing field means "not in our data". */
export type Nutrition = Partial<Record<NutrientKey, number>>;

export type NutritionSize = MenuSize | "Standard";

/** One item's figures in one size, with where they come from. */
export interface NutritionFigures extends Nutrition {
  basis: Basis;
  /** Fields taken from an older edition than `basis.asOf`, with that edition's date. */
  fieldsAsOf?: Partial<Record<NutrientKey, string>>;
  /** For a sum: the parts it adds up ("Big Mac", "World Famous Fries (Medium)", ...). */
  parts?: string[];
}

export type ItemNutrition = Partial<Record<NutritionSize, NutritionFigures>>;

/** What the rules read of a menu item: its figures per size (joined from data/nutrition.json). */
export interface NutritionSource {
  nutrition?: ItemNutrition;
}

/**
 * A meal's figures as the sum of its parts' published figures: a nutrient is summed only when every part has it
 * (else it is left out, never guessed); null when a part has no figures at all. Dated by the oldest part.
 */
export function sumOfParts(
  parts: ReadonlyArray<{ label: string; quantity: number; figures: NutritionFigures | undefined }>,
): NutritionFigures | null {
  if (!parts.length || parts.some((p) => !p.figures)) return null;
  const dates = parts.map((p) => p.figures!.basis.asOf).sort();
  const labels = parts.map((p) => (p.quantity > 1 ? `${p.quantity} x ${p.label}` : p.label));
  const out: NutritionFigures = { basis: { kind: "sum", source: labels.join(" + "), asOf: dates[0] }, parts: labels };
  for (const key of NUTRIENT_KEYS) {
    if (parts.every((p) => typeof p.figures![key] === "number")) {
      const total = parts.reduce((sum, p) => sum + (p.figures![key] as number) * p.quantity, 0);
      out[key] = Math.round(total * 10) / 10;
    }
  }
  return out.calories === undefined ? null : out;
}

/**
 * The figures of an item in a size (the accessor other pages should use), or undefined. "Standard" and "Medium"
 * stand for each other: an item sold in sizes is described by its Medium where a page asks for its usual size.
 */
export function figuresFor(item: NutritionSource, size: NutritionSize = "Standard"): NutritionFigures | undefined {
  const n = item.nutrition;
  if (!n) return undefined;
  if (size === "Standard") return n.Standard ?? n.Medium;
  if (size === "Medium") return n.Medium ?? n.Standard;
  return n[size];
}

/** Just the published numbers of an item in a size; a missing field means "not in our data". */
export function nutritionFor(item: NutritionSource, size: NutritionSize = "Standard"): Nutrition {
  const from = figuresFor(item, size);
  const out: Nutrition = {};
  if (!from) return out;
  for (const key of NUTRIENT_KEYS) {
    const value = from[key];
    if (typeof value === "number") out[key] = value;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Calories: published (or a sum of published parts), or nothing

export interface CalorieFigure {
  calories: number;
  basis: Basis;
}

/** The one calorie figure of an item in a size, everywhere on the site; null when we have none (never guessed). */
export function caloriesFor(item: NutritionSource, size: NutritionSize = "Standard"): CalorieFigure | null {
  const f = figuresFor(item, size);
  return f && typeof f.calories === "number" ? { calories: f.calories, basis: f.basis } : null;
}

export const NOT_IN_DATA = "not in our data";

/** "580 cal", or "calories not in our data": how a calorie figure is written wherever it is shown. */
export function formatCalorieFigure(c: Pick<CalorieFigure, "calories"> | null | undefined, unit = "cal"): string {
  return c ? `${c.calories.toLocaleString("en-US")} ${unit}` : `${unit === "cal" ? "calories" : unit} ${NOT_IN_DATA}`;
}

/**
 * A total over several items (an order, a day): the sum of the calories we have, and how many items (counting
 * quantities) it leaves out because we have no figure for them. Never a guess for the missing ones.
 */
export function calorieTotal(lines: ReadonlyArray<{ calories: number | null; quantity: number }>): { calories: number; missing: number } {
  let calories = 0;
  let missing = 0;
  for (const l of lines) {
    if (l.calories === null) missing += l.quantity;
    else calories += l.calories * l.quantity;
  }
  return { calories: Math.round(calories), missing };
}

/**
 * A total some of whose parts have no figure (no zeros for unknowns): the sum of the figures we have, and
 * the names of the parts without one (each once, in order). Never 0 for "unknown", never a guess for a part.
 */
export interface PartialSum {
  known: number;
  missing: readonly string[];
}

export function sumKnown(parts: Iterable<{ name: string; value: number | null; quantity?: number }>): PartialSum {
  let known = 0;
  const missing: string[] = [];
  for (const p of parts) {
    if (p.value === null) {
      if (!missing.includes(p.name)) missing.push(p.name);
    } else known += p.value * (p.quantity ?? 1);
  }
  return { known: Math.round(known), missing };
}

/** "the $5 Meal Deal", "the Snack Wrap and the $5 Meal Deal", "the A, the B and 2 more". */
function namesOf(missing: readonly string[]): string {
  const shown = missing.slice(0, missing.length > 3 ? 2 : 3).map((n) => `the ${n}`);
  const rest = missing.length - shown.length;
  const all = rest > 0 ? [...shown, `${rest} more`] : shown;
  return all.length === 1 ? all[0] : `${all.slice(0, -1).join(", ")} and ${all[all.length - 1]}`;
}

/**
 * How a total with possibly unknown parts is written, the one wording on every page: "890 cal" when every part is
 * known; "at least 890 cal; no figure for the $5 Meal Deal" when some are not; "no figure for the $5 Meal Deal"
 * when none is. An empty `unit` leaves the number bare (a table cell whose label names it). `divideBy` gives a share (per person), rounded, with the same gaps named.
 */
export function formatPartialSum(sum: PartialSum, unit = "cal", divideBy = 1): string {
  const value = `${Math.round(sum.known / Math.max(1, divideBy)).toLocaleString("en-US")}${unit ? ` ${unit}` : ""}`;
  if (!sum.missing.length) return value;
  const gap = `no figure for ${namesOf(sum.missing)}`;
  return sum.known > 0 ? `at least ${value}; ${gap}` : gap;
}

// ---------------------------------------------------------------------------------------------------------
// The nutrition table

/**
 * FDA Daily Values for adults and children 4+ (21 CFR 101.9, 2016 rule). Calories, trans fat and total sugars
 * have none, so their % Daily Value is never shown.
 */
/** The calories a day the FDA Daily Values are set for (21 CFR 101.9: "based on a 2,000 calorie diet"). */
export const DAILY_VALUE_CALORIES = 2000;

export const DAILY_VALUES: Partial<Record<NutrientKey, number>> = {
  fat: 78,
  saturatedFat: 20,
  cholesterol: 300,
  sodium: 2300,
  carbs: 275,
  fiber: 28,
  protein: 50,
};

export interface NutritionRow {
  key: NutrientKey;
  label: string;
  /** "34 g", "1,050 mg", or "not in our data". */
  amount: string;
  /** YYYY-MM-DD when this figure comes from an older edition than the rest of the table. */
  asOf?: string;
  /** "44%" from a published figure and the FDA Daily Value; null when either is missing. */
  dailyValue: string | null;
  indent?: boolean;
}

const ROWS: ReadonlyArray<{ key: NutrientKey; label: string; unit: "" | "g" | "mg"; indent?: boolean }> = [
  { key: "calories", label: "Calories", unit: "" },
  { key: "fat", label: "Total Fat", unit: "g" },
  { key: "saturatedFat", label: "Saturated Fat", unit: "g", indent: true },
  { key: "transFat", label: "Trans Fat", unit: "g", indent: true },
  { key: "cholesterol", label: "Cholesterol", unit: "mg" },
  { key: "sodium", label: "Sodium", unit: "mg" },
  { key: "carbs", label: "Total Carbohydrates", unit: "g" },
  { key: "fiber", label: "Dietary Fiber", unit: "g", indent: true },
  { key: "sugars", label: "Total Sugars", unit: "g", indent: true },
  { key: "protein", label: "Protein", unit: "g" },
];

/** A nutrient's name and unit as the nutrition table writes them ("Protein", "g"; calories have no unit here). */
export function nutrientLabel(key: NutrientKey): { label: string; unit: "" | "g" | "mg" } {
  const row = ROWS.find((r) => r.key === key)!;
  return { label: row.label, unit: row.unit };
}

/** The nutrition table of an item in a size: each row the published figure (with its edition's date when it is older than the rest) or "not in our data". */
export function nutritionRows(item: NutritionSource, size: NutritionSize = "Standard"): NutritionRow[] {
  const f = figuresFor(item, size);
  const n = nutritionFor(item, size);
  return ROWS.map(({ key, label, unit, indent }) => {
    const value = n[key];
    const dv = DAILY_VALUES[key];
    const row: NutritionRow = {
      key,
      label,
      amount: value === undefined ? NOT_IN_DATA : `${value.toLocaleString("en-US")}${unit ? ` ${unit}` : ""}`,
      dailyValue: value === undefined || dv === undefined ? null : `${Math.round((value / dv) * 100)}%`,
    };
    if (indent) row.indent = true;
    const older = value === undefined ? undefined : f?.fieldsAsOf?.[key];
    if (older) row.asOf = older;
    return row;
  });
}

/** How much of the menu has published calories (for /about): item-sizes, those with a published figure, meal sums. */
export function nutritionCoverage(items: ReadonlyArray<NutritionSource & { sizes?: readonly string[] }>): {
  itemSizes: number;
  published: number;
  sums: number;
  newest: string | null;
} {
  let itemSizes = 0;
  let published = 0;
  let sums = 0;
  let newest: string | null = null;
  for (const item of items) {
    for (const size of (item.sizes?.length ? item.sizes : ["Standard"]) as NutritionSize[]) {
      itemSizes++;
      const f = figuresFor(item, size);
      if (!f || f.calories === undefined) continue;
      if (f.basis.kind === "sum") sums++;
      else published++;
      if (!newest || f.basis.asOf > newest) newest = f.basis.asOf;
    }
  }
  return { itemSizes, published, sums, newest };
}
