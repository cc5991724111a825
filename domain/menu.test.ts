import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { categoryNameFromSlug, categoryPath } from "./categories.ts";
import {
  ALL_ITEMS,
  baseCalories,
  cardCalories,
  cardPrice,
  categoryTable,
  chooseSize,
  filterMenu,
  formatCardPrice,
  formatPrice,
  groupByCategory,
  hasSizes,
  isPopular,
  matchesSearch,
  mealPrice,
  noResultsText,
  normaliseCategory,
  nutritionFacts,
  ratingsByItem,
  ratingSummary,
  relatedItems,
  resultLine,
  shortDescription,
  sizeVariations,
} from "./menu.ts";
import { categorySlug, itemSlug } from "./slug.ts";

const item = (name: string, category = "Burgers", avgPriceUsd = 4, extra: object = {}) => ({ name, category, cuisine: "American", avgPriceUsd, ...extra });

describe("slug rules", () => {
  test("item slugs: lowercase, runs of other characters become one hyphen, trimmed, fallback 'item'", () => {
    assert.equal(itemSlug("Big Mac"), "big-mac");
    assert.equal(itemSlug("Bacon, Egg & Cheese Biscuit"), "bacon-egg-cheese-biscuit");
    assert.equal(itemSlug("Hot 'n Spicy McChicken"), "hot-n-spicy-mcchicken");
    assert.equal(itemSlug("$5 Meal Deal"), "5-meal-deal");
    assert.equal(itemSlug("!!!"), "item");
  });
  test("category slugs: & becomes 'and', accents and other characters go", () => {
    assert.equal(categorySlug("Chicken & Fish"), "chicken-and-fish");
    assert.equal(categorySlug("McCafé Coffees"), "mccafe-coffees");
    assert.equal(categoryPath("Fries & Sides"), "/menu/fries-and-sides");
  });
  test("every category alias of the spec maps to its name; unknown slugs are their own name", () => {
    const expected: Record<string, string> = {
      breakfast: "Breakfast",
      "breakfast-meals": "Breakfast",
      burgers: "Burgers",
      "chicken-fish": "Chicken & Fish",
      "chicken-and-fish": "Chicken & Fish",
      "mcnuggets-strips": "McNuggets & Strips",
      "mcnuggets-and-strips": "McNuggets & Strips",
      "fries-sides": "Fries & Sides",
      "fries-and-sides": "Fries & Sides",
      "hash-browns-and-sides": "Hash Browns & Sides",
      "sweets-treats": "Sweets & Treats",
      "sweets-and-treats": "Sweets & Treats",
      "mccafe-coffees": "McCafé Coffees",
      beverages: "Beverages",
      mcvalue: "McValue",
      "featured-favorites": "Featured Favorites",
      "meal-deals": "Meal Deals",
      "happy-meal": "Happy Meal",
      condiments: "Condiments",
    };
    for (const [slug, name] of Object.entries(expected)) assert.equal(categoryNameFromSlug(slug), name, slug);
    assert.equal(categoryNameFromSlug("late-night"), "late-night");
  });
});

describe("sizes", () => {
  const sizedNames = [
    "Coca-Cola", "Coca-Cola Zero Sugar", "Sprite", "Orange Fanta", "Hi-C Orange Lavaburst", "Sweet Tea", "Unsweetened Iced Tea",
    "Vanilla Shake", "Chocolate Shake", "Strawberry Shake", "World Famous Fries", "Premium Roast Coffee", "Latte",
    "French Vanilla Latte", "Cappuccino", "Mocha", "Iced Mocha", "McCafé Iced Coffee",
  ];
  test("every listed name has three sizes, whatever its category", () => {
    for (const name of sizedNames) assert.equal(hasSizes(item(name, "Sweets & Treats")), true, name);
  });
  test("every Beverages item has sizes; Fries & Sides only with 'Fries' in the name", () => {
    assert.equal(hasSizes(item("Dasani Water", "Beverages")), true);
    assert.equal(hasSizes(item("1% Low Fat Milk Jug", "Beverages")), true);
    assert.equal(hasSizes(item("Curly Fries", "Fries & Sides")), true);
    assert.equal(hasSizes(item("Hash Browns", "Fries & Sides")), false);
    assert.equal(hasSizes(item("Curly Fries", "Burgers")), false);
  });
  test("other items have one Standard size", () => {
    for (const name of ["Big Mac", "Hot Chocolate", "Shamrock Shake", "Apple Pie", "Hamburger"]) {
      assert.equal(hasSizes(item(name, "Burgers")), false, name);
    }
    assert.deepEqual(sizeVariations(item("Big Mac", "Burgers", 5.58, { calories: 590 })), [{ size: "Standard", price: 5.58, calories: 590 }]);
  });
  test("Small is 0.8x price and calories, Medium the base, Large 1.25x price and 1.2x calories", () => {
    const sizes = sizeVariations(item("World Famous Fries", "Fries & Sides", 4, { calories: 320 }));
    assert.deepEqual(sizes, [
      { size: "Small", price: 3.2, calories: 256 },
      { size: "Medium", price: 4, calories: 320 },
      { size: "Large", price: 5, calories: 384 },
    ]);
  });
  test("without calories the Medium base is 250 plus 15 times the price, and sizes scale it", () => {
    assert.equal(baseCalories({ avgPriceUsd: 2, calories: undefined }), 280);
    const [small, medium, large] = sizeVariations(item("Iced Caramel Macchiato Latte", "McCafé Coffees", 4));
    assert.equal(medium.calories, 310);
    assert.equal(small.calories, 248);
    assert.equal(large.calories, 372);
    assert.ok(large.calories > medium.calories);
  });
  test("the default size is Medium when there are several, else Standard; a known requested size wins", () => {
    const sized = sizeVariations(item("Sprite", "Beverages", 2));
    assert.equal(chooseSize(sized).size, "Medium");
    assert.equal(chooseSize(sized, "large").size, "Large");
    assert.equal(chooseSize(sized, "Huge").size, "Medium");
    assert.equal(chooseSize(sizeVariations(item("Big Mac")), "Large").size, "Standard");
  });
});

