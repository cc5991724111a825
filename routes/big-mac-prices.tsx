import { AlertSignup } from "#components/community/AlertSignup.tsx";
import { BarChart } from "#components/charts/BarChart.tsx";
import { UsPriceMap } from "#components/charts/UsPriceMap.tsx";
import { bigMacMapStates } from "#components/charts/map-data.server.ts";
import { PageHero, Stats } from "#components/pages/PageParts.tsx";
import { RankedList } from "#components/pages/RankedList.tsx";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { container, prose, section } from "#components/ui.css.ts";
import { rankWithTies } from "#domain/rank.ts";
import type { Route } from "./+types/big-mac-prices";
import { formatPrice } from "#domain/money.ts";
import { formatSpan } from "#domain/dates.ts";
import { buildStatePriceIndex, surveyCoverage } from "#domain/state-estimates.ts";
import { app } from "#server/context.ts";

export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  const cities = context.catalog.data.bigMacCities;
  const flat = ({ rank, entry }: { rank: number; entry: (typeof cities)[number] }) => ({ rank, city: entry.city, state: entry.state, price: entry.price });
  return {
    dearest: rankWithTies(cities, (c) => c.price, "desc", 10).map(flat),
    cheapest: rankWithTies(cities, (c) => c.price, "asc", 10).map(flat),
    states: bigMacMapStates(context.catalog),
    national: context.catalog.itemsByName.get("Big Mac")?.avgPriceUsd ?? null,
    // When the Big Mac prices by state were checked: the oldest and newest of their own dates.
    coverage: surveyCoverage(buildStatePriceIndex(context.catalog.menuItems, context.catalog.pricesByItem.get("Big Mac") ?? [])),
    bigMacStates: context.catalog.pricesByItem.get("Big Mac")?.length ?? 0,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: "Big Mac Prices by City and State 2025",
    description: loaderData?.national && loaderData.cheapest[0] && loaderData.dearest[0]
      ? `What a Big Mac costs across the US: a national average of ${formatPrice(loaderData.national)}, from ${formatPrice(loaderData.cheapest[0].price)} in ${loaderData.cheapest[0].city} to ${formatPrice(loaderData.dearest[0].price)} in ${loaderData.dearest[0].city}, with a state-by-state map and the 10 dearest and cheapest cities.`
      : "What a Big Mac costs across the US, with a state-by-state map and the 10 dearest and cheapest cities.",
    path: "/big-mac-prices",
  });

const ALERT = { title: "Big Mac Price Alerts", description: "Get an email when Big Mac prices change in your state.", buttonLabel: "Alert Me" };

export default function BigMacPrices({ loaderData }: Route.ComponentProps) {
  const { dearest, cheapest, states, national, coverage, bigMacStates } = loaderData;
  const bar = (r: (typeof dearest)[number]) => ({ label: `${r.city}, ${r.state}`, value: r.price, note: String(r.rank) });
  // The gap between the dearest and the cheapest city, from big-mac-cities.json (it was "almost $3", typed by hand).
  const checked = formatSpan(coverage);
  const gap = dearest[0] && cheapest[0] ? Math.round((dearest[0].price - cheapest[0].price) * 100) / 100 : null;
  return (
    <>
      <PageHero title="Big Mac Prices Across the US" tag={checked ? `Checked ${checked}` : undefined}
        intro={`${gap !== null && dearest[0] && cheapest[0] ? `By our estimates the same burger costs ${formatPrice(gap)} more in ${dearest[0].city} than in ${cheapest[0].city}. ` : ""}Here is where the Big Mac is dearest and cheapest.`}>
        <div className={p.actions}>
          <AlertSignup {...ALERT}>Get price alerts</AlertSignup>
        </div>
      </PageHero>
      <div className={`${container} ${section}`}>
        <Stats
          items={[
            ...(national !== null ? [{ value: formatPrice(national), label: "National average (estimate)" }] : []),
            ...(dearest[0] ? [{ value: formatPrice(dearest[0].price), label: `Highest: ${dearest[0].city}, ${dearest[0].state}` }] : []),
            ...(cheapest[0] ? [{ value: formatPrice(cheapest[0].price), label: `Lowest: ${cheapest[0].city}, ${cheapest[0].state}` }] : []),
            { value: String(bigMacStates), label: "States with a measured Big Mac price" },
            ...(gap !== null ? [{ value: formatPrice(gap), label: "Gap between the dearest and cheapest city" }] : []),
          ]}
        />
        <UsPriceMap
          states={states}
          title="Average Big Mac price by state"
          description="A map of the 50 states shaded from light (cheaper) to dark (dearer) by the estimated Big Mac price. Each state links to its price page."
        />
        <div className={p.twoCol}>
          <RankedList id="dearest" title="Top 10 most expensive cities" rows={dearest} />
          <RankedList id="cheapest" title="Top 10 cheapest cities" rows={cheapest} />
        </div>
        <div className={p.twoCol}>
          <BarChart title="The 10 most expensive cities for a Big Mac" description={`Bar chart: Big Mac prices from ${dearest[0]?.city} at ${dearest[0] ? formatPrice(dearest[0].price) : ""} down the list.`} bars={dearest.map(bar)} valueLabel="Big Mac price" noteLabel="Rank" />
          <BarChart title="The 10 cheapest cities for a Big Mac" description={`Bar chart: Big Mac prices from ${cheapest[0]?.city} at ${cheapest[0] ? formatPrice(cheapest[0].price) : ""} up the list.`} bars={cheapest.map(bar)} valueLabel="Big Mac price" noteLabel="Rank" colour="#2a7f6c" />
        </div>
        <div className={prose}>
          <h2>Why prices differ</h2>
          <p>Most restaurants are owned by franchisees who set their own prices. Rent, wages, local taxes and delivery costs for ingredients all feed into the menu board, which is why tourist cities and remote states pay more.</p>
          <h2>How we measure</h2>
          <p>We record one average price of a Big Mac sandwich (not the meal) per state: {bigMacStates} states today
            {checked ? `, checked ${checked}` : ""}. Cities with the same price share a rank. We keep no price history, so this page shows no change over time.</p>
          <p>
            Looking for a meal? Use the <a href="/meal-calculator">meal calculator</a> or see <a href="/prices" data-my-state="">your state's price page</a>.
          </p>
        </div>
      </div>
    </>
  );
}
