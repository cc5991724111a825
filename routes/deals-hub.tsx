import { StaleNote } from "#components/pages/StaleNote.tsx";
import { Breadcrumbs } from "#components/layout/Breadcrumbs.tsx";
import { seo } from "#components/seo.ts";
import { AppSteps, BestDeals, CheapEats, DealStats, Strategies, ToolLinks } from "#components/tools/DealsHub.tsx";
import * as s from "#components/tools/tools.css.ts";
import { container, lead } from "#components/ui.css.ts";
import { bestDeals, CHEAP_PRICE_LABEL, cheapItemCount, cheapItems, statCards, strategies } from "#domain/copy/deals-hub.ts";
import { rewardsFigures } from "#domain/copy/rewards.ts";
import { todayIso } from "#domain/rules/dates.ts";
import { PricesChecked } from "#components/pages/PricesChecked.tsx";
import { currentDeals } from "#domain/rules/deals.ts";
import { menuPriceSpan } from "#domain/rules/state-prices.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/deals-hub";
import { app } from "#server/http/context.ts";

const PATH = "/deals-hub";

/** Nothing on this page needs the framework's JavaScript. */
export const handle: RouteHandle = { hydrate: false };

export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  const deals = currentDeals(context.catalog.data.deals, todayIso());
  // Dates from the data, never today's: when the prices on this page were last reviewed (a deal carries its sources instead).
  const priceSpan = menuPriceSpan(context.catalog.menuItems, context.catalog.pricesByItem, context.catalog.prices);
  return {
    pricesChecked: priceSpan,
    /** The newest price review: the figure the "may be out of date" note is about. */
    asOf: priceSpan?.newest ?? null,
    items: cheapItems(context.catalog.menuItems),
    // The rewards figures on the cards and the ways to save: rewards.json's, with the page and the day it was read.
    bestDeals: bestDeals(rewardsFigures(context.catalog.data.rewards)),
    strategies: strategies(rewardsFigures(context.catalog.data.rewards)),
    stats: statCards({
      deals: deals.length,
      sourced: deals.filter((d) => d.sources?.length).length,
      cheapItems: cheapItemCount(context.catalog.menuItems),
    }),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "McDonald's Deals Hub: Reported Deals and Ways to Save",
    description: `McDonald's deals in one place, each with its date: value menu, rewards, app offers, items for ${CHEAP_PRICE_LABEL} or less and ways to save.`,
    path: PATH,
  });

export default function DealsHubPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className={container}>
      <header className={s.head}>
        <Breadcrumbs />
        <h1 className={s.title}>Best McDonald's Deals</h1>
        <p className={lead}>
          Value menus, rewards and app offers collected in one place. Deals vary by location and can end without notice.
        </p>
        <p data-testid="deals-checked">
          {loaderData.pricesChecked ? (
            <PricesChecked as="span" stale={false} oldest={loaderData.pricesChecked.oldest} newest={loaderData.pricesChecked.newest} />
          ) : null}
          <StaleNote asOf={loaderData.asOf} />
        </p>
      </header>
      <DealStats cards={loaderData.stats} />
      <BestDeals deals={loaderData.bestDeals} />
      <CheapEats items={loaderData.items} />
      <Strategies strategies={loaderData.strategies} />
      <AppSteps />
      <ToolLinks />
    </div>
  );
}
