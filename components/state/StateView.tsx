/** The state price page body (spec §2 State price page), plus the comparison with the national average. */
import { StaleNote } from "../pages/StaleNote.tsx";
import { Link } from "react-router";
import { Breadcrumbs } from "../layout/Breadcrumbs.tsx";
import * as m from "../menu/menu.css.ts";
import { badge, button, muted, notice, scrollHint } from "../ui.css.ts";
import { formatLongDate } from "#domain/dates.ts";
import { formatPrice, itemPath, nameWithSize } from "#domain/menu.ts";
import type { StateComparison } from "#domain/state-prices.ts";
import { STATE_MENU_SORTS, priceKindLabel, statePercentText, type PriceKind, type StateMenuSort } from "#domain/state-estimates.ts";
import { figureMark, priceHook } from "#domain/price-hooks.ts";
import * as s from "./state.css.ts";
import { Fig } from "#components/figures/Figure.tsx";
import { ReportedFigures, type ReportedRowView } from "../reports/ReportedFigures.tsx";
import { ReportForm, type ReportMenuItem } from "../reports/ReportForm.tsx";

export interface StatePageData {
  state: string;
  slug: string;
  records: { itemName: string; price: number; state: string; lastUpdated: string }[];
  comparison: StateComparison;
  /** The state's price level against the national prices (statePercent); null without measured prices. */
  percent: number | null;
  sort: StateMenuSort;
  /** The whole menu in this state, measured or estimated, in the chosen order. */
  menu: { name: string; category: string; size: "Medium" | "Standard"; price: number; kind: PriceKind; checked: string; national: number }[];
  known: boolean;
  neighbours: { previous: { name: string; slug: string }; next: { name: string; slug: string } } | null;
  allStates: { name: string; slug: string }[];
  /** Minutes of work at the state's minimum wage (domain/minutes-of-work.ts); null without a wage. */
  work: StateWork | null;
  /** Prices visitors reported here, past the threshold (domain/price-reports.ts), with our estimate beside each. */
  reported: ReportedRowView[];
  threshold: number;
  today: string;
  reportMenu: ReportMenuItem[];
}

export interface StateWork {
  wageUsd: number;
  inEffectOn: string;
  effectiveFrom?: string;
  sourceSite: string;
  sourceDate?: string;
  items: { name: string; price: number; minutes: number }[];
}

const SORT_LABELS: Record<StateMenuSort, string> = {
  measured: "State data first",
  name: "Name",
  "price-asc": "Price, low to high",
  "price-desc": "Price, high to low",
  category: "Category",
};

