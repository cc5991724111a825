import assert from "node:assert/strict";
import { test } from "node:test";
import { crossCheck, DATA_FILES, parseDataFile, type DataKey, type DataSet } from "./data-files.ts";
import { formatDataError } from "./data-error.ts";

const emptyData = () => Object.fromEntries(Object.keys(DATA_FILES).map((k) => [k, []])) as unknown as DataSet & Record<DataKey, unknown[]>;

const menuFile = (extra: Record<string, unknown>) =>
  JSON.stringify([{ id: 1, name: "Big Mac", category: "Burgers", cuisine: "American", avgPriceUsd: 5.58, priceAsOf: "2026-08", ...extra }]);
const report = (text: string) => parseDataFile("menuItems", text).errors.map(formatDataError).join("\n");

test("a missing required field is reported as missing, a misspelt one as unknown", () => {
  const text = JSON.stringify([{ id: 1, name: "Big Mac", category: "Burgers", cuisine: "American", avgPrice: 5.58 }]);
  assert.match(report(text), /entry 0 \(id 1, "Big Mac"\): field "avgPrice": is not a known field/);
  assert.match(report(text), /entry 0 \(id 1, "Big Mac"\): field "avgPriceUsd": is required but missing/);
});

test("a menu item has no allergen field of its own: a hand-written list is refused, naming the entry", () => {
  assert.match(
    report(menuFile({ allergens: { contains: ["Milk"] } })),
    /^data\/menu-items\.json: entry 0 \(id 1, "Big Mac"\): field "allergens": is not a known field/,
  );
});

test("a typo in data/allergens.json names the file, the entry and the field", () => {
  const entry = {
    item: "Big Mac",
    sourceItem: "Big Mac",
    sourceId: 200463,
    source: "McDonald's US allergen statement",
    capturedOn: "2026-09-16",
    contains: ["Milk", "Sesame"],
    mayContain: [],
  };
  const allergens = (e: Record<string, unknown>) =>
    parseDataFile("allergens", JSON.stringify([e]))
      .errors.map(formatDataError)
      .join("\n");
  assert.equal(allergens(entry), "");
  assert.equal(
    allergens({ ...entry, contains: ["Milk", "Sesame seeds"] }),
    'data/allergens.json: entry 0 ("Big Mac"): field "contains.1": must be one of: Milk, Eggs, Fish, Shellfish, Tree Nuts, Peanuts, Wheat, Soy, Sesame',
  );
  assert.match(
    allergens({ ...entry, mayContain: ["Milk", "Milk"] }),
    /entry 0 \("Big Mac"\): field "mayContain": must not name an allergen twice/,
  );
  assert.match(
    allergens({ ...entry, capturedOn: "16/09/2026" }),
    /entry 0 \("Big Mac"\): field "capturedOn": must be a date written YYYY-MM-DD/,
  );
  const { mayContain: _right, ...withoutMay } = entry;
  const misspelt = allergens({ ...withoutMay, maycontain: [] });
  assert.match(misspelt, /field "maycontain": is not a known field/);
  assert.match(misspelt, /field "mayContain": is required but missing/);
  const data = emptyData();
  data.menuItems = parseDataFile("menuItems", menuFile({})).data;
  data.allergens = parseDataFile("allergens", JSON.stringify([entry, { ...entry, item: "Big Mc" }, entry])).data;
  const cross = crossCheck(data).map(formatDataError);
  assert.ok(cross.includes('data/allergens.json: entry 1 ("Big Mc"): field "item": names no item in menu-items.json'), cross.join("\n"));
  assert.ok(
    cross.includes('data/allergens.json: entry 2 ("Big Mac"): field "item": repeats entry 0 (one statement per item)'),
    cross.join("\n"),
  );
});

