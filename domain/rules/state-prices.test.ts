import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { nationalPrices } from "./state-estimates.ts";
import { compareState, itemStatePrices, neighbouringStates, recordsForState } from "./state-prices.ts";

const rec = (itemName: string, state: string, price: number) => ({ itemName, state, price, lastUpdated: "2025-10-01" });
const all = [
  rec("Big Mac", "New York", 6),
  rec("Big Mac", "Texas", 5),
  rec("Big Mac", "Ohio", 4),
  rec("Apple Pie", "New York", 2),
  rec("Apple Pie", "Texas", 2),
];

describe("state prices", () => {
  test("a state's records are found by slug, case-insensitively", () => {
    assert.deepEqual(
      recordsForState(all, "new-york").map((r) => r.itemName),
      ["Big Mac", "Apple Pie"],
    );
    assert.deepEqual(recordsForState(all, "NEW-YORK").length, 2);
    assert.deepEqual(recordsForState(all, "atlantis"), []);
  });
  test("the comparison uses the menu's national price of the same item, not the mean of the surveyed states", () => {
    // The three surveyed Big Macs average $5; the menu's national price is $5 too only by choice here: change it
    // and the comparison must follow the menu.
    const avg = nationalPrices([
      { name: "Big Mac", avgPriceUsd: 5 },
      { name: "Apple Pie", avgPriceUsd: 2 },
    ]);
    const dearer = compareState(
      recordsForState(all, "texas"),
      nationalPrices([
        { name: "Big Mac", avgPriceUsd: 4 },
        { name: "Apple Pie", avgPriceUsd: 2 },
      ]),
    );
    assert.deepEqual(dearer.rows[0], { itemName: "Big Mac", price: 5, national: 4, difference: 1, percent: 25 });
    const ny = compareState(recordsForState(all, "new-york"), avg);
    assert.deepEqual(ny.rows[0], { itemName: "Big Mac", price: 6, national: 5, difference: 1, percent: 20 });
    assert.equal(ny.rows[1].percent, 0);
    assert.equal(ny.overallPercent, 10);
    assert.equal(ny.verdict, "above");
    assert.equal(compareState(recordsForState(all, "ohio"), avg).verdict, "below");
    assert.equal(compareState([], avg).verdict, "at");
  });
  test("an item's cheapest and dearest states and its national average", () => {
    const bigMac = itemStatePrices(
      all.filter((r) => r.itemName === "Big Mac"),
      1,
    )!;
    assert.equal(bigMac.count, 3);
    assert.equal(bigMac.average, 5);
    assert.equal(bigMac.cheapest[0].state, "Ohio");
    assert.equal(bigMac.dearest[0].state, "New York");
    assert.equal(itemStatePrices([]), null);
  });
  test("neighbouring states wrap around the alphabetical list", () => {
    assert.deepEqual(neighbouringStates("new-york"), {
      previous: { name: "New Mexico", slug: "new-mexico" },
      next: { name: "North Carolina", slug: "north-carolina" },
    });
    assert.equal(neighbouringStates("alabama")!.previous.name, "Wyoming");
    assert.equal(neighbouringStates("atlantis"), null);
  });
});
