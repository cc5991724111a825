import assert from "node:assert/strict";
import fs from "node:fs";
import { describe, test } from "node:test";
import { parseDataFile } from "#domain/data-files.ts";
import { itemArt, itemScene } from "./item-art.ts";

const menu = parseDataFile("menuItems", fs.readFileSync(new URL("../../data/menu-items.json", import.meta.url), "utf8")).data;
const art = (name: string) => {
  const item = menu.find((i) => i.name === name);
  assert.ok(item, `${name} is on the menu`);
  return itemArt(item);
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
  test("nuggets show their piece count; unknown shapes keep the category drawing", () => {
    assert.deepEqual(art("10 Piece Chicken McNuggets"), { kind: "pieces", count: 10 });
    assert.deepEqual(art("Apple Pie"), { kind: "category" });
    assert.equal(itemScene(menu.find((i) => i.name === "Apple Pie")!, "sweets-and-treats"), null);
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
