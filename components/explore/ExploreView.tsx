/**
 * /explore's screen: the sort and filter form, the summary, the notes on what was left out and the list of cards.
 * GET forms and links only; public/explore-filters.js makes the form instant where JavaScript runs. Its data
 * comes from components/explore/explore-data.server.ts.
 */
import { useEffect } from "react";
import { NOT_IN_DATA } from "#domain/rules/nutrition.ts";
import * as x from "./explore.css.ts";
import { Breadcrumbs } from "../layout/Breadcrumbs.tsx";
import { ProblemList } from "./ProblemList.tsx";
import { useNonce, useScriptIntegrity } from "../nonce.tsx";
import * as s from "../tools/tools.css.ts";
import { button, container, notice } from "../ui.css.ts";
import { CATEGORIES } from "#domain/rules/categories.ts";
import { compareWith } from "#domain/rules/compare.ts";
import { PricesChecked } from "../pages/PricesChecked.tsx";
import {
  allergenParam,
  DEFAULT_ORDER,
  explorePath,
  EXPLORE_SIZES,
  orderWords,
  SORT_KEYS,
  SORT_LABELS,
  type ExploreQuery,
  type SortKey,
} from "#domain/rules/explore.ts";
import { Fig } from "../figures/Figure.tsx";
import { MenuCard } from "../menu/MenuCard.tsx";
import { ALLERGENS } from "#domain/data/allergen-entry.ts";
import { EXPLORE_PAGE_SIZE, showMorePath } from "#domain/rules/explore-paging.ts";
import type { ExploreCardRow, ExplorePageData } from "./explore-data.server.ts";

export const EXPLORE_PATH = "/explore";

/** A sort of the list, as a link: the sort it shows, or the other order when it is the current one. */
function SortLink({ query, sort, children }: { query: ExploreQuery; sort: SortKey; children: React.ReactNode }) {
  const active = query.sort === sort;
  const next = active ? (query.order === "asc" ? "desc" : "asc") : DEFAULT_ORDER[sort];
  return (
    <li>
      <a
        href={explorePath({ ...query, sort, order: next })}
        data-sort={sort}
        data-order={next}
        className={x.sortLink}
        aria-current={active ? "true" : undefined}
      >
        {children}
        {active ? <span aria-hidden="true">{query.order === "asc" ? " ▲" : " ▼"}</span> : null}
        <span className="visually-hidden">, sort {orderWords(sort, next)}</span>
      </a>
    </li>
  );
}

/**
 * One item of the list: the menu's one card (MenuCard) with the figures of the size shown, and below
 * them the value figures this page sorts by, the allergens and the way to compare.
 */
function ResultCard({ row, compare }: { row: ExploreCardRow; compare: string[] }) {
  const inList = compare.includes(row.slug);
  return (
    <MenuCard
      item={{ name: row.name, category: row.category, avgPriceUsd: row.price, calories: row.calories }}
      size={{ name: row.size, price: row.price, calories: row.calories }}
      headingLevel={2}
      row
    >
      <p className={x.facts}>
        <span data-label="Protein">{row.protein === null ? `Protein ${NOT_IN_DATA}` : `${row.protein} g protein`}</span>
        {row.proteinPerDollar === null ? null : (
          <>
            {" ("}
            <Fig kind="total" testId="protein-per-dollar">
              {row.proteinPerDollar} g per $1
            </Fig>
            )
          </>
        )}
        {row.caloriesPerDollar === null ? null : (
          <>
            {" · "}
            <Fig kind="total" testId="calories-per-dollar">
              {row.caloriesPerDollar} cal per $1
            </Fig>
          </>
        )}
      </p>
      <p className={x.facts}>
        <span data-label="Allergens">{row.allergenLine}</span>
        {" · "}
        {inList ? (
          <span>In comparison</span>
        ) : (
          <a className={x.compareLink} href={compareWith(compare, row.slug)}>
            Compare<span className="visually-hidden"> {row.name}</span>
          </a>
        )}
      </p>
    </MenuCard>
  );
}

type ExploreData = ExplorePageData;

/**
 * Reached by client-side navigation (the menu's link), the page is rendered by React, and a <script> React
 * inserts never runs: load the filters as a script element of our own. A full page load does not hydrate this
 * page (handle.hydrate is false), so there the page's own tag runs and this effect never does.
 */
