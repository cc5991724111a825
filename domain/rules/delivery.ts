/**
 * In-store or delivery: an estimate of what the same order costs through a delivery app, from the menu markup
 * and the delivery fee range held in data/delivery-estimate.json (sources in data/SOURCES.md). It is an
 * estimate and says so: apps add service fees, small-order fees, tax and tip on top, and vary by restaurant.
 */
import * as v from "valibot";

const text = (max: number) =>
  v.pipe(v.string("must be text"), v.trim(), v.minLength(1, "must not be empty"), v.maxLength(max, `must be at most ${max} characters`));
const fee = v.pipe(
  v.number("must be a number (US dollars, e.g. 1.99)"),
  v.minValue(0, "must not be negative"),
  v.maxValue(50, "must be at most 50"),
);

export const DeliveryEstimateSchema = v.pipe(
  v.strictObject({
    id: text(40),
    label: text(120),
    /** How much more the apps' menu prices are than in-store prices, in percent (20 means 20% more). */
    menuMarkupPercent: v.pipe(
      v.number("must be a number of percent, e.g. 20"),
      v.minValue(0, "must not be negative"),
      v.maxValue(200, "must be at most 200"),
    ),
    deliveryFeeLowUsd: fee,
    deliveryFeeHighUsd: fee,
    /** The published study the markup and the fee range come from, named beside the estimate. */
    markupSource: text(120),
    /** Where the study is reported (https). */
    sourceUrl: v.pipe(
      v.string("must be an https address"),
      v.url("must be an https address"),
      v.startsWith("https://", "must be an https address"),
    ),
    /** The date the study was reported: a date in the source, never the day the file was edited. */
    reported: v.pipe(v.string("must be a date written YYYY-MM-DD"), v.isoDate("must be a date written YYYY-MM-DD")),
  }),
  v.forward(
    v.check((e) => e.deliveryFeeLowUsd <= e.deliveryFeeHighUsd, "must not be more than deliveryFeeHighUsd"),
    ["deliveryFeeLowUsd"],
  ),
);
export type DeliveryEstimateData = v.InferOutput<typeof DeliveryEstimateSchema>;

/** The id of the entry the pages use. */
export const DELIVERY_ENTRY = "app-delivery";

export interface DeliveryEstimate {
  inStore: number;
  /** The in-store price with the apps' menu markup. */
  menuOnApp: number;
  low: number;
  high: number;
  markupPercent: number;
  feeLow: number;
  feeHigh: number;
  /** The study's report date (YYYY-MM-DD). */
  reported: string;
  markupSource: string;
  sourceUrl: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Estimated delivery total of an in-store price: price x (1 + markup), plus the low or the high delivery fee.
 * Null when the data has no entry (the pages then show no estimate rather than a made-up one) or for an empty order.
 */
export function deliveryEstimate(inStore: number, entries: readonly DeliveryEstimateData[]): DeliveryEstimate | null {
  const e = entries.find((x) => x.id === DELIVERY_ENTRY);
  if (!e || !(inStore > 0)) return null;
  const menuOnApp = round2(inStore * (1 + e.menuMarkupPercent / 100));
  return {
    inStore: round2(inStore),
    menuOnApp,
    low: round2(menuOnApp + e.deliveryFeeLowUsd),
    high: round2(menuOnApp + e.deliveryFeeHighUsd),
    markupPercent: e.menuMarkupPercent,
    feeLow: e.deliveryFeeLowUsd,
    feeHigh: e.deliveryFeeHighUsd,
    reported: e.reported,
    markupSource: e.markupSource,
    sourceUrl: e.sourceUrl,
  };
}

/** The apps' delivery fee range as the study reports it (average fee by app), with the study and its date. */
export interface DeliveryFees {
  low: number;
  high: number;
  /** The study's report date (YYYY-MM-DD). */
  reported: string;
  source: string;
  sourceUrl: string;
}

/** The delivery fee range every page quotes (/delivery, the home page): the pages' entry, or null without one. */
export function deliveryFees(entries: readonly DeliveryEstimateData[]): DeliveryFees | null {
  const e = entries.find((x) => x.id === DELIVERY_ENTRY);
  return e
    ? { low: e.deliveryFeeLowUsd, high: e.deliveryFeeHighUsd, reported: e.reported, source: e.markupSource, sourceUrl: e.sourceUrl }
    : null;
}
