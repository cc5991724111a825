/**
 * The meal calculator's menu, by category: every item with an add button per size, as plain HTML that never
 * hydrates (a server island, components/islands.server.tsx). It is most of the page's markup, and hydrating it all
 * at once was the page's longest task on a slow phone.
 *
 * Without JavaScript each button submits its form with the next order as `?order=`; the items and categories that
 * do not match `?q=` are in the HTML but `hidden`, so the list can widen again in the browser without a new
 * render. Each category is folded (a <details>) unless the order has one of its items or the search finds some
 * (openCategories). With JavaScript the calculator (MealCalculator.tsx) handles the clicks on the list's container,
 * by each button's `data-pick`, and shows or hides the items (`data-item`) and categories (`data-category`) as the
 * search changes.
 */
import {
  formatOrder,
  indexBySlug,
  openCategories,
  orderSlugs,
  orderReducer,
  searchItems,
  type Order,
  type PickedSize,
  type ToolItem,
} from "#domain/rules/order.ts";
import { ToolItemGroups } from "./parts.tsx";

export const MEAL_FORM_ACTION = "/meal-calculator";

export interface MealItemListProps {
  items: readonly ToolItem[];
  /** The order the buttons add to (the next order is each button's value). */
  order: Order;
  /** The search: items that do not match it are hidden. */
  query: string;
  people: number;
  /** The state whose prices the list shows, as the address gives it (a slug, or "" for national prices); kept by its form. */
  state?: string;
}

export function MealItemList({ items, order, query, people, state }: MealItemListProps) {
  const shown = new Set(searchItems(items, query, items.length));
  const open = openCategories(orderSlugs(order), indexBySlug(items), query, shown);
  const next = (slug: string, size?: PickedSize) =>
    formatOrder(orderReducer(order, size ? { type: "add", slug, size } : { type: "add", slug }));
  return (
    <form method="get" action={MEAL_FORM_ACTION}>
      {state !== undefined && <input type="hidden" name="state" value={state} />}
      {query.trim() && <input type="hidden" name="q" value={query.trim()} />}
      {people > 1 && <input type="hidden" name="people" value={people} />}
      <ToolItemGroups
        items={items}
        shown={shown}
        target="to order"
        variant="order"
        name="order"
        next={next}
        action={MEAL_FORM_ACTION}
        open={open}
      />
    </form>
  );
}