function useFiltersAfterClientNavigation(nonce: string | undefined, integrity: string | undefined) {
  useEffect(() => {
    const el = document.createElement("script");
    el.src = "/explore-filters.js";
    if (integrity) el.integrity = integrity;
    if (nonce) el.nonce = nonce;
    document.body.append(el);
    return () => el.remove();
  }, [integrity, nonce]);
}

/** The whole screen: the filters come first (on a phone's first screen), then the summary and the list. */
export function ExploreView({ d }: { d: ExploreData }) {
  const nonce = useNonce();
  const filtersIntegrity = useScriptIntegrity("/explore-filters.js");
  useFiltersAfterClientNavigation(nonce, filtersIntegrity);
  return (
    <div className={container}>
      <header className={s.head}>
        <Breadcrumbs />
        <h1 className={s.title}>Explore the Whole Menu</h1>
        <p className={x.intro}>Sort and filter every item. Your choices stay in the address, so you can share them.</p>
      </header>
      <div data-explore-problems="">
        <ProblemList problems={d.problems} intro="Some choices could not be used and were left out:" />
      </div>
      <ExploreForm query={d.query} compare={d.compare} />
      <p className={x.summary} role="status" data-testid="explore-summary" data-explore-summary="" id="results">
        {d.summary}
      </p>
      <div data-explore-results="">
        <LeftOutNotes d={d} />
        {d.rows.length ? (
          <ResultList d={d} />
        ) : (
          <p className={notice.info}>No items match all of these choices. Try a higher price or calorie limit, or fewer allergens.</p>
        )}
      </div>
      <script src="/explore-filters.js" defer nonce={nonce} integrity={filtersIntegrity} />
    </div>
  );
}

/** The sort and filter form: a GET form, instant with public/explore-filters.js. */
function ExploreForm({ query: q, compare }: { query: ExploreQuery; compare: string[] }) {
  return (
    <form method="get" action={`${EXPLORE_PATH}#results`} className={x.form} aria-label="Sort and filter the menu" data-instant-filters="">
      {compare.length ? <input type="hidden" name="compare" value={compare.join(",")} /> : null}
      <ChoiceFilters query={q} />
      <NumberFilter name="max-price" label="Max price ($)" max={200} step="0.01" value={q.maxPrice} />
      <NumberFilter name="max-calories" label="Max calories" max={5000} step="1" value={q.maxCalories} />
      <NumberFilter name="min-protein" label="Min protein (g)" max={500} step="1" value={q.minProtein} />
      <details className={x.allergenFold} open={q.exclude.length > 0}>
        <summary>Leave out allergens{q.exclude.length ? ` (${q.exclude.length} chosen)` : ""}</summary>
        <fieldset className={x.allergenSet}>
          <legend>Leave out items that contain or may contain</legend>
          <div className={x.checks}>
            {ALLERGENS.map((a) => (
              <label key={a} className={x.check}>
                <input type="checkbox" name="exclude" value={allergenParam(a)} defaultChecked={q.exclude.includes(a)} />
                {a}
              </label>
            ))}
          </div>
        </fieldset>
      </details>
      <div className={x.actions}>
        <button type="submit" className={button.primary}>
          Show items
        </button>
        <a href={EXPLORE_PATH} className={button.ghost}>
          Clear all
        </a>
        {compare.length ? (
          <a href={`/compare?items=${compare.join(",")}`} className={button.secondary}>
            Back to your comparison ({compare.length})
          </a>
        ) : null}
      </div>
    </form>
  );
}

/** The four choices from a list: sort, order, category, size. */
function ChoiceFilters({ query: q }: { query: ExploreQuery }) {
  return (
    <>
      <Choice
        name="sort"
        label="Sort by"
        value={q.sort}
        options={SORT_KEYS.map((k) => [k, `${SORT_LABELS[k]} (${orderWords(k, DEFAULT_ORDER[k])})`])}
      />
      {/* Blank is each sort's own order (price cheapest first): changing the sort alone never keeps the last sort's order. */}
      <Choice
        name="order"
        label="Order"
        value={q.order === DEFAULT_ORDER[q.sort] ? "" : q.order}
        options={[
          ["", "Usual order"],
          ["asc", "Lowest first"],
          ["desc", "Highest first"],
        ]}
      />
      <Choice
        name="category"
        label="Category"
        value={q.category ?? ""}
        options={[["", "All categories"], ...CATEGORIES.map((c): [string, string] => [c, c])]}
      />
      <Choice
        name="size"
        label="Size"
        value={q.size ?? ""}
        options={[["", "Any (Medium where sized)"], ...EXPLORE_SIZES.map((z): [string, string] => [z, `${z} only`])]}
      />
    </>
  );
}

