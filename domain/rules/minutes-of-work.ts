/**
 * Minutes of work: how long a worker paid a state's minimum wage works, before tax, to pay an item's
 * price there. Wages come from data/minimum-wages.json (derived by npm run import-data, each with its source and
 * the date it is in effect on); prices are the site's state prices (our estimates, domain/rules/state-estimates.ts).
 */
import type { MinimumWage } from "../data/content-schemas.ts";
import { statePrice, type NationalItem, type StatePrice, type StatePriceIndex } from "./state-estimates.ts";

/** The items minutes of work are shown for (/prices and every state page): a Big Mac and its meal. */
export const WORK_ITEMS = ["Big Mac", "Big Mac Extra Value Meal"] as const;

/** Whole minutes at an hourly wage that pay a price: price / wage x 60, rounded to the nearest minute. */
export function minutesOfWork(price: number, hourlyWage: number): number {
  return Math.round((price / hourlyWage) * 60);
}

export interface WorkRow {
  wage: MinimumWage;
  /** The items' prices in the state, in the order asked for (null: the state has no price for it). */
  prices: (StatePrice | null)[];
  /** Minutes of work for each of them. */
  minutes: (number | null)[];
}

/** One row per state with a wage: the wage, each item's state price and its minutes of work. */
export function workRows(wages: readonly MinimumWage[], index: StatePriceIndex, items: readonly NationalItem[]): WorkRow[] {
  return wages.map((wage) => {
    const prices = items.map((item) => statePrice(index, item, wage.state));
    return { wage, prices, minutes: prices.map((p) => (p ? minutesOfWork(p.price, wage.wageUsd) : null)) };
  });
}

export const WORK_SORTS = ["state", "wage", "minutes"] as const;
export type WorkSort = (typeof WORK_SORTS)[number];

/** A sort named in the address, or the default (most minutes first). */
export function parseWorkSort(value: string | null): WorkSort {
  return (WORK_SORTS as readonly string[]).includes(value ?? "") ? (value as WorkSort) : "minutes";
}

/** Rows sorted by state name (A-Z), wage (highest first) or the first item's minutes (most first); ties by state. */
export function sortWorkRows(rows: readonly WorkRow[], sort: WorkSort): WorkRow[] {
  const byState = (a: WorkRow, b: WorkRow) => a.wage.state.localeCompare(b.wage.state);
  const key = (r: WorkRow) => (sort === "wage" ? r.wage.wageUsd : (r.minutes[0] ?? -1));
  return [...rows].sort((a, b) => (sort === "state" ? byState(a, b) : key(b) - key(a) || byState(a, b)));
}

/** The site a source address is on, for a short credit: 'https://www.wagehourblog.com/x' -> 'wagehourblog.com'. */
export function sourceSite(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}
