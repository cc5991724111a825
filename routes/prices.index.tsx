/**
 * /prices: the state chooser. Links marked "your state" (components/my-state.ts) lead here until a
 * state is saved in the browser, and always without JavaScript. The GET form sends `?state=texas` and is
 * answered with a redirect to /prices/texas; the address then names the state, so it can be shared.
 */
import { Link, redirect } from "react-router";
import * as p from "#components/pages/pages.css.ts";
import { PageHero } from "#components/pages/PageParts.tsx";
import { seo } from "#components/seo.ts";
import * as m from "#components/menu/menu.css.ts";
import { button, container, input, label, scrollHint, section } from "#components/ui.css.ts";
import { formatLongDate } from "#domain/rules/dates.ts";
import { formatPrice } from "#domain/rules/money.ts";
import { parseWorkSort, sortWorkRows, sourceSite, WORK_ITEMS, workRows, type WorkSort } from "#domain/rules/minutes-of-work.ts";
import { figureMark, priceHook } from "#domain/publish/price-hooks.ts";
import { hasSizes, nameWithSize } from "#domain/rules/menu.ts";
import { itemSlug, stateNameFromSlug, stateSlug } from "#domain/rules/slug.ts";
import { isStateName, STATE_NAMES } from "#domain/rules/states.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/prices.index";
import { app } from "#server/http/context.ts";

export const handle: RouteHandle = { hydrate: false };

const PATH = "/prices";

export function loader({ request, context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  const url = new URL(request.url);
  const chosen = url.searchParams.get("state");
  if (chosen !== null) {
    const slug = chosen.trim().toLowerCase().slice(0, 40);
    // Unknown names fall through to the chooser (no 404 for a hand-edited address).
    if (/^[a-z]+(?:-[a-z]+)*$/.test(slug) && isStateName(stateNameFromSlug(slug))) throw redirect(`/prices/${slug}`);
  }
  // The visitor's own item (?item=<slug>) joins the Big Mac and its meal as a third pair of columns.
  const picked = context.catalog.itemsBySlug.get((url.searchParams.get("item") ?? "").toLowerCase().slice(0, 80));
  const items = [...WORK_ITEMS.map((n) => context.catalog.itemsByName.get(n)), picked]
    .filter((i) => i !== undefined)
    .filter((i, k, all) => all.indexOf(i) === k);
  const sort = parseWorkSort(url.searchParams.get("sort"));
  const rows = sortWorkRows(workRows(context.catalog.data.minimumWages, context.catalog.statePrices, items), sort);
  const menu = [...context.catalog.menuItems].sort((a, b) => a.name.localeCompare(b.name)).map((i) => ({ slug: itemSlug(i.name), label: hasSizes(i) ? nameWithSize(i.name, "Medium") : i.name }));
  // The states whose newest visible report is the most recent, kept as reports arrive: no scan.
  const newest = [...context.community.reports.newestByState.entries()]
    .sort((a, b) => (a[1] < b[1] ? 1 : a[1] > b[1] ? -1 : 0))
    .slice(0, 10)
    .map(([name, at]) => ({ name, slug: stateSlug(name), date: at.slice(0, 10) }));
  return { newest, states: STATE_NAMES.map((name) => ({ name, slug: stateSlug(name) })), unknown: chosen !== null, work: { items: items.map((i) => ({ name: i.name, size: hasSizes(i) ? ("Medium" as const) : ("Standard" as const) })), rows, sort, menu, picked: picked ? itemSlug(picked.name) : "" } };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "McDonald's Prices by State: Choose Your State",
    description: "Choose your state to see estimated McDonald's menu prices there, compared with the national average.",
    path: PATH,
    dataFeed: true,
  });

