import { BarChart } from "#components/charts/BarChart.tsx";
import { CountryTable } from "#components/pages/CountryTable.tsx";
import { PageHero } from "#components/pages/PageParts.tsx";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { badge, card, container, price, prose, section } from "#components/ui.css.ts";
import type { Route } from "./+types/international-prices";
import { formatPrice } from "#domain/money.ts";
import { usRowFromMenu, withUsRowFromMenu } from "#domain/countries.ts";
import { menuPriceSpan } from "#domain/state-prices.ts";
import { PricesChecked } from "#components/pages/PricesChecked.tsx";
import { app } from "#server/context.ts";

export function loader({ context: routerContext, request }: Route.LoaderArgs) {
  const context = app(routerContext);
  // The United States row is the menu's own figures, so it cannot drift from the item pages (issue 14).
  const countries = withUsRowFromMenu(context.catalog.data.countries, usRowFromMenu((n) => context.catalog.itemsByName.get(n)));
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 60);
  const byBigMac = [...countries].sort((a, b) => b.bigMac - a.bigMac);
  const pct = (s: string) => Number.parseFloat(s);
  const affordable = [...countries].sort((a, b) => pct(a.affordability) - pct(b.affordability))[0];
  return { checked: menuPriceSpan(context.catalog.menuItems, context.catalog.pricesByItem, context.catalog.prices), countries, q, dearest: byBigMac[0], cheapest: byBigMac[byBigMac.length - 1], affordable, us: countries.find((c) => c.country === "United States") };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "McDonald's Prices Around the World: Big Mac by Country",
    description: "Compare McDonald's prices in 25 countries in US dollars: Big Mac, large fries, large Coke and Happy Meal, plus how affordable a meal is against local incomes.",
    path: "/international-prices",
  });

export default function International({ loaderData }: Route.ComponentProps) {
  const { countries, q, dearest, cheapest, affordable, us } = loaderData;
  const highlights = [
    dearest && { tag: "Most expensive", name: dearest.country, value: formatPrice(dearest.bigMac), text: "for a Big Mac" },
    cheapest && { tag: "Cheapest", name: cheapest.country, value: formatPrice(cheapest.bigMac), text: "for a Big Mac" },
    us && { tag: "United States", name: "US average", value: formatPrice(us.bigMac), text: "for a Big Mac" },
    affordable && { tag: "Most affordable", name: affordable.country, value: affordable.affordability, text: "of median income buys 100 meals" },
  ].filter((h) => !!h);
  const sorted = [...countries].sort((a, b) => b.bigMac - a.bigMac);
  return (
    <>
      <PageHero title="McDonald's Prices Around the World" intro="What the same order costs in 25 countries, converted to US dollars. We track more than 100 markets and show the 25 most asked about." />
      <div className={`${container} ${section}`}>
        <ul className={p.cardGrid} aria-label="Highlights">
          {highlights.map((h) => (
            <li key={h.tag} className={card}>
              <span className={badge}>{h.tag}</span>
              <h2 className={p.cardTitle}>{h.name}</h2>
              <p>
                <span className={price}>{h.value}</span> {h.text}
              </p>
            </li>
          ))}
        </ul>
        <PricesChecked oldest={loaderData.checked?.oldest ?? null} newest={loaderData.checked?.newest ?? null} subject="The United States figures (from our menu prices)" />
        <CountryTable countries={countries} initialQuery={q} />
        <BarChart
          title="Big Mac price in 25 countries (US dollars)"
          description={`Bar chart of the Big Mac price in each of the 25 countries, from ${sorted[0]?.country} at ${formatPrice(sorted[0]?.bigMac ?? 0)} to ${sorted[sorted.length - 1]?.country} at ${formatPrice(sorted[sorted.length - 1]?.bigMac ?? 0)}.`}
          bars={sorted.map((c) => ({ label: c.country, value: c.bigMac }))}
          valueLabel="Big Mac price"
        />
        <div className={prose}>
          <h2>How to read the table</h2>
          <p>Prices are converted to US dollars and shown with two decimals. Affordability is the cost of 100 adult meals as a percentage of median income in that country: the lower it is, the easier McDonald's is on local wallets.</p>
          <p>We update prices monthly, exchange rates daily and income figures once a year. Prices are estimates and vary by restaurant.</p>
        </div>
      </div>
    </>
  );
}
