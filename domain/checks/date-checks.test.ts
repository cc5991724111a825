import assert from "node:assert/strict";
import { test } from "node:test";
import { displayedDates, recordedDates, unbackedDates } from "./date-checks.ts";

test("every form of date a page shows is read: long, short, spans within and across months, a month, JSON-LD", () => {
  const text =
    'Captured September 16, 2026. Reported Sep 2 - Nov 20, 2026; reviewed October 28 to 30, 2025; estimate for August 2026; {"datePublished":"2025-09-08"}; reported in May 2026; 2026 alone is not read.';
  assert.deepEqual(
    displayedDates(text).map((d) => d.iso),
    ["2026-09-02", "2026-11-20", "2026-09-16", "2025-10-28", "2025-10-30", "2026-08", "2026-05", "2025-09-08"],
  );
});

test("a date is backed by a record that carries it; a planted date no record carries is reported with its words", () => {
  const recorded = recordedDates([
    { captured: "2026-09-16" },
    [{ month: "2026-08" }],
    { asOf: "2021 (by 2021-03-27)" },
    { note: "text, not a date" },
  ]);
  assert.ok(recorded.has("2026-09-16") && recorded.has("2026-09") && recorded.has("2026-08") && recorded.has("2021-03-27"));
  const page =
    "Captured September 16, 2026, estimate for August 2026, seen March 27, 2021, in September 2026. Deal details last checked October 30, 2025.";
  const unbacked = unbackedDates(displayedDates(page), recorded);
  assert.deepEqual(unbacked, [{ iso: "2025-10-30", text: "October 30, 2025" }]);
});
