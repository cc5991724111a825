/**
 * Checks of data/nutrition.json against the menu (run at load and by `npm run check-data`): every entry names an
 * item and a size that item is sold in, once; and sizes grow: a published Large below its Medium or Small, or a
 * Medium below its Small, is an error (a mistyped or mismatched record, like an Iced Mocha "Medium" of 150
 * calories beside a Small of 290).
 */
import type { DataError } from "./data-error.ts";
import type { NutritionEntry } from "./nutrition-entry.ts";
import type { MenuItemEntry } from "./schemas.ts";
import { MENU_SIZES } from "../rules/sizes.ts";
import { NUTRIENT_KEYS } from "../rules/nutrition.ts";

const FILE = "nutrition.json";

export function checkNutrition(
  entries: readonly NutritionEntry[],
  items: ReadonlyArray<Pick<MenuItemEntry, "name" | "sizes">>,
): DataError[] {
  const errors: DataError[] = [];
  const byName = new Map(items.map((i) => [i.name, i]));
  const seen = new Map<string, number>();
  const calories = new Map<string, Map<string, { calories: number; index: number }>>();
  entries.forEach((e, index) => {
    const item = byName.get(e.item);
    if (!item) {
      errors.push({ file: FILE, index, field: "item", message: "names no item in menu-items.json" });
      return;
    }
    const sizes = item.sizes?.length ? item.sizes : ["Standard"];
    if (!sizes.includes(e.size)) {
      errors.push({ file: FILE, index, field: "size", message: `"${e.item}" is sold in ${sizes.join(", ")}, not ${e.size}` });
      return;
    }
    const key = `${e.item}|${e.size}`;
    const first = seen.get(key);
    if (first !== undefined)
      errors.push({ file: FILE, index, field: "size", message: `repeats entry ${first} (one entry per item and size)` });
    else seen.set(key, index);
    let bySize = calories.get(e.item);
    if (!bySize) calories.set(e.item, (bySize = new Map()));
    bySize.set(e.size, { calories: e.calories, index });
  });
  for (const [item, bySize] of calories) {
    MENU_SIZES.forEach((size, i) => {
      const here = bySize.get(size);
      if (!here) return;
      for (const smaller of MENU_SIZES.slice(0, i)) {
        const s = bySize.get(smaller);
        if (s && here.calories < s.calories) {
          errors.push({
            file: FILE,
            index: here.index,
            entry: `${JSON.stringify(item)}, ${size}`,
            field: "calories",
            message: `the ${size} (${here.calories}) is below the ${smaller} (${s.calories}): check the record, or exclude it in data/sources/nutrition/menu-map.json and run npm run import-data`,
          });
        }
      }
    });
  }
  return errors;
}

/**
 * data/nutrition.json against what its sources give (scripts/import/nutrition.ts): a figure typed in by hand,
 * worked out by a formula or left behind by an old edition fails, naming the entry and the field. The fix is
 * always the same: correct the raw file or the map, then `npm run import-data`.
 */
export function checkNutritionSources(file: readonly NutritionEntry[], fromSources: readonly NutritionEntry[]): DataError[] {
  const errors: DataError[] = [];
  const key = (e: Pick<NutritionEntry, "item" | "size">) => `${e.item}|${e.size}`;
  const want = new Map(fromSources.map((e) => [key(e), e]));
  const seen = new Set<string>();
  const FIX = "the chain's published figures in data/sources/nutrition give";
  file.forEach((e, index) => {
    const entry = `${JSON.stringify(e.item)}, ${e.size}`;
    const w = want.get(key(e));
    seen.add(key(e));
    if (!w) {
      errors.push({
        file: FILE,
        index,
        entry,
        message: `${FIX} no figures for this item and size: remove the entry, or add the source and run npm run import-data`,
      });
      return;
    }
    for (const field of [...NUTRIENT_KEYS, "source", "asOf"] as const) {
      if (e[field] !== w[field]) {
        errors.push({
          file: FILE,
          index,
          entry,
          field,
          message: `is ${JSON.stringify(e[field] ?? null)}, but ${FIX} ${JSON.stringify(w[field] ?? null)}: run npm run import-data`,
        });
      }
    }
  });
  for (const w of fromSources) {
    if (!seen.has(key(w)))
      errors.push({
        file: FILE,
        entry: `${JSON.stringify(w.item)}, ${w.size}`,
        message: `is missing: ${FIX} figures for it; run npm run import-data`,
      });
  }
  return errors;
}
