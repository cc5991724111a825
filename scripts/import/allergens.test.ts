/**
 * The allergen import: data/allergens.json says what the chain's statements say (checked against the raw text read
 * with a plain search, not the importer's parser), a planted or mistyped row or map entry fails naming the file,
 * the row or entry and the column or field, and a hand edit of the derived file is caught.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { checkAllergenSources } from "#domain/data/allergen-entry.ts";
import { formatDataError } from "#domain/data/data-error.ts";
import { parseDataFile } from "#domain/data/data-files.ts";
import {
  ALLERGEN_MAP,
  ALLERGENS_BY_COMPONENT,
  ALLERGENS_BY_ITEM,
  allergensFromSources,
  allergensImport,
  deriveAllergens,
  readStatement,
} from "./allergens.ts";
import { runImports } from "./run.ts";

const dataDir = fileURLToPath(new URL("../../data/", import.meta.url));
const read = (p: string) => readFileSync(path.join(dataDir, "sources", p), "utf8");
const byItem = read(ALLERGENS_BY_ITEM);
const byComponent = read(ALLERGENS_BY_COMPONENT);
const map = read(ALLERGEN_MAP);
const menu = read("../menu-items.json");
const derive = (changes: { byItem?: string; map?: string } = {}) =>
  deriveAllergens(changes.byItem ?? byItem, byComponent, changes.map ?? map, menu);

/** The raw by-item line of a record, found by its id at the start of a line. */
const rawLine = (id: number) => byItem.split("\n").find((l) => l.startsWith(`${id},`))!;

test("the derived statements are the raw file's: contains and may contain apart, the Big Mac's sauce counted, the date of the capture", () => {
  const entries = derive();
  const get = (item: string) => entries.find((e) => e.item === item)!;
  assert.match(rawLine(200463), /,milk; eggs; wheat; soy; sesame,,/);
  assert.deepEqual([get("Big Mac").contains, get("Big Mac").mayContain], [["Milk", "Eggs", "Wheat", "Soy", "Sesame"], []]);
  assert.deepEqual(get("Big Mac").components?.find((c) => c.name === "Big Mac Sauce")?.contains, ["Eggs", "Wheat", "Soy"]);
  assert.match(rawLine(200438), /,eggs; wheat,sesame,/);
  assert.deepEqual([get("McChicken").contains, get("McChicken").mayContain], [["Eggs", "Wheat"], ["Sesame"]]);
  assert.match(rawLine(200096), /,milk; soy,peanuts,/);
  assert.deepEqual(
    [get("McFlurry with M&M'S Candies").contains, get("McFlurry with M&M'S Candies").mayContain],
    [["Milk", "Soy"], ["Peanuts"]],
  );
  assert.deepEqual(
    get("Big Mac Extra Value Meal").contains,
    ["Milk", "Eggs", "Wheat", "Soy", "Sesame"],
    "a meal takes in its Big Mac's statement",
  );
  assert.equal(
    get("Big Mac Extra Value Meal").components,
    undefined,
    "a meal's parts are items with statements of their own: no component list that would leave the sauce out",
  );
  assert.deepEqual(get("Dasani Water").contains, []);
  assert.ok(entries.every((e) => e.capturedOn === "2026-09-16" && e.source === "McDonald's US allergen statement"));
  assert.equal(entries.length, 95);
});

test("a statement naming something outside the nine is kept word for word, never guessed", () => {
  const entries = derive();
  assert.deepEqual(entries.find((e) => e.item === "Hot Caramel Sundae")!.unmapped, ["May contain: Nuts"]);
  assert.deepEqual(
    entries.find((e) => e.item === "Hot Caramel Sundae")!.mayContain,
    [],
    "'Nuts' is neither tree nuts nor peanuts until the chain says which",
  );
  assert.deepEqual(entries.find((e) => e.item === "Steak, Egg & Cheese Bagel")!.unmapped, [
    "May contain: EGG, SOY LECITHIN. [legacy ingredient text omitted]",
  ]);
  assert.equal(entries.filter((e) => e.unmapped).length, 2);
  assert.deepEqual(readStatement("Wheat. May Contain: Sesame. [ingredient text omitted]", "contains"), {
    contains: new Set(["Wheat"]),
    may: new Set(["Sesame"]),
    unread: [],
  });
  assert.deepEqual(readStatement("Dispensed From Equipment That Also Dispenses Milk Ingredients (yogurt).", "may").may, new Set(["Milk"]));
  assert.deepEqual(readStatement("Fish (pollock), Wheat, Milk.", "contains").contains, new Set(["Fish", "Wheat", "Milk"]));
});

