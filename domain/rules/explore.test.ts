import assert from "node:assert/strict";
import { published } from "../../test-support/nutrition.ts";
import { statement } from "../../test-support/allergens.ts";
import type { Nutrition } from "./nutrition.ts";
import { test } from "node:test";
import {
  explore,
  explorePath,
  readExploreQuery,
  sizeNutrition,
  sortRows,
  exploreRow,
  proteinPerDollar,
  caloriesPerDollar,
  type ExploreItem,
} from "./explore.ts";

type Fixture = Partial<ExploreItem> & Nutrition;
/** An item whose calories, fat, carbs and protein are published for its usual size (the Medium of a sized item). */
const item = (name: string, extra: Fixture = {}): ExploreItem => {
  const { calories, fat, carbs, protein, ...rest } = extra;
  const figures = Object.fromEntries(Object.entries({ calories, fat, carbs, protein }).filter(([, v]) => v !== undefined)) as Nutrition;
  const usual = rest.sizes ? "Medium" : "Standard";
  return { name, category: "Burgers", avgPriceUsd: 2, ...published(Object.keys(figures).length ? { [usual]: figures } : {}), ...rest };
};
const SIZES: ("Small" | "Medium" | "Large")[] = ["Small", "Medium", "Large"];
const MENU: ExploreItem[] = [
  item("Lean", { avgPriceUsd: 2, calories: 200, protein: 20, allergens: statement("Lean", ["Wheat"]) }),
  item("Cheesy", { avgPriceUsd: 4, calories: 500, protein: 20, allergens: statement("Cheesy", ["Milk", "Wheat"]) }),
  item("Maybe Milk", { avgPriceUsd: 3, calories: 300, protein: 3, allergens: statement("Maybe Milk", [], ["Milk"]) }),
  item("Unchecked", { avgPriceUsd: 1, calories: 100, protein: 30 }),
  item("No Figures", { avgPriceUsd: 5 }),
  item("Coca-Cola", {
    category: "Beverages",
    sizes: SIZES,
    avgPriceUsd: 2,
    calories: 200,
    protein: 0,
    allergens: statement("Coca-Cola", []),
  }),
];
const q = (s: string) => readExploreQuery(s).query;
const names = (s: string) => explore(MENU, q(s)).rows.map((r) => r.name);

test("protein per dollar and calories per dollar are null without a figure or a price, never estimated", () => {
  assert.equal(proteinPerDollar(25, 5), 5);
  assert.equal(proteinPerDollar(null, 5), null);
  assert.equal(proteinPerDollar(10, 0), null);
  assert.equal(caloriesPerDollar(590, 5.58), 106);
  assert.equal(caloriesPerDollar(null, 2), null);
  const row = exploreRow(item("Mystery", { avgPriceUsd: 3 }), null);
  assert.equal(row.calories, null, "calories not published stay unpublished (no 250 + 15 x price)");
  assert.equal(row.proteinPerDollar, null);
});

test("a size's nutrients are that size's published figures, never scaled; unpublished nutrients stay null", () => {
  const cola = item("Coca-Cola", {
    category: "Beverages",
    sizes: SIZES,
    ...published({ Medium: { calories: 200, carbs: 50 }, Large: { calories: 290 } }),
  });
  assert.deepEqual(sizeNutrition(cola, "Medium"), { calories: 200, fat: null, carbs: 50, protein: null });
  const large = sizeNutrition(cola, "Large");
  assert.equal(large.calories, 290);
  assert.equal(large.carbs, null, "not 60: a Large's carbs are not the Medium's scaled");
  assert.deepEqual(sizeNutrition(cola, "Small"), { calories: null, fat: null, carbs: null, protein: null });
  assert.deepEqual(sizeNutrition(item("X", { protein: 9 }), "Standard"), { calories: null, fat: null, carbs: null, protein: 9 });
});

test("each sort key orders rows both ways; rows without the figure go last either way; ties by name", () => {
  assert.deepEqual(names("sort=protein-per-dollar"), ["Unchecked", "Lean", "Cheesy", "Maybe Milk", "Coca-Cola", "No Figures"]);
  assert.deepEqual(names("sort=protein-per-dollar&order=asc"), ["Coca-Cola", "Maybe Milk", "Cheesy", "Lean", "Unchecked", "No Figures"]);
  assert.deepEqual(names("sort=price").slice(0, 3), ["Unchecked", "Coca-Cola", "Lean"], "equal prices: by name");
  assert.deepEqual(names("sort=price&order=desc")[0], "No Figures");
  assert.deepEqual(names("sort=calories"), ["Unchecked", "Coca-Cola", "Lean", "Maybe Milk", "Cheesy", "No Figures"]);
  assert.deepEqual(
    names("sort=calories-per-dollar"),
    ["Cheesy", "Coca-Cola", "Lean", "Maybe Milk", "Unchecked", "No Figures"],
    "125/$ first; four tie at 100/$, by name",
  );
  assert.deepEqual(names("sort=protein&order=desc").slice(0, 3), ["Unchecked", "Cheesy", "Lean"], "Cheesy and Lean tie at 20 g: by name");
  const rows = explore(MENU, q("")).rows;
  assert.deepEqual(
    sortRows(sortRows(rows, "price", "desc"), "price", "asc").map((r) => r.name),
    names("sort=price"),
    "sorting is stable whatever came before",
  );
});

