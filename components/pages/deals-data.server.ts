/**
 * Server-only: what /deals (and /my-deals) shows (routes/deals.tsx): the Big Mac price tracker, its figures from the
 * data (they were typed in: "$5.89 last month", a 65% bar, "save $1.02").
 */
import type { AppContext } from "#server/http/context.ts";
import { newestDate } from "#domain/rules/dates.ts";

/** The tracker: the national estimate, the dearest and cheapest states, and how many states are under `target`. */
export function dealsPage({ catalog }: AppContext, target: number) {
  const bigMac = catalog.itemsByName.get("Big Mac");
  const rows = catalog.pricesByItem.get("Big Mac") ?? [];
  if (!bigMac || !rows.length) return { tracker: null };
  const sorted = [...rows].sort((a, b) => a.price - b.price);
  const lowest = sorted[0];
  const highest = sorted[sorted.length - 1];
  return {
    tracker: {
      national: bigMac.avgPriceUsd,
      highest: { state: highest.state, price: highest.price },
      lowest: { state: lowest.state, price: lowest.price },
      gap: Math.round((highest.price - lowest.price) * 100) / 100,
      underTarget: rows.filter((r) => r.price < target).length,
      states: rows.length,
      // The month the estimates are for (the price model's newest input), never "checked": nobody checked them.
      month: newestDate(rows.map((r) => r.lastUpdated)),
    },
  };
}
