/**
 * The home menu section (#menu): search box, category pills, category blocks of cards (spec §2 Home 3, §4, §5).
 * Without JavaScript it is a GET form (`/?q=...&category=...#menu`) the server answers with the same results;
 * with JavaScript filtering is instant and the URL follows (replace, no scroll, no reload of data).
 * The pieces: the state and the URL (`useMenuQuery`), the form (`MenuSearchForm`), the line under it
 * (`ResultLine`), and the results (`CategoryBlock` per category, or `NoResults`).
 */
import { useEffect, useMemo, useRef, useState, type MouseEvent, type RefObject } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CATEGORIES } from "#domain/rules/categories.ts";
import {
  ALL_ITEMS,
  filterMenu,
  formatPrice,
  groupByCategory,
  itemPath,
  menuHref,
  menuSearch,
  searchAnswer,
  noResultsText,
  readMenuParams,
  resultLine,
  type CardItem,
  type CategoryGroup,
  type SearchAnswer,
} from "#domain/rules/menu.ts";
import { nearestNames } from "#domain/rules/names.ts";
import { QUESTION_HINT, type SearchIntent } from "#domain/rules/search.ts";
import { button } from "../ui.css.ts";
import { useTypedBeforeHydration } from "../use-hydrated.ts";
import { MenuCard } from "./MenuCard.tsx";
import * as s from "./menu.css.ts";
import { Fig } from "#components/figures/Figure.tsx";

const PILLS = [ALL_ITEMS, ...CATEGORIES];

