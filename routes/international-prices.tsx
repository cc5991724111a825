import { CountryTable } from "#components/pages/CountryTable.tsx";
import { PageHero } from "#components/pages/PageParts.tsx";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { badge, card, container, price, prose, section } from "#components/ui.css.ts";
import type { Route } from "./+types/international-prices";
import { formatPrice } from "#domain/rules/money.ts";
import { figureMark } from "#domain/publish/price-hooks.ts";
import { app } from "#server/http/context.ts";
import { internationalPricesPage } from "#components/pages/international-prices-data.server.ts";

/** The latest edition of The Economist's Big Mac index: every country it priced, in dollars and locally. */
export function loader({ context: routerContext, request }: Route.LoaderArgs) {
  return internationalPricesPage(app(routerContext), new URL(request.url));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: "McDonald's Prices Around the World: Big Mac by Country",
    description: loaderData?.countries.length
      ? `The Big Mac's price in the ${loaderData.countries.length} countries of The Economist's Big Mac index, ${loaderData.edition} edition, in US dollars and local currency, with each country's price history across editions.`
      : "The Big Mac's price by country from The Economist's Big Mac index, in US dollars and local currency.",
    path: "/international-prices",
    dataFeed: true,
  });

export default function International({ loaderData }: Route.ComponentProps) {
  const { countries, q, date, edition, dearest, cheapest, us } = loaderData;
  const highlights = [
    dearest && { tag: "Most expensive", row: dearest },
    cheapest && { tag: "Cheapest", row: cheapest },
    us && { tag: "United States", row: us },
  ].filter((h) => !!h);
  return (
    <>
      <PageHero
        title="McDonald's Prices Around the World"
        intro={`What a Big Mac costs in the ${countries.length} countries and areas of The Economist's Big Mac index, ${edition} edition, converted to US dollars at that edition's exchange rates.`}
      />
      <div className={`${container} ${section}`}>
        <ul className={p.cardGrid} aria-label={`Highlights of the ${edition} edition`}>
          {highlights.map((h) => (
            <li key={h.tag} className={card}>
              <span className={badge}>{h.tag}</span>
              <h2 className={p.cardTitle}>
                <a href={`/international-prices/${h.row.slug}`}>{h.row.country}</a>
              </h2>
              <p>
                <span className={price} {...figureMark("dataset")}>
                  {formatPrice(h.row.dollarPrice)}
                </span>{" "}
                for a Big Mac, {edition}
              </p>
            </li>
          ))}
        </ul>
        {countries.length ? (
          <CountryTable countries={countries} initialQuery={q} edition={edition} editionDate={date} />
        ) : (
          <p>No edition of the index is loaded.</p>
        )}
        <div className={prose}>
          <h2>How to read the table</h2>
          <p>
            Each price is what one Big Mac cost in that country when the edition was compiled, as The Economist reports it, converted to US
            dollars at that day's market exchange rate. Prices differ between restaurants within a country; the index gives one figure per
            country (the euro area is one row). Choose a country for its price in every edition that included it.
          </p>
          <p>
            The United States row is the index's US price. It is not this site's own national Big Mac estimate, which answers a different
            question; <a href="/big-mac-prices">Big Mac prices in the US</a> shows both and what each means.
          </p>
          <p>
            Every edition of the index is on <a href="/open-data">our open data page</a>, as CSV and JSON.
          </p>
        </div>
      </div>
    </>
  );
}
