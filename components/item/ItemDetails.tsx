/**
 * The item page's sections that do not change with the size or with visitors' comments: ingredients, dietary
 * information, allergens, the pricing guide, the category and state price tables and the overview. A server
 * island (components/islands.server.tsx): rendered on the server only, with plain links.
 */
import { levelSourcesText } from "#domain/copy/state-levels.ts";
import { allergenSourceLine, containsText, mayContainText, NO_ALLERGEN_STATEMENT } from "#domain/rules/allergens.ts";
import { formatLongDate, dateSpanOf, formatSpan } from "#domain/rules/dates.ts";
import { formatPrice, itemPath } from "#domain/rules/menu.ts";
import { figureMark, priceHook } from "#domain/publish/price-hooks.ts";
import { Calories, Price } from "../figures/Figure.tsx";
import { priceKindLabel } from "#domain/rules/state-estimates.ts";
import { UsPriceMap } from "../charts/UsPriceMap.tsx";
import type { ItemDetailsData } from "./item-data.server.ts";
import * as s from "./item.css.ts";
import { fold, foldSummary } from "../ui.css.ts";
import { ValueChecks } from "./ValueChecks.tsx";

export function ItemDetails({ data }: { data: ItemDetailsData }) {
  const { item, sizes } = data;
  const medium = sizes.length > 1 ? "Medium" : "Standard";
  return (
    <>
      <section className={`${s.block} ${s.blockSize.ingredients}`} aria-labelledby="ingredients-title">
        <h2 id="ingredients-title">Ingredients</h2>
        <p>
          {item.description ? "The About section above says what goes into it. " : ""}We do not copy full ingredient lists: recipes change
          and can differ by region. The chain's own nutrition pages are the place to read the {item.name}'s ingredients.
        </p>
      </section>

      <section className={`${s.block} ${s.blockSize.dietary}`} aria-labelledby="dietary-title">
        <h2 id="dietary-title">Dietary Information</h2>
        <p>
          This item is not certified vegetarian, vegan or gluten free. Recipes can change and restaurants share kitchen equipment, so
          cross-contact is possible. Check the official nutrition and allergen information before ordering.
        </p>
      </section>

      <Allergens item={item} />

      <PricingGuide data={data} />

      <ValueChecks name={item.name} size={medium} combo={data.combo} delivery={data.delivery} />

      <CategoryTable data={data} />

      <PriceByState data={data} />

      <Overview data={data} />
    </>
  );
}

/**
 * The chain's own allergen statement for the item (data/allergens.json): "Contains" and "May contain" apart, any
 * statement we do not match to the nine word for word, the default components' own statements, and the source
 * and capture date from the data. Without a statement: one sentence and no list.
 */
