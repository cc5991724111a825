import assert from "node:assert/strict";
import { statement } from "../../test-support/allergens.ts";
import { test } from "node:test";
import { ITEM_FAQ_COUNT, itemFaqs } from "./item-faq.ts";
import { sizeVariations } from "../rules/menu.ts";
import { published } from "../../test-support/nutrition.ts";
import { testItem } from "../../test-support/menu-item.ts";

test("16 FAQs built from the item's own figures", () => {
  const item = testItem({ name: "Big Mac", category: "Burgers", avgPriceUsd: 5.58, calories: 590 });
  const faqs = itemFaqs({
    ...item,
    sizes: sizeVariations(item),
    stateRange: { low: 4.6, lowState: "Wyoming", high: 6.91, highState: "Alaska", count: 50, estimated: 0 },
    meal: { kind: "meal-item", name: "Big Mac Extra Value Meal", price: 8 },
  });
  assert.equal(faqs.length, ITEM_FAQ_COUNT);
  assert.equal(new Set(faqs.map((f) => f.question)).size, 16);
  assert.match(faqs[0].answer, /\$5\.58/);
  assert.match(faqs[3].answer, /\$4\.60 in Wyoming to \$6\.91 in Alaska/);
  assert.match(faqs[4].answer, /Big Mac Extra Value Meal costs about \$8\.00/);
  const estimated = itemFaqs({ ...item, name: "McDouble", sizes: sizeVariations(item), meal: { kind: "estimate", price: 9.08 } });
  assert.match(estimated[4].answer, /We estimate a meal .* about \$9\.08.*an estimate/);
});

test("sized items list all three sizes, each with its published calories or none, and the figures' source", () => {
  const item = testItem({
    name: "Sprite",
    category: "Beverages",
    avgPriceUsd: 2,
    sizes: ["Small", "Medium", "Large"],
    ...published({ Small: { calories: 140 }, Medium: { calories: 200 } }),
  });
  const faqs = itemFaqs({ ...item, sizes: sizeVariations(item) });
  assert.match(faqs[1].answer, /Small \$1\.60 \(140 cal\), Medium \$2\.00 \(200 cal\), Large \$2\.50 \(calories not in our data\)/);
  assert.match(
    faqs[2].answer,
    /^Medium: 200 calories \(McDonald's US nutrition calculator, .*2026\); a Small 140 calories and a Large no figure in our data\./,
  );
  const none = itemFaqs({ name: "Sprite", category: "Beverages", avgPriceUsd: 2, sizes: sizeVariations({ ...item, nutrition: {} }) });
  assert.match(none[2].answer, /no published calorie figure .* we never estimate one/);
  assert.match(faqs[3].answer, /do not have state-level figures/);
});

test("the allergen answer says only what the data records, and says so when nothing is recorded", () => {
  const item = testItem({ name: "Big Mac", category: "Burgers", avgPriceUsd: 5.58, calories: 590 });
  const answer = (allergens?: Parameters<typeof itemFaqs>[0]["allergens"]) =>
    itemFaqs({ ...item, sizes: sizeVariations(item), allergens }).find((f) => f.question.includes("allergens"))!.answer;
  assert.match(
    answer(statement("Big Mac", ["Milk", "Eggs", "Wheat"])),
    /^According to the McDonald's US allergen statement, captured September 16, 2026, the Big Mac contains milk, eggs and wheat\. Recipes change/,
  );
  assert.match(answer(statement("Big Mac", ["Wheat"], ["Sesame"])), /contains wheat\. It may contain sesame\./);
  assert.match(
    answer(statement("Big Mac", [])),
    /contains none of the nine major food allergens \(milk, eggs, fish, shellfish, tree nuts, peanuts, wheat, soy and sesame\)/,
  );
  assert.match(
    answer(statement("Big Mac", ["Milk"], [], { unmapped: ["May contain: Nuts"] })),
    /It also says "May contain: Nuts", which we do not match to one of the nine\./,
  );
  assert.match(
    answer(statement("Big Mac", ["Milk"], [], { capturedOn: "2027-01-05" })),
    /captured January 5, 2027/,
    "the date is the data's",
  );
  assert.equal(answer(undefined), "We have no allergen statement for this item; check the chain's allergen guide.");
  assert.doesNotMatch(answer(undefined), /wheat|soy|milk/i);
});

test("'available all day?' is answered from the item's data: breakfast items (by category, their own words or their meal) are breakfast items", async () => {
  const { readFileSync } = await import("node:fs");
  const { parseDataFile } = await import("../data/data-files.ts");
  const { isBreakfastItem } = await import("./item-faq.ts");
  const menu = parseDataFile("menuItems", readFileSync(new URL("../../data/menu-items.json", import.meta.url), "utf8")).data;
  const parts = parseDataFile("mealParts", readFileSync(new URL("../../data/meal-parts.json", import.meta.url), "utf8")).data;
  const byName = new Map(menu.map((i) => [i.name, i]));
  const hours = (name: string) => {
    const item = byName.get(name)!;
    const faq = itemFaqs({ ...item, sizes: sizeVariations(item), breakfast: isBreakfastItem(item, parts, (n) => byName.get(n)) }).find(
      (f) => f.question.endsWith("available all day?"),
    )!;
    return faq.answer;
  };
  // It said "normally served from the end of breakfast until closing" of the Hash Browns, a breakfast side.
  assert.match(hours("Hash Browns"), /^No\. The Hash Browns is a breakfast item, sold during the chain's breakfast hours/);
  assert.match(hours("Egg McMuffin"), /is a breakfast item/);
  assert.match(hours("Sausage McMuffin with Egg Extra Value Meal"), /is a breakfast item/);
  // Where the data records no hours, the answer says so instead of inventing them.
  assert.match(hours("Big Mac"), /^Our data records no serving hours for the Big Mac/);
  assert.doesNotMatch(hours("Big Mac"), /until closing|normally served/);
  assert.match(hours("Shamrock Shake"), /^Not everywhere or all year: Seasonal: a few weeks around St\. Patrick's Day\./);
});
