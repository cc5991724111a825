/**
 * The searchable country table of the index's latest edition. Without JavaScript the search is a GET form (?q=)
 * filtered on the server; with it, typing filters at once (same rule, domain/rules/countries.ts) and the URL keeps the
 * query. Each country links to its history across editions.
 */
import { useRef, useState, type RefObject } from "react";
import { Form } from "react-router";
import { searchCountries, type CountryRow } from "#domain/rules/countries.ts";
import { BIG_MAC_SOURCE, formatLocalPrice } from "#domain/rules/big-mac-index.ts";
import { button, input, label } from "../ui.css.ts";
import * as p from "./pages.css.ts";
import { formatPrice } from "#domain/rules/money.ts";
import { useTypedBeforeHydration } from "../use-hydrated.ts";
import { figureMark } from "#domain/publish/price-hooks.ts";

export function CountryTable({
  countries,
  initialQuery,
  edition,
  editionDate,
}: {
  countries: CountryRow[];
  initialQuery: string;
  edition: string;
  editionDate: string;
}) {
  const [q, setQ] = useState(initialQuery);
  const rows = searchCountries(countries, q);
  const field = useRef<HTMLInputElement>(null);
  const change = (value: string) => {
    setQ(value);
    const url = new URL(window.location.href);
    if (value) url.searchParams.set("q", value);
    else url.searchParams.delete("q");
    window.history.replaceState(window.history.state, "", url);
  };
  useTypedBeforeHydration(field, q, change);
  return (
    <section aria-labelledby="country-table" className={p.tableSection}>
      <h2 id="country-table" className={p.sectionTitle}>
        Big Mac prices by country, {edition}
      </h2>
      <CountrySearch q={q} field={field} change={change} />
      <p role="status">
        {q.trim() ? `${rows.length} of ${countries.length} countries match "${q.trim()}"` : `${countries.length} countries, dearest first`}
      </p>
      <div className={`${p.tableScroll} ${p.stackTable}`}>
        <table>
          <caption className="visually-hidden">
            Big Mac prices by country in The Economist's Big Mac index, edition of {edition}, dearest first
          </caption>
          <thead>
            <tr>
              <th scope="col">Country</th>
              <th scope="col" className={p.num}>
                Price in US dollars
              </th>
              <th scope="col" className={p.num}>
                Local price
              </th>
              <th scope="col" className={p.num}>
                Rate (per US$)
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <CountryTableRow key={c.iso} c={c} />
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <p>No country matches "{q.trim()}". Try another name.</p> : null}
      <p className={p.sourceLine}>
        {BIG_MAC_SOURCE}, edition dated <time dateTime={editionDate}>{edition}</time>. Prices converted at the edition's market exchange
        rates.
      </p>
    </section>
  );
}

/** The search box: a GET form without JavaScript, filtering as the visitor types with it. */
function CountrySearch({ q, field, change }: { q: string; field: RefObject<HTMLInputElement | null>; change: (value: string) => void }) {
  return (
    <Form method="get" role="search" className={p.searchRow} preventScrollReset replace>
      <div>
        <label className={label} htmlFor="country-q">
          Search by country name
        </label>
        <br />
        <input
          id="country-q"
          className={input}
          type="search"
          name="q"
          ref={field}
          value={q}
          onChange={(e) => change(e.target.value)}
          autoComplete="off"
        />
      </div>
      <button className={button.primary} type="submit">
        Search
      </button>
    </Form>
  );
}

/** One country of the edition: its name (linking to its history), the dollar price, the local price and the rate. */
function CountryTableRow({ c }: { c: CountryRow }) {
  return (
    <tr>
      <th scope="row">
        <a href={`/international-prices/${c.slug}`}>{c.country}</a>
      </th>
      <td className={p.num} {...figureMark("dataset")}>
        {formatPrice(c.dollarPrice)}
      </td>
      <td className={`${p.num} ${p.nowrap}`} data-label="Local price">
        {formatLocalPrice(c.localPrice, c.currency)}
      </td>
      <td className={p.num} data-label="Per US$">
        {c.dollarRate.toLocaleString("en-US", { maximumFractionDigits: 4 })}
      </td>
    </tr>
  );
}