function Allergens({ item }: { item: ItemDetailsData["item"] }) {
  const a = item.allergens;
  return (
    <section className={`${s.block} ${s.blockSize.allergens}`} aria-labelledby="allergen-title" data-testid="allergens">
      <h2 id="allergen-title">Allergens</h2>
      {a ? (
        <>
          <p data-testid="allergens-contains">Contains: {containsText(a)}</p>
          <p data-testid="allergens-may-contain">May contain: {mayContainText(a)}</p>
          {a.unmapped?.length ? (
            <p data-testid="allergens-unmapped">
              The statement also says, in its own words: {a.unmapped.map((u) => `"${u}"`).join("; ")}. We do not match this to one of the
              nine major allergens, so it is not in the lists above.
            </p>
          ) : null}
          {a.components?.length ? (
            <details>
              <summary>By default component</summary>
              <ul>
                {a.components.map((c, i) => (
                  <li key={`${i}-${c.name}`}>
                    {c.name}: {c.contains.length ? c.contains.join(", ") : "none of the nine"}
                    {c.mayContain?.length ? `; may contain ${c.mayContain.join(", ")}` : ""}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          <p data-testid="allergens-source">
            Source: {allergenSourceLine(a)}
            {a.sourceItem !== item.name ? ` (the chain's record "${a.sourceItem}")` : ""}. Recipes change and kitchens share equipment:
            check the chain's allergen guide before ordering.
          </p>
        </>
      ) : (
        <p data-testid="allergens-none">{NO_ALLERGEN_STATEMENT}</p>
      )}
    </section>
  );
}

/** The national price (each size), the meal, the range over the states. */
function PricingGuide({ data }: { data: ItemDetailsData }) {
  const { item, sizes } = data;
  const sized = sizes.length > 1;
  const medium = sized ? "Medium" : "Standard";
  const { meal, range } = data;
  return (
    <section className={`${s.block} ${s.blockSize.guide}`} aria-labelledby="guide-title">
      <h2 id="guide-title">Pricing Guide</h2>
      <ul>
        <li>
          National average (our estimate):{" "}
          <span {...priceHook(item.name, medium, "national", sizes[sized ? 1 : 0].price)}>{formatPrice(sizes[sized ? 1 : 0].price)}</span>
          {sized ? (
            <>
              {" "}
              (Medium; Small <span {...priceHook(item.name, "Small", "national", sizes[0].price)}>{formatPrice(sizes[0].price)}</span>,
              Large <span {...priceHook(item.name, "Large", "national", sizes[2].price)}>{formatPrice(sizes[2].price)}</span>)
            </>
          ) : null}
          .
        </li>
        {meal?.kind === "meal-item" ? (
          <li>
            As a meal: the <a href={itemPath(meal.name)}>{meal.name}</a>, about{" "}
            <span {...priceHook(item.name, "Standard", "meal", meal.price)}>{formatPrice(meal.price)}</span>.
          </li>
        ) : meal ? (
          <li>
            Meal with medium fries and a medium drink: about{" "}
            <span {...priceHook(item.name, "Standard", "meal", meal.price)}>{formatPrice(meal.price)}</span> (an estimate: the menu lists no
            meal item for it).
          </li>
        ) : null}
        {range ? (
          <li>
            By state: from about{" "}
            <span {...priceHook(item.name, medium, "state", range.low.price, range.low.state)}>{formatPrice(range.low.price)}</span> in{" "}
            {range.low.state}
            {range.low.kind !== "national" ? " (estimate)" : ""} to{" "}
            <span {...priceHook(item.name, medium, "state", range.high.price, range.high.state)}>{formatPrice(range.high.price)}</span> in{" "}
            {range.high.state}
            {range.high.kind !== "national" ? " (estimate)" : ""}.
          </li>
        ) : null}
        <li>Airport, highway and city-centre restaurants can charge more; app deals can bring the price down.</li>
      </ul>
    </section>
  );
}

function CategoryTable({ data }: { data: ItemDetailsData }) {
  const { item } = data;
  return (
    <section className={`${s.block} ${s.blockSize.categoryTable}`} aria-labelledby="category-table-title">
      <h2 id="category-table-title">{item.category} Prices</h2>
      {/* Folded (the answer first): the item's own price leads the page; the list is one tap away. */}
      <details className={fold}>
        {/* The range restates the table's figures below it (the same prices): a summary, marked as one for the crawl. */}
        <summary className={foldSummary} {...figureMark("summary")}>
          {data.categoryRows.length} {item.category} items, {formatPrice(Math.min(...data.categoryRows.map((r) => r.avgPriceUsd)))} to{" "}
          {formatPrice(Math.max(...data.categoryRows.map((r) => r.avgPriceUsd)))} (national averages)
        </summary>
        <div className={s.tableWrap}>
          <table>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Average price</th>
              </tr>
            </thead>
            <tbody>
              {data.categoryRows.map((r) => (
                <tr key={r.name} className={r.name === item.name ? s.currentRow : undefined}>
                  <th scope="row">{r.name === item.name ? r.name : <a href={itemPath(r.name)}>{r.name}</a>}</th>
                  <td {...priceHook(r.name, r.size, "national", r.avgPriceUsd)}>{formatPrice(r.avgPriceUsd)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <p>
        <a href={`/menu/${data.categorySlug}`}>See every {item.category} item</a>
      </p>
    </section>
  );
}

/** The item in every state: how many prices are stored, the map and the table. */
function PriceByState({ data }: { data: ItemDetailsData }) {
  const { item, sizes } = data;
  const sized = sizes.length > 1;
  const medium = sized ? "Medium" : "Standard";
  const { states } = data;
  // A price stored in data/prices.json is our estimate like the rest, shown as "Estimate".
  const storedDates = states.filter((p) => p.kind === "stored").map((p) => p.checked);
  const storedCount = storedDates.length;
  // The review dates of the stored estimates, as one date or a span (formatSpan in domain/rules/dates.ts).
  const storedSpan = formatSpan(dateSpanOf(storedDates));
  return (
    <section className={`${s.block} ${s.blockSize.states}`} aria-labelledby="state-title">
      <h2 id="state-title">Price by State</h2>
      {states.length ? (
        <>
          {storedCount === 0 ? (
            <p>
              {item.name} in all {states.length} states: the chain's advertised price, or its reported price in high-cost markets where
              there is one (<a href="/about#price-model">where the prices come from</a>).
            </p>
          ) : (
            <p>
              {item.name}
              {sized ? " (Medium)" : ""} in all {states.length} states: {storedCount === states.length ? "each" : `${storedCount} of them`}{" "}
              our <strong>estimate</strong>
              {storedSpan ? ` for ${storedSpan}` : ""}, the national estimate times the state's level:{" "}
              {levelSourcesText(data.surveyStates, states.length)} (<a href="/about#state-model">how we estimate</a>).
            </p>
          )}
          <UsPriceMap
            states={data.mapStates}
            itemName={item.name}
            size={medium}
            title={`${item.name} price by state`}
            description={`Map of the ${data.mapStates.length} states shaded from light (cheaper) to dark (dearer) by the ${item.name}'s estimated price; each state links to its price page.`}
            table={
              <table>
                <caption className="visually-hidden">{item.name} price in every state</caption>
                <thead>
                  <tr>
                    <th scope="col">State</th>
                    <th scope="col">Price</th>
                    <th scope="col">Where it comes from</th>
                    <th scope="col">Compared with the national average</th>
                    <th scope="col">As of</th>
                  </tr>
                </thead>
                <tbody>
                  {states.map((r) => {
                    const national = sizes[sized ? 1 : 0].price;
                    const diff = Math.round((r.price - national) * 100) / 100;
                    return (
                      <tr key={r.state} data-state-kind={r.kind}>
                        <th scope="row">
                          <a href={`/prices/${r.slug}`}>{r.state}</a>
                        </th>
                        <td {...priceHook(item.name, medium, "state", r.price, r.state)}>{formatPrice(r.price)}</td>
                        <td>{priceKindLabel(r.kind)}</td>
                        <td {...figureMark("total")}>
                          {diff >= 0 ? "+" : "-"}
                          {formatPrice(Math.abs(diff))}
                        </td>
                        <td>{formatLongDate(r.checked)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            }
          />
        </>
      ) : (
        <p>We don't have state-by-state prices for this item yet. See the national average above.</p>
      )}
    </section>
  );
}

function Overview({ data }: { data: ItemDetailsData }) {
  const { item, sizes } = data;
  const sized = sizes.length > 1;
  const medium = sized ? "Medium" : "Standard";
  const mediumSize = sizes.find((v) => v.size === "Medium") ?? sizes[0];
  return (
    <section className={`${s.block} ${s.blockSize.overview}`} aria-labelledby="overview-title">
      <h2 id="overview-title">
        {item.name} Price and Calories{data.year ? ` in ${data.year}` : ""}
      </h2>
      <p>
        The {item.name} costs about{" "}
        <span {...priceHook(item.name, medium, "national", item.avgPriceUsd)}>{formatPrice(item.avgPriceUsd)}</span> on average in the
        United States
        {sized ? (
          <>
            , from <Price item={item.name} size="Small" value={sizes[0].price} /> for a Small to{" "}
            <Price item={item.name} size="Large" value={sizes[2].price} /> for a Large
          </>
        ) : null}
        . A {sized ? "Medium" : "serving"} has <Calories item={item.name} size={medium} value={mediumSize.calories} unit="calories" />.
        Prices are set by each restaurant, so the amount on your receipt can differ from our estimate.
      </p>
    </section>
  );
}
