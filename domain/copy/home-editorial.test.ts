import assert from "node:assert/strict";
import { test } from "node:test";
import { loadDataSet } from "../../test-support/data-set.ts";
import { buildCatalog } from "../data/catalog.ts";
import { homeEditorialData } from "./home-editorial.ts";
import { formatLongDate } from "../rules/dates.ts";

const loadData = () => loadDataSet();

test("the home figures come from the data: ScrapeHero's 13,562 locations, 50 states, the Big Mac's estimate (Alaska high and Wyoming low, as NetCredit's 2024 survey found)", () => {
  const data = loadData();
  const d = homeEditorialData(buildCatalog(data, "t"));
  assert.equal(d.locationCount, 13562);
  assert.equal(d.locationBasis, "ScrapeHero location report, September 23, 2024");
  assert.equal(d.stateCount, 50);
  // The chain's newest US Big Mac figure (the Economist's January 2026 edition) moved by the fast-food index to its newest month.
  const cpi = (m: string) => data.cpi.find((c) => c.month === m)!.value;
  const latest = data.cpi.at(-1)!.month;
  const jan = data.bigMacIndex.find((e) => e.date === "2026-01-01")!.countries.find((c) => c.iso === "USA")!.localPrice;
  const national = (jan * cpi(latest)) / cpi("2026-01");
  assert.equal(d.bigMac.average, Math.round(national * 10) / 10);
  assert.deepEqual(d.bigMac.highest, { state: "Alaska", price: Math.round(national * 1.2393 * 10) / 10 });
  assert.deepEqual(d.bigMac.lowest, { state: "Wyoming", price: Math.round(national * (1 - 0.1761) * 10) / 10 });
});

test("top states are ranked by their published counts, Texas first, each with who counted and when, at most 10", () => {
  const d = homeEditorialData(buildCatalog(loadData(), "t"));
  assert.equal(d.topStates.length, 5);
  for (let i = 1; i < d.topStates.length; i++) assert.ok(d.topStates[i - 1].locationCount >= d.topStates[i].locationCount);
  assert.deepEqual(
    d.topStates.slice(0, 3).map((t) => [t.state, t.locationCount, t.basis]),
    [
      ["Texas", 1232, "ScrapeHero, as reported by Food Republic, October 2025"],
      ["California", 1227, "ScrapeHero, as reported by Food Republic, October 2025"],
      ["Florida", 885, "ScrapeHero, as reported by Food Republic, October 2025"],
    ],
  );
  // A share of ScrapeHero's US total: 1,232 of 13,562.
  assert.equal(d.topStates[0].percentage, 9.08);
  assert.ok(
    d.topStates.every((t) => t.basis !== "our estimate"),
    "the top 5 are all published counts",
  );
});

test("the home deals line's figures are the records': rewards.json's earn rate with its FAQ and read date, the study's delivery fees", () => {
  const data = loadData();
  // Edited figures, not the shipped ones: the home page follows the data.
  // Read a year before the shipped record says (a date of the record's own, moved), so the line must follow the record.
  const earn = data.rewards.find((r) => r.id === "earn-rate")!;
  const read = `${Number(earn.read.slice(0, 4)) - 1}${earn.read.slice(4)}`;
  data.rewards = data.rewards.map((r) => (r === earn ? { ...r, points: 125, read } : r));
  data.deliveryEstimate = data.deliveryEstimate.map((e) => ({ ...e, deliveryFeeLowUsd: 0.5, deliveryFeeHighUsd: 4.25 }));
  const d = homeEditorialData(buildCatalog(data, "t"));
  assert.equal(d.rewards.earnRate, "125 points per $1");
  assert.equal(d.rewards.source?.read, formatLongDate(read));
  assert.match(d.rewards.source?.url ?? "", /^https:\/\/www\.mcdonalds\.com\//);
  assert.deepEqual([d.deliveryFees?.low, d.deliveryFees?.high, d.deliveryFees?.reported], [0.5, 4.25, data.deliveryEstimate[0].reported]);
  // Without the records the line says nothing of them.
  const none = homeEditorialData(buildCatalog({ ...loadData(), deliveryEstimate: [] }, "t"));
  assert.equal(none.deliveryFees, null);
});
