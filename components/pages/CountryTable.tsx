/**
 * The searchable country table. Without JavaScript the search is a GET form (?q=) filtered on the server;
 * with it, typing filters at once (same rule, domain/countries.ts) and the URL keeps the query.
 */
import { useRef, useState } from "react";
import { Form } from "react-router";
import { searchCountries } from "#domain/countries.ts";
import type { CountryPrice } from "#domain/content-schemas.ts";
import { button, input, label } from "../ui.css.ts";
import * as p from "./pages.css.ts";
import { formatPrice } from "#domain/money.ts";
import { useTypedBeforeHydration } from "../use-hydrated.ts";
import { US_ROW_ITEMS } from "#domain/countries.ts";
import { priceHook } from "#domain/price-hooks.ts";


export function CountryTable({ countries, initialQuery }: { countries: CountryPrice[]; initialQuery: string }) {
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
    <section aria-labelledby="country-table">
      <h2 id="country-table" className={p.sectionTitle}>
        Prices by country
      </h2>
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
      <p role="status">{q.trim() ? `${rows.length} of ${countries.length} countries match "${q.trim()}"` : `${countries.length} countries`}</p>
      <div className={p.tableScroll}>
        <table>
          <caption className="visually-hidden">McDonald's prices by country, in US dollars</caption>
          <thead>
            <tr>
              <th scope="col">Country</th>
              <th scope="col" className={p.num}>
                Big Mac
              </th>
              <th scope="col" className={p.num}>
                Large fries
              </th>
              <th scope="col" className={p.num}>
                Large Coke
              </th>
              <th scope="col" className={p.num}>
                Happy Meal
              </th>
              <th scope="col" className={p.num}>
                Affordability
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.country}>
                <th scope="row">{c.country}</th>
                <td className={p.num} {...usHook(c.country, "bigMac", "Standard", c.bigMac)}>{formatPrice(c.bigMac)}</td>
                <td className={p.num} {...usHook(c.country, "largeFries", "Large", c.largeFries)}>{formatPrice(c.largeFries)}</td>
                <td className={p.num} {...usHook(c.country, "largeCoke", "Large", c.largeCoke)}>{formatPrice(c.largeCoke)}</td>
                <td className={p.num} {...usHook(c.country, "happyMeal", "Standard", c.happyMeal)}>{formatPrice(c.happyMeal)}</td>
                <td className={p.num}>{c.affordability}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <p>No country matches "{q.trim()}". Try another name.</p> : null}
    </section>
  );
}

/** The United States row's figures are the menu's: marked so the consistency crawl compares them with item pages. */
function usHook(country: string, key: keyof typeof US_ROW_ITEMS, size: string, value: number) {
  return country === "United States" ? priceHook(US_ROW_ITEMS[key], size, "national", value) : {};
}
