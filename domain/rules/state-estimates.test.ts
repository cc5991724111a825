import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  buildStatePriceIndex,
  itemPriceRange,
  itemStatePriceList,
  median,
  readStateMenuSort,
  STATE_MENU_SORTS,
  stateMenu,
  stateMenuGroups,
  statePercent,
  statePercentText,
  statePrice,
  priceKindLabel,
} from "./state-estimates.ts";
import type { Category } from "./categories.ts";

const item = (name: string, avgPriceUsd: number, category: Category = "Burgers") => ({ name, avgPriceUsd, category });
const rec = (itemName: string, state: string, price: number, lastUpdated = "2025-10-01") => ({ itemName, state, price, lastUpdated });

const bigMac = item("Big Mac", 5);
const fries = item("Fries", 2, "Fries & Sides");
const pie = item("Apple Pie", 2, "Sweets & Treats");
const shake = item("Shake", 4, "Sweets & Treats");
const menu = [bigMac, fries, pie, shake];

describe("state price estimates", () => {
  test("median: odd count, even count (ties between the middle two averaged), empty", () => {
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([1, 4, 2, 3]), 2.5);
    assert.equal(median([2, 2, 2, 2]), 2);
    assert.equal(median([]), null);
  });

  test("an item without a stored price is its national price times the median ratio of the state's stored prices", () => {
    // Texas: Big Mac 6/5 = 1.2, Fries 2.2/2 = 1.1, Apple Pie 3/2 = 1.5 -> median 1.2
    const index = buildStatePriceIndex(menu, [
      rec("Big Mac", "Texas", 6, "2025-09-01"),
      rec("Fries", "Texas", 2.2, "2025-10-05"),
      rec("Apple Pie", "Texas", 3),
    ]);
    const p = statePrice(index, shake, "Texas")!;
    assert.equal(p.kind, "estimate");
    assert.equal(p.price, 4.8);
    assert.equal(p.checked, "2025-10-05", "a computed estimate is dated by the newest stored record it rests on");
    assert.equal(statePercent(index, "Texas"), 20);
  });

  test("a stored price is shown as stored, with its own date, and wins over the computed estimate", () => {
    const index = buildStatePriceIndex(menu, [rec("Big Mac", "Ohio", 4, "2025-08-20"), rec("Fries", "Ohio", 3)]);
    assert.deepEqual(statePrice(index, bigMac, "Ohio"), { state: "Ohio", slug: "ohio", price: 4, kind: "stored", checked: "2025-08-20" });
  });

  test("an even number of stored prices uses the mean of the two middle ratios", () => {
    const index = buildStatePriceIndex(menu, [rec("Big Mac", "Ohio", 4), rec("Fries", "Ohio", 2.2)]); // 0.8 and 1.1
    assert.equal(statePrice(index, shake, "Ohio")!.price, 3.8);
    assert.equal(statePercent(index, "Ohio"), -5);
  });

  test("a state with no stored price gets no estimate, never a made-up level", () => {
    const index = buildStatePriceIndex(menu, [rec("Big Mac", "Ohio", 4)]);
    assert.equal(statePrice(index, shake, "Vermont"), null);
    assert.equal(statePercent(index, "Vermont"), null);
    assert.equal(itemStatePriceList(index, shake).length, 1);
  });

  test("records naming no menu item, or an item priced 0, do not move the level", () => {
    const free = item("Water cup", 0);
    const index = buildStatePriceIndex(
      [...menu, free],
      [rec("Big Mac", "Ohio", 4), rec("Ghost Burger", "Ohio", 99), rec("Water cup", "Ohio", 0.5)],
    );
    assert.equal(statePercent(index, "Ohio"), -20);
    assert.equal(statePrice(index, free, "Ohio")!.kind, "stored");
  });

  test("with a stored price in every state, an item gets 50 prices, and the range names the cheapest and dearest state", () => {
    const states = [
      "Alabama",
      "Alaska",
      "Arizona",
      "Arkansas",
      "California",
      "Colorado",
      "Connecticut",
      "Delaware",
      "Florida",
      "Georgia",
      "Hawaii",
      "Idaho",
      "Illinois",
      "Indiana",
      "Iowa",
      "Kansas",
      "Kentucky",
      "Louisiana",
      "Maine",
      "Maryland",
      "Massachusetts",
      "Michigan",
      "Minnesota",
      "Mississippi",
      "Missouri",
      "Montana",
      "Nebraska",
      "Nevada",
      "New Hampshire",
      "New Jersey",
      "New Mexico",
      "New York",
      "North Carolina",
      "North Dakota",
      "Ohio",
      "Oklahoma",
      "Oregon",
      "Pennsylvania",
      "Rhode Island",
      "South Carolina",
      "South Dakota",
      "Tennessee",
      "Texas",
      "Utah",
      "Vermont",
      "Virginia",
      "Washington",
      "West Virginia",
      "Wisconsin",
      "Wyoming",
    ];
    const records = states.map((s, i) => rec("Big Mac", s, 5 + (i % 7) / 10));
    records.push(rec("Shake", "Alaska", 9));
    const index = buildStatePriceIndex(menu, records);
    const list = itemStatePriceList(index, shake);
    assert.equal(list.length, 50);
    assert.equal(list.filter((p) => p.kind === "estimate").length, 49);
    const range = itemPriceRange(index, shake)!;
    assert.equal(range.high.state, "Alaska");
    assert.equal(range.high.kind, "stored");
    assert.equal(range.low.state, "Alabama", "a tie for the cheapest goes to the first state alphabetically");
    assert.equal(range.low.kind, "estimate");
    assert.deepEqual([range.stored, range.estimated], [1, 49]);
    assert.equal(itemPriceRange(buildStatePriceIndex(menu, []), shake), null);
  });

  test("a state's menu: stored prices first by default, then by name; price sorts break ties by name", () => {
    const index = buildStatePriceIndex(menu, [rec("Fries", "Ohio", 2), rec("Shake", "Ohio", 4)]);
    assert.deepEqual(
      stateMenu(index, menu, "Ohio").map((r) => [r.item.name, r.price.kind]),
      [
        ["Fries", "stored"],
        ["Shake", "stored"],
        ["Apple Pie", "estimate"],
        ["Big Mac", "estimate"],
      ],
    );
    assert.deepEqual(
      stateMenu(index, menu, "Ohio", "price-asc").map((r) => r.item.name),
      ["Apple Pie", "Fries", "Shake", "Big Mac"],
    );
    assert.deepEqual(
      stateMenu(index, menu, "Ohio", "price-desc").map((r) => r.item.name),
      ["Big Mac", "Shake", "Apple Pie", "Fries"],
    );
    assert.deepEqual(
      stateMenu(index, menu, "Ohio", "category", ["Sweets & Treats", "Burgers"]).map((r) => r.item.name),
      ["Apple Pie", "Shake", "Big Mac", "Fries"],
    );
    assert.deepEqual(stateMenu(index, menu, "Vermont"), []);
  });

  test("an unknown sort in the URL falls back to stored-first, the default", () => {
    assert.equal(readStateMenuSort("price-desc"), "price-desc");
    assert.equal(readStateMenuSort("stored"), "stored");
    assert.equal(readStateMenuSort("<script>"), "stored");
    assert.equal(readStateMenuSort("constructor"), "stored", "a name on Object's prototype is no sort");
    assert.equal(readStateMenuSort(null), "stored");
    assert.equal(STATE_MENU_SORTS[0], "stored", "the default sort, which the page's URLs leave out, is named for what it does");
  });

  test("a saved URL's ?sort=measured (the stored-first order's older name) reads as stored-first", () => {
    assert.equal(readStateMenuSort("measured"), "stored");
    const index = buildStatePriceIndex(menu, [rec("Shake", "Ohio", 4)]);
    assert.deepEqual(
      stateMenu(index, menu, "Ohio", readStateMenuSort("measured")).map((r) => r.item.name),
      stateMenu(index, menu, "Ohio", "stored").map((r) => r.item.name),
    );
  });

  test("the percentage reads as above, below or about the same", () => {
    assert.equal(statePercentText(12.9), "about 12.9% above the national average");
    assert.equal(statePercentText(-8), "about 8% below the national average");
    assert.equal(statePercentText(0.3), "about the same as the national average");
  });
});

