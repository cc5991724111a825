import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import {
  buildBigMacIndex,
  changeSentence,
  countrySlug,
  formatEdition,
  formatLocalPrice,
  pickEditions,
  priceChange,
} from "./big-mac-index.ts";
import { parseDataFile } from "../data/data-files.ts";

const view = buildBigMacIndex(
  parseDataFile("bigMacIndex", readFileSync(new URL("../../data/big-mac-index.json", import.meta.url), "utf8")).data,
);

/** The raw file's United States rows, read with a plain split (it has no quoted fields), oldest first. */
function rawUs(): { date: string; price: number }[] {
  const [head, ...lines] = readFileSync(new URL("../../data/sources/big-mac-index/big-mac-full-index.csv", import.meta.url), "utf8")
    .trim()
    .split("\n");
  const cols = head.split(",");
  return lines
    .map((l) => Object.fromEntries(l.split(",").map((c, i) => [cols[i], c])))
    .filter((r) => r.iso_a3 === "USA")
    .map((r) => ({ date: r.date, price: Number(r.dollar_price) }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

test("the US price history has every edition, and its first and last points are the raw file's", () => {
  const raw = rawUs();
  assert.equal(view.usSeries.length, raw.length);
  assert.deepEqual(view.usSeries[0], raw[0]);
  assert.deepEqual(view.usSeries.at(-1), raw.at(-1));
  assert.equal(view.usSeries.length, view.editions.length, "every edition prices the United States");
});

test("the latest edition's United States row is the edition's US price, at a rate of one", () => {
  const us = view.latest!.countries.find((c) => c.iso === "USA")!;
  assert.equal(us.dollarPrice, rawUs().at(-1)!.price);
  assert.equal(us.localPrice, us.dollarPrice);
});

test("each country has one page, named by its newest name; a renamed country keeps one history", () => {
  assert.equal(view.histories.size, new Set(view.editions.flatMap((e) => e.countries.map((c) => c.iso))).size);
  const uae = view.histories.get("united-arab-emirates")!;
  assert.equal(uae.iso, "ARE");
  assert.ok(
    uae.points.some((p) => p.country.name !== uae.name),
    "its older editions wrote another name",
  );
  for (const c of view.latest!.countries) assert.equal(view.histories.get(countrySlug(c.name))?.iso, c.iso, c.name);
});

test("the change between two editions is computed from their prices, earlier first, with a fallback for unknown dates", () => {
  const series = [
    { date: "2000-04-01", price: 2.24 },
    { date: "2023-07-01", price: 5.58 },
    { date: "2026-01-01", price: 6.12 },
  ];
  const picked = pickEditions(series, "2026-01-01", "2000-04-01")!;
  assert.deepEqual([picked.from.date, picked.to.date, picked.asked], ["2000-04-01", "2026-01-01", true]);
  const c = priceChange(picked.from, picked.to);
  assert.equal(c.change, 3.88);
  assert.equal(c.percent, Math.round(((6.12 - 2.24) / 2.24) * 1000) / 10);
  assert.equal(changeSentence("It", c), `It went from $2.24 in April 2000 to $6.12 in January 2026: up $3.88 (${c.percent.toFixed(1)}%).`);
  const fallback = pickEditions(series, "1999-01-01", null)!;
  assert.deepEqual([fallback.from.date, fallback.to.date, fallback.asked], ["2000-04-01", "2026-01-01", false]);
  assert.match(changeSentence("It", priceChange(series[2], series[1])), /down \$0\.54/);
  assert.match(changeSentence("It", priceChange(series[1], series[1])), /choose two different editions/);
  assert.equal(pickEditions([], null, null), null);
});

test("editions are named by month, local prices carry their currency code", () => {
  assert.equal(formatEdition("2019-07-09"), "July 2019");
  assert.equal(formatLocalPrice(480000, "LBP"), "480,000 LBP");
  assert.equal(formatLocalPrice(7.3, "CHF"), "7.30 CHF");
});