function Choice({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <label className={x.control}>
      {label}
      <select name={name} defaultValue={value} className={x.inputBox}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

function NumberFilter({ name, label, max, step, value }: { name: string; label: string; max: number; step: string; value: number | null }) {
  return (
    <label className={x.control}>
      {label}
      <input
        name={name}
        type="number"
        min="0"
        max={max}
        step={step}
        inputMode={step === "1" ? "numeric" : "decimal"}
        defaultValue={value ?? ""}
        className={x.inputBox}
      />
    </label>
  );
}

/** What the filters left out for lack of data, and what the figures are. */
function LeftOutNotes({ d }: { d: ExploreData }) {
  return (
    <>
      {d.query.exclude.length ? (
        <p data-testid="no-allergen-data">
          Leaving out an allergen answers from McDonald's own US allergen statements (an item is kept only if its statement names none of
          the allergens you left out, as "contains" or as "may contain"). {d.noAllergenData}{" "}
          {d.noAllergenData === 1 ? "item was" : "items were"} left out because we have no allergen statement for{" "}
          {d.noAllergenData === 1 ? "it" : "them"}
          {d.unmappedAllergens
            ? `, and ${d.unmappedAllergens} because ${d.unmappedAllergens === 1 ? "its statement names" : "their statements name"} something we do not match to the nine (such as "Nuts")`
            : ""}
          : we never present an item as free of an allergen without the chain's word for it. Always check the chain's allergen guide.
        </p>
      ) : null}
      {d.noNutritionData ? (
        <p data-testid="no-nutrition-data">
          {d.noNutritionData} {d.noNutritionData === 1 ? "item was" : "items were"} left out because{" "}
          {d.noNutritionData === 1 ? "it publishes" : "they publish"} no calorie or protein figure.
        </p>
      ) : null}
      {d.allergenSource ? (
        <p className={x.small} data-testid="allergens-source">
          {d.allergenSource}
        </p>
      ) : null}
      <PricesChecked className={x.small} oldest={d.updated?.oldest ?? null} newest={d.updated?.newest ?? null} />
      <p className={x.small}>
        Prices are estimated national averages and vary by restaurant. Nutrition figures are the chain's published figures for that size.
        "Not published" means the chain's figure is not in our data; we never guess it.
      </p>
    </>
  );
}

const SORT_LINKS: readonly (readonly [SortKey, string])[] = [
  ["price", "Price"],
  ["calories", "Calories"],
  ["protein", "Protein"],
  ["protein-per-dollar", "Protein per $"],
  ["calories-per-dollar", "Calories per $"],
];

/** The sort links, the page of cards, and the link to the next page. */
function ResultList({ d }: { d: ExploreData }) {
  const q = d.query;
  const listPath = `${explorePath(q)}${d.compare.length ? `${explorePath(q).includes("?") ? "&" : "?"}compare=${d.compare.join(",")}` : ""}`;
  return (
    <>
      <nav aria-label="Sort the list" className={x.sortBar}>
        <span aria-hidden="true">Sort:</span>
        <ul>
          {SORT_LINKS.map(([key, label]) => (
            <SortLink key={key} query={q} sort={key}>
              {label}
            </SortLink>
          ))}
        </ul>
      </nav>
      <ul className={x.cards} data-testid="explore-results" aria-label={d.listLabel}>
        {d.rows.map((r, i) => (
          <li key={r.slug} id={`result-${i + 1}`}>
            <ResultCard row={r} compare={d.compare} />
          </li>
        ))}
      </ul>
      {d.rows.length < d.matched ? (
        <p className={x.more}>
          <a href={showMorePath(listPath, d.rows.length)} className={button.secondary} data-show-more={d.rows.length + 1}>
            Show {Math.min(EXPLORE_PAGE_SIZE, d.matched - d.rows.length)} more
          </a>{" "}
          <span className={x.small}>
            {d.rows.length} of {d.matched} shown
          </span>
        </p>
      ) : null}
    </>
  );
}
