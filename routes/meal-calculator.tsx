import { Breadcrumbs } from "#components/layout/Breadcrumbs.tsx";
import { seo } from "#components/seo.ts";
import { MealCalculator, MealHowTo, MoneySavingTips } from "#components/tools/MealCalculator.tsx";
import * as s from "#components/tools/tools.css.ts";
import { container, lead, notice, section } from "#components/ui.css.ts";
import { MAX_LINES, MAX_QUANTITY } from "#domain/rules/order.ts";
import { mealCalculatorPage } from "#components/tools/meal-page-data.server.ts";
import type { Route } from "./+types/meal-calculator";
import { PricesChecked } from "#components/pages/PricesChecked.tsx";
import { app } from "#server/http/context.ts";

const PATH = "/meal-calculator";

export function loader({ request, context: routerContext }: Route.LoaderArgs) {
  return mealCalculatorPage(app(routerContext), new URL(request.url));
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
