/**
 * Derives data/allergens.json from the chain's own allergen statements as stored, unchanged, in
 * data/sources/nutrition/ (mcdonalds-us-allergens-by-item-2026-09.csv, one row per item, and
 * mcdonalds-us-allergens-2026-09.csv, one row per component; see that folder's README). The rules:
 * - an item's "contains" and "may contain" lists are the by-item file's `contains` and `may_contain` columns, and
 *   every allergen they name must be named by one of the item's own statements (the `statements` column), and
 *   every allergen a statement names must be in one of the lists: a planted or mistyped row fails, naming the file,
 *   the line, the item and the column;
 * - a statement naming something that is not one of the nine (the Hot Caramel Sundae's "May contain: Nuts") is
 *   kept word for word in `unmapped`, never guessed;
 * - nothing is read from ingredient text (the capture omits it) or inferred from an item's name;
 * - our items are matched to the chain's records by name (allergen-map.json lists the rest); an item with no
 *   record gets no entry, and the site says it has no statement.
 * Pure apart from reading files: `deriveAllergens` takes the texts, so a test can run it on a changed raw file.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { readCsv, type CsvRow } from "./csv.ts";
import type { ImportModule } from "./run.ts";
import { ALLERGENS, type Allergen, type AllergenStatement } from "#domain/data/allergen-entry.ts";

/** Paths inside data/sources/ (the menu is the data folder's own file). */
export const ALLERGENS_BY_ITEM = "nutrition/mcdonalds-us-allergens-by-item-2026-09.csv";
export const ALLERGENS_BY_COMPONENT = "nutrition/mcdonalds-us-allergens-2026-09.csv";
export const ALLERGEN_MAP = "nutrition/allergen-map.json";
const MENU = "../menu-items.json";

export const ALLERGEN_SOURCE = "McDonald's US allergen statement";

/** The by-item file's words for the nine (its `contains` and `may_contain` columns). */
const COLUMN_WORDS = new Map<string, Allergen>(ALLERGENS.map((a) => [a.toLowerCase(), a]));
/** The words the chain's statements use for the nine. */
const STATEMENT_WORDS = new Map<string, Allergen>([...COLUMN_WORDS, ["egg", "Eggs"], ["peanut", "Peanuts"], ["tree nut", "Tree Nuts"]]);
/** The smoothies' shared-equipment sentence: read as "may contain milk" (the source folder's README). */
const SHARED_MILK = /dispensed from equipment that also dispenses milk ingredients \(yogurt\)\.?/i;

interface Reading {
  contains: Set<Allergen>;
  may: Set<Allergen>;
  /** A part of the statement that is none of the nine. */
  unread: string[];
}

/**
 * What one statement names: words after "May contain:" (or in a may-contain field) are may-contain, the others
 * contains. "[ingredient text omitted]" markers are the capture's, not the chain's words.
 */
export function readStatement(statement: string, kind: "contains" | "may"): Reading {
  const out: Reading = { contains: new Set(), may: new Set(), unread: [] };
  let s = statement.replace(/\[(legacy )?ingredient text omitted\]/gi, " ");
  if (SHARED_MILK.test(s)) out.may.add("Milk");
  s = s.replace(new RegExp(SHARED_MILK.source, "gi"), " ").replace(/\bfish \(pollock\)/gi, "fish");
  let mode = kind;
  for (const piece of s.split(/(may contain\s*:|contains\s*:)/i)) {
    if (/^may contain\s*:$/i.test(piece)) mode = "may";
    else if (/^contains\s*:$/i.test(piece)) mode = "contains";
    else {
      for (const raw of piece.split(/[,.;|…]+/)) {
        const word = raw.replace(/\s+/g, " ").trim().toLowerCase();
        if (!word) continue;
        const allergen = STATEMENT_WORDS.get(word);
        if (allergen) (mode === "may" ? out.may : out.contains).add(allergen);
        else out.unread.push(raw.trim());
      }
    }
  }
  return out;
}

interface MapFile {
  names: { menu: string; sourceId: number; source: string }[];
  leaveOut: { menu: string; why: string }[];
}

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").replace(/[®™*]/g, "").toLowerCase().replace(/\s+/g, " ").trim();

const inOrder = (set: Set<Allergen>) => ALLERGENS.filter((a) => set.has(a));

