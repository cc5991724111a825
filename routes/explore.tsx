import { useEffect } from "react";
import { NOT_IN_DATA } from "#domain/rules/nutrition.ts";
import { data } from "react-router";
import * as x from "#components/explore/explore.css.ts";
import { Breadcrumbs } from "#components/layout/Breadcrumbs.tsx";
import { ProblemList } from "#components/explore/ProblemList.tsx";
import { useNonce, useScriptIntegrity } from "#components/nonce.tsx";
import { seo } from "#components/seo.ts";
import * as s from "#components/tools/tools.css.ts";
import { button, container, lead, notice } from "#components/ui.css.ts";
import { CATEGORIES } from "#domain/rules/categories.ts";
import { compareWith, readCompareSlugs } from "#domain/rules/compare.ts";
import { PricesChecked } from "#components/pages/PricesChecked.tsx";
import {
  allergenParam,
  DEFAULT_ORDER,
  explore,
  explorePath,
  EXPLORE_SIZES,
  readExploreQuery,
  SORT_KEYS,
  SORT_LABELS,
  type ExploreQuery,
  type ExploreRow,
  type SortKey,
} from "#domain/rules/explore.ts";
import { Fig } from "#components/figures/Figure.tsx";
import { MenuCard } from "#components/menu/MenuCard.tsx";
import { ALLERGENS } from "#domain/data/allergen-entry.ts";
import { allergenSourcesLine } from "#domain/rules/allergens.ts";
import { itemSlug } from "#domain/rules/slug.ts";
import { EXPLORE_PAGE_SIZE, readShown, showMorePath } from "#domain/rules/explore-paging.ts";
import { menuPriceSpan } from "#domain/rules/state-prices.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/explore";
import { app } from "#server/http/context.ts";

const PATH = "/explore";

/**
 * GET forms and links only: no framework JavaScript. With JavaScript, public/explore-filters.js (a few hundred
 * bytes, no framework) updates the table as soon as a choice changes (data-instant-filters, data-explore-*).
 */
export const handle: RouteHandle = { hydrate: false };

