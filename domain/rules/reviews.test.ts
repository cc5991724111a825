import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { CommentInputSchema, ReviewInputSchema, validate } from "./forms.ts";
import {
  OTHER_ITEM_VALUE,
  REVIEW_ITEM_SUGGESTIONS,
  deriveCategory,
  resolveReviewItem,
  reviewItemFromForm,
  reviewItemPath,
  reviewMenu,
  reviewOverview,
  volumeLabel,
  withItemPaths,
} from "./reviews.ts";
import { itemSlug } from "./slug.ts";
import type { Review } from "../data/schemas.ts";
import type { Category } from "./categories.ts";

const MENU = new Map(
  [
    ["Big Mac", "Burgers"],
    ["Quarter Pounder with Cheese", "Burgers"],
    ["10 Piece Chicken McNuggets", "McNuggets & Strips"],
    ["World Famous Fries", "Fries & Sides"],
    ["Egg McMuffin", "Breakfast"],
    ["McFlurry with OREO Cookies", "Sweets & Treats"],
    ["McCafé Iced Coffee", "McCafé Coffees"],
    ["Apple Pie", "Sweets & Treats"],
    ["Filet-O-Fish", "Chicken & Fish"],
  ].map(([name, category]) => [itemSlug(name), { name, category: category as Category }]),
);
const lookup = (slug: string) => MENU.get(slug);

describe("a review names a menu item, or is filed under Other and never linked", () => {
  test("the 8 suggested items are menu items and take their menu categories", () => {
    assert.deepEqual(
      REVIEW_ITEM_SUGGESTIONS.map((name) => deriveCategory(name, (slug) => lookup(slug)?.category)),
      ["Burgers", "Burgers", "McNuggets & Strips", "Fries & Sides", "Breakfast", "Sweets & Treats", "McCafé Coffees", "Sweets & Treats"],
    );
    for (const name of REVIEW_ITEM_SUGGESTIONS) assert.equal(resolveReviewItem(name, lookup).onMenu, true, name);
  });
  test("a menu name typed in any case or punctuation takes the menu's own name, category and link", () => {
    assert.deepEqual(resolveReviewItem("  big MAC ", lookup), { itemName: "Big Mac", category: "Burgers", onMenu: true });
    assert.deepEqual(resolveReviewItem("filet o fish", lookup), { itemName: "Filet-O-Fish", category: "Chicken & Fish", onMenu: true });
    assert.equal(
      reviewItemPath("big mac", (slug) => MENU.has(slug)),
      "/menu/item/big-mac",
    );
  });
  test("a misspelt or made-up item is Other, keeps its text, and gets no link", () => {
    for (const typed of ["Bigg Mac", "double BIG MAC meal", "Chicken McNuggets", "<script>", "!!!"]) {
      const got = resolveReviewItem(typed, lookup);
      assert.equal(got.category, "Other", typed);
      assert.equal(got.onMenu, false, typed);
      assert.equal(
        reviewItemPath(typed, (slug) => MENU.has(slug)),
        null,
        typed,
      );
    }
    const shown = withItemPaths([{ itemName: "Bigg Mac" }, { itemName: "Big Mac" }], (slug) => MENU.has(slug));
    assert.deepEqual(
      shown.map((x) => x.itemPath),
      [null, "/menu/item/big-mac"],
    );
  });
  test("with the menu's names, a near-miss that means one item takes that item; one that means several or none stays Other", () => {
    const names = [...MENU.values()];
    assert.deepEqual(resolveReviewItem("Bigg Mac", lookup, names), { itemName: "Big Mac", category: "Burgers", onMenu: true });
    assert.deepEqual(resolveReviewItem("egg mc muffin", lookup, names), { itemName: "Egg McMuffin", category: "Breakfast", onMenu: true });
    for (const typed of ["<script>", "!!!", "pizza"]) assert.equal(resolveReviewItem(typed, lookup, names).onMenu, false, typed);
  });
  test("the form's Other choice sends the typed name; a menu choice sends the menu name", () => {
    assert.deepEqual(reviewItemFromForm({ itemName: OTHER_ITEM_VALUE, otherItem: "Bigg Mac", rating: 4 }), {
      itemName: "Bigg Mac",
      rating: 4,
    });
    assert.deepEqual(reviewItemFromForm({ itemName: "Big Mac", otherItem: "ignored" }), { itemName: "Big Mac" });
    assert.deepEqual(reviewItemFromForm({ itemName: OTHER_ITEM_VALUE }), { itemName: "" });
  });
  test("the form's list holds every menu item once, grouped by category in menu order", () => {
    const groups = reviewMenu([
      { name: "Big Mac", category: "Burgers" },
      { name: "Egg McMuffin", category: "Breakfast" },
      { name: "McDouble", category: "Burgers" },
    ]);
    assert.deepEqual(groups, [
      { category: "Burgers", items: ["Big Mac", "McDouble"] },
      { category: "Breakfast", items: ["Egg McMuffin"] },
    ]);
  });
});