/** The by-item file's list column: "milk; eggs" as the nine's names; any other word is an error naming the row. */
function listCell(where: string, row: CsvRow, column: string): Allergen[] {
  const raw = row.cells[column]?.trim() ?? "";
  if (!raw) return [];
  return raw.split(";").map((w) => {
    const a = COLUMN_WORDS.get(w.trim().toLowerCase());
    if (!a)
      throw new Error(
        `${where}: column ${column}: "${w.trim()}" is not one of the nine major allergens (${[...COLUMN_WORDS.keys()].join("; ")})`,
      );
    return a;
  });
}

interface SourceRecord {
  id: number;
  name: string;
  marketing: string;
  capturedOn: string;
  contains: Allergen[];
  mayContain: Allergen[];
  unmapped: string[];
}

function readRecords(text: string): Map<number, SourceRecord> {
  const rows = readCsv(ALLERGENS_BY_ITEM, text, [
    "item_id",
    "item_name",
    "item_marketing_name",
    "contains",
    "may_contain",
    "statements",
    "captured",
  ]);
  const records = new Map<number, SourceRecord>();
  for (const row of rows) {
    const c = row.cells;
    const where = `${ALLERGENS_BY_ITEM}: line ${row.line} (item ${c.item_id} ${JSON.stringify(c.item_name)})`;
    const id = Number(c.item_id);
    if (!/^\d+$/.test(c.item_id)) throw new Error(`${where}: column item_id: "${c.item_id}" is not a record id`);
    if (records.has(id)) throw new Error(`${where}: column item_id: repeats an earlier row's id`);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(c.captured))
      throw new Error(`${where}: column captured: "${c.captured}" is not a capture time (YYYY-MM-DDThh:mm:ssZ)`);
    const contains = listCell(where, row, "contains");
    const mayContain = listCell(where, row, "may_contain");
    const named = new Set<Allergen>();
    const unmapped: string[] = [];
    for (const statement of c.statements
      .split(" | ")
      .map((s) => s.trim())
      .filter(Boolean)) {
      const r = readStatement(statement, "contains");
      for (const a of [...r.contains, ...r.may]) named.add(a);
      if (r.unread.length && !unmapped.includes(statement)) unmapped.push(statement);
    }
    const listed = new Set([...contains, ...mayContain]);
    for (const a of listed)
      if (!named.has(a))
        throw new Error(
          `${where}: column ${contains.includes(a) ? "contains" : "may_contain"}: names ${a.toLowerCase()}, which none of the item's statements names (column statements)`,
        );
    for (const a of named)
      if (!listed.has(a))
        throw new Error(`${where}: column statements: a statement names ${a.toLowerCase()}, which neither contains nor may_contain lists`);
    records.set(id, {
      id,
      name: c.item_name,
      marketing: c.item_marketing_name,
      capturedOn: c.captured.slice(0, 10),
      contains,
      mayContain,
      unmapped,
    });
  }
  return records;
}

type Component = NonNullable<AllergenStatement["components"]>[number];

/** Each record's default components with what their own statements name; none for a meal (its parts are records). */
function readComponents(text: string, records: Map<number, SourceRecord>): Map<number, Component[]> {
  const rows = readCsv(ALLERGENS_BY_COMPONENT, text, [
    "item_id",
    "component",
    "component_is_default",
    "component_allergen",
    "component_may_contain",
  ]);
  // A component that is another record (a meal's Big Mac) makes the record a meal.
  const recordIds = new Map<string, Set<number>>();
  for (const r of records.values())
    for (const n of [fold(r.name), fold(r.marketing)]) recordIds.set(n, new Set([...(recordIds.get(n) ?? []), r.id]));
  const isOtherRecord = (name: string, id: number) => [...(recordIds.get(fold(name)) ?? [])].some((other) => other !== id);
  const out = new Map<number, Component[]>();
  const meals = new Set<number>();
  for (const row of rows) {
    const c = row.cells;
    const id = Number(c.item_id);
    if (!records.has(id))
      throw new Error(`${ALLERGENS_BY_COMPONENT}: line ${row.line}: column item_id: ${c.item_id} is not in ${ALLERGENS_BY_ITEM}`);
    if (c.component_is_default !== "1" && c.component_is_default !== "choice-default") continue;
    if (isOtherRecord(c.component, id)) meals.add(id);
    const own = readStatement(c.component_allergen, "contains");
    const may = readStatement(c.component_may_contain, "may");
    const component: Component = { name: c.component.replace(/\s+/g, " ").trim(), contains: inOrder(own.contains) };
    const mayContain = inOrder(new Set([...own.may, ...may.may, ...may.contains]));
    if (mayContain.length) component.mayContain = mayContain;
    const list = out.get(id);
    if (list) list.push(component);
    else out.set(id, [component]);
  }
  for (const id of meals) out.delete(id);
  return out;
}