export function StateView({ data }: { data: StatePageData }) {
  const { state, records, comparison } = data;
  const checked = records.length ? records.map((r) => r.lastUpdated).reduce((a, b) => (b > a ? b : a)) : null;
  const measuredCount = data.menu.filter((r) => r.kind === "measured").length;
  return (
    <>
      <Breadcrumbs />
      <header className={m.pageHead}>
        <span className={badge}>State prices</span>
        <h1>Menu Prices in {state}</h1>
        {/* Saves the choice in this browser (components/my-state.ts); needs script, so it is rendered hidden. */}
        <button
          type="button"
          className={`${button.secondary} ${s.myStateButton}`}
          data-set-my-state={data.slug}
          data-choose-label={`Make ${state} my state`}
          data-chosen-label={`${state} is your state`}
          aria-pressed="false"
          hidden
        >
          Make {state} my state
        </button>
        <p className={`${notice.info} ${s.noticeBox}`} role="note">
          Prices vary by location. These are our estimates of average prices in {state}, not prices read at its restaurants; yours may charge more or less.
        </p>
        {checked ? (
          <p data-testid="prices-checked">
            Estimates last reviewed: {formatLongDate(checked)} (the newest date in our data for {state}).
            <StaleNote asOf={checked} />
          </p>
        ) : null}
      </header>
      {data.known ? (
        <section className={s.block} aria-labelledby="reported-title" id="reported">
          <h2 id="reported-title">Prices visitors reported in {state}</h2>
          <ReportedFigures state={state} rows={data.reported} threshold={data.threshold} />
          <p>
            Follow them: <a href={`/feeds/state/${data.slug}.atom`} type="application/atom+xml">reported prices in {state} (Atom feed)</a> ·{" "}
            <a href="/open-data/price-reports.csv">every report (CSV)</a>
          </p>
          <h3 id="report-form-title">Report a price you paid in {state}</h3>
          <ReportForm mode="inline" menu={data.reportMenu} state={state} today={data.today} />
        </section>
      ) : null}
      {records.length === 0 ? (
        <div className={m.empty}>
          <h2>No pricing data available</h2>
          <p>We don't have specific pricing data for {state} yet. Check back soon for updates.</p>
        </div>
      ) : (
        <>
          <ul className={m.cardGrid} aria-label={`Prices in ${state}`}>
            {records.map((r) => (
              <li key={r.itemName}>
                <article className={m.card}>
                  <h2 className={m.cardTitle}>
                    <Link className={m.cardLink} to={itemPath(r.itemName)}>
                      {sizedName(data, r.itemName)}
                    </Link>
                  </h2>
                  <span className={m.cardPrice} {...priceHook(r.itemName, sizeOf(data, r.itemName), "state", r.price, r.state)}>
                    {formatPrice(r.price)}
                  </span>
                  <p className={m.cardSmall}>{r.state}</p>
                  <p className={m.cardSmall}>Last updated {formatLongDate(r.lastUpdated)}</p>
                </article>
              </li>
            ))}
          </ul>
          <section className={s.block} aria-labelledby="compare-title">
            <h2 id="compare-title">{state} compared with the national average</h2>
            <p data-testid="state-verdict">
              {comparison.verdict === "at"
                ? `Prices in ${state} are about the same as the national average for the same items.`
                : `Prices in ${state} are on average ${Math.abs(comparison.overallPercent)}% ${comparison.verdict} the national average for the same items`}
              {comparison.verdict === "at" ? "" : " (the median over the items in our state data)."}
            </p>
            <p className={scrollHint} aria-hidden="true">
              Swipe the table sideways to see every column.
            </p>
            {/* Focusable so the keyboard can scroll it; named by its own caption (a second region named like the section is ambiguous). */}
            <div className={s.tableWrap} tabIndex={0} role="region" aria-labelledby="compare-table-caption">
              <table>
                <caption id="compare-table-caption" className="visually-hidden">
                  Item prices in {state} and the national average
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Item</th>
                    <th scope="col">{state}</th>
                    <th scope="col">National average</th>
                    <th scope="col">Difference</th>
                  </tr>
                </thead>
                <tbody>
                  {comparison.rows.map((r) => (
                    <tr key={r.itemName}>
                      <th scope="row">{sizedName(data, r.itemName)}</th>
                      <td {...priceHook(r.itemName, sizeOf(data, r.itemName), "state", r.price, state)}>{formatPrice(r.price)}</td>
                      <td {...priceHook(r.itemName, sizeOf(data, r.itemName), "national", r.national)}>{formatPrice(r.national)}</td>
                      <td {...figureMark("total")}>
                        {r.difference >= 0 ? "+" : "-"}
                        {formatPrice(Math.abs(r.difference))} ({r.percent > 0 ? "+" : ""}
                        {r.percent}%)
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
      {data.work && data.work.items.length ? <MinutesOfWork state={state} work={data.work} /> : null}
      {data.menu.length ? (
        <section className={s.block} aria-labelledby="menu-title" id="menu">
          <h2 id="menu-title">The whole menu in {state}</h2>
          <p>
            Every price here is our <strong>estimate</strong>. {measuredCount} of {data.menu.length} items have one stored in our state data; the other{" "}
            {data.menu.length - measuredCount} are the national price times {state}'s price level
            {data.percent !== null ? ` (${statePercentText(data.percent)})` : ""}. <Link to="/about#state-estimates">How we estimate</Link>.
          </p>
          <nav aria-label="Sort the menu">
            <ul className={s.sortList}>
              {STATE_MENU_SORTS.map((key) => (
                <li key={key}>
                  {key === data.sort ? (
                    <span aria-current="true" className={s.sortCurrent}>
                      {SORT_LABELS[key]}
                    </span>
                  ) : (
                    <Link to={`?sort=${key}#menu`} className={s.sortLink} preventScrollReset>
                      {SORT_LABELS[key]}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className={s.tableWrap}>
            <table>
              <caption className="visually-hidden">
                Every menu item's price in {state}, sorted by {SORT_LABELS[data.sort].toLowerCase()}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Price in {state}</th>
                  <th scope="col">Basis</th>
                  <th scope="col">National average</th>
                  <th scope="col">Checked</th>
                </tr>
              </thead>
              <tbody>
                {data.menu.map((r) => (
                  <tr key={r.name} data-state-kind={r.kind}>
                    <th scope="row">
                      <Link to={itemPath(r.name)}>{nameWithSize(r.name, r.size === "Medium" ? r.size : null)}</Link>
                    </th>
                    <td {...priceHook(r.name, r.size, "state", r.price, state)}>{formatPrice(r.price)}</td>
                    <td>{priceKindLabel(r.kind)}</td>
                    <td {...priceHook(r.name, r.size, "national", r.national)}>{formatPrice(r.national)}</td>
                    <td>{formatLongDate(r.checked)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <nav className={s.block} aria-labelledby="other-states-title">
        <h2 id="other-states-title">Other states</h2>
        {data.neighbours ? (
          <p>
            <Link to={`/prices/${data.neighbours.previous.slug}`}>← {data.neighbours.previous.name}</Link>
            {" · "}
            <Link to={`/prices/${data.neighbours.next.slug}`}>{data.neighbours.next.name} →</Link>
          </p>
        ) : null}
        <ul className={s.stateList}>
          {data.allStates.map((st) => (
            <li key={st.slug}>
              {st.slug === data.slug ? <span aria-current="page">{st.name}</span> : <Link to={`/prices/${st.slug}`}>{st.name}</Link>}
            </li>
          ))}
        </ul>
        <p className={muted}>
          See also the <Link to="/big-mac-prices">Big Mac price comparison</Link>.
        </p>
      </nav>
    </>
  );
}

/** How long the state's minimum wage takes to pay for a Big Mac and its meal (issue 28). */
function MinutesOfWork({ state, work }: { state: string; work: StateWork }) {
  return (
    <section className={s.block} aria-labelledby="work-title">
      <h2 id="work-title">Minutes of work in {state}</h2>
      <p>
        At {state}'s minimum wage of <Fig kind="dataset">{formatPrice(work.wageUsd)}</Fig> an hour (in effect on <time dateTime={work.inEffectOn}>{formatLongDate(work.inEffectOn)}</time>
        {work.effectiveFrom ? `, since ${formatLongDate(work.effectiveFrom)}` : ""}; source: {work.sourceSite}
        {work.sourceDate ? `, ${formatLongDate(work.sourceDate)}` : ", undated"}), before tax:
      </p>
      <ul>
        {work.items.map((i) => (
          <li key={i.name}>
            a {i.name} at our estimated <span {...priceHook(i.name, "Standard", "state", i.price, state)}>{formatPrice(i.price)}</span> takes{" "}
            <strong>{i.minutes} minutes</strong> of work
          </li>
        ))}
      </ul>
      <p>
        <Link to="/prices#minutes-of-work">Every state's minutes of work</Link>
      </p>
    </section>
  );
}

/** The size a state price is for: the Medium of a sized item (prices.json holds mediums), else Standard. */
/** "Coca-Cola (Medium)": the size a price is for, named wherever it depends on one. */
function sizedName(data: StatePageData, itemName: string): string {
  const size = sizeOf(data, itemName);
  return nameWithSize(itemName, size === "Medium" ? size : null);
}

function sizeOf(data: StatePageData, itemName: string): "Medium" | "Standard" {
  return data.menu.find((r) => r.name === itemName)?.size ?? "Standard";
}
