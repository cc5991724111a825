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
import { breadcrumbList } from "#domain/structured-data.ts";
import type { Route } from "./+types/big-mac-prices";
import { formatPrice } from "#domain/money.ts";

const CRUMBS = [
  { name: "Home", to: "/" },
  { name: "Big Mac Prices", to: "/big-mac-prices" },
];

export function loader({ context }: Route.LoaderArgs) {
  context.structuredData.push(breadcrumbList(context.siteUrl, CRUMBS));
  const cities = context.catalog.data.bigMacCities;
  const flat = ({ rank, entry }: { rank: number; entry: (typeof cities)[number] }) => ({ rank, city: entry.city, state: entry.state, price: entry.price });
  return {
    dearest: rankWithTies(cities, (c) => c.price, "desc", 10).map(flat),
    cheapest: rankWithTies(cities, (c) => c.price, "asc", 10).map(flat),
    states: bigMacMapStates(context.catalog),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Big Mac Prices by City and State 2025",
    description: "What a Big Mac costs across the US: a national average of $5.58, from $4.36 in Austin to $7.29 in Santa Fe, with a state-by-state map and the 10 dearest and cheapest cities.",
    path: "/big-mac-prices",
  });

const ALERT = { title: "Big Mac Price Alerts", description: "Get an email when Big Mac prices change in your state.", buttonLabel: "Alert Me" };

export default function BigMacPrices({ loaderData }: Route.ComponentProps) {
  const { dearest, cheapest, states } = loaderData;
  const bar = (r: (typeof dearest)[number]) => ({ label: `${r.city}, ${r.state}`, value: r.price, note: String(r.rank) });
  return (
    <>
      <PageHero crumbs={CRUMBS} title="Big Mac Prices Across the US" tag="Updated 2025" intro="The same burger can cost almost $3 more in one city than in another. Here is where the Big Mac is dearest and cheapest.">
        <div className={p.actions}>
          <AlertSignup {...ALERT}>Get price alerts</AlertSignup>
        </div>
      </PageHero>
      <div className={`${container} ${section}`}>
        <Stats
          items={[
            { value: "$5.58", label: "National average" },
            { value: "$7.29", label: "Highest: Santa Fe, New Mexico" },
            { value: "$4.36", label: "Lowest: Austin, Texas" },
            { value: "460+", label: "Locations analysed" },
            { value: "141.4%", label: "Rise from 2019 to 2024" },
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
          <p>We survey over 460 locations, at least 25 in each state, and average the menu price of a Big Mac sandwich (not the meal). Cities with the same price share a rank. The 141.4% rise from 2019 to 2024 is the growth we track in the Big Mac price across our surveyed locations over those five years.</p>
          <p>
            Looking for a meal? Use the <a href="/meal-calculator">meal calculator</a> or see <a href="/prices" data-my-state="">your state's price page</a>.
          </p>
        </div>
      </div>
    </>
  );
}
