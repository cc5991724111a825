import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { checkMealParts, comboSaving, isExtraValueMeal, mealSavingRange, suggestMeals, swapForMeal, type MealParts } from "./combo.ts";
import { parseDataFile } from "../data/data-files.ts";
import { formatDataError } from "../data/data-error.ts";
import type { MenuLike } from "./menu.ts";

const MENU: MenuLike[] = [
  { name: "Big Mac", category: "Burgers", avgPriceUsd: 5.58 },
  { name: "Cheeseburger", category: "Burgers", avgPriceUsd: 2.29 },
  { name: "World Famous Fries", category: "Fries & Sides", avgPriceUsd: 3.44, sizes: ["Small", "Medium", "Large"] },
  { name: "Coca-Cola", category: "Beverages", avgPriceUsd: 1.99, sizes: ["Small", "Medium", "Large"] },
  { name: "Big Mac Extra Value Meal", category: "McValue", avgPriceUsd: 8 },
  { name: "2 Cheeseburger Extra Value Meal", category: "McValue", avgPriceUsd: 8.49 },
  { name: "Dear Meal", category: "McValue", avgPriceUsd: 20 },
];
const PARTS: MealParts[] = [
  {
    meal: "Big Mac Extra Value Meal",
    parts: [
      { item: "Big Mac", quantity: 1 },
      { item: "World Famous Fries", size: "Medium", quantity: 1 },
      { item: "Coca-Cola", size: "Medium", quantity: 1 },
    ],
  },
  {
    meal: "2 Cheeseburger Extra Value Meal",
    parts: [
      { item: "Cheeseburger", quantity: 2 },
      { item: "World Famous Fries", size: "Medium", quantity: 1 },
      { item: "Coca-Cola", size: "Medium", quantity: 1 },
    ],
  },
  {
    meal: "Dear Meal",
    parts: [
      { item: "Cheeseburger", quantity: 1 },
      { item: "Coca-Cola", size: "Small", quantity: 1 },
    ],
  },
];

test("a meal's saving is the sum of its parts at the meal's sizes, times quantities, minus the meal price", () => {
  const bigMac = comboSaving("Big Mac Extra Value Meal", PARTS, MENU)!;
  assert.equal(bigMac.partsTotal, 11.01);
  assert.equal(bigMac.difference, 3.01);
  assert.deepEqual(
    bigMac.parts.map((p) => [p.name, p.size, p.price]),
    [
      ["Big Mac", "Standard", 5.58],
      ["World Famous Fries", "Medium", 3.44],
      ["Coca-Cola", "Medium", 1.99],
    ],
  );
  const two = comboSaving("2 Cheeseburger Extra Value Meal", PARTS, MENU)!;
  assert.equal(two.partsTotal, 10.01, "two cheeseburgers count twice");
  const dear = comboSaving("Dear Meal", PARTS, MENU)!;
  assert.equal(dear.parts[1].price, 1.59, "a Small part is priced at the Small size");
  assert.ok(dear.difference < 0, "a meal dearer than its parts shows a negative difference, not a saving");
});

test("no saving is shown for a meal without parts or with a part no longer on the menu", () => {
  assert.equal(comboSaving("Big Mac", PARTS, MENU), null);
  assert.equal(
    comboSaving(
      "Big Mac Extra Value Meal",
      PARTS,
      MENU.filter((i) => i.name !== "Coca-Cola"),
    ),
    null,
  );
});

test("the calculator suggests a meal only when the order holds every part and the meal is cheaper", () => {
  const order = (o: Record<string, number>) => Object.entries(o).map(([slug, quantity]) => ({ slug, quantity }));
  const full = suggestMeals(order({ "big-mac": 1, "world-famous-fries": 1, "coca-cola": 1 }), PARTS, MENU);
  assert.deepEqual(
    full.map((s) => [s.mealSlug, s.times, s.saves]),
    [["big-mac-extra-value-meal", 1, 3.01]],
  );
  assert.deepEqual(suggestMeals(order({ "big-mac": 1, "world-famous-fries": 1 }), PARTS, MENU), [], "a missing part: no suggestion");
  assert.deepEqual(suggestMeals(order({ cheeseburger: 1, "coca-cola": 1 }), PARTS, MENU), [], "a dearer meal is never suggested");
  assert.equal(full[0].orderCost, 11.01);
  assert.deepEqual(
    swapForMeal(order({ "big-mac": 2, "world-famous-fries": 1, "coca-cola": 1, "apple-pie": 1 }), full[0]),
    order({ "big-mac": 1, "apple-pie": 1, "big-mac-extra-value-meal": 1 }),
  );
  const twice = suggestMeals(order({ "big-mac": 2, "world-famous-fries": 2, "coca-cola": 3 }), PARTS, MENU);
  assert.deepEqual(
    twice.map((s) => [s.times, s.saves]),
    [[2, 6.02]],
  );
  // Fries and drink can only go to one meal: the bigger saving wins, the other is not suggested.
  const shared = suggestMeals(order({ "big-mac": 1, cheeseburger: 2, "world-famous-fries": 1, "coca-cola": 1 }), PARTS, MENU);
  assert.deepEqual(
    shared.map((s) => s.mealSlug),
    ["big-mac-extra-value-meal"],
  );
});

