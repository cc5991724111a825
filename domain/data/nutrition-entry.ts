/**
 * One entry of data/nutrition.json (its schema, read by domain/data/data-files.ts) and the figures a page shows for it.
 * Apart from domain/rules/nutrition.ts, whose rules the pages run in the browser too, so that they do not ship the schema
 * and its validation library.
 */
import * as v from "valibot";
import { NUTRIENT_KEYS, type NutritionFigures } from "../rules/nutrition.ts";
import { MENU_SIZES } from "../rules/sizes.ts";

const grams = v.pipe(v.number("must be a number of grams"), v.minValue(0, "must not be negative"), v.maxValue(500, "must be at most 500"));
const milligrams = v.pipe(
  v.number("must be a number of milligrams"),
  v.minValue(0, "must not be negative"),
  v.maxValue(10000, "must be at most 10000"),
);
const isoDate = v.pipe(v.string("must be a date written YYYY-MM-DD"), v.isoDate("must be a date written YYYY-MM-DD"));
const nutrientFields = {
  calories: v.pipe(
    v.number("must be a number"),
    v.integer("must be a whole number"),
    v.minValue(0, "must not be negative"),
    v.maxValue(5000, "must be at most 5000"),
  ),
  fat: v.optional(grams),
  saturatedFat: v.optional(grams),
  transFat: v.optional(grams),
  cholesterol: v.optional(milligrams),
  sodium: v.optional(milligrams),
  carbs: v.optional(grams),
  fiber: v.optional(grams),
  sugars: v.optional(grams),
  protein: v.optional(grams),
};

/** One entry of data/nutrition.json: an item in a size, as the chain published it. */
export const NutritionEntrySchema = v.strictObject({
  item: v.pipe(v.string("must be text"), v.minLength(1, "must not be empty"), v.maxLength(120, "must be at most 120 characters")),
  size: v.picklist(["Standard", ...MENU_SIZES], `must be one of: ${["Standard", ...MENU_SIZES].join(", ")}`),
  source: v.pipe(v.string("must be text"), v.minLength(1, "must not be empty"), v.maxLength(120, "must be at most 120 characters")),
  asOf: isoDate,
  ...nutrientFields,
  fieldsAsOf: v.optional(v.record(v.picklist(NUTRIENT_KEYS, `must be one of: ${NUTRIENT_KEYS.join(", ")}`), isoDate)),
});
export type NutritionEntry = v.InferOutput<typeof NutritionEntrySchema>;

/** An entry as the figures a page shows, with its basis. */
export function figuresFromEntry(e: NutritionEntry): NutritionFigures {
  const out: NutritionFigures = { basis: { kind: "published", source: e.source, asOf: e.asOf } };
  for (const key of NUTRIENT_KEYS) {
    const value = e[key];
    if (typeof value === "number") out[key] = value;
  }
  if (e.fieldsAsOf && Object.keys(e.fieldsAsOf).length) out.fieldsAsOf = { ...e.fieldsAsOf };
  return out;
}
