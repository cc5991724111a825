import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { filterMenu, menuSearch, resultLine, searchAnswer, ALL_ITEMS } from "./menu.ts";
import { searchItems } from "./order.ts";
import { editDistance, matchesQuery, normaliseSearchText } from "./search.ts";
import type { MenuItem } from "../data/schemas.ts";

const menu = JSON.parse(readFileSync(new URL("../../data/menu-items.json", import.meta.url), "utf8")) as MenuItem[];
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
      for (const [where, found] of [
        ["home", home(query)],
        ["calculators", calc(query)],
      ] as const) {
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

describe("search reads states, sizes, typos and meals", () => {
  const items = menu.map((i) => ({ ...i, sized: ["World Famous Fries", "Coca-Cola"].includes(i.name) }));
  const answer = (q: string) => searchAnswer(filterMenu(items, q, ALL_ITEMS), menuSearch(items, q));

  test('"big mac meal texas" is the Big Mac meal in Texas, and a search goes straight there', () => {
    assert.deepEqual(answer("big mac meal texas"), {
      href: "/menu/item/big-mac-extra-value-meal?state=texas#price",
      label: "Big Mac Extra Value Meal: the price in Texas",
      direct: true,
    });
    assert.equal(answer("Big Mac price in Texas")?.href, "/menu/item/big-mac?state=texas#price");
  });

  test('"texas" finds the state, and two-word states are read whole', () => {
    assert.deepEqual(answer("texas"), { href: "/prices/texas#menu", label: "Texas: every menu price in Texas", direct: true });
    assert.equal(answer("mcchicken west virginia")?.href, "/menu/item/mcchicken?state=west-virginia#price");
    assert.equal(answer("new york")?.href, "/prices/new-york#menu");
  });

  test('"large fries" finds the fries in Large', () => {
    assert.ok(home("large fries").includes("World Famous Fries"));
    assert.deepEqual(answer("large fries"), {
      href: "/menu/item/world-famous-fries?size=Large#price",
      label: "World Famous Fries (Large)",
      direct: false,
    });
    assert.equal(answer("big fries")?.href, "/menu/item/world-famous-fries?size=Large#price");
    // "big" is a size only before fries or a drink
    assert.ok(home("big mac").includes("Big Mac"));
  });

  test('typos: "mcchiken" finds the McChicken, "mcflury" the McFlurries', () => {
    assert.ok(home("mcchiken").includes("McChicken"));
    assert.equal(answer("mcchiken")?.href, "/menu/item/mcchicken#price");
    assert.ok(home("mcflury").includes("McFlurry with OREO Cookies"));
    assert.deepEqual(menuSearch(items, "mcchiken").corrections, [{ from: "mcchiken", to: "mcchicken" }]);
    assert.deepEqual(home("zzzzqqq"), []);
  });

  test("edit distance counts a swap as one edit and stops past the bound", () => {
    assert.equal(editDistance("nuggest", "nuggets", 2), 1);
    assert.equal(editDistance("abc", "xyzxyz", 1), 2);
    assert.equal(editDistance("mcchiken", "mcchicken", 2), 1);
  });
});
