/**
 * The price model's imports: the fast-food index, the chain's national figures and the prices seen at stores, each
 * against its raw file read here with csv-parse directly, and a typo in a raw file named by file, line and column.
 */
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";
import { CPI_FILE, deriveCpi, FAST_FOOD_SERIES } from "./cpi.ts";
import { deriveNationalFigures, NATIONAL_FIGURES } from "./national-figures.ts";
import { deriveObservedPrices, OBSERVED_PRICES, observedMonth } from "./observed-prices.ts";
import { deriveStateSurveys, STATE_SURVEYS } from "./state-surveys.ts";

const sourcesDir = fileURLToPath(new URL("../../data/sources/", import.meta.url));
const raw = (file: string) => fs.readFile(path.join(sourcesDir, file), "utf8");
const rows = async (file: string) => parse(await raw(file), { columns: true, bom: true }) as Record<string, string>[];

test("the index: every month of the fast-food series as BLS gave it, and a bad month is named with file, line and column", async () => {
  const text = await raw(CPI_FILE);
  const want = (await rows(CPI_FILE)).filter((r) => r.series_id === FAST_FOOD_SERIES);
  const got = deriveCpi(text);
  assert.equal(got.length, want.length);
  assert.deepEqual(got.at(-1), { series: FAST_FOOD_SERIES, month: want.at(-1)!.month, value: Number(want.at(-1)!.value) });
  const broken = text.replace(`${FAST_FOOD_SERIES},2024-05,`, `${FAST_FOOD_SERIES},2024-5,`);
  assert.throws(
    () => deriveCpi(broken),
    /cpi\/bls-cpi-food-away-from-home\.csv: line \d+: column month: "2024-5" is not a month written YYYY-MM/,
  );
});

test("the chain's national figures: the May 2024 averages kept with their month, low-reliability rows left out", async () => {
  const got = deriveNationalFigures(await raw(NATIONAL_FIGURES));
  const bigMac = got.find((f) => f.item === "Big Mac, US average" && f.month === "2024-05")!;
  assert.equal(bigMac.value, 5.29);
  assert.equal(bigMac.published, "2024-05-29");
  const lows = (await rows(NATIONAL_FIGURES)).filter((r) => r.reliability === "low").map((r) => r.item);
  assert.ok(lows.length > 0);
  for (const item of lows) assert.ok(!got.some((f) => f.item === item), `${item} is rated low and left out`);
  assert.equal(got.find((f) => f.item.startsWith("Average menu price change"))?.valueText, "+40");
});

test("prices seen at stores: each kept with its own date and source, rest stops and delivery flagged, never dropped", async () => {
  const want = (await rows(OBSERVED_PRICES)).filter((r) => r.price_usd.trim() !== "");
  const got = deriveObservedPrices(await raw(OBSERVED_PRICES));
  assert.equal(got.length, want.length);
  // The rows that say they are rest stops are flagged; the Fast Food Index's Lee store says nothing of it and is counted.
  const restStops = got.filter((o) => o.outlier === "a highway rest stop").map((o) => `${o.city} ${o.priceUsd}`);
  assert.deepEqual(restStops.sort(), ["Darien 10.19", "Darien 17.59", "Darien 8.29", "Lee 6.39", "Lee 6.69", "Lee 7.89", "Lee 8.09"]);
  assert.equal(got.find((o) => o.basis === "store_delivery")?.outlier, "a delivery app's price, not the store's");
  assert.equal(observedMonth("2021 (by 2021-03-27)"), "2021-03");
  assert.equal(observedMonth("2025 (stored copy undated)"), undefined);
  const broken = (await raw(OBSERVED_PRICES)).replace(",Stigler,OK,", ",Stigler,OX,");
  assert.throws(
    () => deriveObservedPrices(broken),
    /us-mcdonalds-observed-prices\.csv: line \d+: column state: "OX" is not a US state's postal code/,
  );
});

test("NetCredit 2024's state rows come in as percentages against the national average", async () => {
  const got = deriveStateSurveys(await raw(STATE_SURVEYS));
  const netcredit = got.filter((s) => s.survey.startsWith("NetCredit") && s.state !== "United States");
  assert.deepEqual(netcredit.map((s) => [s.state, s.percentVsNational]).sort(), [
    ["Alaska", 23.93],
    ["Massachusetts", 21.99],
    ["Texas", -11.6],
    ["Vermont", 19.41],
    ["Virginia", -11.2],
    ["Wyoming", -17.61],
  ]);
  assert.ok(netcredit.every((s) => s.priceUsd === undefined));
});
