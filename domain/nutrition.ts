/**
 * Nutrition: the chain's published figures or nothing. Nothing here invents a nutrient (no fibre from carbs, no
 * saturated fat from fat, no Large scaled from a Medium presented as a fact). The one estimate that remains is an
 * item's calories when no figure is published, because the calculators and the tracker need a number: it is
 * computed by `caloriesFor` only, and always comes back marked `estimated` so every page can say so.
 * Pages, JSON-LD, the calculators and the tracker all read calories through `caloriesFor`.
 */

export const NUTRIENT_KEYS = ["calories", "fat", "saturatedFat", "transFat", "cholesterol", "sodium", "carbs", "fiber", "sugars", "protein"] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

/** Published figures for one size; a missing field means "not published". */
export type Nutrition = Partial<Record<NutrientKey, number>>;

/** What the rules read of a menu item: its own figures (its Medium, or its only size) and other sizes'. */
export interface NutritionSource extends Nutrition {
  category: string;
  avgPriceUsd: number;
  sizeNutrition?: { Small?: Nutrition; Large?: Nutrition };
}

export type NutritionSize = "Small" | "Medium" | "Large" | "Standard";

/**
 * The published figures of an item in a size (the accessor other pages should use). The item's own fields are
 * its Medium (or its only, "Standard", size); Small and Large come from `sizeNutrition` only.
 */
export function nutritionFor(item: NutritionSource, size: NutritionSize = "Standard"): Nutrition {
  const from: Nutrition | undefined = size === "Small" || size === "Large" ? item.sizeNutrition?.[size] : item;
  const out: Nutrition = {};
  if (!from) return out;
  for (const key of NUTRIENT_KEYS) {
    const value = from[key];
    if (typeof value === "number") out[key] = value;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Calories: published, or one labelled estimate

/** Category bases of the calorie estimate (kcal), before 12 per dollar of price is added. */
export const CALORIE_ESTIMATE_BASE: Record<string, number> = {
  Burgers: 450,
  "Chicken & Fish": 380,
  Breakfast: 320,
  "McNuggets & Strips": 280,
  "Fries & Sides": 230,
  "Sweets & Treats": 350,
  "McCafé Coffees": 150,
  Beverages: 120,
  McValue: 700,
};
export const CALORIE_ESTIMATE_PER_DOLLAR = 12;
/** An unpublished Small or Large is estimated from the Medium (published or estimated) by these factors. */
export const CALORIE_ESTIMATE_SIZE_FACTOR = { Small: 0.8, Medium: 1, Large: 1.2, Standard: 1 } as const;

export interface CalorieFigure {
  calories: number;
  /** True when the chain publishes no figure for this item and size: the page must say "estimate". */
  estimated: boolean;
}

/**
 * The one calorie figure of an item in a size, everywhere on the site: the published figure when there is one,
 * else an estimate (the item's published Medium scaled by the size factor, or, with nothing published, the
 * category base plus 12 per dollar of the average price, then scaled). The method is explained on /about.
 */
export function caloriesFor(item: NutritionSource, size: NutritionSize = "Standard"): CalorieFigure {
  const published = nutritionFor(item, size).calories;
  if (published !== undefined) return { calories: published, estimated: false };
  const medium = item.calories ?? (CALORIE_ESTIMATE_BASE[item.category] ?? 300) + CALORIE_ESTIMATE_PER_DOLLAR * item.avgPriceUsd;
  return { calories: Math.round(medium * CALORIE_ESTIMATE_SIZE_FACTOR[size]), estimated: true };
}

/** "590 cal" or "~454 cal (estimate)": how a calorie figure is written wherever it is shown. */
export function formatCalorieFigure(c: CalorieFigure, unit = "cal"): string {
  const n = c.calories.toLocaleString("en-US");
  return c.estimated ? `~${n} ${unit} (estimate)` : `${n} ${unit}`;
}

// ---------------------------------------------------------------------------------------------------------
// The nutrition table

/**
 * FDA Daily Values for adults and children 4+ (21 CFR 101.9, 2016 rule). Calories, trans fat and total sugars
 * have none, so their % Daily Value is never shown.
 */
export const DAILY_VALUES: Partial<Record<NutrientKey, number>> = {
  fat: 78,
  saturatedFat: 20,
  cholesterol: 300,
  sodium: 2300,
  carbs: 275,
  fiber: 28,
  protein: 50,
};

export const NOT_PUBLISHED = "not published";

export interface NutritionRow {
  key: NutrientKey;
  label: string;
  /** "34 g", "1,050 mg", or "not published". */
  amount: string;
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

/** The nutrition table of an item in a size: each row the published figure or "not published". */
export function nutritionRows(item: NutritionSource, size: NutritionSize = "Standard"): NutritionRow[] {
  const n = nutritionFor(item, size);
  return ROWS.map(({ key, label, unit, indent }) => {
    const value = n[key];
    const dv = DAILY_VALUES[key];
    const row: NutritionRow = {
      key,
      label,
      amount: value === undefined ? NOT_PUBLISHED : `${value.toLocaleString("en-US")}${unit ? ` ${unit}` : ""}`,
      dailyValue: value === undefined || dv === undefined ? null : `${Math.round((value / dv) * 100)}%`,
    };
    if (indent) row.indent = true;
    return row;
  });
}
