/**
 * The search's questions that name places or ask after an offer (diner tasks 13, 17 and 18 of docs/diner-tasks.md), read
 * against the shipped data: an item in two states side by side, a country of the Big Mac index, whether the $5 Meal
 * Deal still runs. Several phrasings of each, as a diner types them; every expected figure and date is read here from
 * the data's own functions, never typed in.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { loadDataSet } from "../../test-support/data-set.ts";
import { buildCatalog } from "../data/catalog.ts";
import { dealRecords } from "./deals.ts";
import { questionPlaces } from "./question-places.ts";
import { asksStatus, namedCountry, namedStates } from "./place-questions.ts";
import { answerQuestion, stateDifference, type QuestionAnswer } from "./questions.ts";
import { statePrice } from "./state-estimates.ts";

const catalog = buildCatalog(loadDataSet(), "test");
const items = catalog.menuItems;
// The places the site itself reads (the search page and the home search): the same cities, prices, countries and offers.
const places = questionPlaces(catalog);
const ask = <K extends QuestionAnswer["kind"]>(q: string, kind: K) => {
  const a = answerQuestion(q, items, places);
  assert.equal(a?.kind, kind, `"${q}" should be read as ${kind}; got ${JSON.stringify(a)?.slice(0, 200)}`);
  return a as Extract<QuestionAnswer, { kind: K }>;
};
const words = (q: string) => q.split(" ");

describe("one item in two states (task 13)", () => {
  const nuggets = items.find((i) => i.name === "20 Piece Chicken McNuggets")!;
  const ca = statePrice(catalog.statePrices, nuggets, "California")!;
  const oh = statePrice(catalog.statePrices, nuggets, "Ohio")!;
  for (const q of [
    "20 piece mcnuggets california vs ohio",
    "20 pc nuggets in california and ohio",
    "20 piece chicken mcnuggets price california compared to ohio",
    "is a 20 piece mcnugget cheaper in ohio than california",
  ]) {
    test(`"${q}" sets the 20 piece's figure for each state side by side, with the gap`, () => {
      const a = ask(q, "states");
      assert.deepEqual([...a.states].sort(), ["California", "Ohio"]);
      assert.equal(a.lines.length, 1);
      const line = a.lines[0];
      assert.equal(line.name, nuggets.name);
      assert.deepEqual(
        line.prices.map((p) => [p.state, p.statePrice, p.href]),
        a.states.map((s) => [s, s === "California" ? ca : oh, `/prices/${s.toLowerCase()}/20-piece-chicken-mcnuggets`]),
      );
      assert.deepEqual(line.difference, stateDifference(ca, oh));
    });
  }
  test("the gap names the dearer state, in dollars to the cent and as a share of the cheaper figure", () => {
    const mk = (state: string, price: number) => ({ state, slug: state.toLowerCase(), price, kind: "stored" as const, checked: "2026-08" });
    assert.deepEqual(stateDifference(mk("Ohio", 9.5), mk("California", 12)), {
      dearer: "California",
      cheaper: "Ohio",
      amount: 2.5,
      percent: 26,
    });
    assert.equal(stateDifference(mk("Ohio", 5), mk("Texas", 5)), null, "no gap between equal figures");
  });
  test("three states, two items: each item in each state, no single gap", () => {
    const a = ask("big mac and mcchicken in texas, ohio and new york", "states");
    assert.deepEqual(a.states, ["Texas", "Ohio", "New York"]);
    assert.deepEqual(
      a.lines.map((l) => l.name),
      ["Big Mac", "McChicken"],
    );
    assert.ok(a.lines.every((l) => l.prices.length === 3 && l.difference === null));
  });
  test("states are read whole and once: west virginia is not virginia, a state named twice counts once", () => {
    assert.deepEqual(namedStates(words("big mac west virginia vs virginia")).states, ["West Virginia", "Virginia"]);
    assert.deepEqual(namedStates(words("big mac ohio or ohio")).states, ["Ohio"]);
    assert.deepEqual(namedStates(words("fries in california and in ohio")).rest, ["fries"]);
  });
  test("one state stays the home search's direct answer; an unknown item says so with the nearest names", () => {
    assert.equal(answerQuestion("big mac meal texas", items, places), null);
    const a = ask("zzqx california vs ohio", "states");
    assert.equal(a.lines.length, 0);
    assert.equal(a.unknown[0].typed, "zzqx");
  });
});

describe("a Big Mac abroad (task 18)", () => {
  for (const q of [
    "big mac japan",
    "big mac price in japan over time",
    "how has the big mac changed in japan",
    "japan big mac history",
    "japan",
  ]) {
    test(`"${q}" is Japan's page of the index`, () => {
      const a = ask(q, "country");
      assert.equal(a.country, "Japan");
      assert.equal(a.href, `/international-prices/${catalog.bigMacIndex.histories.get("japan")!.slug}`);
      assert.equal(a.otherItem, null);
    });
  }
  test("another item abroad is named, so the page can say we hold only the Big Mac there", () => {
    assert.equal(ask("mcflurry price in japan", "country").otherItem, "McFlurry with OREO Cookies");
  });
  test("aliases read as the index's names; the United States is the rest of the site, not a country page", () => {
    const countries = places.countries!;
    assert.equal(namedCountry(words("big mac uk"), countries)?.country.name, "Britain");
    assert.equal(namedCountry(words("big mac in south korea"), countries)?.country.name, "South Korea");
    assert.equal(namedCountry(words("big mac united states"), countries), null);
    assert.equal(answerQuestion("big mac texas", items, places), null);
  });
});

describe("whether an offer still runs (task 17)", () => {
  const records = dealRecords("$5 Meal Deal", catalog.data.nationalFigures, catalog.data.deals);
  for (const q of [
    "is the $5 meal deal still on",
    "is the 5 dollar meal deal still available",
    "does mcdonalds still have the $5 meal deal",
    "when does the $5 meal deal end",
    "$5 meal deal discontinued",
  ]) {
    test(`"${q}" is the $5 Meal Deal's dated reports, newest last, and what is in it`, () => {
      const a = ask(q, "offer");
      assert.equal(a.line.name, "$5 Meal Deal");
      assert.deepEqual(a.records, records);
      assert.equal(a.description, catalog.data.deals.find((d) => d.title === "$5 Meal Deal")!.description);
      assert.equal(a.status, "running", "deals.json gives it no end date");
    });
  }
  test("the reports are every dated row that names the deal, oldest first, ending where our data ends", () => {
    assert.ok(records.length >= 2);
    const dates = records.map((r) => r.effective);
    assert.deepEqual(dates, [...dates].sort());
    const rows = catalog.data.nationalFigures.filter((f) => /deal/.test(f.kind) && f.item.includes("$5 Meal Deal"));
    assert.equal(
      records.at(-1)!.effective,
      rows
        .map((r) => r.effective)
        .sort()
        .at(-1),
    );
    assert.ok(records.every((r) => r.url.startsWith("https://") && r.source));
  });
  test("the words: a status word is needed, and the name is what is left", () => {
    assert.equal(asksStatus(words("5 meal deal")), null);
    assert.deepEqual(asksStatus(words("is the 5 meal deal still on"))?.rest, ["the", "5", "meal", "deal"]);
    assert.equal(answerQuestion("$5 meal deal", items, places), null, "the name alone is the item's page");
  });
});
