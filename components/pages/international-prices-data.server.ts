/**
 * Server-only: what /international-prices shows (routes/international-prices.tsx): the latest edition of The
 * Economist's Big Mac index, every country it priced in dollars and locally, and the table's filter (?q=).
 */
import type { AppContext } from "#server/http/context.ts";
import { formatEdition } from "#domain/rules/big-mac-index.ts";
import { latestCountryRows } from "#domain/rules/countries.ts";

export function internationalPricesPage({ catalog }: AppContext, url: URL) {
  const view = catalog.bigMacIndex;
  const countries = latestCountryRows(view);
  const q = (url.searchParams.get("q") ?? "").slice(0, 60);
  const date = view.latest?.date ?? "";
  return {
    countries,
    q,
    date,
    edition: date ? formatEdition(date) : "",
    dearest: countries[0],
    cheapest: countries[countries.length - 1],
    us: countries.find((c) => c.iso === "USA"),
  };
}
