import { Breadcrumbs } from "#components/layout/Breadcrumbs.tsx";
import { seo } from "#components/seo.ts";
import { MealCalculator, MealHowTo, MoneySavingTips } from "#components/tools/MealCalculator.tsx";
import * as s from "#components/tools/tools.css.ts";
import { container, lead, notice, section } from "#components/ui.css.ts";
import { MAX_LINES, MAX_QUANTITY } from "#domain/rules/order.ts";
import { mealData } from "#components/tools/meal-data.server.ts";
import { islandHtml } from "#components/islands.server.tsx";
import type { Route } from "./+types/meal-calculator";
import { menuPriceSpan } from "#domain/rules/state-prices.ts";
import { PricesChecked } from "#components/pages/PricesChecked.tsx";
import { app } from "#server/http/context.ts";
import { stateSlug } from "#domain/rules/slug.ts";
import { STATE_NAMES } from "#domain/rules/states.ts";

const PATH = "/meal-calculator";

export function loader({ request, context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  // `?state=texas`: that state's prices; `?state=` national ones on purpose; no `state` at all: the visitor's saved
  // state is applied after hydration (it lives in this browser only), national prices until then and without script.
  const d = mealData(context, new URL(request.url).searchParams);
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

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Meal Cost Calculator: Price Your McDonald's Order",
    description: "Add menu items to see your order's estimated cost and calories before you buy. Share the order with one link.",
    path: PATH,
  });

export default function MealCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className={container}>
      <header className={s.head}>
        <Breadcrumbs />
        <h1 className={s.title}>Meal Cost Calculator</h1>
        <p className={lead}>
          Build an order from estimated menu prices and see the subtotal, the calories and what the app could save you. Prices are estimates
          and vary by location.
        </p>
        <PricesChecked oldest={loaderData.checked?.oldest ?? null} newest={loaderData.checked?.newest ?? null} />
      </header>
      {loaderData.capped && (
        <p className={notice.info} role="status">
          This link lists more than {MAX_LINES} different items. An order holds up to {MAX_LINES} items, up to {MAX_QUANTITY} of each, so
          only the first {MAX_LINES} are shown.
        </p>
      )}
      <MealCalculator
        items={loaderData.items}
        state={loaderData.state}
        stateAsked={loaderData.stateAsked}
        states={loaderData.states}
        urlOrder={loaderData.urlOrder}
        query={loaderData.query}
        people={loaderData.people}
        siteUrl={loaderData.siteUrl}
        valueData={loaderData.valueData}
        listHtml={loaderData.islands?.["meal-items"]}
      />
      <div className={section}>
        <MoneySavingTips />
      </div>
      <div className={section}>
        <MealHowTo />
      </div>
    </div>
  );
}
