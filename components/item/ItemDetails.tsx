/**
 * The item page's sections that do not change with the size or with visitors' comments: ingredients, dietary
 * information, allergens, the pricing guide, the category and state price tables and the overview. A server
 * island (components/islands.server.tsx): rendered on the server only, with plain links.
 */
import { allergenSentence } from "#domain/allergens.ts";
import { formatPrice, itemPath, mealPrice } from "#domain/menu.ts";
import type { ItemDetailsData } from "./item-data.server.ts";
import * as s from "./item.css.ts";
import { ValueChecks } from "./ValueChecks.tsx";

export function ItemDetails({ data }: { data: ItemDetailsData }) {
  const { item, sizes } = data;
  const sized = sizes.length > 1;
  const meal = mealPrice(item, item.avgPriceUsd);
  const range = data.statePrices;
  return (
    <>
      <section className={s.block} aria-labelledby="ingredients-title">
        <h2 id="ingredients-title">Ingredients</h2>
        <p>
          {item.description ? "The About section above says what goes into it. " : ""}We do not copy full ingredient lists: recipes
          change and can differ by region. The chain's own nutrition pages list every ingredient of the {item.name}.
        </p>
      </section>

      <section className={s.block} aria-labelledby="dietary-title">
        <h2 id="dietary-title">Dietary Information</h2>
        <p>
          This item is not certified vegetarian, vegan or gluten free. Recipes can change and restaurants share kitchen
          equipment, so cross-contact is possible. Check the official nutrition and allergen information before ordering.
        </p>
      </section>

      <section className={s.block} aria-labelledby="allergen-title">
        <h2 id="allergen-title">Allergens</h2>
        {item.allergens ? (
          <table>
            <caption className="visually-hidden">Major food allergens in the {item.name}</caption>
            <thead>
              <tr>
                <th scope="col">Contains</th>
                <th scope="col">May contain</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{item.allergens.contains.length ? item.allergens.contains.join(", ") : "None of the nine major allergens"}</td>
                <td>{item.allergens.mayContain?.length ? item.allergens.mayContain.join(", ") : "Nothing listed"}</td>
              </tr>
            </tbody>
          </table>
        ) : null}
        <p>{allergenSentence(item.name, item.allergens)}</p>
      </section>

      <section className={s.block} aria-labelledby="guide-title">
        <h2 id="guide-title">Pricing Guide</h2>
        <ul>
          <li>
            National average: {formatPrice(item.avgPriceUsd)}
            {sized ? ` (Medium; Small ${formatPrice(sizes[0].price)}, Large ${formatPrice(sizes[2].price)})` : ""}.
          </li>
          {meal !== null ? <li>Meal with medium fries and a medium drink: about {formatPrice(meal)}.</li> : null}
          {range ? (
            <li>
              By state: from {formatPrice(range.cheapest[0].price)} in {range.cheapest[0].state} to {formatPrice(range.dearest[0].price)} in{" "}
              {range.dearest[0].state}.
            </li>
          ) : null}
          <li>Airport, highway and city-centre restaurants usually charge more; app deals can bring the price down.</li>
        </ul>
      </section>

      <ValueChecks name={item.name} combo={data.combo} delivery={data.delivery} />

      <section className={s.block} aria-labelledby="category-table-title">
        <h2 id="category-table-title">{item.category} Prices</h2>
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
                  <td>{formatPrice(r.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          <a href={`/menu/${data.categorySlug}`}>See every {item.category} item</a>
        </p>
      </section>

      <section className={s.block} aria-labelledby="state-title">
        <h2 id="state-title">Price by State</h2>
        {range ? (
          <>
            <p>
              National average {formatPrice(range.average)} across the {range.count} states we track. The cheapest and dearest
              states:
            </p>
            <div className={s.tableWrap}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">State</th>
                    <th scope="col">Price</th>
                    <th scope="col">Compared with the average</th>
                  </tr>
                </thead>
                <tbody>
                  {[...range.cheapest, ...range.dearest].map((r) => (
                    <tr key={r.state}>
                      <th scope="row">
                        <a href={`/prices/${r.slug}`}>{r.state}</a>
                      </th>
                      <td>{formatPrice(r.price)}</td>
                      <td>
                        {r.price >= range.average ? "+" : "-"}
                        {formatPrice(Math.abs(r.price - range.average))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <p>We don't have state-by-state prices for this item yet. See the national average above.</p>
        )}
      </section>

      <section className={s.block} aria-labelledby="overview-title">
        <h2 id="overview-title">
          {item.name} Price and Calories in 2025
        </h2>
        <p>
          The {item.name} costs about {formatPrice(item.avgPriceUsd)} on average in the United States
          {sized ? `, from ${formatPrice(sizes[0].price)} for a Small to ${formatPrice(sizes[2].price)} for a Large` : ""}. A{" "}
          {sized ? "Medium" : "serving"} has about {(sizes.find((v) => v.size === "Medium") ?? sizes[0]).calories} calories. Prices are
          set by each restaurant, so the amount on your receipt can differ from our estimate.
        </p>
      </section>
    </>
  );
}
