/**
 * Machine-readable marks on every displayed price and calorie figure, so a crawl (e2e/consistency.spec.ts) can
 * collect what each page shows about an item and fail when two pages disagree. The attributes name the item's
 * slug, the size and the kind of figure; the value is the figure itself, as shown.
 */
import { itemSlug, stateSlug } from "./slug.ts";

/** national: the item's national price for a size; state: its price in one state; meal: its meal's price. */
export type PriceHookKind = "national" | "state" | "meal";

export function priceHook(itemName: string, size: string, kind: PriceHookKind, value: number, state?: string): Record<string, string> {
  const out: Record<string, string> = {
    "data-price-item": itemSlug(itemName),
    "data-price-size": size,
    "data-price-kind": kind,
    "data-price": value.toFixed(2),
  };
  if (state) out["data-price-state"] = stateSlug(state);
  return out;
}

export function calorieHook(itemName: string, size: string, calories: number): Record<string, string> {
  return { "data-cal-item": itemSlug(itemName), "data-cal-size": size, "data-cal": String(calories) };
}
