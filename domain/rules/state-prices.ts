/**
 * State price rules: a state's records against the national average of the same items, an item's prices
 * across the states (cheapest and dearest), and the states next to one in the alphabetical list.
 */
import { STATE_NAMES } from "./states.ts";
import { stateNameFromSlug, stateSlug } from "./slug.ts";
import { median, type PricedRecord } from "./state-estimates.ts";

const round2 = (n: number) => Math.round(n * 100) / 100;
const mean = (ns: readonly number[]) => (ns.length ? ns.reduce((a, b) => a + b, 0) / ns.length : 0);

/** Records of one state by its slug ('new-york'), case-insensitive (spec §7). */
export function recordsForState<T extends PricedRecord>(all: readonly T[], slug: string): T[] {
  const name = stateNameFromSlug(slug).toLowerCase();
  return all.filter((r) => r.state.toLowerCase() === name);
}

export interface ComparedPrice {
  itemName: string;
  price: number;
  national: number;
  /** price minus national average, in dollars. */
  difference: number;
  /** Percent above (+) or below (-) the national average, one decimal. */
  percent: number;
}

export interface StateComparison {
  rows: ComparedPrice[];
  /**
   * The state's price level in whole percent: the median of price / national price over its items, the
   * same rule as statePercent in state-estimates.ts (so the home page and the state page agree); 0 without items.
   */
  overallPercent: number;
  verdict: "above" | "below" | "at";
}

/**
 * How a state's prices compare with the national price of the same items. `national` is the menu's national
 * price per item (nationalPrices in state-estimates.ts), never the mean of the surveyed states: which states
 * were surveyed must not move an item's national price.
 */
export function compareState(records: readonly PricedRecord[], national: ReadonlyMap<string, number>): StateComparison {
  const rows = records
    .filter((r) => national.has(r.itemName))
    .map((r) => {
      const nat = national.get(r.itemName)!;
      const difference = round2(r.price - nat);
      const percent = nat > 0 ? Math.round((difference / nat) * 1000) / 10 : 0;
      return { itemName: r.itemName, price: r.price, national: nat, difference, percent };
    });
  const level = median(rows.filter((r) => r.national > 0).map((r) => r.price / r.national));
  // Whole percents, as statePercent: the level's own error is tens of percent (/about#price-model).
  const overallPercent = level === null ? 0 : Math.round((level - 1) * 100);
  const verdict = Math.abs(overallPercent) < 0.5 ? "at" : overallPercent > 0 ? "above" : "below";
  return { rows, overallPercent, verdict };
}

export interface ItemStatePrices {
  count: number;
  average: number;
  cheapest: PricedRecord[];
  dearest: PricedRecord[];
}

/** An item's prices by state: the national average, the cheapest and the dearest few (5 each by default). */
export function itemStatePrices(records: readonly PricedRecord[], limit = 5): ItemStatePrices | null {
  if (!records.length) return null;
  const sorted = [...records].sort((a, b) => a.price - b.price || a.state.localeCompare(b.state));
  const n = Math.min(limit, Math.ceil(sorted.length / 2));
  return {
    count: sorted.length,
    average: round2(mean(sorted.map((r) => r.price))),
    cheapest: sorted.slice(0, n),
    dearest: sorted.slice(-n).reverse(),
  };
}

/** The states before and after this one in alphabetical order (wrapping), as {name, slug}. */
export function neighbouringStates(
  slug: string,
): { previous: { name: string; slug: string }; next: { name: string; slug: string } } | null {
  const name = stateNameFromSlug(slug);
  const i = STATE_NAMES.indexOf(name);
  if (i < 0) return null;
  const at = (j: number) => {
    const n = STATE_NAMES[(j + STATE_NAMES.length) % STATE_NAMES.length];
    return { name: n, slug: stateSlug(n) };
  };
  return { previous: at(i - 1), next: at(i + 1) };
}

const latest = (dates: string[]): string | null => (dates.length ? dates.reduce((a, b) => (b > a ? b : a)) : null);

/**
 * When an item's price estimate was last reviewed (YYYY-MM-DD): the newest `lastUpdated` among its own records;
 * for an item without any, the newest date of all records, which is when the estimates were last reviewed as a
 * whole (data/SOURCES.md). Never today's date by default: that would claim a check nobody made. Null when no
 * record has a date.
 */
export function priceReviewed(itemRecords: readonly PricedRecord[], allRecords: readonly PricedRecord[]): string | null {
  return latest(itemRecords.map((p) => p.lastUpdated)) ?? latest(allRecords.map((p) => p.lastUpdated));
}

/**
 * The first and the last of several items' review dates, each as priceReviewed gives it: what a page listing
 * them all can say ("checked October 28 to 30, 2025") without giving the newest check as every item's, so each
 * item page's own date falls within it.
 */
export function menuPriceSpan(
  items: readonly { name: string }[],
  pricesByItem: ReadonlyMap<string, readonly PricedRecord[]>,
  allRecords: readonly PricedRecord[],
): { oldest: string; newest: string } | null {
  return priceReviewSpan(
    items.map((i) => pricesByItem.get(i.name) ?? []),
    allRecords,
  );
}

/** See menuPriceSpan: the span of the review dates of items given by their price records. */
export function priceReviewSpan(
  itemsRecords: readonly (readonly PricedRecord[])[],
  allRecords: readonly PricedRecord[],
): { oldest: string; newest: string } | null {
  const dates = itemsRecords.map((records) => priceReviewed(records, allRecords)).filter((d): d is string => d !== null);
  if (!dates.length) return null;
  return { oldest: dates.reduce((a, b) => (b < a ? b : a)), newest: latest(dates)! };
}
