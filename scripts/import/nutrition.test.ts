import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { deriveNutrition, NUTRITION_MAP, NUTRITION_SOURCE } from "./nutrition.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../data/sources");
const read = (p: string) => readFileSync(path.join(root, p), "utf8");

test("a changed raw file changes the output: a new edition of an item wins, with its date", () => {
  const csv = read(NUTRITION_SOURCE);
  const newer = `${csv.trimEnd()}\nBig Mac,,,600,35,,,,,,,,26,official-calculator,test,2027-01-15,a planted newer edition\n`;
  const entries = deriveNutrition(newer, read(NUTRITION_MAP), read("../menu-items.json"));
  const bigMac = entries.find((e) => e.item === "Big Mac")!;
  assert.deepEqual([bigMac.calories, bigMac.fat, bigMac.protein, bigMac.asOf], [600, 35, 26, "2027-01-15"]);
  assert.equal(bigMac.fieldsAsOf?.sodium, "2026-09-16", "a field the new edition lacks keeps its own, older, date");
});

test("only the chain's own publications count: third-party rows never become a figure", () => {
  const menu = JSON.stringify([{ name: "Test Burger" }]);
  const map = JSON.stringify({ names: [], exclude: [] });
  const head = read(NUTRITION_SOURCE).split(/\r?\n/)[0];
  const blog = `${head}\nTest Burger,,,999,,,,,,,,,,third-party,a blog,2026-11-01,\n`;
  assert.deepEqual(deriveNutrition(blog, map, menu), []);
  const chain = `${blog}Test Burger,,,500,,,,,,,,,,official-product-page,a product page,2026-09-10,\n`;
  assert.deepEqual(deriveNutrition(chain, map, menu), [
    { item: "Test Burger", size: "Standard", source: "McDonald's US product page", asOf: "2026-09-10", calories: 500 },
  ]);
});

test("an excluded record is dropped, so an older edition or nothing stands", () => {
  const entries = deriveNutrition(read(NUTRITION_SOURCE), read(NUTRITION_MAP), read("../menu-items.json"));
  assert.equal(
    entries.find((e) => e.item === "Big Breakfast"),
    undefined,
    "the 1,060-calorie record with syrup is excluded",
  );
  const iced = entries.find((e) => e.item === "Iced Mocha" && e.size === "Medium")!;
  assert.deepEqual([iced.calories, iced.asOf], [320, "2026-09-10"]);
});

test("the published figures the issue found wrong are the newest edition's", () => {
  const entries = deriveNutrition(read(NUTRITION_SOURCE), read(NUTRITION_MAP), read("../menu-items.json"));
  const cal = (item: string, size = "Standard") => entries.find((e) => e.item === item && e.size === size)?.calories;
  assert.equal(cal("McFlurry with OREO Cookies"), 410);
  assert.equal(cal("McFlurry with M&M'S Candies"), 570);
  assert.equal(cal("World Famous Fries", "Small"), 230);
  assert.equal(cal("Big Mac"), 580);
  assert.equal(cal("McDouble"), 390);
  assert.equal(cal("McChicken"), 390);
  assert.equal(cal("Double Cheeseburger"), 440);
  assert.equal(cal("Filet-O-Fish"), 380);
  assert.equal(cal("40 Piece Chicken McNuggets"), 1650);
  assert.equal(cal("Premium Roast Coffee", "Medium"), 10);
  assert.equal(cal("Honey"), 50);
});
