import { StaleNote } from "#components/pages/StaleNote.tsx";
import { Breadcrumbs } from "#components/layout/Breadcrumbs.tsx";
import { seo } from "#components/seo.ts";
import { AppSteps, BestDeals, CheapEats, DealStats, Strategies, ToolLinks } from "#components/tools/DealsHub.tsx";
import * as s from "#components/tools/tools.css.ts";
import { container, lead } from "#components/ui.css.ts";
import { CHEAP_PRICE_LABEL } from "#domain/copy/deals-hub.ts";
import { PricesChecked } from "#components/pages/PricesChecked.tsx";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/deals-hub";
import { app } from "#server/http/context.ts";
import { dealsHubPage } from "#components/tools/deals-hub-data.server.ts";

const PATH = "/deals-hub";

/** Nothing on this page needs the framework's JavaScript. */
export const handle: RouteHandle = { hydrate: false };

export function loader({ context: routerContext }: Route.LoaderArgs) {
  return dealsHubPage(app(routerContext));
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