test("a meal whose part is priced at another size is suggested at the order's own prices", () => {
  // The Happy-Meal-like entry prices Small fries, but the order holds the calculator's (Medium) fries.
  const menu: MenuLike[] = [...MENU, { name: "Kids Meal", category: "McValue", avgPriceUsd: 5 }];
  const parts: MealParts[] = [
    {
      meal: "Kids Meal",
      parts: [
        { item: "Cheeseburger", quantity: 1 },
        { item: "World Famous Fries", size: "Small", quantity: 1 },
      ],
    },
  ];
  assert.equal(comboSaving("Kids Meal", parts, menu)!.partsTotal, 5.04, "the page's sum uses the Small fries");
  const [s] = suggestMeals(
    [
      { slug: "cheeseburger", quantity: 1 },
      { slug: "world-famous-fries", quantity: 1 },
    ],
    parts,
    menu,
  );
  assert.equal(s.orderCost, 5.73);
  assert.equal(s.saves, 0.73);
});

test("meal-parts.json errors name the file, the entry and the field", () => {
  const typo = parseDataFile(
    "mealParts",
    JSON.stringify([
      {
        meal: "Big Mac Extra Value Meal",
        parts: [
          { item: "Big Mac", qty: 1 },
          { item: "Coca-Cola", size: "Medum" },
        ],
      },
    ]),
  );
  const text = typo.errors.map(formatDataError).join("\n");
  assert.match(text, /data\/meal-parts\.json: entry 0 \("Big Mac Extra Value Meal"\): field "parts\.0\.qty": is not a known field/);
  assert.match(text, /field "parts\.1\.size": must be one of: Small, Medium, Large/);
  const cross = checkMealParts(
    [
      {
        meal: "Big Mac Meal",
        parts: [
          { item: "Big Mac", size: "Medium", quantity: 1 },
          { item: "Coca-Cola", quantity: 1 },
          { item: "Fries", quantity: 1 },
        ],
      },
    ],
    MENU,
  );
  assert.deepEqual(
    cross.map((e) => e.field),
    ["meal", "parts.0.size", "parts.1.size", "parts.2.item"],
  );
});

test("every Extra Value Meal and Happy Meal on the menu has parts in the data, and every one saves", () => {
  const menu = JSON.parse(readFileSync(new URL("../../data/menu-items.json", import.meta.url), "utf8")) as MenuLike[];
  const parts = parseDataFile("mealParts", readFileSync(new URL("../../data/meal-parts.json", import.meta.url), "utf8"));
  assert.deepEqual(parts.errors, []);
  assert.deepEqual(checkMealParts(parts.data, menu), []);
  const meals = menu.filter((i) => /Extra Value Meal|Happy Meal/.test(i.name));
  assert.ok(meals.length >= 10);
  for (const m of meals) assert.ok(comboSaving(m.name, parts.data, menu), `${m.name} has no parts in data/meal-parts.json`);
});

test("the home banner's range: the lowest and highest saving of the Extra Value Meals, in whole percent of their parts", () => {
  // Big Mac: 3.01 of 11.01 = 27%; 2 Cheeseburger: 1.52 of 10.01 = 15%; "Dear Meal" is not an Extra Value Meal.
  assert.deepEqual(mealSavingRange(PARTS, MENU, isExtraValueMeal), {
    meals: 2,
    lowPercent: 15,
    highPercent: 27,
    lowUsd: 1.52,
    highUsd: 3.01,
  });
  // A meal dearer than its parts is a negative saving, and shows as the low end.
  const dear = comboSaving("Dear Meal", PARTS, MENU)!;
  const dearPercent = Math.round((dear.difference / dear.partsTotal) * 100);
  assert.ok(dearPercent < 0);
  assert.deepEqual(
    mealSavingRange(PARTS, MENU, (m) => m === "Dear Meal"),
    { meals: 1, lowPercent: dearPercent, highPercent: dearPercent, lowUsd: dear.difference, highUsd: dear.difference },
  );
  assert.equal(
    mealSavingRange(PARTS, MENU, () => false),
    null,
  );
  assert.equal(
    mealSavingRange(
      PARTS.slice(0, 1),
      MENU.filter((i) => i.name !== "Big Mac"),
      isExtraValueMeal,
    ),
    null,
    "a part no longer on the menu leaves the meal out",
  );
});