test("a menu item's sizes are the menu's list, smallest first, or left out; a size in nutrition.json is one of them or Standard", () => {
  assert.equal(parseDataFile("menuItems", menuFile({ sizes: ["Small", "Medium", "Large"] })).errors.length, 0);
  assert.match(
    report(menuFile({ sizes: ["Large", "Medium", "Small"] })),
    /entry 0 \(id 1, "Big Mac"\): field "sizes": must be the list \["Small", "Medium", "Large"\] \(leave it out for one size\)/,
  );
  assert.match(report(menuFile({ sizes: "Small" })), /field "sizes": must be the list \["Small", "Medium", "Large"\]$/m);
  const nutrition = (size: string) =>
    parseDataFile("nutrition", JSON.stringify([{ item: "Big Mac", size, source: "x", asOf: "2025-10-30", calories: 590 }]))
      .errors.map(formatDataError)
      .join("\n");
  assert.equal(nutrition("Standard"), "");
  assert.match(nutrition("Huge"), /nutrition\.json.*field "size": must be one of: Standard, Small, Medium, Large/);
});

test("a review in reviews.json marked verified is refused (nothing on this site verifies a review); the shipped file is empty", async () => {
  const review = {
    id: "seed-1",
    itemName: "Big Mac",
    category: "Burgers",
    rating: 5,
    review: "Tastes the way I remember it.",
    reviewer: "Marcus T.",
    location: "Columbus, OH",
  };
  assert.equal(parseDataFile("reviews", JSON.stringify([review])).errors.length, 0);
  for (const verified of [true, false]) {
    const got = parseDataFile("reviews", JSON.stringify([{ ...review, verified }]))
      .errors.map(formatDataError)
      .join("\n");
    assert.match(
      got,
      /reviews\.json: entry 0 \(id "seed-1", "Big Mac"\): field "verified": must not be set: nothing on this site verifies a review/,
    );
  }
  const { readFile } = await import("node:fs/promises");
  const shipped = parseDataFile("reviews", await readFile(new URL("../../data/reviews.json", import.meta.url), "utf8"));
  assert.deepEqual(shipped, { data: [], errors: [] });
});

test("a review without a date gets the spec's fallback date", async () => {
  const { buildCatalog, REVIEW_DATE_FALLBACK } = await import("./catalog.ts");
  const review = { id: "r1", itemName: "Big Mac", category: "Burgers", rating: 4, review: "Fine.", reviewer: "Ann", location: "Reno, NV" };
  const data = Object.fromEntries(Object.keys(DATA_FILES).map((k) => [k, []])) as unknown as DataSet;
  data.reviews = parseDataFile("reviews", JSON.stringify([review])).data;
  assert.equal(REVIEW_DATE_FALLBACK, "2025-08-29");
  assert.equal(buildCatalog(data, "v").seedReviews[0].createdAt, "2025-08-29");
});

test("the Big Mac index: a misspelt field names the file, the edition and the field; a dollar price off its rate is reported", () => {
  const edition = (country: Record<string, unknown>) =>
    JSON.stringify([
      {
        date: "2026-01-01",
        countries: [{ iso: "USA", name: "United States", currency: "USD", localPrice: 6.12, dollarRate: 1, dollarPrice: 6.12 }, country],
      },
    ]);
  const japan = { iso: "JPN", name: "Japan", currency: "JPY", localPrice: 480, dollarRate: 158.545, dollarPrice: 3.03 };
  assert.equal(parseDataFile("bigMacIndex", edition(japan)).errors.length, 0);
  const typo = parseDataFile("bigMacIndex", edition({ ...japan, dollarPrice: undefined, dolarPrice: 3.03 }))
    .errors.map(formatDataError)
    .join("\n");
  assert.match(typo, /data\/big-mac-index\.json: entry 0 \(edition 2026-01-01\): field "countries\.1\.dolarPrice": is not a known field/);
  assert.match(typo, /field "countries\.1\.dollarPrice": is required but missing/);
  const data = { ...emptyData(), bigMacIndex: parseDataFile("bigMacIndex", edition({ ...japan, dollarPrice: 3.3 })).data };
  assert.match(
    crossCheck(data).map(formatDataError).join("\n"),
    /entry 0 \(edition 2026-01-01, JPN Japan\): field "countries\.1\.dollarPrice": is 3\.3, but localPrice \/ dollarRate is 3\.03/,
  );
});
