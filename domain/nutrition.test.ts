import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { parseDataFile } from "./data-files.ts";
import { sizeVariations, toCard } from "./menu.ts";
import { NOT_PUBLISHED, NUTRIENT_KEYS, caloriesFor, formatCalorieFigure, nutritionFor, nutritionRows, type NutritionSource } from "./nutrition.ts";
import { toToolItem } from "./order.ts";
import { cheapItems } from "./deals-hub.ts";

const bigMac: NutritionSource = { category: "Burgers", avgPriceUsd: 5.58, calories: 590, fat: 34, carbs: 46, protein: 25, saturatedFat: 11, sodium: 1050 };
const fries: NutritionSource = {
  category: "Fries & Sides",
  avgPriceUsd: 3.44,
  calories: 320,
  fat: 15,
  carbs: 43,
  protein: 5,
  sizeNutrition: { Small: { calories: 220, fat: 10 }, Large: { calories: 480 } },
};
const unknown: NutritionSource = { category: "Chicken & Fish", avgPriceUsd: 6.19 };

describe("published or absent", () => {
  test("nutritionFor gives exactly the published fields of the size, nothing derived", () => {
    assert.deepEqual(nutritionFor(bigMac), { calories: 590, fat: 34, saturatedFat: 11, sodium: 1050, carbs: 46, protein: 25 });
    assert.deepEqual(nutritionFor(fries, "Small"), { calories: 220, fat: 10 });
    assert.deepEqual(nutritionFor(fries, "Large"), { calories: 480 });
    assert.deepEqual(nutritionFor({ ...bigMac, sizeNutrition: undefined }, "Large"), {}, "a Large is never scaled from the Medium");
    assert.deepEqual(nutritionFor(unknown), {});
  });
  test("every nutrient without a published figure reads 'not published' in the table, for every size", () => {
    for (const [item, size] of [[bigMac, "Standard"], [fries, "Small"], [fries, "Large"], [unknown, "Standard"]] as const) {
      const published = nutritionFor(item, size);
      const rows = nutritionRows(item, size);
      assert.deepEqual(rows.map((r) => r.key), [...NUTRIENT_KEYS]);
      for (const row of rows) {
        if (published[row.key] === undefined) {
          assert.equal(row.amount, NOT_PUBLISHED, `${row.key} of ${size}`);
          assert.equal(row.dailyValue, null, `${row.key} of ${size}`);
        } else assert.notEqual(row.amount, NOT_PUBLISHED);
      }
    }
  });
  test("% Daily Value only from a published figure and the FDA Daily Value; none for calories, trans fat, sugars", () => {
    const rows = Object.fromEntries(nutritionRows({ ...bigMac, transFat: 1, sugars: 9 }).map((r) => [r.key, r]));
    assert.equal(rows.fat.amount, "34 g");
    assert.equal(rows.fat.dailyValue, "44%"); // 34 / 78
    assert.equal(rows.saturatedFat.dailyValue, "55%"); // 11 / 20
    assert.equal(rows.sodium.amount, "1,050 mg");
    assert.equal(rows.sodium.dailyValue, "46%"); // 1050 / 2300
    assert.equal(rows.carbs.dailyValue, "17%"); // 46 / 275
    assert.equal(rows.calories.dailyValue, null);
    assert.equal(rows.transFat.dailyValue, null);
    assert.equal(rows.sugars.dailyValue, null);
  });
  test("the shipped menu data holds no formula-made nutrients (the old fibre = 10% of carbs, sugars = 15%, saturated fat = 40% of fat)", () => {
    const raw = JSON.parse(readFileSync(new URL("../data/menu-items.json", import.meta.url), "utf8")) as Array<Record<string, any>>;
    for (const item of raw) {
      const sets = [item, item.sizeNutrition?.Small, item.sizeNutrition?.Large].filter(Boolean);
      for (const n of sets) {
        if (n.carbs > 0 && n.fiber !== undefined) assert.notEqual(n.fiber, Math.round(n.carbs * 0.1 * 10) / 10, `${item.name} fiber`);
        if (n.carbs > 0 && n.sugars !== undefined) assert.notEqual(n.sugars, Math.round(n.carbs * 0.15 * 10) / 10, `${item.name} sugars`);
        if (n.fat > 0 && n.saturatedFat !== undefined) assert.notEqual(n.saturatedFat, Math.round(n.fat * 0.4 * 10) / 10, `${item.name} saturated fat`);
      }
      const small = item.sizeNutrition?.Small?.calories;
      if (small !== undefined && item.calories) assert.notEqual(small, Math.round(item.calories * 0.8), `${item.name} Small scaled from Medium`);
    }
  });
});

describe("nutrition fields in menu-items.json", () => {
  test("a typo in a nutrient names the file, the entry and the field", () => {
    const entry = { id: 1, name: "Big Mac", category: "Burgers", cuisine: "American", avgPriceUsd: 5.58, calories: 590, sodiun: 1050 };
    const errors = parseDataFile("menuItems", JSON.stringify([entry])).errors;
    assert.ok(errors.some((e) => e.file === "menu-items.json" && e.field === "sodiun" && e.entry?.includes("Big Mac")), JSON.stringify(errors));
    const bad = { ...entry, sodiun: undefined, sizeNutrition: { Large: { calories: "480" } } };
    const errors2 = parseDataFile("menuItems", JSON.stringify([bad])).errors;
    assert.ok(errors2.some((e) => e.field === "sizeNutrition.Large.calories" && /number/.test(e.message)), JSON.stringify(errors2));
    const wrongSize = { ...entry, sodiun: undefined, sizeNutrition: { Medium: { calories: 320 } } };
    assert.ok(parseDataFile("menuItems", JSON.stringify([wrongSize])).errors.some((e) => e.field === "sizeNutrition.Medium"));
  });
});

describe("one calorie figure per item and size", () => {
  test("published figures are facts; missing ones are one estimate, flagged, the same for every caller", () => {
    assert.deepEqual(caloriesFor(bigMac), { calories: 590, estimated: false });
    assert.deepEqual(caloriesFor(fries, "Large"), { calories: 480, estimated: false });
    const est = caloriesFor(unknown);
    assert.equal(est.estimated, true);
    assert.ok(est.calories > 0);
    const item = { id: 16, name: "Spicy Deluxe McCrispy", cuisine: "American", ...unknown };
    const card = toCard(item);
    const tool = toToolItem(item);
    const page = sizeVariations(item)[0];
    const deal = cheapItems([{ ...item, avgPriceUsd: 2 }])[0];
    assert.deepEqual([card.calories, card.caloriesEstimated], [est.calories, true], "home card");
    assert.deepEqual([tool.calories, tool.caloriesEstimated], [est.calories, true], "calculators and tracker");
    assert.deepEqual([page.calories, page.caloriesEstimated], [est.calories, true], "item page");
    assert.deepEqual([deal.calories, deal.caloriesEstimated], [caloriesFor({ ...unknown, avgPriceUsd: 2 }).calories, true], "deals hub");
    assert.deepEqual(toCard(card), card, "a card passed through toCard again keeps its figure");
  });
  test("an estimate is written as one, a published figure is not", () => {
    assert.equal(formatCalorieFigure({ calories: 590, estimated: false }), "590 cal");
    assert.equal(formatCalorieFigure({ calories: 1340, estimated: false }, "calories"), "1,340 calories");
    assert.equal(formatCalorieFigure({ calories: 454, estimated: true }), "~454 cal (estimate)");
  });
});
