/**
 * One country's Big Mac price in every edition of The Economist's Big Mac index: a chart of the dollar
 * price and the table of every edition (local price, rate, dollar price), one click from /international-prices.
 * Static: nothing on it needs React in the browser.
 */
import { data } from "react-router";
import { LineChart, seriesSummary } from "#components/charts/LineChart.tsx";
import { PageHero } from "#components/pages/PageParts.tsx";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { button, container, prose, section } from "#components/ui.css.ts";
import { BIG_MAC_SOURCE, formatEdition, formatLocalPrice } from "#domain/rules/big-mac-index.ts";
import { formatPrice } from "#domain/rules/money.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/international-prices.country";
import { figureMark } from "#domain/publish/price-hooks.ts";
import { Fig } from "#components/figures/Figure.tsx";
import { app } from "#server/http/context.ts";

export const handle: RouteHandle<Awaited<ReturnType<typeof loader>>["data"] | undefined> = {
  hydrate: false,
  crumbs: (d) => (d?.history ? [{ name: d.history.name, to: `/international-prices/${d.history.slug}` }] : undefined),
};

export function loader({ context: routerContext, params }: Route.LoaderArgs) {
  const context = app(routerContext);
  const view = context.catalog.bigMacIndex;
  const history = view.histories.get(params.country.toLowerCase());
  if (!history) return data({ history: null, latest: null, inLatest: false, us: [] as { date: string; price: number }[] }, { status: 404 });
  const latest = view.latest?.date ?? null;
  return data({ history, latest, inLatest: history.points[history.points.length - 1].date === latest, us: view.usSeries });
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const h = loaderData?.history;
  if (!h)
    return seo(matches, {
      title: "Country Not Found",
      description: "The Big Mac index has no country at this address.",
      path: `/international-prices/${params.country}`,
      robots: "noindex, follow",
    });
  const [a, b] = [h.points[0], h.points[h.points.length - 1]];
  return seo(matches, {
    title: `Big Mac Price in ${h.name}: Every Edition of the Big Mac Index`,
    description: `The Big Mac's price in ${h.name} in ${h.points.length} editions of The Economist's Big Mac index, from ${formatPrice(a.country.dollarPrice)} in ${formatEdition(a.date)} to ${formatPrice(b.country.dollarPrice)} in ${formatEdition(b.date)}, in US dollars and ${b.country.currency}.`,
    path: `/international-prices/${h.slug}`,
  });
};

export default function CountryHistoryPage({ loaderData }: Route.ComponentProps) {
  const { history: h, latest, inLatest, us } = loaderData;
  if (!h) {
    return (
      <>
        <PageHero title="Country Not Found" intro="The Big Mac index has no country at this address." />
        <div className={`${container} ${section}`}>
          <a className={button.primary} href="/international-prices">
            Back to prices around the world
          </a>
        </div>
      </>
    );
  }
  const points = h.points.map((pt) => ({ date: pt.date, value: pt.country.dollarPrice }));
  const names = [...new Set(h.points.map((pt) => pt.country.name))];
  const currencies = [...new Set(h.points.map((pt) => pt.country.currency))];
  const last = h.points[h.points.length - 1];
  return (
    <>
      <PageHero
        title={`Big Mac Price in ${h.name}`}
        intro={
          <>
            <Fig kind="dataset">{`${formatPrice(last.country.dollarPrice)} (${formatLocalPrice(last.country.localPrice, last.country.currency)})`}</Fig>
            {` in the ${formatEdition(last.date)} edition of The Economist's Big Mac index. Below, every edition that priced ${h.name}: ${h.points.length} from ${formatEdition(h.points[0].date)}.`}
          </>
        }
      />
      <div className={`${container} ${section}`}>
        {!inLatest && latest ? (
          <p>
            The index's latest edition ({formatEdition(latest)}) does not include {h.name}; its last price here is from{" "}
            {formatEdition(last.date)}.
          </p>
        ) : null}
        <LineChart
          title={`Big Mac price in ${h.name} in US dollars, ${formatEdition(h.points[0].date)} to ${formatEdition(last.date)}`}
          description={`Line chart, ${seriesSummary(points, formatEdition)}`}
          points={points}
          note={
            <p className={p.sourceLine}>
              {BIG_MAC_SOURCE}, editions of {formatEdition(h.points[0].date)} to {formatEdition(last.date)}.
            </p>
          }
        >
          <EditionTable history={h} us={us} />
        </LineChart>
        <div className={prose}>
          <h2>About these figures</h2>
          <p>
            Each row is one edition of the index: the price of a Big Mac in {h.name} in {currencies.join(" and later ")}, the market
            exchange rate the index used that day, and the result in US dollars
            {h.iso !== "USA" ? ", beside the index's United States price in the same edition" : ""}. A change in the dollar price can come
            from the local price, the exchange rate or both.
            {names.length > 1 ? ` Older editions name it ${names.filter((n) => n !== h.name).join(", ")}.` : ""}
          </p>
          <p>
            <a href="/international-prices">All countries in the latest edition</a>
          </p>
        </div>
      </div>
    </>
  );
}

/** Every edition that priced the country: local price, exchange rate, dollar price and the US price beside it. */
function EditionTable({
  history: h,
  us,
}: {
  history: NonNullable<Route.ComponentProps["loaderData"]["history"]>;
  us: Route.ComponentProps["loaderData"]["us"];
}) {
  const usByDate = new Map(us.map((u) => [u.date, u.price]));
  return (
    <div className={`${p.tableScroll} ${p.stackTable}`} role="region" aria-label={`Every edition for ${h.name}`} tabIndex={0}>
      <table>
        <caption className="visually-hidden">Big Mac price in {h.name} in every edition of the index, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Edition</th>
            <th scope="col" className={p.num}>
              US$
            </th>
            <th scope="col" className={p.num}>
              Local price
            </th>
            <th scope="col" className={p.num}>
              Per US$
            </th>
            {h.iso !== "USA" ? (
              <th scope="col" className={p.num}>
                US price
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody {...figureMark("dataset")}>
          {[...h.points].reverse().map((pt) => (
            <tr key={pt.date}>
              <th scope="row">
                <time dateTime={pt.date}>{formatEdition(pt.date)}</time>
              </th>
              <td className={p.num}>{formatPrice(pt.country.dollarPrice)}</td>
              <td className={`${p.num} ${p.nowrap}`} data-label="Local price">
                {formatLocalPrice(pt.country.localPrice, pt.country.currency)}
              </td>
              <td className={p.num} data-label="Per US$">
                {pt.country.dollarRate.toLocaleString("en-US", { maximumFractionDigits: 4 })}
              </td>
              {h.iso !== "USA" ? (
                <td className={p.num} data-label="US price">
                  {usByDate.has(pt.date) ? formatPrice(usByDate.get(pt.date)!) : "–"}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