test("items the capture lacks get no statement: no list is made up for them", () => {
  const items = new Set(derive().map((e) => e.item));
  for (const name of [
    "Bacon McDouble",
    "Triple Cheeseburger",
    "10 Piece Chicken McNuggets",
    "Creamy Chili Dip",
    "Cuties",
    "Go-GURT Low Fat Strawberry Yogurt",
    "Shamrock Shake",
    "$5 Meal Deal",
  ])
    assert.ok(!items.has(name), name);
  assert.equal((JSON.parse(menu) as unknown[]).length - items.size, 21);
});

test("a planted wrong row fails, naming the file, the line, the item and the column", () => {
  const line = rawLine(200074);
  assert.match(line, /,milk; soy,,/);
  const planted = byItem.replace(line, line.replace(",milk; soy,,", ",milk; soy; peanuts,,"));
  assert.throws(
    () => derive({ byItem: planted }),
    /^Error: nutrition\/mcdonalds-us-allergens-by-item-2026-09\.csv: line \d+ \(item 200074 "Hot Fudge Sundae"\): column contains: names peanuts, which none of the item's statements names/,
  );
  const dropped = byItem.replace(line, line.replace(",milk; soy,,", ",milk,,"));
  assert.throws(
    () => derive({ byItem: dropped }),
    /\(item 200074 "Hot Fudge Sundae"\): column statements: a statement names soy, which neither contains nor may_contain lists/,
  );
  const typo = byItem.replace(line, line.replace(",milk; soy,,", ",milk; soya,,"));
  assert.throws(
    () => derive({ byItem: typo }),
    /\(item 200074 "Hot Fudge Sundae"\): column contains: "soya" is not one of the nine major allergens/,
  );
  const eol = byItem.includes("\r\n") ? "\r\n" : "\n";
  const twice = `${byItem.trimEnd()}${eol}${line.trimEnd()}${eol}`;
  assert.throws(() => derive({ byItem: twice }), /\(item 200074 "Hot Fudge Sundae"\): column item_id: repeats an earlier row's id/);
});

test("a wrong name in the map fails, naming the map file, the entry and the field", () => {
  const m = JSON.parse(map) as { names: { menu: string; sourceId: number; source: string }[]; leaveOut: unknown[] };
  const changed = (edit: (n: (typeof m.names)[number]) => void) => {
    const copy = structuredClone(m);
    edit(copy.names[0]);
    return JSON.stringify(copy);
  };
  assert.throws(
    () => derive({ map: changed((n) => (n.menu = "Ranch Snak Wrap")) }),
    /^Error: nutrition\/allergen-map\.json: names entry 0 \("Ranch Snak Wrap"\): field menu: names no item in menu-items\.json/,
  );
  assert.throws(
    () => derive({ map: changed((n) => (n.sourceId = 204402)) }),
    /names entry 0 \("Ranch Snack Wrap"\): field source: is "Snack Wrap Mccrispy Ranch", but record 204402 is "Snack Wrap Mccrispy Spicy"/,
  );
  assert.throws(
    () => derive({ map: changed((n) => (n.sourceId = 999)) }),
    /names entry 0 \("Ranch Snack Wrap"\): field sourceId: 999 is not an item_id/,
  );
  const noCola = JSON.stringify({ ...m, names: m.names.filter((n) => n.menu !== "Coca-Cola") });
  assert.throws(
    () => derive({ map: noCola }),
    /"Coca-Cola" matches 2 records \(200611 "Coca-Cola \(Small\)", 200639 "Coca-Cola \(Medium\)"\): name one in "names"/,
  );
});

test("a hand edit of data/allergens.json is drift: the import's check reports it, and check-data names the entry and field", async () => {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), "allergens-"));
  try {
    await fs.cp(dataDir, tmp, { recursive: true, filter: (src) => !src.includes(`${path.sep}journal`) });
    const file = path.join(tmp, "allergens.json");
    const entries = parseDataFile("allergens", await fs.readFile(file, "utf8")).data;
    const index = entries.findIndex((e) => e.item === "McChicken");
    entries[index] = { ...entries[index], mayContain: [] };
    await fs.writeFile(file, `${JSON.stringify(entries, null, 2)}\n`);
    const [result] = await runImports([allergensImport], { sourcesDir: path.join(tmp, "sources"), dataDir: tmp, write: false });
    assert.equal(result.changed, true, "npm run import-data -- --check exits 1 on it");
    const errors = checkAllergenSources(parseDataFile("allergens", await fs.readFile(file, "utf8")).data, allergensFromSources(tmp)).map(
      formatDataError,
    );
    assert.deepEqual(errors, [
      `data/allergens.json: entry ${index} ("McChicken"): field "mayContain": is [], but the chain's statements in data/sources/nutrition give ["Sesame"]: run npm run import-data`,
    ]);
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
});
