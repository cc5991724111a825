import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { buildCatalog } from "./catalog.ts";
import { DATA_FILES, parseDataFile, type DataKey, type DataSet } from "./data-files.ts";
import { homeEditorialData } from "./home-editorial.ts";

function loadData(): DataSet {
  const data = {} as DataSet;
  for (const key of Object.keys(DATA_FILES) as DataKey[]) {
    const text = readFileSync(new URL(`../data/${DATA_FILES[key].file}`, import.meta.url), "utf8");
    (data as Record<string, unknown>)[key] = parseDataFile(key, text).data;
  }
  return data;
}

test("the home figures come from the data: 13,658 locations, 50 states, Big Mac $5.58 (Alaska high, Wyoming low)", () => {
  const d = homeEditorialData(buildCatalog(loadData(), "t"), []);
  assert.equal(d.locationCount, 13658);
  assert.equal(d.stateCount, 50);
  assert.equal(d.bigMac.average, 5.58);
  assert.deepEqual(d.bigMac.highest, { state: "Alaska", price: 6.91 });
  assert.deepEqual(d.bigMac.lowest, { state: "Wyoming", price: 4.6 });
});

test("top states are ranked by location count, at most 10", () => {
  const d = homeEditorialData(buildCatalog(loadData(), "t"), []);
  assert.equal(d.topStates.length, 10);
  for (let i = 1; i < d.topStates.length; i++) assert.ok(d.topStates[i - 1].locationCount >= d.topStates[i].locationCount);
});
