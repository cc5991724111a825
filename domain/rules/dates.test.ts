import assert from "node:assert/strict";
import { test } from "node:test";
import { dataYear, priceYear, formatDateSpan, formatLongDate, isOutOfDate } from "./dates.ts";

test("a YYYY-MM-DD date prints in long US format", () => {
  assert.equal(formatLongDate("2025-09-15"), "September 15, 2025");
  assert.equal(formatLongDate("2025-01-01"), "January 1, 2025");
});

test("the day does not shift with the machine's time zone (UTC is fixed)", () => {
  assert.equal(formatLongDate("2025-12-31"), "December 31, 2025");
  assert.equal(formatLongDate("2025-03-01T23:30:00Z"), "March 1, 2025");
});

test("an unreadable date is shown as written", () => {
  assert.equal(formatLongDate("soon"), "soon");
});

test("a span of check dates says the first and the last, without repeating the month or year it shares", () => {
  assert.equal(formatDateSpan("2025-10-30", "2025-10-30"), "October 30, 2025");
  assert.equal(formatDateSpan("2025-10-28", "2025-10-30"), "October 28 to 30, 2025");
  assert.equal(formatDateSpan("2025-09-30", "2025-10-30"), "September 30 to October 30, 2025");
  assert.equal(formatDateSpan("2024-12-30", "2025-01-02"), "December 30, 2024 to January 2, 2025");
});

test("the brand year is the year of the newest date in the data, and moves with it", () => {
  const data = {
    prices: [{ lastUpdated: "2025-08-24" }, { lastUpdated: "2025-10-30" }],
    news: [{ date: "2025-09-15" }],
    deliveryEstimate: [{ reported: "2025-10-30" }],
    nutrition: [{ asOf: "2025-06-01" }],
    bigMacIndex: [{ date: "2025-01-01" }],
  };
  assert.equal(dataYear(data), "2025");
  assert.equal(dataYear({ ...data, news: [{ date: "2026-01-05" }] }), "2026");
  assert.equal(dataYear({ ...data, nutrition: [{ asOf: "2026-10-08" }] }), "2026", "a new nutrition capture is an update");
  assert.equal(dataYear({ ...data, bigMacIndex: [{ date: "2026-01-01" }] }), "2026", "a new index edition is an update");
  assert.equal(dataYear({ prices: [], news: [], deliveryEstimate: [], nutrition: [], bigMacIndex: [] }), null);
});

test("a figure is out of date when its as-of date is more than 12 months before today", () => {
  assert.equal(isOutOfDate("2025-10-30", "2026-11-25"), true);
  assert.equal(isOutOfDate("2025-11-25", "2026-11-25"), false, "exactly 12 months is not more than 12");
  assert.equal(isOutOfDate("2025-11-24", "2026-11-25"), true);
  assert.equal(isOutOfDate("2026-10-01", "2026-11-25"), false);
  assert.equal(isOutOfDate(null, "2026-11-25"), false);
  assert.equal(isOutOfDate("October 2025", "2026-11-25"), false);
});

test("the price year is the newest price's, whatever else in the data is newer", () => {
  const prices = [{ lastUpdated: "2025-10-30" }];
  assert.equal(priceYear({ prices, menuItems: [{ priceAsOf: "2025-10-30" }] }), "2025");
  assert.equal(priceYear({ prices, menuItems: [{ priceAsOf: "2026-02-01" }] }), "2026");
  assert.equal(priceYear({ prices: [], menuItems: [] }), null);
});
