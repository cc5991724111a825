import assert from "node:assert/strict";
import { test } from "node:test";
import { formatLongDate } from "../rules/dates.ts";
import type { DealRecord } from "../rules/deals.ts";
import { sourceDate } from "../rules/locations.ts";
import { offerStatus } from "./offers.ts";

const record = (effective: string): DealRecord => ({
  effective,
  what: "an offer report",
  source: "A paper",
  url: "https://example.com/a",
  published: null,
});
const none = { status: null, startDate: null, endDate: null };

test("an offer with announced dates is answered by them: ended, or starting", () => {
  const ended = offerStatus("Snack Deal", { ...none, status: "ended", endDate: "2025-03-02", records: [record("2024-06")] });
  assert.equal(ended.head, `The Snack Deal ended on ${formatLongDate("2025-03-02")}.`);
  const upcoming = offerStatus("Snack Deal", { ...none, status: "upcoming", startDate: "2027-01-05", records: [] });
  assert.equal(upcoming.head, `The Snack Deal starts on ${formatLongDate("2027-01-05")}.`);
});

test("otherwise it says only the newest report's date, and that it cannot tell whether the offer runs today", () => {
  const older = record("2024-06-25");
  const newest = record("2025-01");
  const running = offerStatus("Snack Deal", { ...none, status: "running", endDate: "2025-12-31", records: [older, newest] });
  assert.equal(running.head, `Our newest report of the Snack Deal is from ${sourceDate(newest.effective)}.`);
  assert.match(running.more, /cannot say whether it still runs today/);
  assert.ok(running.more.includes(formatLongDate("2025-12-31")), running.more);
  assert.ok(!running.head.includes(sourceDate(older.effective)));

  const unknown = offerStatus("Snack Deal", { ...none, records: [] });
  assert.equal(unknown.head, "We have no dated report of the Snack Deal as an offer.");
  assert.match(unknown.more, /cannot say whether it runs today/);
});
