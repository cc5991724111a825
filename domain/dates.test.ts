import assert from "node:assert/strict";
import { test } from "node:test";
import { formatLongDate } from "./dates.ts";

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
