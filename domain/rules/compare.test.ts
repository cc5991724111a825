import assert from "node:assert/strict";
import { statement } from "../../test-support/allergens.ts";
import { published } from "../../test-support/nutrition.ts";
import { test } from "node:test";
import { bestColumns, compareColumn, comparePath, compareWith, readCompareSlugs, statePriceRange } from "./compare.ts";
import { buildStatePriceIndex, itemPriceRange } from "./state-estimates.ts";
import { itemSlug } from "./slug.ts";

const KNOWN = new Set(["big-mac", "mcdouble", "coca-cola", "hamburger", "cheeseburger"]);

test("the item list keeps order, drops repeats and unknown items with a message, and holds at most four", () => {
  assert.deepEqual(readCompareSlugs(["big-mac,mcdouble"], KNOWN), { slugs: ["big-mac", "mcdouble"], problems: [] });
  assert.deepEqual(readCompareSlugs([], KNOWN), { slugs: [], problems: [] }, "no list is not a mistake");
  assert.deepEqual(
    readCompareSlugs(["", "big-mac,,"], KNOWN),
    { slugs: ["big-mac"], problems: [] },
    "blank entries (an unpicked select) are skipped",
  );
  assert.deepEqual(readCompareSlugs(["Big Mac", "big-mac,mcdouble"], KNOWN).slugs, ["big-mac", "mcdouble"], "names slug, repeats dropped");
  const unknown = readCompareSlugs(["big-mac,pizza"], KNOWN);
  assert.deepEqual(unknown.slugs, ["big-mac"]);
  assert.match(unknown.problems[0], /"pizza" is not an item on our menu/);
  const five = readCompareSlugs(["big-mac,mcdouble,coca-cola,hamburger,cheeseburger"], KNOWN);
  assert.equal(five.slugs.length, 4);
  assert.match(five.problems[0], /At most 4/);
  assert.match(readCompareSlugs(["a,".repeat(600)], KNOWN).problems[0], /too long/);
});

test("adding to a comparison: the path grows, never repeats an item, never passes four", () => {
  assert.equal(comparePath([]), "/compare");
  assert.equal(compareWith(["big-mac"], "mcdouble"), "/compare?items=big-mac,mcdouble");
  assert.equal(compareWith(["big-mac"], "big-mac"), "/compare?items=big-mac");
  assert.equal(compareWith(["a", "b", "c", "d"], "e"), "/compare?items=a,b,c,d");
});

test("the best value in a row: lowest or highest, ties all marked, nothing marked without two figures or when all equal", () => {
  assert.deepEqual([...bestColumns([5.58, 3.39], "min")], [1]);
  assert.deepEqual([...bestColumns([4.5, 7.1, 7.1], "max")], [1, 2]);
  assert.deepEqual([...bestColumns([null, 3], "max")], []);
  assert.deepEqual([...bestColumns([null, 3, 2], "min")], [2]);
  assert.deepEqual([...bestColumns([2, 2], "min")], []);
});

test("the price range across states is the item page's (stored or computed, each marked)", () => {
  assert.equal(statePriceRange(null), null);
  const items = [
    { name: "Big Mac", avgPriceUsd: 5 },
    { name: "Sprite", avgPriceUsd: 2 },
  ];
  const index = buildStatePriceIndex(items, [
    { itemName: "Big Mac", price: 6, state: "Alaska", lastUpdated: "2025-10-30" },
    { itemName: "Big Mac", price: 4.5, state: "Iowa", lastUpdated: "2025-10-30" },
  ]);
  const bigMac = statePriceRange(itemPriceRange(index, items[0]));
  assert.deepEqual(bigMac, {
    low: 4.5,
    lowState: "Iowa",
    lowEstimate: false,
    high: 6,
    highState: "Alaska",
    highEstimate: false,
    stored: 2,
  });
  const sprite = statePriceRange(itemPriceRange(index, items[1]));
  assert.deepEqual(sprite, {
    low: 1.8,
    lowState: "Iowa",
    lowEstimate: true,
    high: 2.4,
    highState: "Alaska",
    highEstimate: true,
    stored: 0,
  });
});

test("a column has every size's price and nutrients, protein per dollar, and null where the data has nothing", () => {
  const cola = compareColumn(
    {
      name: "Coca-Cola",
      category: "Beverages",
      avgPriceUsd: 2,
      sizes: ["Small", "Medium", "Large"],
      ...published({ Medium: { calories: 200, protein: 0 } }),
    },
    null,
    undefined,
    [],
    [],
  );
  assert.deepEqual(
    cola.sizes.map((s) => [s.size, s.price, s.calories]),
    [
      ["Small", 1.6, null],
      ["Medium", 2, 200],
      ["Large", 2.5, null],
    ],
    "no published Small or Large figure: not scaled",
  );
  assert.equal(cola.main.size, "Medium");
  assert.equal(cola.mealPrice, null);
  assert.equal(cola.allergens, null);
  assert.equal(cola.rating, null);
  const burger = compareColumn(
    {
      name: "Big Mac",
      category: "Burgers",
      avgPriceUsd: 5.58,
      ...published({ Standard: { protein: 25 } }),
      allergens: statement("Big Mac", ["Milk"]),
    },
    null,
    { average: 4.5, count: 2 },
    [],
    [],
  );
  assert.equal(burger.main.calories, null, "calories not published stay null");
  assert.equal(burger.main.proteinPerDollar, 4.5);
  assert.equal(burger.mealPrice, 9.08);
  // With its source and capture date: the page names them under the lists.
  const st = statement("Big Mac", ["Milk"]);
  assert.deepEqual(burger.allergens, { contains: ["Milk"], mayContain: [], unmapped: [], source: st.source, capturedOn: st.capturedOn });
  assert.equal(burger.stateRange, null);
});

test("typed names are read as a diner means them: a near-miss resolves, a name of several offers the list", async () => {
  const { buildCatalog } = await import("../data/catalog.ts");
  const { loadDataSet } = await import("../../test-support/data-set.ts");
  const menu = buildCatalog(loadDataSet(), "t").menuItems;
  const known = new Set(menu.map((i) => itemSlug(i.name)));
  assert.deepEqual(readCompareSlugs(["mc chicken", "mccrispy"], known, menu), { slugs: ["mcchicken", "mccrispy"], problems: [] });
  assert.deepEqual(readCompareSlugs(["mcchiken,big macc"], known, menu).slugs, ["mcchicken", "big-mac"]);
  const crispy = readCompareSlugs(["mcchicken,crispy"], known, menu);
  assert.deepEqual(crispy.slugs, ["mcchicken"]);
  assert.equal(crispy.problems.length, 1);
  const offered = crispy.pickLists?.[0].options.map((o) => o.name) ?? [];
  assert.ok(offered.includes("McCrispy") && offered.includes("Spicy McCrispy"), offered.join(", "));
  assert.ok(offered.every((n) => /crispy/i.test(n)));
});
