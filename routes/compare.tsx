import { NOT_IN_DATA } from "#domain/rules/nutrition.ts";
import { allergenSourcesLine, NO_ALLERGEN_STATEMENT } from "#domain/rules/allergens.ts";
import { data, redirect } from "react-router";
import * as x from "#components/explore/explore.css.ts";
import { ProblemList } from "#components/explore/ProblemList.tsx";
import { comparePage } from "#components/explore/compare-data.server.ts";
import { Breadcrumbs } from "#components/layout/Breadcrumbs.tsx";
import { seo } from "#components/seo.ts";
import * as s from "#components/tools/tools.css.ts";
import { button, container, lead, notice } from "#components/ui.css.ts";
import {
  bestColumns,
  comparePath,
  compareWith,
  MAX_COMPARE,
  MIN_COMPARE,
  type CompareColumn,
  type CompareSize,
} from "#domain/rules/compare.ts";
import { PricesChecked } from "#components/pages/PricesChecked.tsx";
import { formatPrice, itemPath, ratingSummary } from "#domain/rules/menu.ts";
import { figureMark } from "#domain/publish/price-hooks.ts";
import type { ReactNode } from "react";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/compare";
import { app } from "#server/http/context.ts";

const PATH = "/compare";

/** Links and a GET form only: no framework JavaScript. */
export const handle: RouteHandle = { hydrate: false };

export function loader({ request, context: routerContext }: Route.LoaderArgs) {
  const page = comparePage(app(routerContext), new URL(request.url));
  if (page.redirectTo !== undefined) throw redirect(page.redirectTo);
  return data(page.body, { status: page.status });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const names = loaderData?.columns.map((c) => c.name) ?? [];
  return seo(matches, {
    title:
      names.length >= MIN_COMPARE ? `Compare ${names.join(" vs ")}: Price and Nutrition` : "Compare McDonald's Menu Items Side by Side",
    description:
      "Put two to four McDonald's items side by side: price per size, meal price, prices across states, calories, nutrients, allergens, protein per dollar and ratings.",
    path: PATH,
    // Every pair of items is a page of its own (about 14,000 of them): a crawler may follow them, but only the
    // picker itself belongs in search results.
    robots: names.length ? "noindex, follow" : undefined,
  });
};

const grams = (n: number | null) => (n === null ? NOT_IN_DATA : `${n} g`);

/** One row of the table; `best` marks the winning columns with a visible word and a symbol, not colour alone. */
function Row({
  label,
  columns,
  cell,
  best,
  bestLabel,
}: {
  label: ReactNode;
  columns: CompareColumn[];
  cell: (c: CompareColumn) => ReactNode;
  best?: Set<number>;
  bestLabel?: string;
}) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {columns.map((c, i) => (
        <td key={c.slug} className={best?.has(i) ? x.best : undefined} data-best={best?.has(i) ? "true" : undefined}>
          {cell(c)}
          {best?.has(i) ? (
            <span className={x.bestMark} {...figureMark("rule")}>
              ✓ {bestLabel}
            </span>
          ) : null}
        </td>
      ))}
    </tr>
  );
}

function PerSize({ sizes, show }: { sizes: CompareSize[]; show: (z: CompareSize) => string }) {
  if (sizes.length === 1) return <>{show(sizes[0])}</>;
  return (
    <ul className={x.sizeList}>
      {sizes.map((z) => (
        <li key={z.size}>
          {z.size}: {show(z)}
        </li>
      ))}
    </ul>
  );
}

/** What a typed name may mean ("crispy": every McCrispy), each a link that adds it to the comparison. */
function CompareOffers({ d }: { d: Route.ComponentProps["loaderData"] }) {
  if (!d.pickLists.length) return null;
  return d.pickLists.map((o) => (
    <section key={o.typed} aria-label={`Items for "${o.typed}"`} data-testid="compare-offers">
      <p>For "{o.typed}", choose:</p>
      <ul>
        {o.options.map((opt) => (
          <li key={opt.slug}>
            <a href={compareWith(d.slugs, opt.slug)}>{opt.name}</a>
          </li>
        ))}
      </ul>
    </section>
  ));
}

