/**
 * The meal calculator's two value checks: a meal the order could be swapped for when that is
 * cheaper, and the estimated delivery-app total next to the in-store subtotal. Rules in domain/rules/combo.ts and
 * domain/rules/delivery.ts; the swap is a plain link to the calculator with the new order, so it works without JavaScript.
 */
import { suggestMeals, swapForMeal, type MealParts } from "#domain/rules/combo.ts";
import { formatLongDate } from "#domain/rules/dates.ts";
import { deliveryEstimate, type DeliveryEstimateData } from "#domain/rules/delivery.ts";
import { formatPrice } from "#domain/rules/money.ts";
import { orderPath, type Order, type ToolItem } from "#domain/rules/order.ts";
import { memo } from "react";
import { notice } from "../ui.css.ts";

export interface OrderValueData {
  mealParts: MealParts[];
  delivery: DeliveryEstimateData[];
}

/** Memoized: the calculator re-renders as it hydrates and restores its state, while the order often stays the same. */
export const OrderValue = memo(function OrderValue({
  order,
  items,
  subtotal,
  data,
}: {
  order: Order;
  items: readonly ToolItem[];
  subtotal: number;
  data: OrderValueData;
}) {
  const menu = items.map((i) => ({ name: i.name, category: i.category, avgPriceUsd: i.avgPriceUsd }));
  // Meals are matched against lines in the default size (the Medium a meal's parts are priced at, or the only
  // size): a Large fries bought on its own is not what a meal gives, so it is left as it is.
  const plain = order.filter((l) => !l.size);
  const sized = order.filter((l) => l.size);
  const suggestions = suggestMeals(plain, data.mealParts, menu);
  const delivery = deliveryEstimate(subtotal, data.delivery);
  return (
    <>
      {suggestions.map((s) => (
        <p key={s.mealSlug} className={notice.success} data-testid="meal-suggestion">
          <strong>Cheaper as a meal:</strong> your order holds every part of the {s.times > 1 ? `${s.times} x ` : ""}
          {s.meal} ({s.parts.map((p) => `${p.quantity > 1 ? `${p.quantity} ` : ""}${p.name}`).join(", ")}). Those cost{" "}
          {formatPrice(s.orderCost)} here; the meal
          {s.times > 1 ? "s cost" : " costs"} {formatPrice(s.mealPrice * s.times)}, about {formatPrice(s.saves)} less (estimate).{" "}
          <a href={orderPath([...swapForMeal(plain, s), ...sized])}>Swap to the meal</a>
        </p>
      ))}
      {delivery ? (
        <p className={notice.info} data-testid="delivery-estimate">
          <strong>
            In store {formatPrice(delivery.inStore)}; through a delivery app, an estimated {formatPrice(delivery.low)} to{" "}
            {formatPrice(delivery.high)}.
          </strong>{" "}
          Estimate: app menu prices run about {delivery.markupPercent}% higher, plus a {formatPrice(delivery.feeLow)} to{" "}
          {formatPrice(delivery.feeHigh)} delivery fee; service fees, tax and tip are extra.{" "}
          <span data-testid="delivery-source">
            From <a href={delivery.sourceUrl}>{delivery.markupSource}</a>, reported {formatLongDate(delivery.reported)}.
          </span>{" "}
          <a href="/delivery">About delivery</a>
        </p>
      ) : null}
    </>
  );
});
