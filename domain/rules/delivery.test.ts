import assert from "node:assert/strict";
import { test } from "node:test";
import { parseDataFile } from "../data/data-files.ts";
import { formatDataError } from "../data/data-error.ts";
import { deliveryEstimate, type DeliveryEstimateData } from "./delivery.ts";

const DATA: DeliveryEstimateData[] = [
  {
    id: "app-delivery",
    label: "Apps",
    menuMarkupPercent: 20,
    deliveryFeeLowUsd: 1.99,
    deliveryFeeHighUsd: 3.99,
    markupSource: "A study",
    sourceUrl: "https://example.com/study",
    reported: "2025-09-24",
  },
];

test("the delivery estimate is the in-store price with the menu markup, plus the low and the high delivery fee", () => {
  const e = deliveryEstimate(10, DATA)!;
  assert.equal(e.menuOnApp, 12);
  assert.equal(e.low, 13.99);
  assert.equal(e.high, 15.99);
  assert.equal(e.reported, "2025-09-24");
  assert.equal(deliveryEstimate(5.58, [{ ...DATA[0], menuMarkupPercent: 0, deliveryFeeLowUsd: 0, deliveryFeeHighUsd: 0 }])!.high, 5.58);
  assert.equal(deliveryEstimate(11.91, DATA)!.low, 16.28, "rounded to cents");
});

test("no estimate without data or for an empty order: never a made-up figure", () => {
  assert.equal(deliveryEstimate(10, []), null);
  assert.equal(deliveryEstimate(10, [{ ...DATA[0], id: "other" }]), null);
  assert.equal(deliveryEstimate(0, DATA), null);
});

test("delivery-estimate.json errors name the file, the entry and the field", () => {
  const bad = parseDataFile("deliveryEstimate", JSON.stringify([{ ...DATA[0], deliveryFeeLowUsd: 5, menuMarkup: 1 }]));
  const text = bad.errors.map(formatDataError).join("\n");
  assert.match(text, /data\/delivery-estimate\.json: entry 0 \(id "app-delivery"\): field "menuMarkup": is not a known field/);
  const reversed = parseDataFile("deliveryEstimate", JSON.stringify([{ ...DATA[0], deliveryFeeLowUsd: 5 }]));
  assert.match(reversed.errors.map(formatDataError).join("\n"), /field "deliveryFeeLowUsd": must not be more than deliveryFeeHighUsd/);
});

test("the estimate carries the study its markup comes from, its address and its report date; an entry without them is refused", () => {
  const e = deliveryEstimate(10, [{ ...DATA[0], markupSource: "Self Financial's 2025 study", reported: "2025-09-24" }])!;
  assert.deepEqual([e.markupSource, e.reported, e.sourceUrl], ["Self Financial's 2025 study", "2025-09-24", "https://example.com/study"]);
  const { markupSource: _s, ...unsourced } = DATA[0];
  assert.match(
    parseDataFile("deliveryEstimate", JSON.stringify([unsourced]))
      .errors.map(formatDataError)
      .join("\n"),
    /field "markupSource"/,
  );
  const typed = parseDataFile("deliveryEstimate", JSON.stringify([{ ...DATA[0], checked: "2025-10-30" }]))
    .errors.map(formatDataError)
    .join("\n");
  assert.match(typed, /checked/, "a 'checked' date no record backs is refused");
  const bad = parseDataFile("deliveryEstimate", JSON.stringify([{ ...DATA[0], markupSource: "" }]));
  assert.match(
    bad.errors.map(formatDataError).join("\n"),
    /data\/delivery-estimate\.json: entry 0 \(id "app-delivery"\): field "markupSource": must not be empty/,
  );
});
