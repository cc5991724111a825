/**
 * Machine-readable marks on every displayed price and calorie figure, so a crawl (e2e/consistency.spec.ts) can
 * collect what each page shows about an item and fail when two pages disagree. The attributes name the item's
 * slug, the size and the kind of figure; the value is the figure itself, as shown.
 *
 * The commonest size ("Standard", an item sold in one size) and kind ("national") are left out of the marks:
 * the meal calculator and the tracker list the whole menu, and these two attributes were a seventh of their
 * HTML. The reader below (markedFigures) puts them back, so the writer and the reader keep one rule.
 */
import { itemSlug, stateSlug } from "./slug.ts";

/** national: the item's national price for a size; state: its price in one state; meal: its meal's price. */
export type PriceHookKind = "national" | "state" | "meal";

/** The size and the kind a mark stands for when it names none. */
const DEFAULT_HOOK_SIZE = "Standard";
const DEFAULT_HOOK_KIND: PriceHookKind = "national";

export function priceHook(itemName: string, size: string, kind: PriceHookKind, value: number, state?: string): Record<string, string> {
  const out: Record<string, string> = { "data-price-item": itemSlug(itemName) };
  if (size !== DEFAULT_HOOK_SIZE) out["data-price-size"] = size;
  if (kind !== DEFAULT_HOOK_KIND) out["data-price-kind"] = kind;
  out["data-price"] = value.toFixed(2);
  if (state) out["data-price-state"] = stateSlug(state);
  return out;
}

export function calorieHook(itemName: string, size: string, calories: number | null): Record<string, string> {
  const out: Record<string, string> = { "data-cal-item": itemSlug(itemName) };
  if (size !== DEFAULT_HOOK_SIZE) out["data-cal-size"] = size;
  // "none" where we have no figure: a page saying "not in our data" and another showing a number conflict too.
  out["data-cal"] = calories === null ? "none" : String(calories);
  return out;
}

const TAG = /<[a-z][a-z0-9]*\b[^>]*\bdata-(?:price|cal)-item="[^"]*"[^>]*>/g;
const ATTR = /\s(data-[a-z-]+)="([^"]*)"/g;

/**
 * The marked figures of a page's HTML, as a fact (item, size, kind, state) and the value shown, such as
 * `big-mac Standard national price` = `5.58`: the consistency crawl groups a site's figures by fact.
 */
export function markedFigures(html: string): { key: string; value: string }[] {
  const out: { key: string; value: string }[] = [];
  for (const [tag] of html.matchAll(TAG)) {
    const a = Object.fromEntries([...tag.matchAll(ATTR)].map((m) => [m[1], m[2]]));
    if (a["data-price-item"] !== undefined) {
      const state = a["data-price-state"] ? ` in ${a["data-price-state"]}` : "";
      out.push({ key: `${a["data-price-item"]} ${a["data-price-size"] ?? DEFAULT_HOOK_SIZE} ${a["data-price-kind"] ?? DEFAULT_HOOK_KIND} price${state}`, value: a["data-price"] });
    }
    if (a["data-cal-item"] !== undefined) out.push({ key: `${a["data-cal-item"]} ${a["data-cal-size"] ?? DEFAULT_HOOK_SIZE} calories`, value: a["data-cal"] });
  }
  return out;
}