test("a fixed national price (the $5 Meal Deal) is the same in every state, never scaled by a state's level", () => {
  const items = [
    { name: "Big Mac", avgPriceUsd: 5 },
    { name: "$5 Meal Deal", avgPriceUsd: 5, fixedPrice: true as const },
  ];
  const index = buildStatePriceIndex(items, [
    { itemName: "Big Mac", price: 6, state: "Alaska", lastUpdated: "2025-10-30" },
    { itemName: "Big Mac", price: 4, state: "Wyoming", lastUpdated: "2025-10-30" },
  ]);
  assert.deepEqual(
    itemStatePriceList(index, items[1]).map((p) => [p.state, p.price, p.kind]),
    [
      ["Alaska", 5, "national"],
      ["Wyoming", 5, "national"],
    ],
  );
  assert.equal(itemPriceRange(index, items[1]), null, "no cheapest or dearest state for one national price");
  assert.equal(statePrice(index, items[0], "Alaska")?.price, 6);
  assert.equal(priceKindLabel("national"), "Advertised price");
  assert.equal(priceKindLabel("stored"), "Estimate", "a stored record is our estimate too: nothing was measured");
  assert.equal(priceKindLabel("estimate"), "Estimate");
});

describe("a state's menu in groups", () => {
  test("meals first, then the categories in menu order, each keeping the rows' order; empty groups left out", () => {
    const rows = [
      { name: "Coca-Cola", category: "Beverages" },
      { name: "Big Mac Extra Value Meal", category: "McValue" },
      { name: "Big Mac", category: "Burgers" },
      { name: "McChicken", category: "Chicken & Fish" },
      { name: "Hamburger", category: "Burgers" },
      { name: "Mystery", category: "Nowhere" },
    ];
    assert.deepEqual(
      stateMenuGroups(rows, ["Burgers", "Chicken & Fish", "Breakfast", "Beverages", "McValue"]).map((g) => [
        g.title,
        g.rows.map((r) => r.name),
      ]),
      [
        ["Meals", ["Big Mac Extra Value Meal"]],
        ["Burgers", ["Big Mac", "Hamburger"]],
        ["Chicken & Fish", ["McChicken"]],
        ["Beverages", ["Coca-Cola"]],
        ["Other", ["Mystery"]],
      ],
    );
  });
});