describe("prices and badges", () => {
  test("prices show two decimals", () => {
    assert.equal(formatPrice(5), "$5.00");
    assert.equal(formatPrice(1.389), "$1.39");
  });
  test("sized items get a 0.8x to 1.25x range labelled 'Multiple sizes', others one price", () => {
    const range = cardPrice(item("Coca-Cola", "Beverages", 2));
    assert.deepEqual(range, { kind: "range", low: 1.6, high: 2.5, label: "Multiple sizes" });
    assert.equal(formatCardPrice(range), "$1.60 - $2.50");
    assert.equal(formatCardPrice(cardPrice(item("Big Mac", "Burgers", 5.58))), "$5.58");
  });
  test("the Popular badge goes to items above $5 only", () => {
    assert.equal(isPopular({ avgPriceUsd: 5.01 }), true);
    assert.equal(isPopular({ avgPriceUsd: 5 }), false);
    assert.equal(isPopular({ avgPriceUsd: 1.39 }), false);
  });
  test("burger meals cost the price plus $3.50; other categories have no meal price", () => {
    assert.equal(mealPrice({ category: "Burgers" }, 5.58), 9.08);
    assert.equal(mealPrice({ category: "Breakfast" }, 5.58), null);
  });
});

describe("calorie estimates", () => {
  test("home cards show the item's calories when known", () => {
    assert.deepEqual(cardCalories(item("Big Mac", "Burgers", 5.58, { calories: 590 })), { calories: 590, estimated: false });
    assert.deepEqual(cardCalories(item("Dasani Water", "Beverages", 2, { calories: 0 })), { calories: 0, estimated: false });
  });
  test("otherwise a category base plus 12 times the price, rounded", () => {
    const bases: Record<string, number> = {
      Burgers: 450, "Chicken & Fish": 380, Breakfast: 320, "McNuggets & Strips": 280, "Fries & Sides": 230,
      "Sweets & Treats": 350, "McCafé Coffees": 150, Beverages: 120, McValue: 400, Other: 300,
    };
    for (const [category, base] of Object.entries(bases)) {
      assert.deepEqual(cardCalories(item("X", category, 2.5)), { calories: base + 30, estimated: true }, category);
    }
    assert.equal(cardCalories(item("X", "Burgers", 1.04)).calories, 462);
  });
  test("nutrition follows the size: fat, carbs, protein scale; derived rows per the spec", () => {
    const it = item("Chocolate Shake", "Sweets & Treats", 4, { calories: 500, fat: 10, carbs: 100, protein: 20 });
    const large = chooseSize(sizeVariations(it), "Large");
    const rows = Object.fromEntries(nutritionFacts(it, large).map((r) => [r.label, r.amount]));
    assert.equal(rows.Calories, "600");
    assert.equal(rows["Total Fat"], "12 g");
    assert.equal(rows["Saturated Fat"], "4.8 g");
    assert.equal(rows["Trans Fat"], "0 g");
    assert.equal(rows.Sodium, "—");
    assert.equal(rows["Total Carbohydrates"], "120 g");
    assert.equal(rows["Dietary Fiber"], "12 g");
    assert.equal(rows.Sugars, "18 g");
    assert.equal(rows.Protein, "24 g");
    assert.ok(nutritionFacts(it, large).every((r) => r.dailyValue === "—"));
  });
  test("unknown nutrients show a dash rather than a made-up figure", () => {
    const it = item("Daily Double", "Burgers", 3, { calories: 450 });
    const rows = Object.fromEntries(nutritionFacts(it, sizeVariations(it)[0]).map((r) => [r.label, r.amount]));
    assert.equal(rows["Total Fat"], "—");
    assert.equal(rows["Saturated Fat"], "—");
  });
});