/** The search text and category, kept in the URL (replace, no scroll) and following it on back/forward. */
function useMenuQuery() {
  const [params, setParams] = useSearchParams();
  const fromUrl = readMenuParams(params);
  const [text, setText] = useState(fromUrl.q);
  const [category, setCategory] = useState(fromUrl.category);

  // Back/forward or a link changed the URL: follow it. (Only on a change: setting the same state right after
  // hydration would still cost a render of the whole grid.)
  const seen = useRef(fromUrl);
  useEffect(() => {
    if (seen.current.q === fromUrl.q && seen.current.category === fromUrl.category) return;
    seen.current = { q: fromUrl.q, category: fromUrl.category };
    setText(fromUrl.q);
    setCategory(fromUrl.category);
  }, [fromUrl.q, fromUrl.category]);

  // Once the search has sent the diner to its answer, nothing here may write the URL again: a late write (the
  // text typed before hydration, applied by an effect that can run after the submit under load) would replace
  // the answer's navigation with /?q=... and leave the diner on the home page.
  const leaving = useRef(false);
  const leave = () => {
    leaving.current = true;
  };
  const sync = (q: string, c: string) => {
    if (leaving.current) return;
    const next = new URLSearchParams();
    if (q.trim()) next.set("q", q);
    if (c !== ALL_ITEMS) next.set("category", c);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return { text, setText, category, setCategory, sync, leave };
}

type MenuQuery = ReturnType<typeof useMenuQuery>;

/**
 * `shownAbove`: items the page states higher up with their figures (the hero's Big Mac): the whole menu at a glance
 * leaves their cards out, so the page shows each figure once; a search or a category still lists them.
 */
export function HomeMenu({ items, shownAbove = [] }: { items: CardItem[]; shownAbove?: readonly string[] }) {
  const query = useMenuQuery();
  const { text, category, setText, sync } = query;
  const field = useRef<HTMLInputElement>(null);
  const type = (value: string) => {
    setText(value);
    sync(value, category);
  };
  useTypedBeforeHydration(field, text, type);

  const filtered = useMemo(() => filterMenu(items, text, category), [items, text, category]);
  const intent = useMemo(() => menuSearch(items, text), [items, text]);
  const answer = useMemo(() => searchAnswer(filtered, intent), [filtered, intent]);
  // A state alone ("texas") answers with its page, not the whole menu again.
  const stateOnly = intent.state !== null && !intent.itemQuery;
  const searching = text.trim() !== "";
  // The whole menu at a glance: each category one short strip of compact cards; results and one category keep the grid.
  const rows = !searching && category === ALL_ITEMS;
  const leaveOut = useMemo(() => new Set(rows ? shownAbove : []), [rows, shownAbove]);
  const groups = useMemo(() => (stateOnly ? [] : groupByCategory(filtered, leaveOut)), [filtered, stateOnly, leaveOut]);

  const clear = (e: MouseEvent) => {
    e.preventDefault();
    setText("");
    sync("", category);
    document.getElementById("menu-search")?.focus();
  };

  return (
    <section id="menu" className={s.menuSection} aria-labelledby="menu-title">
      <h2 id="menu-title">Browse the Menu</h2>
      <MenuSearchForm items={items} query={query} field={field} answer={answer} onType={type} onClear={clear} />
      <ResultLine searching={searching} answer={answer} intent={intent} count={stateOnly ? 0 : filtered.length} text={text} />
      {stateOnly ? null : searching && filtered.length === 0 ? (
        <NoResults items={items} text={text} category={category} onClear={clear} />
      ) : (
        groups.map((g) => <CategoryBlock key={g.category} group={g} rows={rows} />)
      )}
    </section>
  );
}

/** The search box, its Search and clear buttons, and the category pills: a GET form without JavaScript. */
function MenuSearchForm({
  items,
  query,
  field,
  answer,
  onType,
  onClear,
}: {
  items: CardItem[];
  query: MenuQuery;
  field: RefObject<HTMLInputElement | null>;
  answer: SearchAnswer | null;
  onType: (value: string) => void;
  onClear: (e: MouseEvent) => void;
}) {
  const { text, setText, category, sync } = query;
  const navigate = useNavigate();
  return (
    <form
      method="get"
      action="/#menu"
      role="search"
      className={s.searchForm}
      onSubmit={(e) => {
        e.preventDefault();
        // What the field holds now: text typed just before hydration may not have reached the state yet.
        const q = field.current?.value ?? text;
        const hit = q === text ? answer : searchAnswer(filterMenu(items, q, category), menuSearch(items, q));
        // A question with one answer ("big mac meal texas") goes to it, as the server does without JavaScript.
        if (hit?.direct) {
          query.leave();
          void navigate(hit.href);
          return;
        }
        // A question ("big mac calories", "under $5") is read on the server, on /search (a name comes back here), and so is
        // a query no item's name answers ("big mac japan", "is the 5 dollar meal deal still running"), as without JavaScript.
        if (QUESTION_HINT.test(q.toLowerCase()) || (q.trim() && !filterMenu(items, q, ALL_ITEMS).length)) {
          query.leave();
          // A whole page load: /search ships no JavaScript (its links then load pages as without it).
          window.location.assign(`/search?q=${encodeURIComponent(q.trim())}`);
          return;
        }
        if (q !== text) setText(q);
        sync(q, category);
        // On a phone the results start below the fold: bring them up (and close the keyboard).
        field.current?.blur();
        document.getElementById("menu-results")?.scrollIntoView({ block: "start" });
      }}
    >
      <div className={s.searchRow}>
        <div className={s.searchBox}>
          <label htmlFor="menu-search" className="visually-hidden">
            Search menu items
          </label>
          <input
            id="menu-search"
            className={s.searchInput}
            type="search"
            name="q"
            value={text}
            maxLength={100}
            autoComplete="off"
            placeholder="Search menu items, categories or cuisine..."
            ref={field}
            onChange={(e) => onType(e.target.value)}
          />
          {text.trim() !== "" ? (
            <a className={s.clearX} href={menuHref("", category)} onClick={onClear} aria-label="Clear search" role="button">
              <span aria-hidden="true">×</span>
            </a>
          ) : null}
        </div>
        <button type="submit" className={button.primary}>
          Search
        </button>
      </div>
      {category !== ALL_ITEMS ? <input type="hidden" name="category" value={category} /> : null}
      <CategoryPills query={query} />
    </form>
  );
}

/** The category filter: submit buttons without JavaScript, instant with it. */
function CategoryPills({ query }: { query: MenuQuery }) {
  const { text, category, setCategory, sync } = query;
  return (
    <fieldset className={s.pillsFieldset}>
      <legend className="visually-hidden">Filter by category</legend>
      <ul className={s.pills}>
        {PILLS.map((c) => (
          <li key={c}>
            <button
              type="submit"
              name="category"
              value={c === ALL_ITEMS ? "" : c}
              className={s.pill}
              aria-pressed={category === c}
              onClick={(e) => {
                e.preventDefault();
                setCategory(c);
                sync(text, c);
              }}
            >
              {c}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** What the search found, said in a live region: the one answer it names, a correction, the count. */
function ResultLine({
  searching,
  answer,
  intent,
  count,
  text,
}: {
  searching: boolean;
  answer: SearchAnswer | null;
  intent: SearchIntent;
  count: number;
  text: string;
}) {
  return (
    <div aria-live="polite" aria-atomic="true" id="menu-results" className={s.resultLine}>
      {searching && answer ? (
        <p className={s.searchAnswer} data-testid="search-answer">
          <Link to={answer.href}>{answer.label}</Link>
        </p>
      ) : null}
      {searching && intent.corrections.length ? <p>Showing results for "{intent.itemQuery}"</p> : null}
      {searching && count > 0 ? <p>{resultLine(count, text)}</p> : null}
    </div>
  );
}

function NoResults({
  items,
  text,
  category,
  onClear,
}: {
  items: CardItem[];
  text: string;
  category: string;
  onClear: (e: MouseEvent) => void;
}) {
  const nearest = useMemo(() => nearestNames(text, items, 4), [items, text]);
  return (
    <div className={s.noResults} role="status">
      <h3>No results found</h3>
      <p>{noResultsText(text)}</p>
      {nearest.length ? (
        <p>
          Did you mean{" "}
          {nearest.map((n, i) => (
            <span key={n.name}>
              {i ? ", " : ""}
              <Link to={itemPath(n.name)}>{n.name}</Link>
            </span>
          ))}
          ?
        </p>
      ) : null}
      <p>
        You can also ask a question, such as calories of an item, two items added up or items under a price:{" "}
        <Link reloadDocument to={`/search?q=${encodeURIComponent(text.trim())}`}>
          ask "{text.trim()}" as a question
        </Link>
        .
      </p>
      <a className={button.secondary} href={menuHref("", category)} onClick={onClear} role="button">
        Clear Search
      </a>
    </div>
  );
}

/**
 * One category: its name, count and average price, View All, and up to 6 cards. In the whole menu at a glance
 * (`rows`) the cards are compact and '+ N more items in category' ends their strip; in results they are the grid.
 */
function CategoryBlock({ group: g, rows }: { group: CategoryGroup<CardItem>; rows: boolean }) {
  const more =
    g.more > 0 ? (
      <Link className={rows ? s.moreTile : s.moreLink} to={`/menu/${g.slug}`}>
        + {g.more} more items in category
      </Link>
    ) : null;
  return (
    <section className={rows ? `${s.categoryBlock} ${s.rowBlock}` : s.categoryBlock} aria-labelledby={`cat-${g.slug}`}>
      <div className={s.blockHead}>
        <h3 id={`cat-${g.slug}`} className={s.blockTitle}>
          {g.category}
        </h3>
        <Link to={`/menu/${g.slug}`} aria-label={`View All ${g.category}`}>
          View All
        </Link>
        <p className={s.blockDesc}>
          {g.count} {g.count === 1 ? "item" : "items"}, average price <Fig kind="total">{formatPrice(g.averagePrice)}</Fig>
        </p>
      </div>
      <ul className={rows ? s.cardRow : s.cardGrid}>
        {g.shown.map((item) => (
          <li key={item.name}>
            <MenuCard item={item} headingLevel={4} compact={rows} />
          </li>
        ))}
        {rows && more ? <li>{more}</li> : null}
      </ul>
      {rows ? null : more}
    </section>
  );
}
