/**
 * The import path: the committed derived files are exactly what the raw files give, a changed raw file
 * changes the output after one command, and the derived Big Mac index says what the raw file says. The raw file
 * is read here with a plain split (it has no quoted fields), independently of the importer's CSV parser.
 */
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { DATA_FILES, parseDataFile } from "#domain/data/data-files.ts";
import { BIG_MAC_FULL_INDEX, bigMacIndexImport } from "./big-mac-index.ts";
import { readCsv } from "./csv.ts";
import { IMPORTS } from "./modules.ts";
import { compactJson, deriveFile, runImports } from "./run.ts";

const dataDir = fileURLToPath(new URL("../../data/", import.meta.url));
const sourcesDir = path.join(dataDir, "sources");

/** The raw rows as objects keyed by the header, split on commas. */
async function rawRows() {
  const [head, ...lines] = (await fs.readFile(path.join(sourcesDir, BIG_MAC_FULL_INDEX), "utf8")).trim().split("\n");
  const cols = head.split(",");
  return lines.map((l) => Object.fromEntries(l.split(",").map((c, i) => [cols[i], c])));
}

test("every import run on the committed raw files reproduces the committed data file byte for byte", async () => {
  assert.ok(IMPORTS.length >= 1);
  for (const module of IMPORTS) {
    const { file } = DATA_FILES[module.output];
    const committed = await fs.readFile(path.join(dataDir, file), "utf8");
    assert.equal(
      await deriveFile(module, sourcesDir),
      committed,
      `data/${file} differs from what ${module.name} derives: run npm run import-data`,
    );
  }
  const check = await runImports(IMPORTS, { sourcesDir, dataDir, write: false });
  assert.deepEqual(
    check.map((r) => r.changed),
    IMPORTS.map(() => false),
  );
});

test("a changed raw file changes the derived file after one run, and the run writes it", async () => {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), "import-"));
  try {
    // A copy of the data folder whose latest edition prices the US Big Mac at $7.01 instead of the file's.
    await fs.cp(dataDir, tmp, { recursive: true, filter: (src) => !src.includes(`${path.sep}journal`) });
    const raw = path.join(tmp, "sources", BIG_MAC_FULL_INDEX);
    const rows = await rawRows();
    const latest = rows
      .map((r) => r.date)
      .sort()
      .at(-1)!;
    const text = await fs.readFile(raw, "utf8");
    const usLine = text.split("\n").find((l) => l.startsWith(`${latest},USA,`))!;
    const cells = usLine.split(",");
    cells[4] = "7.01";
    cells[6] = "7.01";
    await fs.writeFile(raw, text.replace(usLine, cells.join(",")));

    const before = await fs.readFile(path.join(tmp, "big-mac-index.json"), "utf8");
    const [result] = await runImports([bigMacIndexImport], { sourcesDir: path.join(tmp, "sources"), dataDir: tmp, write: true });
    assert.equal(result.changed, true);
    const after = await fs.readFile(path.join(tmp, "big-mac-index.json"), "utf8");
    assert.notEqual(after, before);
    const editions = parseDataFile("bigMacIndex", after).data;
    const us = editions.find((e) => e.date === latest)!.countries.find((c) => c.iso === "USA")!;
    assert.equal(us.localPrice, 7.01);
    assert.equal(us.dollarPrice, 7.01);
    // Only that line changed.
    const diff = after.split("\n").filter((l, i) => l !== before.split("\n")[i]);
    assert.equal(diff.length, 1);
    assert.match(diff[0], /"iso": "USA".*"localPrice": 7\.01/);
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
});

test("the latest edition lists every country of the raw file's latest date, and three of them match it field by field", async () => {
  const rows = await rawRows();
  const latest = rows
    .map((r) => r.date)
    .sort()
    .at(-1)!;
  const rawLatest = rows.filter((r) => r.date === latest);
  const editions = parseDataFile("bigMacIndex", await fs.readFile(path.join(dataDir, "big-mac-index.json"), "utf8")).data;
  const edition = editions.at(-1)!;
  assert.equal(edition.date, latest);
  assert.deepEqual(edition.countries.map((c) => c.iso).sort(), rawLatest.map((r) => r.iso_a3).sort());
  for (const iso of ["CHE", "JPN", "GBR"]) {
    const raw = rawLatest.find((r) => r.iso_a3 === iso)!;
    const c = edition.countries.find((x) => x.iso === iso)!;
    assert.equal(c.name, raw.name, iso);
    assert.equal(c.currency, raw.currency_code, iso);
    assert.equal(c.localPrice, Number(raw.local_price), iso);
    assert.equal(c.dollarRate, Number(raw.dollar_ex), iso);
    assert.ok(Math.abs(c.dollarPrice - Number(raw.dollar_price)) < 0.005, `${iso}: ${c.dollarPrice} vs ${raw.dollar_price}`);
    assert.ok(Math.abs(c.gdpBigMac! - Number(raw.GDP_bigmac)) / Number(raw.GDP_bigmac) < 1e-5, iso);
  }
  // Every raw row is in the derived file once, and a blank GDP stays out.
  assert.equal(
    editions.reduce((n, e) => n + e.countries.length, 0),
    rows.length,
  );
  const blank = rows.find((r) => r.GDP_bigmac === "")!;
  assert.equal(editions.find((e) => e.date === blank.date)!.countries.find((c) => c.iso === blank.iso_a3)!.gdpBigMac, undefined);
});

