import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { buildCatalog } from "#domain/data/catalog.ts";
import { DATA_FILES, parseDataFile, type DataKey, type DataSet } from "#domain/data/data-files.ts";
import { bigMacMapStates } from "./map-data.server.ts";

function loadData(): DataSet {
  const data = {} as DataSet;
  for (const key of Object.keys(DATA_FILES) as DataKey[]) {
    const text = readFileSync(new URL(`../../data/${DATA_FILES[key].file}`, import.meta.url), "utf8");
    (data as Record<string, unknown>)[key] = parseDataFile(key, text).data;
  }
  return data;
}

test("the map has all 50 states with a price each and compact paths", () => {
  const d = { mapStates: bigMacMapStates(buildCatalog(loadData(), "t")) };
  assert.equal(d.mapStates.length, 50);
  assert.ok(d.mapStates.every((s) => typeof s.price === "number" && s.d.startsWith("M")));
  const size = d.mapStates.reduce((n, s) => n + s.d.length, 0);
  assert.ok(size < 30000, `map paths are ${size} characters`);
});
