import { Form } from "react-router";
import { LineChart, seriesSummary } from "#components/charts/LineChart.tsx";
import { UsPriceMap } from "#components/charts/UsPriceMap.tsx";
import { bigMacPricesPage } from "#components/pages/big-mac-prices-data.server.ts";
import { PageHero, Stats } from "#components/pages/PageParts.tsx";
import { RankedList } from "#components/pages/RankedList.tsx";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { button, container, input, label, prose, section } from "#components/ui.css.ts";
import type { Route } from "./+types/big-mac-prices";
import { formatPrice } from "#domain/rules/money.ts";
import { formatSpan } from "#domain/rules/dates.ts";
import { BIG_MAC_SOURCE, changeSentence, formatEdition } from "#domain/rules/big-mac-index.ts";
import { figureMark, priceHook } from "#domain/publish/price-hooks.ts";
import { Fig } from "#components/figures/Figure.tsx";
import { app } from "#server/http/context.ts";

/**
 * The Big Mac in the US: the index's US price in every edition (The Economist, a published figure),
 * the change between two editions a visitor picks (?from=&to=, a plain GET form), our own national estimate
 * beside it, and our estimates by state, labelled as ours (no city figures: nothing published prices them).
 */
export function loader({ context: routerContext, request }: Route.LoaderArgs) {
  return bigMacPricesPage(app(routerContext), new URL(request.url));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const s = loaderData?.series ?? [];
  const [a, b] = [s[0], s[s.length - 1]];
  return seo(matches, {
    title: "Big Mac Prices in the US: 2000 to Today, and by State",
    description:
      a && b
        ? `The US Big Mac price in every edition of The Economist's Big Mac index, from ${formatPrice(a.price)} in ${formatEdition(a.date)} to ${formatPrice(b.price)} in ${formatEdition(b.date)}, the change between any two editions, and our own estimates by state.`
        : "The US Big Mac price over time, and our own estimates by state.",
    path: "/big-mac-prices",
    dataFeed: true,
  });
};

export default function BigMacPrices({ loaderData }: Route.ComponentProps) {
  const { dearest, cheapest, states, national, coverage, series, change, surveyStates, stateError } = loaderData;
  const checked = formatSpan(coverage);
  const first = series[0];
  const last = series[series.length - 1];
  return (
    <>
      <PageHero
        title="Big Mac Prices in the US"
        intro={
          last && first
            ? `What a Big Mac has cost in the US in every edition of The Economist's Big Mac index since ${formatEdition(first.date)}, the change between any two of them, and our own estimates by state.`
            : "Our estimates of the Big Mac's price by state."
        }
      >
        <div className={p.actions}>
          <a className={button.primary} href="/alerts/follow?item=big-mac">
            Follow the Big Mac's reported price
          </a>
        </div>
      </PageHero>
      <div className={`${container} ${section}`}>
        <Stats
          items={[
            ...(last ? [{ value: formatPrice(last.price), label: `US price in the Big Mac index, ${formatEdition(last.date)}` }] : []),
            ...(national !== null ? [{ value: formatPrice(national), label: "Our national estimate (the price this site uses)" }] : []),
          ]}
        />
        <div className={prose}>
          <h2>Two national figures, two definitions</h2>
          <ul>
            {last ? (
              <li>
                <strong>
                  <Fig kind="dataset">{formatPrice(last.price)}</Fig>, the Big Mac index ({formatEdition(last.date)}):
                </strong>{" "}
                the US price The Economist uses to compare countries; since July 2022 it is McDonald's own US figure, and before that it was
                an average of prices in four cities.
              </li>
            ) : null}
            {national !== null ? (
              <li>
                <strong>
                  <span {...priceHook("Big Mac", "Standard", "national", national)}>{formatPrice(national)}</span>, our estimate:
                </strong>{" "}
                the average US price this site uses for a Big Mac on every page (state, item and calculator pages), an estimate of ours; see{" "}
                <a href="/about">how we estimate</a>.
              </li>
            ) : null}
          </ul>
        </div>

        {last && first ? <IndexHistory series={series} change={change} /> : null}

        <StateEstimates
          states={states}
          dearest={dearest}
          cheapest={cheapest}
          checked={checked}
          surveyStates={surveyStates}
          stateError={stateError}
        />
        <div className={prose}>
          <h2>Why prices differ</h2>
          <p>
            Most restaurants are owned by franchisees who set their own prices. Rent, wages, local taxes and delivery costs for ingredients
            all feed into the menu board, which is why tourist areas and remote states pay more. States with the same estimated price share
            a rank.
          </p>
          <p>
            Looking for a meal? Use the <a href="/meal-calculator">meal calculator</a> or see{" "}
            <a href="/prices" data-my-state="">
              your state's price page
            </a>
            . Prices in other countries are on <a href="/international-prices">McDonald's prices around the world</a>.
          </p>
        </div>
      </div>
    </>
  );
}