describe("home search and grouping", () => {
  const menu = [
    item("Big Mac", "Burgers", 5.58),
    item("McFlurry with OREO Cookies", "Sweets & Treats", 4.49, { cuisine: "Dessert" }),
    item("Latte", "McCafé Coffees", 3.5, { cuisine: "Coffee" }),
    item("Egg McMuffin", "Breakfast", 4.79),
  ];
  test("search matches name, category or cuisine, ignoring case", () => {
    assert.equal(matchesSearch(menu[1], "mcflurry"), true);
    assert.equal(matchesSearch(menu[1], "SWEETS"), true);
    assert.equal(matchesSearch(menu[2], "coffee"), true);
    assert.equal(matchesSearch(menu[0], "pizza"), false);
    assert.equal(matchesSearch(menu[0], "  "), true);
  });
  test("the category filter is an exact match unless All Items", () => {
    assert.deepEqual(filterMenu(menu, "", "Burgers").map((i) => i.name), ["Big Mac"]);
    assert.equal(filterMenu(menu, "", ALL_ITEMS).length, 4);
    assert.deepEqual(filterMenu(menu, "mc", "Breakfast").map((i) => i.name), ["Egg McMuffin"]);
    assert.equal(normaliseCategory("burgers"), ALL_ITEMS);
    assert.equal(normaliseCategory("Burgers"), "Burgers");
    assert.equal(normaliseCategory(null), ALL_ITEMS);
  });
  test("result and no-result texts are the spec's", () => {
    assert.equal(resultLine(3, "mc "), 'Showing 3 results for "mc"');
    assert.equal(resultLine(1, "filet"), 'Showing 1 result for "filet"');
    assert.equal(noResultsText("pizza"), 'No menu items found for "pizza". Try a different search term.');
  });
  test("groups follow the menu order, show at most 6 cards and count the rest", () => {
    const many = [...Array.from({ length: 8 }, (_, i) => item(`Burger ${i}`, "Burgers", 4)), item("Latte", "McCafé Coffees", 3), item("Egg", "Breakfast", 2)];
    const groups = groupByCategory(many);
    assert.deepEqual(groups.map((g) => g.category), ["Burgers", "Breakfast", "McCafé Coffees"]);
    assert.equal(groups[0].shown.length, 6);
    assert.equal(groups[0].more, 2);
    assert.equal(groups[0].count, 8);
    assert.equal(groups[0].averagePrice, 4);
    assert.equal(groups[0].slug, "burgers");
    assert.equal(groups[1].more, 0);
  });
});

describe("item page lists", () => {
  const burgers = Array.from({ length: 12 }, (_, i) => item(`Burger ${i}`, "Burgers"));
  const all = [...burgers, item("Latte", "McCafé Coffees")];
  test("related items: same category, never the item itself, at most 6", () => {
    const related = relatedItems(all, burgers[0]);
    assert.equal(related.length, 6);
    assert.ok(related.every((r) => r.category === "Burgers" && r.name !== "Burger 0"));
    assert.deepEqual(relatedItems(all, all[12]), []);
  });
  test("category table: the item first plus up to 8 others", () => {
    const rows = categoryTable(all, burgers[5]);
    assert.equal(rows.length, 9);
    assert.equal(rows[0].name, "Burger 5");
    assert.equal(new Set(rows.map((r) => r.name)).size, 9);
    assert.equal(categoryTable(all, all[12]).length, 1);
  });
  test("descriptions are cut at 80 characters", () => {
    const long = "a".repeat(100);
    assert.equal(shortDescription(long), `${"a".repeat(80)}…`);
    assert.equal(shortDescription("Short."), "Short.");
    assert.equal(shortDescription(undefined), undefined);
  });
});

describe("home search URL", () => {
  test("the last category value wins (the pressed pill after the hidden current one)", async () => {
    const { readMenuParams, menuHref } = await import("./menu.ts");
    assert.deepEqual(readMenuParams(new URLSearchParams("q=mcflurry&category=Burgers&category=Breakfast")), { q: "mcflurry", category: "Breakfast" });
    assert.deepEqual(readMenuParams(new URLSearchParams("category=Nope")), { q: "", category: ALL_ITEMS });
    assert.equal(menuHref("mcflurry", "Burgers"), "/?q=mcflurry&category=Burgers#menu");
    assert.equal(menuHref(" ", ALL_ITEMS), "/#menu");
  });
});

describe("ratings from reviews", () => {
  test("each item's mean rating to one decimal and its count; names match case- and punctuation-blind", () => {
    const ratings = ratingsByItem([
      { itemName: "Big Mac", rating: 5 },
      { itemName: "big mac", rating: 4 },
      { itemName: "BIG-MAC", rating: 4 },
      { itemName: "Apple Pie", rating: 2 },
    ]);
    assert.deepEqual(ratings.get("big-mac"), { average: 4.3, count: 3 });
    assert.deepEqual(ratings.get("apple-pie"), { average: 2, count: 1 });
    assert.equal(ratings.get("hash-browns"), undefined);
    assert.equal(ratingSummary(ratings.get("big-mac")!), "4.3/5 from 3 reviews");
    assert.equal(ratingSummary(ratings.get("apple-pie")!), "2.0/5 from 1 review");
  });

  test("no reviews, no ratings", () => {
    assert.equal(ratingsByItem([]).size, 0);
  });
});
