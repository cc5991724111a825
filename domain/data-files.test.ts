import assert from "node:assert/strict";
import { test } from "node:test";
import { formatDataError, parseDataFile } from "./data-files.ts";

const menuFile = (extra: Record<string, unknown>) => JSON.stringify([{ id: 1, name: "Big Mac", category: "Burgers", cuisine: "American", avgPriceUsd: 5.58, priceAsOf: "2025-10-30", ...extra }]);
const report = (text: string) => parseDataFile("menuItems", text).errors.map(formatDataError).join("\n");

test("a missing required field is reported as missing, a misspelt one as unknown", () => {
  const text = JSON.stringify([{ id: 1, name: "Big Mac", category: "Burgers", cuisine: "American", avgPrice: 5.58 }]);
  assert.match(report(text), /entry 0 \(id 1, "Big Mac"\): field "avgPrice": is not a known field/);
  assert.match(report(text), /entry 0 \(id 1, "Big Mac"\): field "avgPriceUsd": is required but missing/);
});

test("a menu item's allergens are checked against the nine major allergens, naming the entry and the field", () => {
  const file = (allergens: unknown) => menuFile({ allergens });
  assert.equal(parseDataFile("menuItems", file({ contains: ["Milk", "Sesame"] })).errors.length, 0);
  const typo = parseDataFile("menuItems", file({ contains: ["Milk", "Sesame seeds"] })).errors.map(formatDataError).join("\n");
  assert.match(typo, /menu-items\.json.*Big Mac.*allergens\.contains\.1.*must be one of: Milk, Eggs/);
  const twice = parseDataFile("menuItems", file({ contains: ["Milk", "Milk"] })).errors.map(formatDataError).join("\n");
  assert.match(twice, /allergens\.contains.*must not name an allergen twice/);
  const misspelt = parseDataFile("menuItems", file({ contain: ["Milk"] })).errors.map(formatDataError).join("\n");
  assert.match(misspelt, /field "allergens\.contain": is not a known field/);
  assert.match(misspelt, /field "allergens\.contains": is required but missing/);
});