/** The index's US price in every edition, as a chart with its table, and the change between two editions. */
function IndexHistory({ series, change }: Pick<Route.ComponentProps["loaderData"], "series" | "change">) {
  const first = series[0];
  const last = series[series.length - 1];
  const points = series.map((pt) => ({ date: pt.date, value: pt.price }));
  return (
    <section aria-labelledby="history">
      <h2 id="history" className={p.sectionTitle}>
        The US Big Mac price since {first.date.slice(0, 4)}
      </h2>
      <LineChart
        title={`US Big Mac price in every edition of the Big Mac index, ${formatEdition(first.date)} to ${formatEdition(last.date)} (US dollars)`}
        description={`Line chart, ${seriesSummary(points, formatEdition)}`}
        points={points}
        note={
          <p className={p.sourceLine}>
            {BIG_MAC_SOURCE}, {series.length} editions from {formatEdition(first.date)} to {formatEdition(last.date)}. The value axis starts
            at ${Math.floor(Math.min(...series.map((s) => s.price)))}, not at zero.
          </p>
        }
      >
        <div className={p.tableScroll} role="region" aria-label="US Big Mac price by edition" tabIndex={0}>
          <table>
            <caption className="visually-hidden">US Big Mac price in every edition of the Big Mac index, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Edition</th>
                <th scope="col" className={p.num}>
                  US price
                </th>
              </tr>
            </thead>
            <tbody {...figureMark("dataset")}>
              {series.map((pt) => (
                <tr key={pt.date}>
                  <th scope="row">
                    <time dateTime={pt.date}>{formatEdition(pt.date)}</time>
                  </th>
                  <td className={p.num}>{formatPrice(pt.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </LineChart>

      <h3>The change between two editions</h3>
      <Form method="get" className={p.searchRow} preventScrollReset aria-label="Compare two editions">
        <EditionSelect id="rise-from" name="from" label="From edition" dates={series.map((pt) => pt.date)} value={change?.from.date} />
        <EditionSelect id="rise-to" name="to" label="To edition" dates={series.map((pt) => pt.date)} value={change?.to.date} />
        <button className={button.primary} type="submit">
          Show the change
        </button>
      </Form>
      {change ? (
        <p role="status" data-testid="price-change" {...figureMark("dataset")}>
          {changeSentence("The index's US Big Mac price", change)}
        </p>
      ) : null}
    </section>
  );
}

/** Our estimates by state: how they are made, the map and the dearest and cheapest ten. */
function StateEstimates({
  states,
  dearest,
  cheapest,
  checked,
  surveyStates,
  stateError,
}: Pick<Route.ComponentProps["loaderData"], "states" | "dearest" | "cheapest" | "surveyStates" | "stateError"> & {
  checked: string | null;
}) {
  return (
    <section aria-labelledby="by-state">
      <h2 id="by-state" className={p.sectionTitle}>
        Our estimates by state
      </h2>
      <p className={prose}>
        The Big Mac index gives one price for the whole country. The prices by state below are <strong>our estimates</strong>, not prices
        collected at restaurants{checked ? ` (for ${checked})` : ""}: for the {surveyStates} states a published survey prices, they follow
        how that survey found the state compared with the US average, and each state's page shows the survey's own figure and date beside
        ours. How they were made is on <a href="/about#state-model">our about page</a>. We make no estimates by city: the prices news
        outlets saw at restaurants in single cities are on each state's page, with their source and date.
      </p>
      <UsPriceMap
        states={states}
        title="Our estimated Big Mac price by state"
        description="A map of the 50 states shaded from light (cheaper) to dark (dearer) by our estimated Big Mac price. Each state links to its price page."
      />
      <div className={p.twoCol}>
        <RankedList id="dearest" title="Our estimates: the 10 most expensive states" item="Big Mac" rows={dearest} />
        <RankedList id="cheapest" title="Our estimates: the 10 cheapest states" item="Big Mac" rows={cheapest} />
      </div>
      {stateError !== null && dearest.length > 1 ? (
        <p className={prose} data-testid="ranking-error">
          {/* figure-ok: "80%" names the percentile the error is measured at; the error itself is computed beside it */}
          These lists rank our estimates, not prices seen at restaurants. In our backtest, 80% of the prices seen at restaurants were within{" "}
          <span {...figureMark("summary")}>{Math.round(stateError * 100)}%</span> of our estimate for their state, so two states closer than
          that cannot be told apart: {neighboursWithin(dearest, stateError) + neighboursWithin(cheapest, stateError)} of the{" "}
          {dearest.length - 1 + cheapest.length - 1} neighbouring pairs here could rank the other way at the restaurants you visit.{" "}
          <a href="/about#price-model">How far off our estimates can be</a>.
        </p>
      ) : null}
    </section>
  );
}

/** How many neighbouring states in a ranking differ by less than the error (their order is within the model's error). */
function neighboursWithin(rows: readonly { price: number }[], error: number): number {
  let n = 0;
  for (let i = 1; i < rows.length; i++)
    if (Math.abs(rows[i].price - rows[i - 1].price) < error * Math.min(rows[i].price, rows[i - 1].price)) n++;
  return n;
}

/** One end of the two-edition comparison: a labelled select of the editions, named by month. */
function EditionSelect({
  id,
  name,
  label: text,
  dates,
  value,
}: {
  id: string;
  name: string;
  label: string;
  dates: readonly string[];
  value: string | undefined;
}) {
  return (
    <div>
      <label className={label} htmlFor={id}>
        {text}
      </label>
      <br />
      <select id={id} name={name} className={input} defaultValue={value}>
        {dates.map((d) => (
          <option key={d} value={d}>
            {formatEdition(d)}
          </option>
        ))}
      </select>
    </div>
  );
}