/** Add items: two text fields with the menu's names as a datalist, in one submit (a redirect gives the comparison's address). */
function Picker({ d }: { d: Route.ComponentProps["loaderData"] }) {
  const cols = d.columns;
  const enough = cols.length >= MIN_COMPARE;
  return (
    <form method="get" action={PATH} className={x.picker}>
      {d.slugs.map((slug) => (
        <input key={slug} type="hidden" name="items" value={slug} />
      ))}
      {/* Type to search (a datalist: the browser filters the menu's names as one types, no script needed), and
          two at once: the first comparison takes one page load, not one per item. */}
      {Array.from({ length: Math.min(2, MAX_COMPARE - cols.length) }, (_, n) => (
        <label key={n} className={x.control}>
          {cols.length === 0
            ? n === 0
              ? "First item"
              : "Second item"
            : n === 1
              ? "And another (optional)"
              : enough
                ? "Add another item"
                : "Pick an item to compare with"}
          <input
            type="text"
            name="items"
            list="compare-choices"
            className={x.inputBox}
            required={n === 0}
            autoComplete="off"
            maxLength={80}
            placeholder="Type a name, e.g. McChicken"
          />
        </label>
      ))}
      <datalist id="compare-choices">
        {d.choices.map((c) => (
          <option key={c.slug} value={c.name} />
        ))}
      </datalist>
      <button type="submit" className={button.primary}>
        Add to comparison
      </button>
      <a className={button.ghost} href={`/explore?compare=${d.slugs.join(",")}`}>
        Find items in the menu explorer
      </a>
    </form>
  );
}

