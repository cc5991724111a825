/**
 * Server-only: what /meal-calculator shows (routes/meal-calculator.tsx): the calculator's data for the address
 * (components/tools/meal-data.server.ts, which parses the order once), the state choices, the meal-value figures,
 * the span of price checks and, for a client navigation, the menu list's HTML (its "meal-items" island finds the
 * data built here, so the order is not parsed again).
 */
import type { AppContext } from "#server/http/context.ts";
import { islandHtml } from "#components/islands.server.tsx";
import { stateSlug } from "#domain/rules/slug.ts";
import { menuPriceSpan } from "#domain/rules/state-prices.ts";
import { STATE_NAMES } from "#domain/rules/states.ts";
import { mealData } from "./meal-data.server.ts";

export function mealCalculatorPage(context: AppContext, url: URL) {
  // `?state=texas`: that state's prices; `?state=` national ones on purpose; no `state` at all: the visitor's saved
  // state is applied after hydration (it lives in this browser only), national prices until then and without script.
  const d = mealData(context, url.searchParams);
  return {
    items: d.items,
    state: d.stateName ? { name: d.stateName, slug: stateSlug(d.stateName), checked: d.checked } : null,
    stateAsked: d.stateAsked,
    states: STATE_NAMES.map((name) => ({ name, slug: stateSlug(name) })),
    urlOrder: d.urlOrder,
    capped: d.capped,
    query: d.query,
    people: d.people,
    siteUrl: context.siteUrl,
    valueData: { mealParts: context.catalog.data.mealParts, delivery: context.catalog.data.deliveryEstimate },
    // From the oldest item's check to the newest's: each item page's own date falls within it.
    checked: menuPriceSpan(context.catalog.menuItems, context.catalog.pricesByItem, context.catalog.prices),
    // The menu list's HTML for a client navigation (a document renders it in place): it never hydrates.
    islands: islandHtml(context, ["meal-items"], d.listProps),
  };
}
