/** The state price page body (spec §2 State price page), plus the comparison with the national average. */
import { stateLevelSourceText } from "#domain/copy/state-levels.ts";
import { StaleNote } from "../pages/StaleNote.tsx";
import { Link } from "react-router";
import { Breadcrumbs } from "../layout/Breadcrumbs.tsx";
import * as m from "../menu/menu.css.ts";
import { badge, button, fold, foldSummary, muted, notice, scrollHint } from "../ui.css.ts";
import { formatLongDate, formatSpan } from "#domain/rules/dates.ts";
import { formatPrice, itemPath, nameWithSize } from "#domain/rules/menu.ts";
import type { StateComparison } from "#domain/rules/state-prices.ts";
import {
  STATE_MENU_SORTS,
  priceKindLabel,
  stateMenuGroups,
  statePercentText,
  type PricedRecord,
  type StateMenuLine,
  type StateMenuSort,
} from "#domain/rules/state-estimates.ts";
import { CATEGORIES } from "#domain/rules/categories.ts";
import { figureMark, priceHook } from "#domain/publish/price-hooks.ts";
import * as s from "./state.css.ts";
import { Fig, Price } from "#components/figures/Figure.tsx";
import { EstimateRange } from "#components/figures/EstimateRange.tsx";
import type { ObservedPrice } from "#domain/data/price-inputs.ts";
import { ReportedFigures, type ReportedRowView } from "../reports/ReportedFigures.tsx";
import { ReportForm } from "../reports/ReportForm.tsx";
import type { ReportMenuItem } from "#domain/price-reports/input.ts";

export interface StatePageData {
  state: string;
  slug: string;
  records: PricedRecord[];
  comparison: StateComparison;
  /** The state's price level against the national prices (statePercent); null without stored prices. */
  percent: number | null;
  sort: StateMenuSort;
  /** The page's search ("big mac meal"): the menu below holds only the items it matches. */
  q: string;
  /** False for a name that is no US state (a 404 with the same text). */
  known?: boolean;
  /** The whole menu in this state, stored or computed, in the chosen order. */
  menu: StateMenuLine[];
  neighbours: { previous: { name: string; slug: string }; next: { name: string; slug: string } } | null;
  allStates: { name: string; slug: string }[];
  /** Minutes of work at the state's minimum wage (domain/rules/minutes-of-work.ts); null without a wage. */
  work: StateWork | null;
  /** Prices visitors reported here, past the threshold (domain/price-reports/), with our estimate beside each. */
  reported: ReportedRowView[];
  threshold: number;
  today: string;
  reportMenu: ReportMenuItem[];
  /** The dated surveys' Big Mac prices for the state beside our estimate (domain/rules/price-model.ts). */
  survey: StateSurvey | null;
  /** Restaurants in the state: a published count or our estimate (domain/rules/locations.ts). */
  restaurants: StateRestaurants | null;
  /** Prices seen at restaurants in the state, as their publishers reported them (data/observed-prices.json), newest first. */
  observed: ObservedPrice[];
}

export interface StateSurvey {
  item: string;
  /** Our estimate, the month it is for, and the backtest's error for a state estimate (a fraction). */
  estimate: { price: number; checked: string; error?: number };
  national: number;
  /** Each survey's figure: a dollar price, or the state's level against the survey's national average in percent. */
  figures: { survey: string; published: string; priceUsd?: number; percentVsNational?: number; rank?: number; source: string }[];
  base: { survey: string; published: string; priceUsd: number } | null;
  /** survey: our estimate rests on the newest figure; estimate: no survey prices the state. */
  basis: "survey" | "estimate";
  /** The state's level in the model (its prices over the national ones), or null. */
  level: number | null;
}

export interface StateRestaurants {
  count: number;
  basis: "published" | "estimate";
  /** "ScrapeHero, as reported by Food Republic, October 2025" or "our estimate". */
  label: string;
  source?: string;
  rank: number;
  of: number;
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
  stored: "Most precise first",
  name: "Name",
  "price-asc": "Price, low to high",
  "price-desc": "Price, high to low",
  category: "Category",
};

