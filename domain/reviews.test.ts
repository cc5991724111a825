import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { deriveCategory, REVIEW_ITEM_SUGGESTIONS, reviewOverview, volumeLabel } from "./reviews.ts";
import type { Review } from "./schemas.ts";

describe("deriveCategory (spec §5)", () => {
  test("the 8 suggested items take the spec's categories", () => {
    assert.deepEqual(
      REVIEW_ITEM_SUGGESTIONS.map((name) => deriveCategory(name)),
      ["Burgers", "Burgers", "McNuggets & Strips", "Fries & Sides", "Breakfast", "Sweets & Treats", "McCafé Coffees", "Sweets & Treats"],
    );
  });
  test("matching ignores case and finds the name inside longer text", () => {
    assert.equal(deriveCategory("double BIG MAC meal"), "Burgers");
    assert.equal(deriveCategory("Oreo McFlurry"), "Sweets & Treats");
    assert.equal(deriveCategory("McCafe Iced Coffee"), "McCafé Coffees");
  });
  test("anything else is Other, unless it is a menu item's exact name (its menu category)", () => {
    assert.equal(deriveCategory("Filet-O-Fish"), "Other");
    const menu = new Map([["filet-o-fish", "Chicken & Fish"]]);
    assert.equal(deriveCategory("Filet-O-Fish", (slug) => menu.get(slug)), "Chicken & Fish");
    assert.equal(deriveCategory("A mystery burger", (slug) => menu.get(slug)), "Other");
  });
});

const r = (category: string, rating: number, i: number): Review => ({
  id: `r${category}${i}`, itemName: "x", category, rating, priceRating: null, review: "ok", reviewer: "A", location: "B", verified: false, helpfulCount: 0, createdAt: "2025-09-01",
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
