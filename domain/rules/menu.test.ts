import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { published, TEST_AS_OF, TEST_SOURCE } from "../../test-support/nutrition.ts";
import { describe, test } from "node:test";
import { CATEGORIES, CATEGORY_SLUG_ALIASES, categoryNameFromSlug, categoryPath, type Category } from "./categories.ts";
import type { MenuItem } from "../data/schemas.ts";
import {
  ALL_ITEMS,
  cardPrice,
  categoryTable,
  chooseSize,
  filterMenu,
  formatCardPrice,
  formatPrice,
  groupByCategory,
  hasSizes,
  matchesSearch,
  mealOffer,
  noResultsText,
  normaliseCategory,
  ratingsByItem,
  ratingSummary,
  relatedItems,
  resultLine,
  shortDescription,
  sizeVariations,
} from "./menu.ts";
import { categorySlug, itemSlug } from "./slug.ts";
import { testItem } from "../../test-support/menu-item.ts";

const item = (name: string, category: Category = "Burgers", avgPriceUsd = 4, extra: Partial<MenuItem> = {}) =>
  testItem({ name, category, cuisine: "American", avgPriceUsd, ...extra });

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
    // The spec's 19 slugs, each naming a category whose own slug is among them (an alias never points at a name
    // with no canonical page), and every category of the menu reachable by its canonical slug.
    assert.equal(Object.keys(CATEGORY_SLUG_ALIASES).length, 19);
    const slugs = new Set(Object.keys(CATEGORY_SLUG_ALIASES));
    for (const [slug, name] of Object.entries(CATEGORY_SLUG_ALIASES)) {
      assert.equal(categoryNameFromSlug(slug), name, slug);
      assert.equal(categoryNameFromSlug(slug.toUpperCase()), name, `${slug} in capitals`);
      assert.ok(slugs.has(categorySlug(name)), `${slug}: ${name}'s own slug ${categorySlug(name)} is listed`);
    }
    for (const c of CATEGORIES) assert.equal(categoryNameFromSlug(categorySlug(c)), c);
    assert.equal(categoryNameFromSlug("breakfast-meals"), "Breakfast");

    assert.equal(categoryNameFromSlug("late-night"), "late-night");
  });
});