test("excluding an allergen keeps only items whose statement names it neither as contained nor as may-contain, and counts those without one", () => {
  const r = explore(MENU, q("exclude=milk"));
  assert.deepEqual(r.rows.map((x) => x.name).sort(), ["Coca-Cola", "Lean"], "Maybe Milk's may-contain milk leaves it out too");
  assert.equal(r.noAllergenData, 2, "Unchecked and No Figures have no statement: left out, never shown as milk-free");
  for (const row of r.rows)
    assert.ok(row.allergens && !row.allergens.contains.includes("Milk") && !row.allergens.mayContain.includes("Milk"));
  assert.deepEqual(names("exclude=milk,wheat"), ["Coca-Cola"]);
  assert.equal(explore(MENU, q("")).noAllergenData, 0, "nothing is left out without an exclusion");
});

test("a statement naming something outside the nine ('May contain: Nuts') is never taken as free of an allergen", () => {
  const sundae = item("Caramel Sundae", {
    avgPriceUsd: 2,
    allergens: statement("Caramel Sundae", ["Milk"], [], { unmapped: ["May contain: Nuts"] }),
  });
  const menu = [...MENU, sundae];
  const peanuts = explore(menu, q("exclude=peanuts"));
  assert.ok(!peanuts.rows.some((r) => r.name === "Caramel Sundae"), "its 'Nuts' may be peanuts: not listed as peanut-free");
  assert.equal(peanuts.unmappedAllergens, 1);
  assert.equal(peanuts.noAllergenData, 2);
  const milk = explore(menu, q("exclude=milk"));
  assert.equal(milk.unmappedAllergens, 0, "left out for its milk, not counted as unread");
  assert.deepEqual(exploreRow(sundae, null).allergens, { contains: ["Milk"], mayContain: [], unmapped: true });
});

test("category, maximum price, maximum calories, minimum protein and size filter, counting items without figures", () => {
  assert.deepEqual(names("category=Beverages"), ["Coca-Cola"]);
  assert.deepEqual(names("max-price=2&sort=price"), ["Unchecked", "Coca-Cola", "Lean"], "the maximum is included");
  const cal = explore(MENU, q("max-calories=300"));
  assert.deepEqual(cal.rows.map((r) => r.name).sort(), ["Coca-Cola", "Lean", "Maybe Milk", "Unchecked"]);
  assert.equal(cal.noNutritionData, 1);
  assert.deepEqual(names("min-protein=20").sort(), ["Cheesy", "Lean", "Unchecked"]);
  const large = explore(MENU, q("size=Large"));
  assert.deepEqual(
    large.rows.map((r) => [r.name, r.size, r.price]),
    [["Coca-Cola", "Large", 2.5]],
    "only items sold in sizes, at that size",
  );
  assert.equal(explore(MENU, q("size=Large&max-price=2.40")).rows.length, 0, "the price filter reads the chosen size's price");
});

test("the query is read defensively: unknown values are reported and ignored, long input refused unparsed", () => {
  const bad = readExploreQuery("sort=tastiness&max-price=cheap&exclude=gluten&category=Pizza&size=Huge&order=up");
  assert.equal(bad.problems.length, 6);
  assert.match(bad.problems.join(" "), /Maximum price must be a number/);
  assert.ok(bad.problems.includes("Size must be Small, Medium or Large (or any size)."), "the sizes named are the menu's, in order");
  assert.deepEqual(bad.query.exclude, []);
  assert.equal(bad.query.maxPrice, null);
  assert.equal(readExploreQuery("max-price=1e9").problems.length, 1, "no exponent forms");
  assert.equal(readExploreQuery("max-price=9999").problems.length, 1, "above the maximum");
  const long = readExploreQuery(`exclude=${"milk,".repeat(400)}`);
  assert.match(long.problems[0], /too long/);
  assert.deepEqual(readExploreQuery("exclude=Tree-Nuts&exclude=milk,milk").query.exclude, ["Milk", "Tree Nuts"]);
});

test("the path of a query round-trips and leaves defaults out", () => {
  assert.equal(explorePath(q("")), "/explore");
  const s = "sort=price&order=desc&category=Burgers&max-price=5&max-calories=600&min-protein=10&size=Medium&exclude=milk&exclude=tree-nuts";
  const path = explorePath(q(s));
  assert.deepEqual(q(path.slice("/explore?".length)), q(s));
  assert.equal(explorePath(q("sort=price&order=asc")), "/explore?sort=price");
});
