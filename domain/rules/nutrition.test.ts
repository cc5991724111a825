import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { parseDataFile } from "../data/data-files.ts";
import { sizeVariations, toCard } from "./menu.ts";
import {
  NOT_IN_DATA,
  NUTRIENT_KEYS,
  calorieTotal,
  caloriesFor,
  formatCalorieFigure,
  formatPartialSum,
  nutritionFor,
  nutritionRows,
  sumKnown,
  sumOfParts,
} from "./nutrition.ts";
import { checkNutrition, checkNutritionSources } from "../data/nutrition-checks.ts";
import { published, TEST_AS_OF, TEST_SOURCE } from "../../test-support/nutrition.ts";
import { toToolItem } from "./order.ts";
import { cheapItems } from "../copy/deals-hub.ts";
import { testItem } from "../../test-support/menu-item.ts";
import type { MenuItem } from "../data/schemas.ts";

const bigMac = testItem({
  category: "Burgers",
  avgPriceUsd: 5.58,
  sizes: undefined,
  ...published({ Standard: { calories: 590, fat: 34, carbs: 46, protein: 25, saturatedFat: 11, sodium: 1050 } }),
});
const fries = {
  category: "Fries & Sides",
  avgPriceUsd: 3.44,
  sizes: ["Small", "Medium", "Large"] as ("Small" | "Medium" | "Large")[],
  ...published({ Medium: { calories: 320, fat: 15, carbs: 43, protein: 5 }, Small: { calories: 220, fat: 10 }, Large: { calories: 480 } }),
};
const unknown = testItem({ category: "Chicken & Fish", avgPriceUsd: 6.19, nutrition: {} });

