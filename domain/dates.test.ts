import assert from "node:assert/strict";
import { test } from "node:test";
import { formatLongDate, formatDateSpan } from "./dates.ts";

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