export function StateView({ data }: { data: StatePageData }) {
  const { state } = data;
  return (
    <>
      <Breadcrumbs />
      <StateHeader data={data} />
      {/* The answer first: the prices, then what visitors reported and the form, then the explanations, folded. */}
      {data.known === false ? null : <StateMenuSection data={data} />}
      {data.known ? <ReportedHere data={data} /> : null}
      <StateComparisonSection data={data} />
      {data.survey ? <SurveyFigures state={state} survey={data.survey} /> : null}
      {data.observed.length ? <ObservedPrices state={state} observed={data.observed} /> : null}
      {data.restaurants ? <Restaurants state={state} restaurants={data.restaurants} /> : null}
      {data.work && data.work.items.length ? <MinutesOfWork state={state} work={data.work} /> : null}
      <OtherStates data={data} />
    </>
  );
}

function StateHeader({ data }: { data: StatePageData }) {
  const { state, records } = data;
  const checked = records.length ? records.map((r) => r.lastUpdated).reduce((a, b) => (b > a ? b : a)) : null;
  return (
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
        Prices vary by location. These are our estimates of average prices in {state}, not prices read at its restaurants; yours may charge
        more or less.
      </p>
      {checked ? (
        <p data-testid="prices-checked">
          {/* claim-ok: the third parties' surveys (NetCredit 2024, CashNetUSA 2023, Zippia 2021), named and dated on this page */}
          Our estimates for {formatLongDate(checked)}: the chain's published national prices moved to that month by the government's price
          index for fast food, times {state}'s level, {stateLevelSourceText(data.survey?.basis ?? "estimate")}.{" "}
          <a href="/about#price-model">How we estimate</a>.
        </p>
      ) : null}
    </header>
  );
}

/** Prices visitors reported in the state, the feeds, and the form to report one. */
function ReportedHere({ data }: { data: StatePageData }) {
  const { state } = data;
  return (
    <section className={s.block} aria-labelledby="reported-title" id="reported">
      <h2 id="reported-title">Prices visitors reported in {state}</h2>
      <ReportedFigures state={state} rows={data.reported} threshold={data.threshold} />
      <p>
        Follow them:{" "}
        <a href={`/feeds/state/${data.slug}.atom`} type="application/atom+xml">
          reported prices in {state} (news-reader link)
        </a>{" "}
        · <a href={`/alerts/follow?state=${data.slug}`}>follow one item's reported price</a> ·{" "}
        <a href="/open-data/price-reports.csv">every report (CSV)</a>
      </p>
      <details className={fold}>
        <summary className={foldSummary}>
          <h3 id="report-form-title">Report a price you paid in {state}</h3>
        </summary>
        <ReportForm mode="inline" menu={data.reportMenu} state={state} today={data.today} />
      </details>
    </section>
  );
}