/** Our item's record: the map's, else the one record whose name is the item's; an unclear match is an error. */
function matchRecords(map: MapFile, menu: { name: string }[], records: Map<number, SourceRecord>): Map<string, SourceRecord> {
  const menuNames = new Set(menu.map((i) => i.name));
  const matched = new Map<string, SourceRecord>();
  map.names.forEach((n, i) => {
    const where = `${ALLERGEN_MAP}: names entry ${i} (${JSON.stringify(n.menu)})`;
    if (!menuNames.has(n.menu)) throw new Error(`${where}: field menu: names no item in menu-items.json`);
    const record = records.get(n.sourceId);
    if (!record) throw new Error(`${where}: field sourceId: ${n.sourceId} is not an item_id of ${ALLERGENS_BY_ITEM}`);
    if (record.name !== n.source)
      throw new Error(`${where}: field source: is ${JSON.stringify(n.source)}, but record ${n.sourceId} is ${JSON.stringify(record.name)}`);
    matched.set(n.menu, record);
  });
  const leaveOut = new Set<string>();
  map.leaveOut.forEach((l, i) => {
    if (!menuNames.has(l.menu))
      throw new Error(`${ALLERGEN_MAP}: leaveOut entry ${i} (${JSON.stringify(l.menu)}): field menu: names no item in menu-items.json`);
    leaveOut.add(l.menu);
  });
  for (const item of menu) {
    if (matched.has(item.name) || leaveOut.has(item.name)) continue;
    const hits = [...records.values()].filter((r) => fold(r.name) === fold(item.name) || fold(r.marketing) === fold(item.name));
    if (hits.length > 1)
      throw new Error(
        `${ALLERGEN_MAP}: ${JSON.stringify(item.name)} matches ${hits.length} records (${hits.map((h) => `${h.id} ${JSON.stringify(h.name)}`).join(", ")}): name one in "names"`,
      );
    if (hits[0]) matched.set(item.name, hits[0]);
  }
  return matched;
}

/** The derived entries, in menu order. */
export function deriveAllergens(byItemText: string, byComponentText: string, mapText: string, menuText: string): AllergenStatement[] {
  const records = readRecords(byItemText);
  const components = readComponents(byComponentText, records);
  const menu = JSON.parse(menuText) as { name: string }[];
  const matched = matchRecords(JSON.parse(mapText) as MapFile, menu, records);
  const out: AllergenStatement[] = [];
  for (const item of menu) {
    const r = matched.get(item.name);
    if (!r) continue;
    const entry: AllergenStatement = {
      item: item.name,
      sourceItem: r.name,
      sourceId: r.id,
      source: ALLERGEN_SOURCE,
      capturedOn: r.capturedOn,
      contains: r.contains,
      mayContain: r.mayContain,
    };
    if (r.unmapped.length) entry.unmapped = r.unmapped;
    const parts = components.get(r.id);
    if (parts && parts.length > 1) entry.components = parts;
    out.push(entry);
  }
  return out;
}

/** The import module: the two raw files and the map in data/sources/nutrition/, and the menu they cover. */
export const allergensImport: ImportModule = {
  name: "McDonald's US allergen statements",
  sources: [ALLERGENS_BY_ITEM, ALLERGENS_BY_COMPONENT, ALLERGEN_MAP, MENU],
  output: "allergens",
  derive: (read) => deriveAllergens(read(ALLERGENS_BY_ITEM), read(ALLERGENS_BY_COMPONENT), read(ALLERGEN_MAP), read(MENU)),
};

/** The entries the raw files in a data folder give (check-data compares them with data/allergens.json). */
export function allergensFromSources(dataDir: string): AllergenStatement[] {
  const read = (p: string) => readFileSync(path.join(dataDir, "sources", p), "utf8");
  return deriveAllergens(read(ALLERGENS_BY_ITEM), read(ALLERGENS_BY_COMPONENT), read(ALLERGEN_MAP), read(MENU));
}
