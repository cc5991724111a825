import assert from "node:assert/strict";
import { test } from "node:test";
import { loadDataSet } from "../../test-support/data-set.ts";
import type { DataSet } from "../data/data-files.ts";
import {
  backtest,
  cpiSeries,
  modelErrors,
  modelInputs,
  modelOutput,
  nationalEstimates,
  priceRange,
  quantile,
  stateFactors,
} from "./price-model.ts";

const loadData = () => loadDataSet();

/** The index value of a month, read straight from the imported file. */
const cpiOf = (data: DataSet, month: string) => data.cpi.find((c) => c.month === month)!.value;

test("the national Big Mac is the chain's newest published US price moved to the index's newest month, recomputed from the imported inputs", () => {
  const data = loadData();
  const latest = data.cpi
    .map((c) => c.month)
    .sort()
    .at(-1)!;
  const editions = data.bigMacIndex.filter((e) => e.date >= "2022-07").sort((a, b) => (a.date < b.date ? -1 : 1));
  const newest = editions.at(-1)!;
  const usd = newest.countries.find((c) => c.iso === "USA")!.localPrice;
  const fromIndex = (usd * cpiOf(data, latest)) / cpiOf(data, newest.date.slice(0, 7));
  const e = nationalEstimates(modelInputs(data)).get("Big Mac")!;
  assert.equal(e.month, latest);
  assert.equal(e.rule, "anchor");
  assert.equal(e.anchor?.value, usd);
  assert.ok(Math.abs(e.value - fromIndex) < 1e-9, `${e.value} vs ${fromIndex}`);
  // The other published anchor, the chain's May 2024 average, gives a lower figure today: the page shows both.
  const may2024 = data.nationalFigures.find(
    (f) => f.kind === "company_statement" && f.item === "Big Mac, US average" && f.month === "2024-05",
  )!;
  const fromLetter = ((may2024.value as number) * cpiOf(data, latest)) / cpiOf(data, "2024-05");
  assert.ok(fromLetter < e.value && fromLetter > 5.5 && e.value < 6.5, `${fromLetter.toFixed(2)} and ${e.value.toFixed(2)}`);
  // What the menu file stores is that estimate to the dime, for that month.
  const stored = data.menuItems.find((i) => i.name === "Big Mac")!;
  assert.equal(stored.avgPriceUsd, Math.round(fromIndex * 10) / 10);
  assert.equal(stored.priceAsOf, latest);
});

test("a deal is its advertised price from its start date, the item's anchors before it; a regional exception applies in its states only", () => {
  const data = loadData();
  const inputs = modelInputs(data);
  const now = nationalEstimates(inputs).get("Big Mac Extra Value Meal")!;
  assert.equal(now.rule, "deal");
  assert.equal(now.value, 8);
  const before = nationalEstimates(inputs, "2025-05").get("Big Mac Extra Value Meal")!;
  assert.equal(before.rule, "anchor");
  assert.equal(before.anchor?.value, 9.29);
  const out = modelOutput(
    inputs,
    data.menuItems.map((i) => i.name),
  );
  const deal = (state: string) => out.prices.find((p) => p.itemName === "$5 Meal Deal" && p.state === state)!.price;
  assert.equal(deal("Alaska"), 6);
  assert.equal(deal("California"), 6);
  assert.equal(deal("Texas"), 5);
  assert.equal(out.items.get("$5 Meal Deal")?.fixedPrice, true);
});

test("a state's level comes from its newest survey: NetCredit 2024's percentage beats the older lists; the states no survey names average out", () => {
  const data = loadData();
  const f = new Map(stateFactors(data.stateSurveys, data.stateLevels).map((x) => [x.state, x]));
  assert.equal(f.get("Virginia")!.basis, "survey");
  assert.ok(Math.abs(f.get("Virginia")!.factor - 0.888) < 1e-9, "Virginia: -11.2% (NetCredit 2024), not the 2021 list's dear price");
  assert.ok(Math.abs(f.get("Alaska")!.factor - 1.2393) < 1e-9);
  assert.match(f.get("Texas")!.figure!.survey, /^NetCredit/);
  const mean = [...f.values()].reduce((s, x) => s + x.factor, 0) / f.size;
  assert.ok(Math.abs(mean - 1) < 1e-6, `mean level ${mean}`);
  // A state no survey names stays inside the 2021 list's band.
  for (const x of f.values())
    if (x.basis === "estimate") assert.ok(x.factor >= 4.07 / 4.4 - 1e-9 && x.factor <= 4.67 / 4.4 + 1e-9, x.state);
});

test("the backtest: each Economist US edition since July 2022 from the one before lands within -2.3% to +1.6%; outlier stores are shown, not counted", () => {
  const data = loadData();
  const tests = backtest(modelInputs(data));
  const econ = tests.find((t) => t.id === "economist-nowcast")!;
  assert.equal(econ.rows.length, data.bigMacIndex.filter((e) => e.date >= "2022-07").length - 1);
  for (const r of econ.rows) assert.ok(r.error >= -0.0235 && r.error <= 0.0165, `${r.label}: ${r.error}`);
  const observed = tests.find((t) => t.id === "observed-state")!;
  const restStops = observed.rows.filter((r) => r.excluded === "a highway rest stop");
  assert.ok(restStops.length >= 4, "the Lee and Darien rest stops are listed");
  assert.equal(observed.count, observed.rows.length - observed.rows.filter((r) => r.excluded).length);
  assert.equal(
    observed.p80,
    quantile(
      observed.rows.filter((r) => !r.excluded).map((r) => Math.abs(r.error)),
      0.8,
    ),
  );
  const errors = modelErrors(tests);
  assert.ok(errors.national >= errors.state, "a national range is at least as wide as a state's");
});

test("a shown range is the estimate plus and minus the error, rounded outwards to the dime: never narrower than the error", () => {
  assert.deepEqual(priceRange(6.2, 0.233), { low: 4.7, high: 7.7 });
  for (const [v, e] of [
    [6.2, 0.233],
    [0.4, 0.343],
    [11.3, 0.1],
    [2.9, 0.05],
  ] as const) {
    const r = priceRange(v, e);
    assert.ok(r.low <= v * (1 - e) + 1e-9 && r.high >= v * (1 + e) - 1e-9, `${v} +/- ${e}: ${r.low}-${r.high}`);
  }
});

test("the price index: a month BLS did not publish (October 2025) is its neighbours' mean; a year's figure is its months' mean", () => {
  const data = loadData();
  const cpi = cpiSeries(data.cpi);
  assert.equal(
    data.cpi.some((c) => c.month === "2025-10"),
    false,
  );
  assert.equal(cpi.at("2025-10"), (cpiOf(data, "2025-09") + cpiOf(data, "2025-11")) / 2);
  const months = data.cpi.filter((c) => c.month.startsWith("2019-"));
  assert.equal(months.length, 12);
  assert.ok(Math.abs(cpi.yearMean("2019")! - months.reduce((s, c) => s + c.value, 0) / 12) < 1e-9);
});