describe("review and comment input: minimum lengths with messages a person can act on", () => {
  const good = { reviewer: "Dana", itemName: "Big Mac", location: "Austin, TX", rating: 4, review: "Hot, fresh and the sauce was right." };
  test("a complete review passes", () => {
    assert.equal(validate(ReviewInputSchema, good).ok, true);
  });
  test("'A' from 'x' saying 'bad' is refused, each field with its own message", () => {
    const got = validate(ReviewInputSchema, { ...good, reviewer: "A", location: "x", review: "bad" });
    assert.equal(got.ok, false);
    if (got.ok) return;
    const by = Object.fromEntries(got.issues.map((i) => [i.field, i.message]));
    assert.match(by.reviewer, /at least 2 characters/);
    assert.match(by.location, /town and state/);
    assert.match(by.review, /at least 20 characters/);
    assert.equal(got.issues.length, 3);
  });
  test("whitespace does not count towards a minimum", () => {
    const got = validate(ReviewInputSchema, { ...good, reviewer: "  A  ", review: `  ${"x".repeat(5)}${" ".repeat(30)}` });
    assert.equal(got.ok, false);
    if (!got.ok) assert.deepEqual(got.issues.map((i) => i.field).sort(), ["review", "reviewer"]);
  });
  test("a comment with no name gets the spec's 'Name is required'", () => {
    for (const name of ["", "   ", undefined]) {
      const got = validate(CommentInputSchema, { itemName: "Big Mac", name, email: "a@b.co", comment: "Tasty and hot today." });
      assert.equal(got.ok, false);
      if (!got.ok) assert.deepEqual(got.issues, [{ field: "name", message: "Name is required" }]);
    }
  });
  test("a comment from a one-letter name is refused with a message", () => {
    const got = validate(CommentInputSchema, { itemName: "Big Mac", name: "A", email: "a@b.co", comment: "Tasty and hot today." });
    assert.equal(got.ok, false);
    if (!got.ok) assert.deepEqual(got.issues, [{ field: "name", message: "Name must be at least 2 characters" }]);
  });
});

const r = (category: string, rating: number, i: number): Review => ({
  id: `r${category}${i}`,
  itemName: "x",
  category,
  rating,
  priceRating: null,
  review: "ok",
  reviewer: "A",
  location: "B",
  helpfulCount: 0,
  createdAt: "2025-09-01",
});

describe("reviewOverview (spec §9)", () => {
  test("average to 1 decimal, satisfaction as average / 5 in percent, most reviewed first", () => {
    const list = [r("Burgers", 5, 1), r("Burgers", 4, 2), r("Burgers", 4, 3), r("Breakfast", 3, 1)];
    const [burgers, breakfast] = reviewOverview(list);
    assert.deepEqual(burgers, { category: "Burgers", count: 3, average: 4.3, satisfaction: 87, volume: "Growing" });
    assert.deepEqual(breakfast, { category: "Breakfast", count: 1, average: 3, satisfaction: 60, volume: "Growing" });
  });
  test("volume: High above 10, Medium above 5, else Growing", () => {
    assert.equal(volumeLabel(11), "High");
    assert.equal(volumeLabel(10), "Medium");
    assert.equal(volumeLabel(6), "Medium");
    assert.equal(volumeLabel(5), "Growing");
    const many = Array.from({ length: 11 }, (_, i) => r("Burgers", 5, i));
    assert.equal(reviewOverview(many)[0].volume, "High");
    assert.equal(reviewOverview(many)[0].satisfaction, 100);
  });
  test("no reviews, no overview", () => {
    assert.deepEqual(reviewOverview([]), []);
  });
});