/** The whole menu in the state: its own search, the sort links, and a table per group (meals, then each category). */
function StateMenuSection({ data }: { data: StatePageData }) {
  const { state } = data;
  const storedCount = data.menu.filter((r) => r.kind === "stored").length;
  const groups = stateMenuGroups(data.menu, CATEGORIES);
  const checkedSpan = formatSpan(
    data.menu.length
      ? {
          oldest: data.menu.reduce((a, r) => (r.checked < a ? r.checked : a), data.menu[0].checked),
          newest: data.menu.reduce((a, r) => (r.checked > a ? r.checked : a), data.menu[0].checked),
        }
      : null,
  );
  return (
    <section className={s.block} aria-labelledby="menu-title" id="menu">
      <h2 id="menu-title">The whole menu in {state}</h2>
      <form method="get" action="#menu" role="search" className={s.searchForm}>
        <label htmlFor="state-search">Find an item in {state}</label>
        <div className={s.searchRow}>
          <input
            id="state-search"
            type="search"
            name="q"
            defaultValue={data.q}
            maxLength={100}
            autoComplete="off"
            placeholder="e.g. Big Mac meal, large fries"
          />
          {data.sort !== STATE_MENU_SORTS[0] ? <input type="hidden" name="sort" value={data.sort} /> : null}
          <button type="submit" className={button.primary}>
            Search
          </button>
        </div>
      </form>
      {data.q ? (
        <p role="status">
          {data.menu.length} {data.menu.length === 1 ? "item matches" : "items match"} "{data.q}".{" "}
          <Link to={`/prices/${data.slug}#menu`}>Show the whole menu</Link>
        </p>
      ) : (
        <p>
          Every price here is our <strong>estimate</strong> ({storedCount} of {data.menu.length} items), the national estimate times {state}
          's level
          {data.percent !== null ? ` (${statePercentText(data.percent)})` : ""}, or an advertised deal's price
          {checkedSpan ? `, for ${checkedSpan}` : ""}. <Link to="/about#price-model">How we estimate</Link>.
        </p>
      )}
      <nav aria-label="Sort the menu">
        <ul className={s.sortList}>
          {STATE_MENU_SORTS.filter((key) => key !== "category").map((key) => (
            <li key={key}>
              {key === data.sort ? (
                <span aria-current="true" className={s.sortCurrent}>
                  {SORT_LABELS[key]}
                </span>
              ) : (
                <Link
                  to={`?${new URLSearchParams({ sort: key, ...(data.q ? { q: data.q } : {}) }).toString()}#menu`}
                  className={s.sortLink}
                  preventScrollReset
                >
                  {SORT_LABELS[key]}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {/* The first group open; the others fold (all open for a search, whose list is short). */}
      {groups.map((g, i) => (
        <MenuGroup key={g.title} title={g.title} rows={g.rows} state={state} sort={data.sort} open={i === 0 || !!data.q} />
      ))}
    </section>
  );
}

/** One group of the state's menu (the meals, or a category) as a table: the state's price beside the national one. */
function MenuGroup({
  title,
  rows,
  state,
  sort,
  open,
}: {
  title: string;
  rows: StateMenuLine[];
  state: string;
  sort: StateMenuSort;
  open: boolean;
}) {
  const id = `menu-${title.replace(/[^a-z]+/gi, "-").toLowerCase()}`;
  const prices = rows.map((r) => r.price);
  return (
    <details aria-labelledby={id} className={s.menuGroup} open={open}>
      <summary className={foldSummary}>
        <h3 id={id}>{title}</h3>
        <span className={muted} {...figureMark("total")}>
          {rows.length} item{rows.length === 1 ? "" : "s"}, {formatPrice(Math.min(...prices))} to {formatPrice(Math.max(...prices))}
        </span>
      </summary>
      <table className={s.menuTable}>
        <caption className="visually-hidden">
          {title}: prices in {state} and the national average, sorted by {SORT_LABELS[sort].toLowerCase()}
        </caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">In {state}</th>
            <th scope="col">National</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name} data-state-kind={r.kind}>
              <th scope="row">
                <Link to={itemPath(r.name)}>{nameWithSize(r.name, r.size === "Medium" ? r.size : null)}</Link>
              </th>
              <td>
                <span className={s.rowPrice} {...priceHook(r.name, r.size, "state", r.price, state)}>
                  {formatPrice(r.price)}
                </span>{" "}
                <span className={s.basis}>{priceKindLabel(r.kind)}</span>
              </td>
              <td {...priceHook(r.name, r.size, "national", r.avgPriceUsd)}>{formatPrice(r.avgPriceUsd)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The state's stored prices against the national average of the same items. */
function StateComparisonSection({ data }: { data: StatePageData }) {
  const { state, records, comparison } = data;
  return (
    <>
      {records.length === 0 ? (
        <div className={m.empty}>
          <h2>No pricing data available</h2>
          <p>We don't have specific pricing data for {state}.</p>
        </div>
      ) : (
        <>
          <section className={s.block} aria-labelledby="compare-title">
            <h2 id="compare-title">{state} compared with the national average</h2>
            <p data-testid="state-verdict">
              {comparison.verdict === "at"
                ? `Prices in ${state} are about the same as the national average for the same items.`
                : `Prices in ${state} are on average ${Math.abs(comparison.overallPercent)}% ${comparison.verdict} the national average for the same items`}
              {comparison.verdict === "at" ? "" : ` (the middle of our estimates for ${comparison.rows.length} items).`}
            </p>
            <details className={fold}>
              <summary className={foldSummary}>Item by item: {comparison.rows.length} prices beside the national average</summary>
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
            </details>
          </section>
        </>
      )}
    </>
  );
}

function OtherStates({ data }: { data: StatePageData }) {
  return (
    <nav className={s.block} aria-labelledby="other-states-title">
      <h2 id="other-states-title">Other states</h2>
      {data.neighbours ? (
        <p>
          <Link to={`/prices/${data.neighbours.previous.slug}`}>← {data.neighbours.previous.name}</Link>
          {" · "}
          <Link to={`/prices/${data.neighbours.next.slug}`}>{data.neighbours.next.name} →</Link>
        </p>
      ) : null}
      <details className={fold}>
        <summary className={foldSummary}>All {data.allStates.length} states</summary>
        <ul className={s.stateList}>
          {data.allStates.map((st) => (
            <li key={st.slug}>
              {st.slug === data.slug ? <span aria-current="page">{st.name}</span> : <Link to={`/prices/${st.slug}`}>{st.name}</Link>}
            </li>
          ))}
        </ul>
      </details>
      <p className={muted}>
        See also the <Link to="/big-mac-prices">Big Mac price comparison</Link>.
      </p>
    </nav>
  );
}

/** Published survey figures for the state's Big Mac beside our estimate, each named and dated. */
function SurveyFigures({ state, survey }: { state: string; survey: StateSurvey }) {
  const newest = survey.figures[0];
  return (
    <section className={s.block} aria-labelledby="survey-title" data-testid="state-survey">
      <h2 id="survey-title">
        {/* claim-ok: the surveys are third parties' (named and dated in the list below), not ours */}
        {survey.item} in {state}: published surveys and our estimate
      </h2>
      <details className={fold}>
        <summary className={foldSummary}>
          Our estimate and the {survey.figures.length} dated survey{survey.figures.length === 1 ? "" : "s"} beside it
        </summary>
        {/* claim-ok: third parties' surveys, each named and dated in the list */}
        <ul className={s.figureList} aria-label={`${survey.item} prices in ${state}: published surveys and our estimate`}>
          <li data-survey-row="estimate">
            <strong>Our estimate for {formatLongDate(survey.estimate.checked)}</strong>: about{" "}
            <Price item={survey.item} kind="state" state={state} value={survey.estimate.price} />
            {survey.estimate.error !== undefined ? (
              <>
                ; <EstimateRange value={survey.estimate.price} error={survey.estimate.error} kind="state" />
              </>
            ) : null}
            <span className={muted}> · Our estimate, from the figures below and the price index for fast food</span>
          </li>
          {survey.figures.map((f) => (
            <li key={`${f.survey}-${f.published}`} data-survey-figure="">
              <a href={f.source} rel="noopener">
                {f.survey}
              </a>
              {f.rank ? ` (ranked ${ordinal(f.rank)} dearest)` : ""}:{" "}
              {f.priceUsd !== undefined ? (
                <Fig kind="dataset">{formatPrice(f.priceUsd)}</Fig>
              ) : (
                <>
                  prices {Math.abs(f.percentVsNational ?? 0)}% {(f.percentVsNational ?? 0) < 0 ? "below" : "above"} the national average
                </>
              )}
              <span className={muted}>
                {" "}
                · A survey, published <time dateTime={f.published}>{formatLongDate(f.published)}</time>
              </span>
              <StaleNote asOf={f.published} />
            </li>
          ))}
        </ul>
        {survey.figures.length === 0 ? (
          <p>
            No dated survey in our data gives a {survey.item} price for {state}. Our estimate rests on our earlier estimate of how {state}{" "}
            compares with
            {/* claim-ok: the third parties' surveys named on /about#state-model with their dates */}
            the national price, kept within the range the published surveys leave for the states they do not name.{" "}
            <Link to="/about#state-model">How we estimate</Link>.
          </p>
        ) : (
          <>
            {survey.basis === "survey" && newest ? (
              <p>
                How our estimate uses it: the newest of these figures decides.{" "}
                {/* The factor is the model's own (StateSurvey.level, domain/rules/price-model.ts), never worked out again here. */}
                {survey.level === null ? null : newest.percentVsNational !== undefined ? (
                  `It puts ${state} ${Math.abs(newest.percentVsNational)}% ${newest.percentVsNational < 0 ? "below" : "above"} the national average, so our estimate is the national estimate times ${survey.level.toFixed(3)}.`
                ) : survey.base && newest.priceUsd !== undefined ? (
                  <>
                    It found {state} at <Fig kind="dataset">{formatPrice(newest.priceUsd)}</Fig> against a US average of{" "}
                    <Fig kind="dataset">{formatPrice(survey.base.priceUsd)}</Fig> ({survey.base.survey},{" "}
                    {formatLongDate(survey.base.published)}), so our estimate is the national estimate times {survey.level.toFixed(3)}.
                  </>
                ) : null}{" "}
                {/* claim-ok: the third parties' surveys named and dated in the list above */}
                The surveys tell how states compare; what a Big Mac costs today comes from the chain's own national figure moved by the
                price index. <Link to="/about#state-model">How we estimate</Link>.
              </p>
            ) : null}
          </>
        )}
      </details>
    </section>
  );
}

/** Prices somebody saw at restaurants in the state, each with its place, date, publisher and method: never the state's typical price. */
function ObservedPrices({ state, observed }: { state: string; observed: readonly ObservedPrice[] }) {
  return (
    <section className={s.block} aria-labelledby="observed-title" data-testid="state-observed">
      <h2 id="observed-title">Prices seen at restaurants in {state}</h2>
      <details className={fold}>
        <summary className={foldSummary}>
          {observed.length} price{observed.length === 1 ? "" : "s"} seen at single restaurants, newest first
        </summary>
        <p>
          Real prices that news outlets and price trackers reported for single restaurants or cities in {state}, each on its own date. One
          restaurant's price is not the state's typical price: restaurants set their own.
        </p>
        <ul className={s.figureList}>
          {observed.map((o, i) => (
            <li key={`${o.source}-${i}`} data-observed-price="">
              <strong>{o.item}</strong>: <Fig kind="dataset">{formatPrice(o.priceUsd)}</Fig>,{" "}
              {/* The publisher's own words for the place, which may name another of its figures ("the $8.09 Lee store"). */}
              <Fig kind="dataset">{[o.place, o.city].filter(Boolean).join(", ") || state}</Fig>
              <span className={muted}>
                {" "}
                · seen {/^\d{4}-\d{2}(-\d{2})?$/.test(o.asOf) ? formatLongDate(o.asOf) : o.asOf} ·{" "}
                <a href={o.sourceUrl} rel="noopener">
                  {o.source}
                </a>
                {o.outlier ? ` · ${o.outlier}, so not a typical price` : ""}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

function ordinal(n: number): string {
  const tail = n % 100 >= 11 && n % 100 <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th");
  return `${n}${tail}`;
}

/** How many restaurants the state has: a published count with who counted and when, or our estimate, said so. */
function Restaurants({ state, restaurants }: { state: string; restaurants: StateRestaurants }) {
  return (
    <section className={s.block} aria-labelledby="restaurants-title">
      <h2 id="restaurants-title">Restaurants in {state}</h2>
      <p data-testid="state-restaurants" data-basis={restaurants.basis}>
        {restaurants.basis === "published" ? (
          <>
            <Fig kind="dataset">{restaurants.count.toLocaleString("en-US")}</Fig> restaurants (
            {restaurants.source ? (
              <a href={restaurants.source} rel="noopener">
                {restaurants.label}
              </a>
            ) : (
              restaurants.label
            )}
            ), the {ordinal(restaurants.rank)} most of the {restaurants.of} states.
          </>
        ) : (
          <>
            No published count for {state} is in our data. Our estimate: about{" "}
            <Fig kind="estimate">{restaurants.count.toLocaleString("en-US")}</Fig> restaurants, in line with its population (the{" "}
            {ordinal(restaurants.rank)} most of the {restaurants.of} states, counting our estimates).
          </>
        )}
      </p>
    </section>
  );
}

/** How long the state's minimum wage takes to pay for a Big Mac and its meal. */
function MinutesOfWork({ state, work }: { state: string; work: StateWork }) {
  return (
    <section className={s.block} aria-labelledby="work-title">
      <h2 id="work-title">Minutes of work in {state}</h2>
      <p>
        At {state}'s minimum wage of <Fig kind="dataset">{formatPrice(work.wageUsd)}</Fig> an hour (in effect on{" "}
        <time dateTime={work.inEffectOn}>{formatLongDate(work.inEffectOn)}</time>
        {work.effectiveFrom ? `, since ${formatLongDate(work.effectiveFrom)}` : ""}; source: {work.sourceSite}
        {work.sourceDate ? `, ${formatLongDate(work.sourceDate)}` : ", undated"}), before tax:
      </p>
      <ul>
        {work.items.map((i) => (
          <li key={i.name}>
            a {i.name} at our estimated <span {...priceHook(i.name, "Standard", "state", i.price, state)}>{formatPrice(i.price)}</span>{" "}
            takes <strong>{i.minutes} minutes</strong> of work
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
