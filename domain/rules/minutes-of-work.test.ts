import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { parseDataFile } from "../data/data-files.ts";
import { minutesOfWork, parseWorkSort, sortWorkRows, sourceSite, workRows } from "./minutes-of-work.ts";
import { buildStatePriceIndex } from "./state-estimates.ts";
import { STATE_NAMES } from "./states.ts";

const read = <K extends "minimumWages" | "menuItems" | "prices">(key: K, file: string) =>
  parseDataFile(key, readFileSync(new URL(`../../data/${file}`, import.meta.url), "utf8")).data;
const wages = read("minimumWages", "minimum-wages.json");
const items = read("menuItems", "menu-items.json");
const index = buildStatePriceIndex(items, read("prices", "prices.json"));
const bigMac = items.find((i) => i.name === "Big Mac")!;

/** The raw file's newest rows, read with a CSV-unaware look at the first fields (state and wage come first). */
function rawWage(state: string): number {
  const lines = readFileSync(new URL("../../data/sources/wages/us-state-minimum-wage-2026.csv", import.meta.url), "utf8")
    .trim()
    .split("\n");
  const newest = lines
    .slice(1)
    .map((l) => l.match(/,(\d{4}-\d{2}-\d{2}),[^,]*$/)?.[1] ?? "")
    .sort()
    .at(-1)!;
  const line = lines.find((l) => l.startsWith(`${state},`) && l.includes(`,${newest},`))!;
  return Number(line.split(",")[1]);
}

test("minutes of work: price over the hourly wage, times 60, to the nearest minute", () => {
  assert.equal(minutesOfWork(7.25, 7.25), 60);
  assert.equal(minutesOfWork(5.58, 7.25), Math.round((5.58 / 7.25) * 60));
  assert.equal(minutesOfWork(6.91, 13), 32);
});

test("every state has one wage, and three of them are the raw file's newest rate", () => {
  assert.deepEqual(
    wages.map((w) => w.state),
    [...STATE_NAMES].sort(),
  );
  for (const state of ["Texas", "California", "New York"])
    assert.equal(wages.find((w) => w.state === state)!.wageUsd, rawWage(state), state);
});

test("each state's row uses its own wage and its own Big Mac price; sorting by minutes puts the most first", () => {
  const rows = workRows(wages, index, [bigMac]);
  const texas = rows.find((r) => r.wage.state === "Texas")!;
  assert.equal(texas.minutes[0], minutesOfWork(texas.prices[0]!.price, texas.wage.wageUsd));
  const sorted = sortWorkRows(rows, "minutes");
  for (let i = 1; i < sorted.length; i++) assert.ok(sorted[i - 1].minutes[0]! >= sorted[i].minutes[0]!);
  assert.equal(sortWorkRows(rows, "state")[0].wage.state, "Alabama");
  const byWage = sortWorkRows(rows, "wage");
  assert.ok(byWage[0].wage.wageUsd >= byWage[byWage.length - 1].wage.wageUsd);
  assert.equal(parseWorkSort("nonsense"), "minutes");
  assert.equal(parseWorkSort("wage"), "wage");
});

test("a source is credited by its site", () => {
  assert.equal(sourceSite("https://www.wagehourblog.com/minimum-wages"), "wagehourblog.com");
});