describe("sizes", () => {
  const SIZES: MenuItem["sizes"] = ["Small", "Medium", "Large"];
  test("sizes are data: an item is sold in sizes only when menu-items.json says so, whatever its name or category", () => {
    assert.equal(hasSizes(item("Coca-Cola", "Beverages", 2, { sizes: SIZES })), true);
    assert.equal(hasSizes(item("Dasani Water", "Beverages")), false, "a bottle is not sold in Small, Medium and Large");
    assert.equal(hasSizes(item("1% Low Fat Milk Jug", "Beverages")), false);
    assert.equal(hasSizes(item("Curly Fries", "Fries & Sides")), false, "no guess from the word 'Fries'");
    assert.equal(hasSizes(item("Caramel Frappé", "McCafé Coffees", 4.49, { sizes: SIZES })), true);
  });
  test("the shipped menu: drinks by the bottle, jug or box come in one size; every McCafé drink and shake in three", () => {
    const menu = JSON.parse(readFileSync(new URL("../../data/menu-items.json", import.meta.url), "utf8")) as MenuItem[];
    const sized = new Set(menu.filter((i) => hasSizes(i)).map((i) => i.name));
    for (const name of [
      "Dasani Water",
      "1% Low Fat Milk Jug",
      "Reduced Sugar Low Fat Chocolate Milk Jug",
      "Honest Kids Appley Ever After Organic Juice Drink",
      "Big Mac",
    ])
      assert.equal(sized.has(name), false, name);
    for (const name of [
      "Caramel Frappé",
      "Mocha Frappé",
      "Hot Chocolate",
      "Americano",
      "Shamrock Shake",
      "World Famous Fries",
      "Coca-Cola",
    ])
      assert.equal(sized.has(name), true, name);
    for (const i of menu.filter((m) => m.category === "McCafé Coffees")) assert.equal(sized.has(i.name), true, i.name);
  });
  test("other items have one Standard size, with their published calories or none", () => {
    assert.deepEqual(sizeVariations(item("Big Mac", "Burgers", 5.58, published({ Standard: { calories: 590 } }))), [
      { size: "Standard", price: 5.58, calories: 590, caloriesBasis: { kind: "published", source: TEST_SOURCE, asOf: TEST_AS_OF } },
    ]);
    assert.deepEqual(sizeVariations(item("Triple Cheeseburger", "Burgers", 4.49, { nutrition: {} })), [
      { size: "Standard", price: 4.49, calories: null, caloriesBasis: null },
    ]);
  });
  test("Small is 0.8x price, Large 1.25x; each size's calories are that size's published figure or none, never scaled", () => {
    const fries = item("World Famous Fries", "Fries & Sides", 4, {
      sizes: SIZES,
      ...published({ Small: { calories: 220 }, Medium: { calories: 320 }, Large: { calories: 480 } }),
    });
    assert.deepEqual(
      sizeVariations(fries).map((v) => [v.size, v.price, v.calories]),
      [
        ["Small", 3.2, 220],
        ["Medium", 4, 320],
        ["Large", 5, 480],
      ],
    );
    const coke = sizeVariations(item("Coca-Cola", "Beverages", 2, { sizes: SIZES, ...published({ Medium: { calories: 210 } }) }));
    assert.deepEqual(
      coke.map((v) => [v.size, v.calories]),
      [
        ["Small", null],
        ["Medium", 210],
        ["Large", null],
      ],
    );
  });
  test("the default size is Medium when there are several, else Standard; a known requested size wins", () => {
    const sized = sizeVariations(item("Sprite", "Beverages", 2, { sizes: SIZES }));
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
    const range = cardPrice(item("Coca-Cola", "Beverages", 2, { sizes: ["Small", "Medium", "Large"] }));
    assert.deepEqual(range, { kind: "range", low: 1.6, high: 2.5, label: "Multiple sizes" });
    assert.equal(formatCardPrice(range), "$1.60 - $2.50");
    assert.equal(formatCardPrice(cardPrice(item("Big Mac", "Burgers", 5.58))), "$5.58");
  });
  test("a meal's price is the menu's meal item where one exists, else a labelled estimate for burgers only", () => {
    const menu = new Map([["Big Mac Extra Value Meal", { name: "Big Mac Extra Value Meal", avgPriceUsd: 8 }]]);
    const find = (n: string) => menu.get(n);
    // The Big Mac was $9.08 'as a meal' by formula while its Extra Value Meal was listed at $8.00.
    assert.deepEqual(mealOffer({ name: "Big Mac", category: "Burgers", avgPriceUsd: 5.58 }, find), {
      kind: "meal-item",
      name: "Big Mac Extra Value Meal",
      price: 8,
    });
    assert.deepEqual(mealOffer({ name: "McDouble", category: "Burgers", avgPriceUsd: 3.39 }, find), { kind: "estimate", price: 6.89 });
    assert.equal(mealOffer({ name: "Hash Browns", category: "Breakfast", avgPriceUsd: 2.09 }, find), null);
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
    assert.deepEqual(
      filterMenu(menu, "", "Burgers").map((i) => i.name),
      ["Big Mac"],
    );
    assert.equal(filterMenu(menu, "", ALL_ITEMS).length, 4);
    assert.deepEqual(
      filterMenu(menu, "mc", "Breakfast").map((i) => i.name),
      ["Egg McMuffin"],
    );
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
    const many = [
      ...Array.from({ length: 8 }, (_, i) => item(`Burger ${i}`, "Burgers", 4)),
      item("Latte", "McCafé Coffees", 3),
      item("Egg", "Breakfast", 2),
    ];
    const groups = groupByCategory(many);
    assert.deepEqual(
      groups.map((g) => g.category),
      ["Burgers", "Breakfast", "McCafé Coffees"],
    );
    assert.equal(groups[0].shown.length, 6);
    assert.equal(groups[0].more, 2);
    assert.equal(groups[0].count, 8);
    assert.equal(groups[0].averagePrice, 4);
    assert.equal(groups[0].slug, "burgers");
    assert.equal(groups[1].more, 0);
  });
  test("an item the page shows above is left out of its group's cards and counted among the rest", () => {
    const many = [...Array.from({ length: 8 }, (_, i) => item(`Burger ${i}`, "Burgers", 4)), item("Egg", "Breakfast", 2)];
    const [burgers, breakfast] = groupByCategory(many, new Set(["Burger 0", "Egg"]));
    assert.deepEqual(
      burgers.shown.map((i) => i.name),
      ["Burger 1", "Burger 2", "Burger 3", "Burger 4", "Burger 5", "Burger 6"],
    );
    assert.equal(burgers.more, 2);
    assert.equal(burgers.count, 8);
    assert.deepEqual(breakfast.shown, []);
    assert.equal(breakfast.more, 1);
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
    assert.deepEqual(readMenuParams(new URLSearchParams("q=mcflurry&category=Burgers&category=Breakfast")), {
      q: "mcflurry",
      category: "Breakfast",
    });
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
