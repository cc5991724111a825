/**
 * Derives data/nutrition.json from the chain's published US nutrition figures as stored, unchanged, in
 * data/sources/nutrition/mcdonalds-us-2026.csv (see its README), for every item and size that
 * data/menu-items.json sells. The rules (issue 27):
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
import { parseCsv } from "./csv.ts";
import type { NutritionEntry } from "#domain/nutrition.ts";

/** Paths inside the data folder (DATA_DIR, ./data by default). */
export const NUTRITION_SOURCE = "sources/nutrition/mcdonalds-us-2026.csv";
export const NUTRITION_MAP = "sources/nutrition/menu-map.json";
export const NUTRITION_OUT = "nutrition.json";
const MENU = "menu-items.json";

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


const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

/** The derived entries, in menu order then size order. */
export function deriveNutrition(csvText: string, mapText: string, menuText: string): NutritionEntry[] {
  const rows = parseCsv(csvText);
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
      candidates.sort((x, y) => y.as_of.localeCompare(x.as_of) || (x.basis === "official-calculator" ? -1 : 1) - (y.basis === "official-calculator" ? -1 : 1));
      if (!candidates.length) continue;
      const first = candidates[0];
      const entry: Omit<NutritionEntry, "calories"> & Partial<Record<Field, number>> = { item: item.name, size: size as NutritionEntry["size"], source: CHAIN_SOURCES[first.basis], asOf: first.as_of };
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

/** The file's text, as committed: one entry per line, so a diff shows which figures an edition changed. */
export function formatEntries(entries: readonly object[]): string {
  return `[\n${entries.map((e) => `  ${JSON.stringify(e)}`).join(",\n")}\n]\n`;
}

/** The entries the raw files in a data folder give. */
export function nutritionFromSources(dataDir: string): NutritionEntry[] {
  const read = (p: string) => readFileSync(path.join(dataDir, p), "utf8");
  return deriveNutrition(read(NUTRITION_SOURCE), read(NUTRITION_MAP), read(MENU));
}

/** Reads the raw files in a data folder and returns the derived file's name (in that folder) and text. */
export function importNutrition(dataDir: string): { file: string; text: string } {
  return { file: NUTRITION_OUT, text: formatEntries(nutritionFromSources(dataDir)) };
}
