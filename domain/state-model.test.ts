import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { parseDataFile } from "./data-files.ts";
import { stateFactors, surveyBand, surveyBase, surveyFiguresByState } from "./state-model.ts";
import { stateLocations } from "./locations.ts";

const read = <K extends "stateSurveys" | "prices" | "locations" | "restaurantCounts">(key: K, file: string) =>
  parseDataFile(key, readFileSync(new URL(`../data/${file}`, import.meta.url), "utf8")).data;
const surveys = read("stateSurveys", "state-price-surveys.json");
const prices = read("prices", "prices.json");
const previous = new Map(prices.filter((p) => p.itemName === "Big Mac").map((p) => [p.state, p.price / 5.58]));

test("a state a dated survey prices gets the survey's price over the survey's US average as its factor", () => {
  assert.deepEqual(surveyBase(surveys), { survey: "CashNetUSA Big Mac price study (as reported by Daily Mail)", published: "2023-03-19", priceUsd: 4.4 });
  const f = new Map(stateFactors(surveys, previous).map((x) => [x.state, x]));
  assert.equal(f.get("Texas")!.factor, 4.39 / 4.4);
  assert.equal(f.get("Texas")!.basis, "survey");
  assert.equal(f.get("Hawaii")!.factor, 5.31 / 4.4);
  // New Hampshire is only in the 2021 list: its figure is used, with the same base.
  assert.equal(f.get("New Hampshire")!.figure!.published, "2021-11-11");
  assert.equal(f.get("New Hampshire")!.factor, 4.83 / 4.4);
});

test("the model puts Hawaii dearest and Mississippi cheapest, Texas below the national price, and averages 1 over the 50 states", () => {
  const factors = stateFactors(surveys, previous).sort((a, b) => b.factor - a.factor);
  assert.equal(factors.length, 50);
  assert.equal(factors[0].state, "Hawaii");
  assert.equal(factors.at(-1)!.state, "Mississippi");
  assert.ok(factors.find((f) => f.state === "Texas")!.factor < 1);
  const mean = factors.reduce((s, f) => s + f.factor, 0) / 50;
  assert.ok(Math.abs(mean - 1) < 1e-9, `mean ${mean}`);
});

test("a state no survey names stays within the band the 2021 list leaves for it, whatever our earlier estimate was", () => {
  assert.deepEqual(surveyBand(surveys), { low: 4.07, high: 4.67 });
  // Wyoming was our cheapest state at $4.60 (factor 0.82), below every state the survey names.
  const f = stateFactors(surveys, new Map([...previous, ["Wyoming", 0.5], ["Nevada", 3]])).find((x) => x.state === "Wyoming")!;
  assert.equal(f.basis, "estimate");
  assert.ok(f.factor >= 4.07 / 4.4 - 0.02 && f.factor <= 4.67 / 4.4 + 0.02, String(f.factor));
});

test("running the model on its own output changes nothing", () => {
  const once = stateFactors(surveys, previous);
  const again = stateFactors(surveys, new Map(once.map((f) => [f.state, f.factor])));
  for (const [i, f] of once.entries()) assert.ok(Math.abs(f.factor - again[i].factor) < 1e-9, f.state);
});

test("each state's survey figures are listed newest first, with the survey's name, date and source", () => {
  const texas = surveyFiguresByState(surveys).get("Texas")!;
  assert.deepEqual(texas.map((f) => [f.published, f.priceUsd]), [["2023-03-19", 4.39]]);
  const hawaii = surveyFiguresByState(surveys).get("Hawaii")!;
  assert.deepEqual(hawaii.map((f) => f.published), ["2023-03-19", "2021-11-11"]);
  assert.match(hawaii[1].source, /^https:\/\/www\.masslive\.com\//);
  assert.equal(surveyFiguresByState(surveys).has("Nevada"), false);
});

test("restaurants per state: the newest published count where there is one, our estimate elsewhere, shares of the published US total", () => {
  const rows = stateLocations(read("locations", "locations.json"), read("restaurantCounts", "restaurant-counts.json"));
  assert.equal(rows.length, 50);
  assert.deepEqual(rows.slice(0, 2).map((r) => [r.state, r.locationCount, r.basis, r.asOf]), [["Texas", 1232, "published", "2025-10"], ["California", 1227, "published", "2025-10"]]);
  const georgia = rows.find((r) => r.state === "Georgia")!;
  assert.deepEqual([georgia.locationCount, georgia.asOf, georgia.publisher], [444, "2024-09-23", "ScrapeHero location report"]);
  const nevada = rows.find((r) => r.state === "Nevada")!;
  assert.equal(nevada.basis, "estimate");
  assert.equal(nevada.asOf, undefined);
  assert.equal(rows[0].percentage, Math.round((1232 / 13562) * 10000) / 100);
});
