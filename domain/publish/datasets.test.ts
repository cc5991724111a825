import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { parse } from "csv-parse/sync";
import { DATA_FILES, parseDataFile, type DataKey, type DataSet } from "../data/data-files.ts";
import { DATASETS, toCsv } from "./datasets.ts";

const data = Object.fromEntries(
  (Object.keys(DATA_FILES) as DataKey[]).map((k) => [
    k,
    parseDataFile(k, readFileSync(new URL(`../../data/${DATA_FILES[k].file}`, import.meta.url), "utf8")).data,
  ]),
) as unknown as DataSet;

test("CSV quotes a field holding a comma, a quote or a line break, and a parser reads it back", () => {
  const rows = [
    { a: 'say "hi", then', b: 1.5, c: null },
    { a: "two\nlines", b: 0, c: "x" },
  ];
  const csv = toCsv(["a", "b", "c"], rows);
  assert.equal(csv.split("\r\n")[0], "a,b,c");
  assert.deepEqual(parse(csv, { columns: true }), [
    { a: 'say "hi", then', b: "1.5", c: "" },
    { a: "two\nlines", b: "0", c: "x" },
  ]);
});

test("each dataset's CSV, parsed by a CSV parser, is its JSON rows; every column is in every row", () => {
  for (const d of DATASETS) {
    const rows = d.rows(data);
    assert.ok(rows.length > 0, d.id);
    const parsed = parse(toCsv(d.columns, rows), { columns: true }) as Record<string, string>[];
    assert.deepEqual(
      parsed,
      rows.map((r) => Object.fromEntries(d.columns.map((c) => [c, r[c] === null || r[c] === undefined ? "" : String(r[c])]))),
      d.id,
    );
    for (const r of rows) assert.deepEqual(Object.keys(r), [...d.columns], d.id);
  }
  const allergens = DATASETS.find((d) => d.id === "allergens")!.rows(data);
  assert.equal(allergens.length, data.allergens.length);
  assert.deepEqual(
    allergens.find((r) => r.item === "Hot Caramel Sundae"),
    {
      item: "Hot Caramel Sundae",
      contains: "Milk",
      may_contain: "",
      unmapped: "May contain: Nuts",
      source_item: "Hot Caramel Sundae",
      source_id: 200081,
      source: "McDonald's US allergen statement",
      captured_on: "2026-09-16",
    },
  );
  const bigMac = DATASETS.find((d) => d.id === "big-mac-index")!.rows(data);
  assert.equal(
    bigMac.length,
    data.bigMacIndex.reduce((n, e) => n + e.countries.length, 0),
  );
});
