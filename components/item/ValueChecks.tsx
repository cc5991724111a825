/**
 * Item page (server island): does the combo save (Extra Value and Happy Meals), what the item costs through a
 * delivery app (an estimate), and the links to compare it and to explore the menu. Plain links only.
 */
import { formatLongDate } from "#domain/rules/dates.ts";
import { comparePath } from "#domain/rules/compare.ts";
import { formatPrice, itemPath } from "#domain/rules/menu.ts";
import { itemSlug } from "#domain/rules/slug.ts";
import type { ComboSaving } from "#domain/rules/combo.ts";
import type { DeliveryEstimate } from "#domain/rules/delivery.ts";
import * as s from "./item.css.ts";
import { fold, foldSummary } from "../ui.css.ts";
import { Fig, Price } from "#components/figures/Figure.tsx";
import { figureMark } from "#domain/publish/price-hooks.ts";

export function ComboParts({ combo }: { combo: ComboSaving }) {
  const saves = combo.difference > 0;
  return (
    <section className={`${s.block} ${s.blockSize.combo}`} aria-labelledby="combo-title" data-testid="combo-saving">
      <h2 id="combo-title">Does the meal save money?</h2>
      <p {...figureMark("total")}>
        <strong>
          {saves
            ? `Yes: bought separately, its parts cost about ${formatPrice(combo.partsTotal)}, so the meal at ${formatPrice(combo.mealPrice)} saves about ${formatPrice(combo.difference)}.`
            : combo.difference < 0
              ? `No: its parts bought separately cost about ${formatPrice(combo.partsTotal)}, ${formatPrice(-combo.difference)} less than the meal at ${formatPrice(combo.mealPrice)}.`
              : `It costs the same as its parts bought separately: about ${formatPrice(combo.mealPrice)}.`}
        </strong>
      </p>
      {/* The answer above stays in view; the parts' table folds (in the page without JavaScript too), so a meal's page stays short. */}
      <details className={fold}>
        <summary className={foldSummary}>Each part and its price</summary>
        <table>
          <caption className="visually-hidden">Parts of the {combo.meal} and their estimated prices</caption>
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">Size</th>
              <th scope="col">Price (est.)</th>
            </tr>
          </thead>
          <tbody>
            {combo.parts.map((p) => (
              <tr key={p.slug}>
                <th scope="row">
                  {p.quantity > 1 ? `${p.quantity} x ` : ""}
                  <a href={itemPath(p.name)}>{p.name}</a>
                  {p.note ? <div>{p.note}</div> : null}
                </th>
                <td>{p.size === "Standard" ? "One size" : p.size}</td>
                <td>
                  {p.quantity > 1 ? (
                    <Fig kind="total">{formatPrice(p.price * p.quantity)}</Fig>
                  ) : (
                    <Price item={p.name} size={p.size} value={p.price} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Sum of the parts
              </th>
              <td data-testid="parts-total" {...figureMark("total")}>
                {formatPrice(combo.partsTotal)}
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                The meal
              </th>
              <td>
                <Price item={combo.meal} value={combo.mealPrice} />
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                {combo.difference >= 0 ? "You save" : "The meal costs more by"}
              </th>
              <td data-testid="combo-difference" {...figureMark("total")}>
                {formatPrice(Math.abs(combo.difference))}
              </td>
            </tr>
          </tfoot>
        </table>
      </details>
      <p>All prices are estimated national averages at the meal's sizes; your restaurant's prices can differ.</p>
    </section>
  );
}

export function DeliveryNote({ name, size = "Standard", delivery }: { name: string; size?: string; delivery: DeliveryEstimate }) {
  return (
    <section className={`${s.block} ${s.blockSize.delivery}`} aria-labelledby="delivery-title" data-testid="delivery-estimate">
      <h2 id="delivery-title">In-store or delivery?</h2>
      <p>
        In store: about <Price item={name} size={size} value={delivery.inStore} />. Through a delivery app:{" "}
        <strong {...figureMark("total")}>
          an estimated {formatPrice(delivery.low)} to {formatPrice(delivery.high)}
        </strong>{" "}
        for the {name} alone.
      </p>
      <details className={fold}>
        <summary className={foldSummary}>How this is estimated</summary>
        <p>
          Estimate: app menu prices run about {delivery.markupPercent}% above in-store prices, plus a delivery fee of{" "}
          <Fig kind="fee">
            {formatPrice(delivery.feeLow)} to {formatPrice(delivery.feeHigh)}
          </Fig>
          ; service and small-order fees, tax and tip come on top.{" "}
          <span data-testid="delivery-source">
            From <a href={delivery.sourceUrl}>{delivery.markupSource}</a>, reported {formatLongDate(delivery.reported)}.
          </span>{" "}
          See <a href="/delivery">how delivery works</a>.
        </p>
      </details>
    </section>
  );
}

export function ValueChecks({
  name,
  size,
  combo,
  delivery,
}: {
  name: string;
  size?: string;
  combo: ComboSaving | null;
  delivery: DeliveryEstimate | null;
}) {
  return (
    <>
      {combo ? <ComboParts combo={combo} /> : null}
      {delivery ? <DeliveryNote name={name} size={size} delivery={delivery} /> : null}
      <p>
        <a href={comparePath([itemSlug(name)])}>Add the {name} to a comparison</a> ·{" "}
        <a href="/explore">Explore the whole menu by price, protein and allergens</a>
      </p>
    </>
  );
}
