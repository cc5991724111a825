/**
 * One entry of data/allergens.json (derived by `npm run import-data` from the chain's own allergen statements in
 * data/sources/nutrition/, scripts/import/allergens.ts): its schema, read by domain/data/data-files.ts, and the checks
 * of the file against the menu and against what its sources give. Every error names file, entry and field.
 */
import * as v from "valibot";
import type { DataError } from "./data-error.ts";

/** The nine major food allergens of US labelling law (FALCPA and the FASTER Act). */
export const ALLERGENS = ["Milk", "Eggs", "Fish", "Shellfish", "Tree Nuts", "Peanuts", "Wheat", "Soy", "Sesame"] as const;
export type Allergen = (typeof ALLERGENS)[number];

const text = (max: number) =>
  v.pipe(v.string("must be text"), v.minLength(1, "must not be empty"), v.maxLength(max, `must be at most ${max} characters`));
const allergenList = v.pipe(
  v.array(v.picklist(ALLERGENS, `must be one of: ${ALLERGENS.join(", ")}`), 'must be a list, e.g. ["Milk", "Wheat"] ([] for none)'),
  v.check((list) => new Set(list).size === list.length, "must not name an allergen twice"),
);

/** One default component of the item as the chain lists it, with what its own statement names. */
const ComponentSchema = v.strictObject({
  name: text(160),
  contains: allergenList,
  mayContain: v.optional(allergenList),
});

export const AllergenStatementSchema = v.strictObject({
  /** Our menu item (data/menu-items.json `name`). */
  item: text(120),
  /** The chain's record the statement is read from (its name and id in the capture), e.g. "Coca-Cola (Small)". */
  sourceItem: text(160),
  sourceId: v.pipe(v.number("must be a whole number"), v.integer("must be a whole number"), v.minValue(1, "must be 1 or more")),
  /** Who states it, e.g. "McDonald's US allergen statement". */
  source: text(120),
  /** The day the statement was captured, YYYY-MM-DD. */
  capturedOn: v.pipe(v.string("must be a date written YYYY-MM-DD"), v.isoDate("must be a date written YYYY-MM-DD")),
  /** Named by a "contains" statement of the item or one of its default components. [] means none of the nine. */
  contains: allergenList,
  /** Named by a "may contain" statement (shared equipment). */
  mayContain: allergenList,
  /** The chain's statements, word for word, that name something we do not map to one of the nine (e.g. "May contain: Nuts"). */
  unmapped: v.optional(v.array(text(300), "must be a list of the statements as written")),
  /** The default components with their own statements; left out for a meal (its parts are items with statements of their own). */
  components: v.optional(v.array(ComponentSchema, "must be a list of components")),
});
export type AllergenStatement = v.InferOutput<typeof AllergenStatementSchema>;

const FILE = "allergens.json";
const at = (e: AllergenStatement, index: number) => ({ file: FILE, index, entry: JSON.stringify(e.item) });

/** Every entry names a menu item, once. */
export function checkAllergens(entries: readonly AllergenStatement[], menuNames: ReadonlySet<string>): DataError[] {
  const errors: DataError[] = [];
  const seen = new Map<string, number>();
  entries.forEach((e, index) => {
    if (!menuNames.has(e.item)) errors.push({ ...at(e, index), field: "item", message: "names no item in menu-items.json" });
    const first = seen.get(e.item);
    if (first !== undefined) errors.push({ ...at(e, index), field: "item", message: `repeats entry ${first} (one statement per item)` });
    else seen.set(e.item, index);
  });
  return errors;
}

/**
 * data/allergens.json against what its sources give (scripts/import/allergens.ts): a list typed in by hand or left
 * behind by an old capture fails, naming the entry and the field. The fix: correct the raw file or the map, then
 * `npm run import-data`.
 */
export function checkAllergenSources(file: readonly AllergenStatement[], fromSources: readonly AllergenStatement[]): DataError[] {
  const errors: DataError[] = [];
  const want = new Map(fromSources.map((e) => [e.item, e]));
  const FIX = "the chain's statements in data/sources/nutrition give";
  file.forEach((e, index) => {
    const w = want.get(e.item);
    if (!w) {
      errors.push({
        ...at(e, index),
        message: `${FIX} no statement for this item: remove the entry, or map it in allergen-map.json and run npm run import-data`,
      });
      return;
    }
    for (const field of ["sourceItem", "sourceId", "source", "capturedOn", "contains", "mayContain", "unmapped", "components"] as const) {
      const have = JSON.stringify(e[field] ?? null);
      const should = JSON.stringify(w[field] ?? null);
      if (have !== should) errors.push({ ...at(e, index), field, message: `is ${have}, but ${FIX} ${should}: run npm run import-data` });
    }
  });
  const inFile = new Set(file.map((e) => e.item));
  for (const w of fromSources)
    if (!inFile.has(w.item))
      errors.push({ file: FILE, entry: JSON.stringify(w.item), message: `is missing: ${FIX} a statement for it; run npm run import-data` });
  return errors;
}
