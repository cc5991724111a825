import assert from "node:assert/strict";
import fs from "node:fs";
import { describe, test } from "node:test";
import { parseDataFile } from "#domain/data/data-files.ts";
import { itemArt, itemScene } from "./item-art.ts";

const menu = parseDataFile("menuItems", fs.readFileSync(new URL("../../data/menu-items.json", import.meta.url), "utf8")).data;
const art = (name: string) => {
  const item = menu.find((i) => i.name === name);
  assert.ok(item, `${name} is on the menu`);
  return itemArt(item, menu);
};

describe("item drawings follow the item's data", () => {
  test("burgers: patty count, cheese, the Big Mac's middle bun", () => {
    const bigMac = art("Big Mac");
    assert.equal(bigMac.kind, "sandwich");
    if (bigMac.kind !== "sandwich") return;
    assert.deepEqual(bigMac.fillings, ["beef", "beef"]);
    assert.equal(bigMac.middleBun, true);
    assert.equal(bigMac.bun, "sesame");
    const hamburger = art("Hamburger");
    assert.ok(hamburger.kind === "sandwich" && hamburger.fillings.length === 1 && hamburger.cheese === 0 && !hamburger.middleBun);
    const triple = art("Triple Cheeseburger");
    assert.ok(triple.kind === "sandwich" && triple.fillings.length === 3 && triple.cheese > 0);
  });
  test("fish, chicken and breakfast breads differ", () => {
    const fish = art("Double Filet-O-Fish");
    assert.ok(fish.kind === "sandwich" && fish.fillings.filter((f) => f === "fish").length === 2);
    const muffin = art("Egg McMuffin");
    assert.ok(muffin.kind === "sandwich" && muffin.bun === "muffin" && muffin.fillings.includes("egg"));
    const griddle = art("Sausage McGriddles");
    assert.ok(griddle.kind === "sandwich" && griddle.bun === "griddle" && griddle.fillings.includes("sausage"));
  });
  test("drinks: hot or iced, and a colour per drink", () => {
    const iced = art("McCafé Iced Coffee");
    const hot = art("Premium Roast Coffee");
    assert.ok(iced.kind === "drink" && !iced.hot && iced.ice);
    assert.ok(hot.kind === "drink" && hot.hot);
    const sprite = art("Sprite");
    const cola = art("Coca-Cola");
    assert.ok(sprite.kind === "drink" && cola.kind === "drink" && sprite.colour !== cola.colour);
  });
  test("nuggets and strips show their piece count; an item the rules do not know keeps its category drawing", () => {
    assert.deepEqual(art("10 Piece Chicken McNuggets"), { kind: "pieces", count: 10, shape: "nugget" });
    assert.deepEqual(art("3 Piece McCrispy Strips"), { kind: "pieces", count: 3, shape: "strip" });
    const unknown = { name: "Mystery Box", category: "Sweets & Treats" };
    assert.deepEqual(itemArt(unknown), { kind: "category" });
    assert.equal(itemScene(unknown, "sweets-and-treats"), null);
  });
  test("stacked sandwiches differ in what their data says: patty, bun, cheese, lettuce, sauce", () => {
    const sandwich = (name: string) => {
      const a = art(name);
      assert.equal(a.kind, "sandwich", name);
      return a as Extract<typeof a, { kind: "sandwich" }>;
    };
    const qpc = sandwich("Quarter Pounder with Cheese");
    const cheeseburger = sandwich("Cheeseburger");
    assert.equal(qpc.patty, "quarter");
    assert.equal(cheeseburger.patty, "small");
    assert.equal(qpc.cheese, 2);
    assert.equal(cheeseburger.cheese, 1);
    const deluxe = sandwich("Quarter Pounder with Cheese Deluxe");
    assert.ok(deluxe.lettuce === "leaf" && deluxe.tomato);
    assert.equal(sandwich("Big Mac").lettuce, "shredded");
    const mcCrispy = sandwich("McCrispy");
    const mcChicken = sandwich("McChicken");
    assert.ok(mcCrispy.bun === "potato" && mcCrispy.patty === "fillet" && mcCrispy.pickles === "crinkle");
    assert.ok(mcChicken.bun === "plain" && mcChicken.patty === "patty" && mcChicken.lettuce === "shredded");
    assert.ok(sandwich("Spicy McCrispy").spicy && !mcCrispy.spicy);
    const fish = sandwich("Filet-O-Fish");
    assert.ok(fish.bun === "steamed" && fish.cheese === 0.5 && fish.sauce !== null);
    assert.ok(sandwich("Egg McMuffin").canadianBacon && sandwich("Egg McMuffin").egg === "round");
    assert.equal(sandwich("Sausage Biscuit with Egg").egg, "folded");
    assert.ok(sandwich("Steak, Egg & Cheese Bagel").onions === "grilled" && sandwich("Bacon, Egg & Cheese Bagel").bacon);
  });
  test("wraps, platters, desserts, sauces and meals are drawn as what they are", () => {
    assert.deepEqual(art("Spicy Snack Wrap"), { kind: "wrap", filling: "chicken", spicy: true });
    assert.equal(art("Sausage Burrito").kind, "wrap");
    assert.equal(art("Hotcakes").kind, "platter");
    assert.deepEqual(art("McFlurry with M&M'S Candies"), { kind: "mcflurry", mixin: "candy" });
    assert.deepEqual(art("McFlurry with OREO Cookies"), { kind: "mcflurry", mixin: "cookie" });
    assert.equal(art("Tangy Barbeque Sauce").kind, "dip");
    assert.equal(art("Honey").kind, "dip");
    const meal = art("Big Mac Extra Value Meal");
    assert.ok(meal.kind === "meal" && meal.side === "fries" && meal.drink === "soda");
    assert.deepEqual(meal.main, art("Big Mac"));
    const breakfast = art("Egg McMuffin Extra Value Meal");
    assert.ok(breakfast.kind === "meal" && breakfast.side === "hashbrown" && breakfast.drink === "coffee");
  });
  test("the colas tell apart by their cup's band; a decaf's band is not a regular coffee's", () => {
    const bands = ["Coca-Cola", "Diet Coke", "Coca-Cola Zero Sugar"].map((n) => {
      const a = art(n);
      return a.kind === "drink" ? a.band : "";
    });
    assert.equal(new Set(bands).size, 3);
    const decaf = art("Decaf Premium Roast Coffee");
    const regular = art("Premium Roast Coffee");
    assert.ok(decaf.kind === "drink" && regular.kind === "drink" && decaf.band !== regular.band);
  });
  test("every item on the menu has a drawing of its own: no two items share one", () => {
    const byScene = new Map<string, string>();
    for (const item of menu) {
      const svg = itemScene(item, "burgers", menu);
      assert.ok(svg, `${item.name} has a drawing`);
      assert.equal(byScene.get(svg), undefined, `${item.name} looks the same as ${byScene.get(svg)}`);
      byScene.set(svg, item.name);
    }
  });
  test("no two burgers with different data share one picture", () => {
    const scenes = new Map<string, string>();
    for (const item of menu.filter((i) => i.category === "Burgers")) {
      const svg = itemScene(item, "burgers");
      assert.ok(svg, `${item.name} has a drawing`);
      const key = JSON.stringify(itemArt(item));
      if (scenes.has(key)) assert.equal(scenes.get(key), svg);
      scenes.set(key, svg);
    }
    assert.ok(scenes.size >= 5, `burgers are drawn ${scenes.size} ways`);
  });
});
