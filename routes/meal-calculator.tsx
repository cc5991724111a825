import { Breadcrumbs } from "#components/layout/Breadcrumbs.tsx";
import { seo } from "#components/seo.ts";
import { toolCrumbs } from "#components/tools/crumbs.ts";
import { MealCalculator, MealHowTo, MoneySavingTips } from "#components/tools/MealCalculator.tsx";
import * as s from "#components/tools/tools.css.ts";
import { container, lead, section } from "#components/ui.css.ts";
import { parseOrder, toToolItem } from "#domain/order.ts";
import { breadcrumbList } from "#domain/structured-data.ts";
import type { Route } from "./+types/meal-calculator";
import { appSavingsRule } from "#domain/app-savings.ts";
import { surveyCoverage } from "#domain/state-estimates.ts";
import { PricesChecked } from "#components/pages/PricesChecked.tsx";

const PATH = "/meal-calculator";
const CRUMBS = toolCrumbs("Meal Calculator", PATH);

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { catalog } = context;
  context.structuredData.push(breadcrumbList(context.siteUrl, CRUMBS));
  const known = new Set(catalog.itemsBySlug.keys());
  return {
    items: catalog.menuItems.map(toToolItem),
    urlOrder: url.searchParams.has("order") ? parseOrder(url.searchParams.get("order"), known) : null,
    query: (url.searchParams.get("q") ?? "").slice(0, 100),
    siteUrl: context.siteUrl,
    appRule: appSavingsRule(catalog.data.deals),
    checked: surveyCoverage(catalog.statePrices).newest,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Meal Cost Calculator: Price Your McDonald's Order",
    description: "Add menu items to see your order's estimated cost, calories and possible app savings before you buy. Share the order with one link.",
    path: PATH,
  });

export default function MealCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className={container}>
      <header className={s.head}>
        <Breadcrumbs items={CRUMBS} />
        <h1 className={s.title}>Meal Cost Calculator</h1>
        <p className={lead}>
          Build an order from estimated menu prices and see the subtotal, the calories and what the app could save you. Prices are estimates and vary by location.
        </p>
        <PricesChecked date={loaderData.checked} />
      </header>
      <MealCalculator items={loaderData.items} urlOrder={loaderData.urlOrder} query={loaderData.query} siteUrl={loaderData.siteUrl} appRule={loaderData.appRule} />
      <div className={section}>
        <MoneySavingTips />
      </div>
      <div className={section}>
        <MealHowTo />
      </div>
    </div>
  );
}
