import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { parse } from "csv-parse/sync";
import { DATA_FILES, parseDataFile, type DataKey, type DataSet } from "./data-files.ts";
import { apiMenuItem } from "./api-views.ts";
import { buildCatalog } from "./catalog.ts";
import { DATASETS, toCsv } from "./datasets.ts";

const data = Object.fromEntries(
  (Object.keys(DATA_FILES) as DataKey[]).map((k) => [k, parseDataFile(k, readFileSync(new URL(`../data/${DATA_FILES[k].file}`, import.meta.url), "utf8")).data]),
) as unknown as DataSet;
const catalog = buildCatalog(data, "test");

test("CSV quotes a field holding a comma, a quote or a line break, and a parser reads it back", () => {
  const rows = [{ a: 'say "hi", then', b: 1.5, c: null }, { a: "two\nlines", b: 0, c: "x" }];
  const csv = toCsv(["a", "b", "c"], rows);
  assert.equal(csv.split("\r\n")[0], "a,b,c");
  assert.deepEqual(parse(csv, { columns: true }), [{ a: 'say "hi", then', b: "1.5", c: "" }, { a: "two\nlines", b: "0", c: "x" }]);
});

test("each dataset's CSV, parsed by a CSV parser, is its JSON rows; every column is in every row", () => {
  for (const d of DATASETS) {
    const rows = d.rows(catalog);
    assert.ok(rows.length > 0, d.id);
    const parsed = parse(toCsv(d.columns, rows), { columns: true }) as Record<string, string>[];
    assert.deepEqual(parsed, rows.map((r) => Object.fromEntries(d.columns.map((c) => [c, r[c] === null || r[c] === undefined ? "" : String(r[c])]))), d.id);
    for (const r of rows) assert.deepEqual(Object.keys(r), [...d.columns], d.id);
  }
  const bigMac = DATASETS.find((d) => d.id === "big-mac-index")!.rows(catalog);
  assert.equal(bigMac.length, data.bigMacIndex.reduce((n, e) => n + e.countries.length, 0));
});

test("our own datasets say what every figure is: menu prices with the API's basis, nutrition only where published or summed", () => {
  const prices = DATASETS.find((d) => d.id === "menu-prices")!.rows(catalog);
  const api = catalog.menuItems.map(apiMenuItem) as Array<{ name: string; avgPriceUsd: number; priceBasis: { kind: string; asOf: string } }>;
  assert.equal(prices.length, api.length);
  for (const [i, row] of prices.entries()) {
    assert.deepEqual([row.item, row.price_usd, row.basis, row.as_of], [api[i].name, api[i].avgPriceUsd, api[i].priceBasis.kind, api[i].priceBasis.asOf]);
  }
  assert.ok(prices.some((r) => r.basis === "estimate") && prices.some((r) => r.basis === "published"), "estimates and the fixed-price deals");

  const nutrition = DATASETS.find((d) => d.id === "nutrition")!.rows(catalog);
  const bigMac = nutrition.find((r) => r.item === "Big Mac")!;
  const published = data.nutrition.find((e) => e.item === "Big Mac")!;
  assert.equal(bigMac.calories, published.calories);
  assert.equal(bigMac.basis, "published");
  assert.ok(nutrition.every((r) => r.basis === "published" || r.basis === "sum"), "no estimated nutrient anywhere");
  // An item with no published figures has no row: a download never fills a gap.
  const withFigures = new Set(nutrition.map((r) => r.item));
  const without = catalog.menuItems.filter((i) => Object.keys(i.nutrition).length === 0);
  assert.ok(without.length > 0 && without.every((i) => !withFigures.has(i.name)));
});