test("the CSV reader handles quoted commas and line breaks, CR line ends and a BOM, and names file, line and column", () => {
  const rows = readCsv("x.csv", '\uFEFFa,b\r\n1,"two, three"\r\n4,"five\nsix"\r\n', ["a", "b"]);
  assert.deepEqual(
    rows.map((r) => r.cells),
    [
      { a: "1", b: "two, three" },
      { a: "4", b: "five\nsix" },
    ],
  );
  assert.deepEqual(
    readCsv("x.csv", "a,b\r1,2\r", ["a"]).map((r) => r.cells),
    [{ a: "1", b: "2" }],
  );
  assert.throws(() => readCsv("x.csv", "a,c\n1,2\n", ["a", "b"]), /x\.csv: line 1: missing column\(s\) b/);
  const bad =
    "date,iso_a3,currency_code,name,local_price,dollar_ex,dollar_price,GDP_bigmac\n2026-01-01,USA,USD,United States,6.12,1,6.12,\n2026-01-01,JPN,JPY,Japan,NA,158,3.03,\n";
  assert.throws(() => bigMacIndexImport.derive(() => bad), /big-mac-full-index\.csv: line 3: column local_price: "NA" is not a number/);
});

test("compactJson keeps flat values on one line and spreads the rest", () => {
  assert.equal(
    compactJson([{ date: "d", countries: [{ a: 1, b: "x" }] }]),
    '[\n  {\n    "date": "d",\n    "countries": [\n      { "a": 1, "b": "x" }\n    ]\n  }\n]',
  );
  assert.equal(compactJson({ a: undefined, b: [1, 2] }), '{\n  "b": [1, 2]\n}');
  assert.deepEqual(JSON.parse(compactJson([{ a: null, b: [{ c: 1 }] }])), [{ a: null, b: [{ c: 1 }] }]);
});

test("the state surveys and restaurant counts say what their raw files say, three rows each, read with a plain search of the raw text", async () => {
  const surveys = parseDataFile("stateSurveys", await fs.readFile(path.join(dataDir, "state-price-surveys.json"), "utf8")).data;
  const rawSurveys = await fs.readFile(path.join(sourcesDir, "prices/us-state-big-mac-surveys.csv"), "utf8");
  for (const [published, state] of [
    ["2023-03-19", "Texas"],
    ["2023-03-19", "Hawaii"],
    ["2021-11-11", "Ohio"],
  ]) {
    const line = rawSurveys.split("\n").find((l) => l.includes(`,${published},${state},Big Mac,`))!;
    const price = Number(line.split(`,${published},${state},Big Mac,`)[1].split(",")[0]);
    const row = surveys.find((s) => s.published === published && s.state === state)!;
    assert.equal(row.priceUsd, price, `${state} ${published}`);
  }
  // Undated rows (the Wide Open Country list) and single restaurants are left out.
  assert.ok(surveys.every((s) => /^\d{4}-\d{2}-\d{2}$/.test(s.published) && !/single restaurants/i.test(s.survey)));

  const counts = parseDataFile("restaurantCounts", await fs.readFile(path.join(dataDir, "restaurant-counts.json"), "utf8")).data;
  const rawCounts = await fs.readFile(path.join(sourcesDir, "locations/us-state-mcdonalds-locations.csv"), "utf8");
  for (const [asOf, state] of [
    ["2025-10", "Texas"],
    ["2024-09-23", "Georgia"],
    ["2024-09-23", "United States (total)"],
  ]) {
    const line = rawCounts.split("\n").find((l) => l.includes(`,${asOf},${state},`))!;
    const n = Number(line.split(`,${asOf},${state},`)[1].split(",")[0]);
    const row = counts.find((c) => c.asOf === asOf && c.state === state.replace(" (total)", ""))!;
    assert.equal(row.locations, n, `${state} ${asOf}`);
  }
  // Rows the research file flags as low reliability (the unattributed blog's "approximate" Texas 1,119) are left out.
  assert.equal(
    counts.some((c) => c.locations === 1119),
    false,
  );
  assert.match(rawCounts, /,Texas,1119,/);
});