describe("published or absent", () => {
  test("nutritionFor gives exactly the published fields of the size, nothing derived", () => {
    assert.deepEqual(nutritionFor(bigMac), { calories: 590, fat: 34, saturatedFat: 11, sodium: 1050, carbs: 46, protein: 25 });
    assert.deepEqual(nutritionFor(fries, "Small"), { calories: 220, fat: 10 });
    assert.deepEqual(nutritionFor(fries, "Large"), { calories: 480 });
    assert.deepEqual(nutritionFor(fries, "Standard"), nutritionFor(fries, "Medium"), "an item's usual size is its Medium");
    assert.deepEqual(
      nutritionFor({ ...fries, ...published({ Medium: { calories: 320 } }) }, "Large"),
      {},
      "a Large is never scaled from the Medium",
    );
    assert.deepEqual(nutritionFor(unknown), {});
  });
  test("every nutrient without a published figure reads 'not in our data' in the table, for every size", () => {
    for (const [item, size] of [
      [bigMac, "Standard"],
      [fries, "Small"],
      [fries, "Large"],
      [unknown, "Standard"],
    ] as const) {
      const published = nutritionFor(item, size);
      const rows = nutritionRows(item, size);
      assert.deepEqual(
        rows.map((r) => r.key),
        [...NUTRIENT_KEYS],
      );
      for (const row of rows) {
        if (published[row.key] === undefined) {
          assert.equal(row.amount, NOT_IN_DATA, `${row.key} of ${size}`);
          assert.equal(row.dailyValue, null, `${row.key} of ${size}`);
        } else assert.notEqual(row.amount, NOT_IN_DATA);
      }
    }
  });
  test("% Daily Value only from a published figure and the FDA Daily Value; none for calories, trans fat, sugars", () => {
    const withMore = published({ Standard: { ...nutritionFor(bigMac), transFat: 1, sugars: 9 } });
    const rows = Object.fromEntries(nutritionRows(withMore).map((r) => [r.key, r]));
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
  test("a field taken from an older edition carries that edition's date in its row", () => {
    const item = {
      nutrition: {
        Standard: {
          calories: 580,
          sodium: 1060,
          basis: { kind: "published" as const, source: TEST_SOURCE, asOf: "2026-10-08" },
          fieldsAsOf: { sodium: "2026-09-16" },
        },
      },
    };
    const rows = Object.fromEntries(nutritionRows(item).map((r) => [r.key, r]));
    assert.equal(rows.sodium.asOf, "2026-09-16");
    assert.equal(rows.calories.asOf, undefined);
  });
  test("the shipped nutrition data holds no formula-made nutrients (the old fibre = 10% of carbs, sugars = 15%, saturated fat = 40% of fat)", () => {
    const raw = JSON.parse(readFileSync(new URL("../../data/nutrition.json", import.meta.url), "utf8")) as Array<Record<string, any>>;
    assert.ok(raw.length > 100);
    for (const n of raw) {
      if (n.carbs > 10 && n.fiber !== undefined) assert.notEqual(n.fiber, Math.round(n.carbs * 0.1 * 10) / 10, `${n.item} ${n.size} fiber`);
      if (n.carbs > 10 && n.sugars !== undefined && n.sugars > 2)
        assert.notEqual(n.sugars, Math.round(n.carbs * 0.15 * 10) / 10, `${n.item} ${n.size} sugars`);
    }
  });
});

describe("data/nutrition.json", () => {
  test("a typo in a nutrient names the file, the entry and the field", () => {
    const entry = { item: "Big Mac", size: "Standard", source: TEST_SOURCE, asOf: "2026-10-08", calories: 580, sodiun: 1050 };
    const errors = parseDataFile("nutrition", JSON.stringify([entry])).errors;
    assert.ok(
      errors.some((e) => e.file === "nutrition.json" && e.field === "sodiun" && e.entry?.includes("Big Mac")),
      JSON.stringify(errors),
    );
    const bad = { ...entry, sodiun: undefined, calories: "480" };
    assert.ok(parseDataFile("nutrition", JSON.stringify([bad])).errors.some((e) => e.field === "calories" && /number/.test(e.message)));
    const wrongSize = { ...entry, sodiun: undefined, size: "Regular" };
    assert.ok(parseDataFile("nutrition", JSON.stringify([wrongSize])).errors.some((e) => e.field === "size"));
  });
  test("a published Large below its Medium or Small fails, naming the entry and the field; sizes an item is not sold in fail", () => {
    const items = [testItem({ name: "Sprite", sizes: ["Small", "Medium", "Large"] }), testItem({ name: "Big Mac" })];
    const e = (size: "Small" | "Medium" | "Large" | "Standard", calories: number, item = "Sprite") => ({
      item,
      size,
      source: TEST_SOURCE,
      asOf: TEST_AS_OF,
      calories,
    });
    assert.deepEqual(checkNutrition([e("Small", 140), e("Medium", 200), e("Large", 230)], items), []);
    const low = checkNutrition([e("Small", 140), e("Medium", 200), e("Large", 190)], items);
    assert.equal(low.length, 1);
    assert.match(`${low[0].entry} ${low[0].field} ${low[0].message}`, /Sprite.*Large calories.*below the Medium/);
    assert.equal(checkNutrition([e("Small", 240), e("Medium", 200)], items).length, 1, "a Medium below its Small fails too");
    assert.match(checkNutrition([e("Large", 500, "Big Mac")], items)[0].message, /sold in Standard/);
    assert.match(checkNutrition([e("Standard", 500, "Big Mak")], items)[0].message, /names no item/);
  });
  test("a planted formula calorie fails the check against the sources, naming the entry and the field", () => {
    const shipped = parseDataFile("nutrition", readFileSync(new URL("../../data/nutrition.json", import.meta.url), "utf8")).data;
    assert.deepEqual(checkNutritionSources(shipped, shipped), []);
    // The old estimator's "category base + 12 per dollar": 450 + 12 x 4.49 for a Triple Cheeseburger, which has no figure.
    const planted = [
      ...shipped,
      { item: "Triple Cheeseburger", size: "Standard" as const, source: TEST_SOURCE, asOf: TEST_AS_OF, calories: 504 },
    ];
    const added = checkNutritionSources(planted, shipped);
    assert.equal(added.length, 1);
    assert.match(
      `${added[0].file} ${added[0].entry} ${added[0].message}`,
      /nutrition\.json "Triple Cheeseburger", Standard .*no figures for this item and size/,
    );
    const changed = shipped.map((e) => (e.item === "Big Mac" ? { ...e, calories: 590 } : e));
    const wrong = checkNutritionSources(changed, shipped);
    assert.deepEqual(
      wrong.map((e) => [e.entry, e.field]),
      [['"Big Mac", Standard', "calories"]],
    );
    assert.match(wrong[0].message, /is 590, but .* give 580: run npm run import-data/);
  });
  test("the shipped data passes: every entry names a size its item is sold in, and sizes never shrink", () => {
    const menu = JSON.parse(readFileSync(new URL("../../data/menu-items.json", import.meta.url), "utf8")) as MenuItem[];
    const nutrition = parseDataFile("nutrition", readFileSync(new URL("../../data/nutrition.json", import.meta.url), "utf8"));
    assert.deepEqual(nutrition.errors, []);
    assert.deepEqual(checkNutrition(nutrition.data, menu), []);
  });
});

describe("one calorie figure per item and size", () => {
  test("published figures are facts with their basis; a missing one is null for every caller, never a guess", () => {
    assert.deepEqual(caloriesFor(bigMac), { calories: 590, basis: { kind: "published", source: TEST_SOURCE, asOf: TEST_AS_OF } });
    assert.equal(caloriesFor(fries, "Large")?.calories, 480);
    assert.equal(caloriesFor(unknown), null);
    const item = { id: 16, name: "Spicy Deluxe McCrispy", cuisine: "American", ...unknown };
    assert.equal(toCard(item).calories, null, "home card");
    assert.equal(toToolItem(item).calories, null, "calculators and tracker");
    assert.equal(sizeVariations(item)[0].calories, null, "item page");
    assert.equal(cheapItems([{ ...item, avgPriceUsd: 2 }])[0].calories, null, "deals hub");
    const card = toCard({ name: "Big Mac", cuisine: "American", ...bigMac });
    assert.equal(card.calories, 590);
    assert.deepEqual(toCard(card), card, "a card passed through toCard again keeps its figure");
  });
  test("a figure is written as a number; a missing one says it is not in our data", () => {
    assert.equal(formatCalorieFigure({ calories: 590 }), "590 cal");
    assert.equal(formatCalorieFigure({ calories: 1340 }, "calories"), "1,340 calories");
    assert.equal(formatCalorieFigure(null), "calories not in our data");
  });
  test("a total adds the figures it has and counts the items it leaves out", () => {
    assert.deepEqual(
      calorieTotal([
        { calories: 590, quantity: 2 },
        { calories: null, quantity: 3 },
        { calories: 320, quantity: 1 },
      ]),
      { calories: 1500, missing: 3 },
    );
  });
  test("a total with unknown parts shows the known sum as partial and names what it lacks, never a zero", () => {
    const sum = sumKnown([
      { name: "Big Mac", value: 590, quantity: 1 },
      { name: "$5 Meal Deal", value: null, quantity: 2 },
      { name: "World Famous Fries (Medium)", value: 320 },
      { name: "$5 Meal Deal", value: null },
    ]);
    assert.deepEqual(sum, { known: 910, missing: ["$5 Meal Deal"] });
    assert.equal(formatPartialSum(sum), "at least 910 cal; no figure for the $5 Meal Deal");
    assert.equal(formatPartialSum(sum, "cal each", 4), "at least 228 cal each; no figure for the $5 Meal Deal");
    assert.equal(formatPartialSum(sumKnown([{ name: "Big Mac", value: 590, quantity: 2 }])), "1,180 cal");
    // Nothing known: no "0", only what is missing.
    const none = sumKnown([
      { name: "$5 Meal Deal", value: null },
      { name: "Snack Wrap", value: null },
    ]);
    assert.equal(formatPartialSum(none), "no figure for the $5 Meal Deal and the Snack Wrap");
    assert.equal(formatPartialSum(none, "cal each", 4), "no figure for the $5 Meal Deal and the Snack Wrap");
    const many = sumKnown(["A", "B", "C", "D", "E"].map((name) => ({ name, value: null })));
    assert.equal(formatPartialSum(many), "no figure for the A, the B and 3 more");
    assert.equal(formatPartialSum(sumKnown([])), "0 cal", "an empty order is a real zero");
    assert.equal(formatPartialSum(sum, ""), "at least 910; no figure for the $5 Meal Deal");
    assert.equal(formatPartialSum(sumKnown([{ name: "Big Mac", value: 590 }]), ""), "590");
  });
  test("a meal's figures are the sum of its parts' published figures, labelled as a sum; a nutrient a part lacks is left out", () => {
    const sum = sumOfParts([
      { label: "Big Mac", quantity: 1, figures: bigMac.nutrition.Standard },
      { label: "World Famous Fries (Medium)", quantity: 2, figures: fries.nutrition.Medium },
    ]);
    assert.equal(sum?.calories, 590 + 2 * 320);
    assert.equal(sum?.fat, 34 + 2 * 15);
    assert.equal(sum?.sodium, undefined, "fries have no sodium figure here, so the sum has none");
    assert.equal(sum?.basis.kind, "sum");
    assert.deepEqual(sum?.parts, ["Big Mac", "2 x World Famous Fries (Medium)"]);
    assert.equal(
      sumOfParts([
        { label: "Big Mac", quantity: 1, figures: bigMac.nutrition.Standard },
        { label: "X", quantity: 1, figures: undefined },
      ]),
      null,
    );
  });
});
