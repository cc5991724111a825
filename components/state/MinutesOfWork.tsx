/**
 * The minutes-of-work table on /prices: how long a state's minimum wage takes to pay for a Big Mac, its meal and an
 * item of the visitor's choice, sortable by links (works without JavaScript). Its data: prices-index-data.server.ts.
 */
import { Link } from "react-router";
import * as p from "#components/pages/pages.css.ts";
import { button, input, label, scrollHint } from "#components/ui.css.ts";
import { formatLongDate } from "#domain/rules/dates.ts";
import { formatPrice } from "#domain/rules/money.ts";
import { sourceSite, type WorkSort } from "#domain/rules/minutes-of-work.ts";
import { figureMark, priceHook } from "#domain/publish/price-hooks.ts";
import { nameWithSize } from "#domain/rules/menu.ts";
import { stateSlug } from "#domain/rules/slug.ts";
import type { WorkData } from "./prices-index-data.server.ts";

/** The state chooser's address, which the table's sort links and item form go back to. */
export const PRICES_PATH = "/prices";

/** A sortable column heading: a link to the same table sorted by it (works without JavaScript). */
function SortHeading({
  sort,
  current,
  picked,
  children,
  num,
}: {
  sort: WorkSort;
  current: WorkSort;
  picked: string;
  children: string;
  num?: boolean;
}) {
  const on = sort === current;
  return (
    <th scope="col" className={num ? p.num : undefined} aria-sort={on ? (sort === "state" ? "ascending" : "descending") : undefined}>
      <a href={`${PRICES_PATH}?sort=${sort}${picked ? `&item=${picked}` : ""}#minutes-of-work`}>
        {children}
        {on ? <span aria-hidden="true">{sort === "state" ? " ▲" : " ▼"}</span> : null}
      </a>
    </th>
  );
}

/** Minutes of work at each state's minimum wage for a Big Mac and its meal, sortable by link. */
export function MinutesOfWork({ items: sized, rows, sort, menu, picked }: WorkData) {
  const inEffect = rows[0].wage.inEffectOn;
  const colName = (i: number) => nameWithSize(sized[i].name, sized[i].size === "Medium" ? "Medium" : null);
  return (
    <section aria-labelledby="minutes-of-work" className={p.tableSection}>
      <h2 id="minutes-of-work">Minutes of work for a Big Mac, by state</h2>
      <p>
        How many minutes someone paid the state's minimum wage works, before tax, to pay for a{" "}
        {sized
          .map((_, i) => colName(i))
          .join(", a ")
          // figure-ok: "$1" is the regular expression's first capture group, not a price
          .replace(/, a ([^,]*)$/, " or a $1")}{" "}
        at our estimated price in that state: the price divided by the hourly wage, times 60, to the nearest minute. Wages are each state's
        general minimum wage in effect on <time dateTime={inEffect}>{formatLongDate(inEffect)}</time>; some states set other rates for small
        employers, and several cities pay more.
      </p>
      <WorkItemPicker sort={sort} menu={menu} picked={picked} />
      <p className={scrollHint} aria-hidden="true">
        Swipe the table sideways to see every column.
      </p>
      <WorkTable work={{ items: sized, rows, sort, picked }} colName={colName} />
      <WageSources rows={rows} />
    </section>
  );
}

/** An item of the visitor's choice as one more column (a GET form: works without JavaScript). */
function WorkItemPicker({ sort, menu, picked }: Pick<WorkData, "sort" | "menu" | "picked">) {
  return (
    <form method="get" action={`${PRICES_PATH}#minutes-of-work`} className={p.searchRow}>
      <input type="hidden" name="sort" value={sort} />
      <div>
        <label className={label} htmlFor="work-item">
          Add an item of your choice
        </label>
        <br />
        <select id="work-item" name="item" className={input} defaultValue={picked}>
          <option value="">None</option>
          {menu.map((m) => (
            <option key={m.slug} value={m.slug}>
              {m.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={button.secondary}>
        Show its minutes
      </button>
    </form>
  );
}

/** Each state's minutes per item, its wage and its prices, sortable by the column headings' links. */
function WorkTable({ work, colName }: { work: Pick<WorkData, "items" | "rows" | "sort" | "picked">; colName: (i: number) => string }) {
  const { items: sized, rows, sort, picked } = work;
  const items = sized.map((i) => i.name);
  return (
    <div className={p.tableScroll}>
      <table>
        <caption className="visually-hidden">
          Minutes of work at each state's minimum wage, sorted by{" "}
          {sort === "state" ? "state" : sort === "wage" ? "wage, highest first" : "minutes for a Big Mac, most first"}
        </caption>
        <thead>
          <tr>
            <SortHeading sort="state" current={sort} picked={picked}>
              State
            </SortHeading>
            {items.map((name, i) =>
              i === 0 ? (
                <SortHeading key={name} sort="minutes" current={sort} picked={picked} num>
                  {`Minutes for a ${colName(i)}`}
                </SortHeading>
              ) : (
                <th key={name} scope="col" className={p.num}>
                  Minutes for a {colName(i)}
                </th>
              ),
            )}
            <SortHeading sort="wage" current={sort} picked={picked} num>
              Minimum wage
            </SortHeading>
            {items.map((name, i) => (
              <th key={name} scope="col" className={p.num}>
                {colName(i)} (our estimate)
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.wage.state}>
              <th scope="row">
                <Link to={`/prices/${stateSlug(r.wage.state)}`}>{r.wage.state}</Link>
              </th>
              {items.map((name, i) => (
                <td key={name} className={p.num}>
                  {r.minutes[i] ?? "–"}
                </td>
              ))}
              <td className={p.num} {...figureMark("dataset")}>
                {formatPrice(r.wage.wageUsd)}
              </td>
              {items.map((name, i) => {
                const price = r.prices[i];
                return (
                  <td key={name} className={p.num} {...(price ? priceHook(name, sized[i].size, "state", price.price, r.wage.state) : {})}>
                    {price ? formatPrice(price.price) : "–"}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WageSources({ rows }: Pick<WorkData, "rows">) {
  return (
    <details className={p.sourceLine}>
      <summary>Where each wage comes from</summary>
      <ul>
        {[...rows]
          .sort((a, b) => a.wage.state.localeCompare(b.wage.state))
          .map((r) => (
            <li key={r.wage.state} {...figureMark("dataset")}>
              {r.wage.state}: {formatPrice(r.wage.wageUsd)}
              {r.wage.effectiveFrom ? `, in effect since ${formatLongDate(r.wage.effectiveFrom)}` : ""}; source {sourceSite(r.wage.source)}
              {r.wage.sourceDate ? ` (${formatLongDate(r.wage.sourceDate)})` : " (undated)"}
            </li>
          ))}
      </ul>
      <p>
        Each rate is as the source named states it (no official table of every state was available to us). Prices are our estimates (see a
        state's page). The wages are on <Link to="/open-data">our open data page</Link>, as CSV and JSON.
      </p>
    </details>
  );
}