export function loader({ request, context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  const { catalog } = context;
  const url = new URL(request.url);
  const { query, problems } = readExploreQuery(url.search.slice(1));
  const compare = readCompareSlugs(url.searchParams.getAll("compare").slice(0, 4), new Set(catalog.itemsBySlug.keys()));
  const paging = readShown(url.searchParams.get("shown"));
  const { rows, ...result } = explore(catalog.menuItems, query);
  const updated = menuPriceSpan(catalog.menuItems, catalog.pricesByItem, catalog.prices);
  // The source of the allergen lists the cards show (no list without its source).
  const shownSlugs = new Set(rows.slice(0, paging.shown).map((r) => r.slug));
  const allergenSource = allergenSourcesLine(catalog.menuItems.filter((i) => shownSlugs.has(itemSlug(i.name))).map((i) => i.allergens));
  const body = {
    query,
    problems: [...problems, ...compare.problems, ...(paging.problem ? [paging.problem] : [])],
    compare: compare.slugs,
    ...result,
    // A page of the matches at a time (domain/rules/explore-paging.ts): the rest are one "Show more" away.
    rows: rows.slice(0, paging.shown),
    matched: rows.length,
    updated,
    allergenSource,
  };
  return data(body, { status: body.problems.length ? 400 : 200 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Explore the McDonald's Menu: Sort by Price, Protein and Calories",
    description: "Every McDonald's menu item in one table: sort by protein per dollar, price or calories, filter by category, size and budget, and leave out allergens.",
    path: PATH,
  });

const orderWords = (sort: SortKey, order: "asc" | "desc") =>
  sort === "price" ? (order === "asc" ? "cheapest first" : "dearest first") : order === "asc" ? "lowest first" : "highest first";

/** A sort of the list, as a link: the sort it shows, or the other order when it is the current one. */
function SortLink({ query, sort, children }: { query: ExploreQuery; sort: SortKey; children: React.ReactNode }) {
  const active = query.sort === sort;
  const next = active ? (query.order === "asc" ? "desc" : "asc") : DEFAULT_ORDER[sort];
  return (
    <li>
      <a href={explorePath({ ...query, sort, order: next })} data-sort={sort} data-order={next} className={x.sortLink} aria-current={active ? "true" : undefined}>
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
/** A card's allergen line from the chain's statement: contains and may-contain apart, or that there is none. */
function allergenFacts(a: ExploreRow["allergens"]): string {
  if (a === null) return "No allergen statement";
  const contains = `Contains: ${a.contains.length ? a.contains.join(", ") : "none of the 9"}`;
  const may = a.mayContain.length ? `; may contain: ${a.mayContain.join(", ")}` : "";
  return `${contains}${may}${a.unmapped ? "; see its page for the rest of the statement" : ""}`;
}

function ResultCard({ row, compare }: { row: ExploreRow; compare: string[] }) {
  const inList = compare.includes(row.slug);
  return (
    <MenuCard item={{ name: row.name, category: row.category, avgPriceUsd: row.price, calories: row.calories }} size={{ name: row.size, price: row.price, calories: row.calories }} headingLevel={2} row>
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
        <span data-label="Allergens">{allergenFacts(row.allergens)}</span>
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

type ExploreData = Route.ComponentProps["loaderData"];

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

export default function ExplorePage({ loaderData: d }: Route.ComponentProps) {
  const nonce = useNonce();
  const filtersIntegrity = useScriptIntegrity("/explore-filters.js");
  useFiltersAfterClientNavigation(nonce, filtersIntegrity);
  return (
    <div className={container}>
      <header className={s.head}>
        <Breadcrumbs />
        <h1 className={s.title}>Explore the Whole Menu</h1>
        <p className={lead}>
          Sort every item by what matters to you, such as protein per dollar, filter by budget or calories, and leave out allergens. Every choice stays in the
          address, so you can share it.
        </p>
      </header>
      <div data-explore-problems="">
        <ProblemList problems={d.problems} intro="Some choices could not be used and were left out:" />
      </div>
      <ExploreForm query={d.query} compare={d.compare} />
      <p className={x.summary} role="status" data-testid="explore-summary" data-explore-summary="" id="results">
        {summaryLine(d)}
      </p>
      <div data-explore-results="">
        <LeftOutNotes d={d} />
        {d.rows.length ? <ResultList d={d} /> : <p className={notice.info}>No items match all of these choices. Try a higher price or calorie limit, or fewer allergens.</p>}
      </div>
      <script src="/explore-filters.js" defer nonce={nonce} integrity={filtersIntegrity} />
    </div>
  );
}

/** "12 of 116 items match, sorted by price, cheapest first." and, when the list is paged, how many are shown. */
function summaryLine(d: ExploreData): string {
  const q = d.query;
  const excluded = q.exclude.map((a) => a.toLowerCase()).join(", ");
  const paged = d.rows.length < d.matched ? ` Showing the first ${d.rows.length}.` : "";
  return `${d.matched} of ${d.total} items match, sorted by ${SORT_LABELS[q.sort].toLowerCase()}, ${orderWords(q.sort, q.order)}${excluded ? `, without ${excluded}` : ""}.${paged}`;
}

/** The sort and filter form: a GET form, instant with public/explore-filters.js. */
function ExploreForm({ query: q, compare }: { query: ExploreQuery; compare: string[] }) {
  return (
    <form method="get" action={`${PATH}#results`} className={x.form} aria-label="Sort and filter the menu" data-instant-filters="">
      {compare.length ? <input type="hidden" name="compare" value={compare.join(",")} /> : null}
      <ChoiceFilters query={q} />
      <NumberFilter name="max-price" label="Max price ($)" max={200} step="0.01" value={q.maxPrice} />
      <NumberFilter name="max-calories" label="Max calories" max={5000} step="1" value={q.maxCalories} />
      <NumberFilter name="min-protein" label="Min protein (g)" max={500} step="1" value={q.minProtein} />
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
      <div className={x.actions}>
        <button type="submit" className={button.primary}>
          Show items
        </button>
        <a href={PATH} className={button.ghost}>
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
      <Choice name="sort" label="Sort by" value={q.sort} options={SORT_KEYS.map((k) => [k, SORT_LABELS[k]])} />
      <Choice name="order" label="Order" value={q.order} options={[["desc", "Highest first"], ["asc", "Lowest first"]]} />
      <Choice name="category" label="Category" value={q.category ?? ""} options={[["", "All categories"], ...CATEGORIES.map((c): [string, string] => [c, c])]} />
      <Choice name="size" label="Size" value={q.size ?? ""} options={[["", "Any (Medium where sized)"], ...EXPLORE_SIZES.map((z): [string, string] => [z, `${z} only`])]} />
    </>
  );
}

function Choice({ name, label, value, options }: { name: string; label: string; value: string; options: readonly (readonly [string, string])[] }) {
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
      <input name={name} type="number" min="0" max={max} step={step} inputMode={step === "1" ? "numeric" : "decimal"} defaultValue={value ?? ""} className={x.inputBox} />
    </label>
  );
}

/** What the filters left out for lack of data, and what the figures are. */
function LeftOutNotes({ d }: { d: ExploreData }) {
  return (
    <>
      {d.query.exclude.length ? (
        <p data-testid="no-allergen-data">
          Leaving out an allergen answers from McDonald's own US allergen statements (an item is kept only if its statement names none of the allergens you left out, as
          "contains" or as "may contain"). {d.noAllergenData} {d.noAllergenData === 1 ? "item was" : "items were"} left out because we have no allergen statement for{" "}
          {d.noAllergenData === 1 ? "it" : "them"}
          {d.unmappedAllergens
            ? `, and ${d.unmappedAllergens} because ${d.unmappedAllergens === 1 ? "its statement names" : "their statements name"} something we do not match to the nine (such as "Nuts")`
            : ""}
          : we never present an item as free of an allergen without the chain's word for it. Always check the chain's allergen guide.
        </p>
      ) : null}
      {d.noNutritionData ? (
        <p data-testid="no-nutrition-data">
          {d.noNutritionData} {d.noNutritionData === 1 ? "item was" : "items were"} left out because {d.noNutritionData === 1 ? "it publishes" : "they publish"} no
          calorie or protein figure.
        </p>
      ) : null}
      {d.allergenSource ? (
        <p className={x.small} data-testid="allergens-source">
          {d.allergenSource}
        </p>
      ) : null}
      <PricesChecked className={x.small} oldest={d.updated?.oldest ?? null} newest={d.updated?.newest ?? null} />
      <p className={x.small}>
        Prices are estimated national averages and vary by restaurant. Nutrition figures are
        the chain's published figures for that size. "Not published" means the chain's figure is not in our data; we never guess it.
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
      <ul className={x.cards} data-testid="explore-results" aria-label={`Menu items, ${SORT_LABELS[q.sort].toLowerCase()}, ${orderWords(q.sort, q.order)}`}>
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
