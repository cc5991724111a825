/**
 * Derives data/nutrition.json from the chain's published US nutrition figures as stored, unchanged, in
 * data/sources/nutrition/mcdonalds-us-2026.csv (see its README), for every item and size that
 * data/menu-items.json sells. The rules:
 * - only the chain's own publications count: its nutrition calculator and its product pages; third-party rows
 *   (blogs, catalogues' matched values, sums computed by others) never do;
 * - per item and size the newest edition wins, with its date; a field that edition lacks is taken from the next
 *   newest of the chain's editions and carries that edition's date in `fieldsAsOf`, so nothing is mixed silently;
 * - a record named in the map's `exclude` list is dropped, with the reason written there;
 * - an item or size with no usable record gets no entry: the site says "not in our data".
 * Pure apart from reading and writing files: `deriveNutrition` takes the texts, so a test can run it on a changed
 * raw file.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { readCsv } from "./csv.ts";
import type { ImportModule } from "./run.ts";
import type { NutritionEntry } from "#domain/data/nutrition-entry.ts";

/** Paths inside data/sources/ (the menu is the data folder's own file). */
export const NUTRITION_SOURCE = "nutrition/mcdonalds-us-2026.csv";
export const NUTRITION_MAP = "nutrition/menu-map.json";
const MENU = "../menu-items.json";

/** The CSV's basis values that are the chain's own publication, and how the site names each. */
const CHAIN_SOURCES: Record<string, string> = {
  "official-calculator": "McDonald's US nutrition calculator",
  "official-product-page": "McDonald's US product page",
};

const COLUMNS = {
  calories: "calories",
  fat: "fat_g",
  saturatedFat: "sat_fat_g",
  transFat: "trans_fat_g",
  cholesterol: "cholesterol_mg",
  sodium: "sodium_mg",
  carbs: "carbs_g",
  fiber: "fiber_g",
  sugars: "sugars_g",
  protein: "protein_g",
} as const;
type Field = keyof typeof COLUMNS;

interface MapFile {
  names: { menu: string; source: string; sourceSize?: string }[];
  exclude: { source: string; sourceSize: string; asOf: string; why: string }[];
}

interface MenuEntry {
  name: string;
  sizes?: string[];
}

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

/** The derived entries, in menu order then size order. */
export function deriveNutrition(csvText: string, mapText: string, menuText: string): NutritionEntry[] {
  const rows = readCsv(NUTRITION_SOURCE, csvText, ["item", "size", "basis", "as_of", ...Object.values(COLUMNS)]).map((r) => r.cells);
  const map = JSON.parse(mapText) as MapFile;
  const menu = JSON.parse(menuText) as MenuEntry[];
  const excluded = new Set(map.exclude.map((e) => `${fold(e.source)}|${fold(e.sourceSize)}|${e.asOf}`));
  const bySource = new Map<string, Record<string, string>[]>();
  for (const row of rows) {
    if (!(row.basis in CHAIN_SOURCES)) continue;
    const key = `${fold(row.item)}|${fold(row.size)}`;
    if (excluded.has(`${key}|${row.as_of}`)) continue;
    const list = bySource.get(key);
    if (list) list.push(row);
    else bySource.set(key, [row]);
  }
  const alias = new Map(map.names.map((n) => [n.menu, n]));
  const out: NutritionEntry[] = [];
  for (const item of menu) {
    const sizes = item.sizes?.length ? item.sizes : ["Standard"];
    for (const size of sizes) {
      const a = alias.get(item.name);
      const sourceName = a?.source ?? item.name;
      const sourceSize = size === "Standard" ? (a?.sourceSize ?? "") : size;
      const candidates = [...(bySource.get(`${fold(sourceName)}|${fold(sourceSize)}`) ?? [])];
      // Newest edition first; on one date, the calculator before a product page.
      candidates.sort(
        (x, y) =>
          y.as_of.localeCompare(x.as_of) || (x.basis === "official-calculator" ? -1 : 1) - (y.basis === "official-calculator" ? -1 : 1),
      );
      if (!candidates.length) continue;
      const first = candidates[0];
      const entry: Omit<NutritionEntry, "calories"> & Partial<Record<Field, number>> = {
        item: item.name,
        size: size as NutritionEntry["size"],
        source: CHAIN_SOURCES[first.basis],
        asOf: first.as_of,
      };
      const fieldsAsOf: Partial<Record<Field, string>> = {};
      for (const field of Object.keys(COLUMNS) as Field[]) {
        const from = candidates.find((r) => r[COLUMNS[field]] !== "");
        if (!from) continue;
        entry[field] = Number(from[COLUMNS[field]]);
        if (from.as_of !== first.as_of) fieldsAsOf[field] = from.as_of;
      }
      if (Object.keys(fieldsAsOf).length) entry.fieldsAsOf = fieldsAsOf;
      if (entry.calories === undefined) continue;
      out.push(entry as NutritionEntry);
    }
  }
  return out;
}

/** The import module: the raw CSV and its map in data/sources/nutrition/, and the menu it fills. */
export const nutritionImport: ImportModule = {
  name: "McDonald's US nutrition (the chain's published figures)",
  sources: [NUTRITION_SOURCE, NUTRITION_MAP, MENU],
  output: "nutrition",
  derive: (read) => deriveNutrition(read(NUTRITION_SOURCE), read(NUTRITION_MAP), read(MENU)),
};

/** The entries the raw files in a data folder give (check-data compares them with data/nutrition.json). */
export function nutritionFromSources(dataDir: string): NutritionEntry[] {
  const read = (p: string) => readFileSync(path.join(dataDir, "sources", p), "utf8");
  return deriveNutrition(read(NUTRITION_SOURCE), read(NUTRITION_MAP), read(MENU));
}