/** The items' names, each linking to its page, with a link that takes it out of the comparison. */
function CompareHead({ d }: { d: Route.ComponentProps["loaderData"] }) {
  return (
    <thead>
      <tr>
        <td />
        {d.columns.map((c) => (
          <th key={c.slug} scope="col">
            <a href={itemPath(c.name)}>{c.name}</a>
            <br />
            <a className={x.compareLink} href={comparePath(d.slugs.filter((other) => other !== c.slug))}>
              Remove<span className="visually-hidden"> {c.name}</span>
            </a>
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The cheapest and dearest state for an item, each marked where it is a rough estimate, or that there are none yet. */
function stateRangeText(c: CompareColumn): string {
  return c.stateRange
    ? `${formatPrice(c.stateRange.low)} (${c.stateRange.lowState}${c.stateRange.lowEstimate ? ", rough estimate" : ""}) to ${formatPrice(c.stateRange.high)} (${c.stateRange.highState}${c.stateRange.highEstimate ? ", rough estimate" : ""}); all estimates${c.stateRange.stored < 50 ? `, ${50 - c.stateRange.stored} of the 50 rough (from the state's prices overall)` : ""}`
    : "No state prices yet";
}

/** What the allergen statement says the item contains and may contain, or that there is no statement. */
function allergensText(c: CompareColumn): string {
  return c.allergens === null
    ? NO_ALLERGEN_STATEMENT
    : `Contains: ${c.allergens.contains.length ? c.allergens.contains.join(", ") : "none of the nine major allergens"}; may contain: ${c.allergens.mayContain.length ? c.allergens.mayContain.join(", ") : "nothing stated"}${c.allergens.unmapped.length ? `; also states ${c.allergens.unmapped.map((u) => `"${u}"`).join(", ")}` : ""}`;
}

/** The items side by side, a row a figure; a row where one is plainly better marks it, in words. */
function CompareTable({ d }: { d: Route.ComponentProps["loaderData"] }) {
  const cols = d.columns;
  return (
    <div className={x.scroll}>
      <table className={x.compareTable} data-testid="compare-table">
        <caption className="visually-hidden">Side-by-side comparison</caption>
        <CompareHead d={d} />
        <tbody>
          <Row label="Category" columns={cols} cell={(c) => c.category} />
          <Row
            label="Price (est., Medium or only size)"
            columns={cols}
            cell={(c) => `${formatPrice(c.main.price)}${c.main.size === "Standard" ? "" : ` (${c.main.size})`}`}
            best={bestColumns(
              cols.map((c) => c.main.price),
              "min",
            )}
            bestLabel="Cheapest"
          />
          <Row label="Price per size (est.)" columns={cols} cell={(c) => <PerSize sizes={c.sizes} show={(z) => formatPrice(z.price)} />} />
          <Row
            label="Meal price (est.)"
            columns={cols}
            cell={(c) =>
              c.mealPrice !== null
                ? `${formatPrice(c.mealPrice)} with medium fries and drink`
                : c.partsTotal !== null
                  ? `This is a meal; its parts cost ${formatPrice(c.partsTotal)} bought separately`
                  : "—"
            }
            best={bestColumns(
              cols.map((c) => c.mealPrice),
              "min",
            )}
            bestLabel="Cheapest meal"
          />
          <Row label="Price across states (estimates)" columns={cols} cell={stateRangeText} />
          <Row
            label="Calories"
            columns={cols}
            cell={(c) => <PerSize sizes={c.sizes} show={(z) => (z.calories === null ? NOT_IN_DATA : String(z.calories))} />}
          />
          <Row label="Total fat" columns={cols} cell={(c) => <PerSize sizes={c.sizes} show={(z) => grams(z.fat)} />} />
          <Row label="Carbohydrates" columns={cols} cell={(c) => <PerSize sizes={c.sizes} show={(z) => grams(z.carbs)} />} />
          <Row label="Protein" columns={cols} cell={(c) => <PerSize sizes={c.sizes} show={(z) => grams(z.protein)} />} />
          <Row
            label="Protein per dollar"
            columns={cols}
            cell={(c) => (c.main.proteinPerDollar === null ? NOT_IN_DATA : `${c.main.proteinPerDollar} g per $1`)}
            best={bestColumns(
              cols.map((c) => c.main.proteinPerDollar),
              "max",
            )}
            bestLabel="Most protein per $1"
          />
          <Row label="Allergens" columns={cols} cell={allergensText} />
          <Row
            label="Review rating"
            columns={cols}
            cell={(c) => (c.rating ? ratingSummary(c.rating) : "No reviews yet")}
            best={bestColumns(
              cols.map((c) => c.rating?.average ?? null),
              "max",
            )}
            bestLabel="Best rated"
          />
        </tbody>
      </table>
    </div>
  );
}

export default function ComparePage({ loaderData: d }: Route.ComponentProps) {
  const cols = d.columns;
  const enough = cols.length >= MIN_COMPARE;
  return (
    <div className={container}>
      <header className={s.head}>
        <Breadcrumbs />
        <h1 className={s.title}>Compare Menu Items</h1>
        <p className={lead}>
          Two to four items side by side. Where one figure is plainly better, the row says which and why: "Cheapest" (price and meal price),{" "}
          <span {...figureMark("rule")}>"Most protein per $1"</span>, "Best rated" (the mean of visitors' reviews). The spread of prices
          across states is shown, not ranked: it says where an item costs what, not which item is the better buy. Prices are estimated
          national averages and vary by restaurant.
        </p>
        <PricesChecked oldest={d.updated?.oldest ?? null} newest={d.updated?.newest ?? null} />
      </header>

      <ProblemList problems={d.problems} />
      <CompareOffers d={d} />

      {cols.length < MAX_COMPARE ? <Picker d={d} /> : null}

      {!enough ? (
        <p className={notice.info}>Add {MIN_COMPARE - cols.length === 1 ? "one more item" : "two items"} to see them side by side.</p>
      ) : null}

      {cols.length ? <CompareTable d={d} /> : null}
      {cols.length && allergenSourcesLine(cols.map((c) => c.allergens)) ? (
        <p className={x.small} data-testid="allergens-source">
          {allergenSourcesLine(cols.map((c) => c.allergens))}
        </p>
      ) : null}
      <p className={x.small}>
        Prices of sizes other than the Medium are estimates from its price. Nutrients are the chain's published figures for each size; those
        our data does not include say "not in our data": we never guess them.
      </p>
    </div>
  );
}
