/** Server-only: what /mcvalue (and /mcvalue-deals) shows (routes/mcvalue.tsx): the current meal deals and app offers. */
import type { AppContext } from "#server/http/context.ts";
import { todayIso } from "#domain/rules/dates.ts";
import { currentDeals } from "#domain/rules/deals.ts";

export function mcvaluePage({ catalog }: AppContext) {
  const deals = currentDeals(catalog.data.deals, todayIso());
  const mealDeals = deals.filter((d) => d.group === "meal-deal").slice(0, 3);
  const appOffers = deals.filter((d) => d.group === "app-offer").slice(0, 2);
  return { mealDeals, appOffers };
}
