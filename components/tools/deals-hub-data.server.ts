/**
 * Server-only: what /deals-hub shows (routes/deals-hub.tsx): the cheap items, the rewards figures and the ways to
 * save, each with its date from the data.
 */
import type { AppContext } from "#server/http/context.ts";
import { bestDeals, cheapItemCount, cheapItems, statCards, strategies } from "#domain/copy/deals-hub.ts";
import { rewardsFigures } from "#domain/copy/rewards.ts";
import { todayIso } from "#domain/rules/dates.ts";
import { currentDeals } from "#domain/rules/deals.ts";
import { menuPriceSpan } from "#domain/rules/state-prices.ts";

export function dealsHubPage({ catalog }: AppContext) {
  const deals = currentDeals(catalog.data.deals, todayIso());
  // Dates from the data, never today's: when the prices on this page were last reviewed (a deal carries its sources instead).
  const rewards = rewardsFigures(catalog.data.rewards);
  const priceSpan = menuPriceSpan(catalog.menuItems, catalog.pricesByItem, catalog.prices);
  return {
    pricesChecked: priceSpan,
    /** The newest price review: the figure the "may be out of date" note is about. */
    asOf: priceSpan?.newest ?? null,
    items: cheapItems(catalog.menuItems),
    // The rewards figures on the cards and the ways to save: rewards.json's, with the page and the day it was read.
    bestDeals: bestDeals(rewards),
    strategies: strategies(rewards),
    stats: statCards({
      deals: deals.length,
      sourced: deals.filter((d) => d.sources?.length).length,
      cheapItems: cheapItemCount(catalog.menuItems),
    }),
  };
}