export default function PricesIndexPage({ loaderData }: Route.ComponentProps) {
  const { states, unknown, work, newest } = loaderData;
  return (
    <>
      <PageHero
       
        title="Prices by State"
        intro="Choose your state to see its estimated menu prices. On its page you can make it your state, and links to 'your state's prices' will open it."
      />
      <div className={`${container} ${section}`}>
        <form method="get" action={PATH} className={m.searchForm}>
          {unknown ? (
            <p role="alert">That is not one of the 50 states. Choose one from the list.</p>
          ) : null}
          <div className={m.searchRow}>
            <label className={label} htmlFor="state-choice">
              Your state
            </label>
            <select id="state-choice" name="state" className={input} defaultValue="">
              <option value="" disabled>
                Choose a state
              </option>
              {states.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.name}
                </option>
              ))}
            </select>
            <button type="submit" className={button.primary}>
              See prices
            </button>
          </div>
        </form>
        <h2>Newest price reports</h2>
        {newest.length ? (
          <>
            <p>The states where visitors reported a price most recently (newest first):</p>
            <ul className={m.stateList} aria-label="States with the newest reports" data-testid="newest-reports">
              {newest.map((s) => (
                <li key={s.slug}>
                  <Link to={`/prices/${s.slug}#reported`}>{s.name}</Link> (<time dateTime={s.date}>{formatLongDate(s.date)}</time>)
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>No one has reported a price yet. Each state page has a form to report what you paid.</p>
        )}
        <h2>All 50 states</h2>
        <ul className={m.stateList} aria-label="States">
          {states.map((s) => (
            <li key={s.slug}>
              <Link to={`/prices/${s.slug}`}>{s.name}</Link>
            </li>
          ))}
        </ul>
        <p>
          Compare the Big Mac across the country on the <Link to="/big-mac-prices">Big Mac prices map</Link>.
        </p>
        {work.rows.length && work.items.length ? <MinutesOfWork {...work} /> : null}
      </div>
    </>
  );
}

/** A sortable column heading: a link to the same table sorted by it (works without JavaScript). */
function SortHeading({ sort, current, picked, children, num }: { sort: WorkSort; current: WorkSort; picked: string; children: string; num?: boolean }) {
  const on = sort === current;
  return (
    <th scope="col" className={num ? p.num : undefined} aria-sort={on ? (sort === "state" ? "ascending" : "descending") : undefined}>
      <a href={`${PATH}?sort=${sort}${picked ? `&item=${picked}` : ""}#minutes-of-work`}>
        {children}
        {on ? <span aria-hidden="true">{sort === "state" ? " ▲" : " ▼"}</span> : null}
      </a>
    </th>
  );
}

/** Minutes of work at each state's minimum wage for a Big Mac and its meal, sortable by link. */
function MinutesOfWork({ items: sized, rows, sort, menu, picked }: Route.ComponentProps["loaderData"]["work"]) {
  const inEffect = rows[0].wage.inEffectOn;
  const colName = (i: number) => nameWithSize(sized[i].name, sized[i].size === "Medium" ? "Medium" : null);
  return (
    <section aria-labelledby="minutes-of-work" className={p.tableSection}>
      <h2 id="minutes-of-work">Minutes of work for a Big Mac, by state</h2>
      <p>
        How many minutes someone paid the state's minimum wage works, before tax, to pay for a {sized.map((_, i) => colName(i)).join(", a ").replace(/, a ([^,]*)$/, " or a $1")} at our estimated price in that
        state: the price divided by the hourly wage, times 60, to the nearest minute. Wages are each state's general minimum wage in effect on{" "}
        <time dateTime={inEffect}>{formatLongDate(inEffect)}</time>; some states set other rates for small employers, and several cities pay more.
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
function WorkItemPicker({ sort, menu, picked }: Pick<Route.ComponentProps["loaderData"]["work"], "sort" | "menu" | "picked">) {
  return (
    <form method="get" action={`${PATH}#minutes-of-work`} className={p.searchRow}>
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
function WorkTable({ work, colName }: { work: Pick<Route.ComponentProps["loaderData"]["work"], "items" | "rows" | "sort" | "picked">; colName: (i: number) => string }) {
  const { items: sized, rows, sort, picked } = work;
  const items = sized.map((i) => i.name);
  return (
    <div className={p.tableScroll}>
      <table>
        <caption className="visually-hidden">Minutes of work at each state's minimum wage, sorted by {sort === "state" ? "state" : sort === "wage" ? "wage, highest first" : "minutes for a Big Mac, most first"}</caption>
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

function WageSources({ rows }: Pick<Route.ComponentProps["loaderData"]["work"], "rows">) {
  return (
    <details className={p.sourceLine}>
      <summary>Where each wage comes from</summary>
      <ul>
        {[...rows].sort((a, b) => a.wage.state.localeCompare(b.wage.state)).map((r) => (
          <li key={r.wage.state} {...figureMark("dataset")}>
            {r.wage.state}: {formatPrice(r.wage.wageUsd)}
            {r.wage.effectiveFrom ? `, in effect since ${formatLongDate(r.wage.effectiveFrom)}` : ""}; source {sourceSite(r.wage.source)}
            {r.wage.sourceDate ? ` (${formatLongDate(r.wage.sourceDate)})` : " (undated)"}
          </li>
        ))}
      </ul>
      <p>
        Each rate is as the source named states it (no official table of every state was available to us). Prices are our estimates (see a state's
        page). The wages are on <Link to="/open-data">our open data page</Link>, as CSV and JSON.
      </p>
    </details>
  );
}
