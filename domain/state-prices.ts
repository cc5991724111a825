/**
 * State price rules: a state's records against the national average of the same items, an item's prices
 * across the states (cheapest and dearest), and the states next to one in the alphabetical list.
 */
import { STATE_NAMES } from "./states.ts";
import { stateNameFromSlug, stateSlug } from "./slug.ts";

export interface PriceLike {
  itemName: string;
  price: number;
  state: string;
  lastUpdated: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const mean = (ns: readonly number[]) => (ns.length ? ns.reduce((a, b) => a + b, 0) / ns.length : 0);

/** Records of one state by its slug ('new-york'), case-insensitive (spec §7). */
export function recordsForState<T extends PriceLike>(all: readonly T[], slug: string): T[] {
  const name = stateNameFromSlug(slug).toLowerCase();
  return all.filter((r) => r.state.toLowerCase() === name);
}

/** National average price of each item over every state that reports it. */
export function nationalAverages(all: readonly PriceLike[]): Map<string, number> {
  const byItem = new Map<string, number[]>();
  for (const r of all) {
    const list = byItem.get(r.itemName);
    if (list) list.push(r.price);
    else byItem.set(r.itemName, [r.price]);
  }
  return new Map([...byItem].map(([k, ps]) => [k, round2(mean(ps))]));
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
  /** Average percent difference over the state's items, one decimal; 0 when there are none. */
  overallPercent: number;
  verdict: "above" | "below" | "at";
}

/** How a state's prices compare with the national average for the same items. */
export function compareState(records: readonly PriceLike[], averages: Map<string, number>): StateComparison {
  const rows = records
    .filter((r) => averages.has(r.itemName))
    .map((r) => {
      const national = averages.get(r.itemName)!;
      const difference = round2(r.price - national);
      const percent = national > 0 ? Math.round((difference / national) * 1000) / 10 : 0;
      return { itemName: r.itemName, price: r.price, national, difference, percent };
    });
  const overallPercent = Math.round(mean(rows.map((r) => r.percent)) * 10) / 10;
  const verdict = Math.abs(overallPercent) < 0.5 ? "at" : overallPercent > 0 ? "above" : "below";
  return { rows, overallPercent, verdict };
}

export interface ItemStatePrices {
  count: number;
  average: number;
  cheapest: PriceLike[];
  dearest: PriceLike[];
}

/** An item's prices by state: the national average, the cheapest and the dearest few (5 each by default). */
export function itemStatePrices(records: readonly PriceLike[], limit = 5): ItemStatePrices | null {
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
export function neighbouringStates(slug: string): { previous: { name: string; slug: string }; next: { name: string; slug: string } } | null {
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
export function priceReviewed(itemRecords: readonly PriceLike[], allRecords: readonly PriceLike[]): string | null {
  return latest(itemRecords.map((p) => p.lastUpdated)) ?? latest(allRecords.map((p) => p.lastUpdated));
}
