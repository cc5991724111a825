/**
 * Server-only: what /big-mac-prices shows (routes/big-mac-prices.tsx): the Big Mac index's US price in every edition
 * and the change between the two editions an address picks (?from=&to=), beside our own estimates by state, ranked
 * and mapped, with the backtest's error and the dates of our state prices.
 */
import type { AppContext } from "#server/http/context.ts";
import { bigMacMapStates } from "#components/charts/map-data.server.ts";
import { pickEditions, priceChange } from "#domain/rules/big-mac-index.ts";
import { stateModelSummary } from "#domain/rules/price-model.ts";
import { rankWithTies } from "#domain/rules/rank.ts";
import { buildStatePriceIndex, itemStatePriceList, storedPriceCoverage } from "#domain/rules/state-estimates.ts";

export function bigMacPricesPage({ catalog }: AppContext, url: URL) {
  // Our Big Mac estimate in each state (the same figure as the state pages and the map), ranked.
  const bigMac = catalog.itemsByName.get("Big Mac");
  const statePrices = bigMac ? itemStatePriceList(catalog.statePrices, bigMac) : [];
  const flat = ({ rank, entry }: { rank: number; entry: (typeof statePrices)[number] }) => ({
    rank,
    state: entry.state,
    price: entry.price,
  });
  const series = catalog.bigMacIndex.usSeries;
  const picked = pickEditions(series, url.searchParams.get("from"), url.searchParams.get("to"));
  return {
    dearest: rankWithTies(statePrices, (c) => c.price, "desc", 10).map(flat),
    cheapest: rankWithTies(statePrices, (c) => c.price, "asc", 10).map(flat),
    // The backtest's error of a state estimate: neighbours in a ranking closer than this cannot be told apart.
    stateError: catalog.priceModel?.errors.state ?? null,
    surveyStates: stateModelSummary(catalog.data.stateSurveys, catalog.data.stateLevels).surveyStates.length,
    states: bigMacMapStates(catalog),
    national: catalog.itemsByName.get("Big Mac")?.avgPriceUsd ?? null,
    // When our Big Mac prices by state were last reviewed: the oldest and newest of their own dates.
    coverage: storedPriceCoverage(buildStatePriceIndex(catalog.menuItems, catalog.pricesByItem.get("Big Mac") ?? [])),
    series,
    change: picked ? priceChange(picked.from, picked.to) : null,
  };
}
