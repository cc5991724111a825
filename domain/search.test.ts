import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { filterMenu, resultLine, ALL_ITEMS } from "./menu.ts";
import { searchItems } from "./order.ts";
import { matchesQuery, normaliseSearchText } from "./search.ts";

const menu = JSON.parse(readFileSync(new URL("../data/menu-items.json", import.meta.url), "utf8")) as Array<{ name: string; category: string; cuisine: string }>;
const home = (q: string) => filterMenu(menu, q, ALL_ITEMS).map((i) => i.name);
const calc = (q: string) => searchItems(menu, q, 200).map((i) => i.name);

describe("search finds what people type", () => {
  const cases: Array<[string, string[]]> = [
    ["coke", ["Coca-Cola", "Diet Coke", "Coca-Cola Zero Sugar"]],
    ["Coke", ["Coca-Cola"]],
    ["nuggets", ["4 Piece Chicken McNuggets", "10 Piece Chicken McNuggets", "20 Piece Chicken McNuggets"]],
    ["nuggs", ["6 Piece Chicken McNuggets", "10 Piece Chicken McNuggets Extra Value Meal"]],
    ["mc flurry", ["McFlurry with OREO Cookies", "McFlurry with M&M'S Candies"]],
    ["McFlurry", ["McFlurry with OREO Cookies"]],
    ["fries", ["World Famous Fries"]],
    ["shake", ["Chocolate Shake", "Vanilla Shake", "Strawberry Shake", "Shamrock Shake"]],
    ["shakes", ["Chocolate Shake"]],
    ["big mac", ["Big Mac", "Big Mac Extra Value Meal"]],
    ["bigmac", ["Big Mac"]],
    ["mcdonald cafe", []],
    ["cafe", ["Latte"]],
    ["filet o fish", ["Filet-O-Fish", "Double Filet-O-Fish"]],
    ["m&m", ["McFlurry with M&M'S Candies"]],
    ["  LATTE  ", ["Latte", "Iced Latte"]],
  ];
  for (const [query, expected] of cases) {
    test(`"${query}" reaches ${expected.join(", ") || "nothing wrong"}`, () => {
      for (const [where, found] of [["home", home(query)], ["calculators", calc(query)]] as const) {
        for (const name of expected) assert.ok(found.includes(name), `${where}: "${query}" should find ${name}; found ${found.join(", ")}`);
      }
    });
  }
  test("the words of a query all have to match, so a specific query stays specific", () => {
    assert.deepEqual(home("diet coke"), ["Diet Coke"]);
    assert.ok(!home("mc flurry").includes("Big Mac"));
    assert.ok(!home("coke").includes("Sprite"));
    assert.deepEqual(home("zzzz"), []);
  });
  test("blank matches everything; normalisation drops case, accents, punctuation and spacing", () => {
    assert.equal(home("   ").length, menu.length);
    assert.equal(normaliseSearchText("  McCafé  Iced-Coffee® "), "mccafe iced coffee");
    assert.equal(normaliseSearchText("M&M'S"), "m and ms");
    assert.ok(matchesQuery(["McFlurry with OREO Cookies"], "MC  FLURRY"));
  });
  test("the result line is plural only when it should be", () => {
    assert.equal(resultLine(1, "big mac "), 'Showing 1 result for "big mac"');
    assert.equal(resultLine(2, "mc"), 'Showing 2 results for "mc"');
    assert.equal(resultLine(0, "mc"), 'Showing 0 results for "mc"');
  });
});

describe("sizes are named where a price depends on one", () => {
  test("a sized item's single price is the Medium's, a one-size item's needs no label", async () => {
    const { hasSizes, nameWithSize } = await import("./menu.ts");
    const byName = (n: string) => menu.find((i) => i.name === n)!;
    assert.equal(hasSizes(byName("Coca-Cola")), true);
    assert.equal(hasSizes(byName("World Famous Fries")), true);
    assert.equal(hasSizes(byName("Big Mac")), false);
    assert.equal(nameWithSize("Coca-Cola", "Medium"), "Coca-Cola (Medium)");
    assert.equal(nameWithSize("Big Mac", null), "Big Mac");
  });
});
