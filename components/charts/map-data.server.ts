/** Server-only: the map's states joined with an item's state prices (what the map component receives). */
import type { Catalog } from "#domain/data/catalog.ts";
import { itemStatePriceList } from "#domain/rules/state-estimates.ts";
import type { MapState } from "#domain/rules/map-scale.ts";
import { usStateShapes } from "./us-map.server.ts";

/** Every state's price of the item, stored or computed (marked), from the one state-price index. */
export function itemMapStates(catalog: Catalog, itemName: string): MapState[] {
  const item = catalog.itemsByName.get(itemName);
  const prices = new Map((item ? itemStatePriceList(catalog.statePrices, item) : []).map((p) => [p.state, p]));
  return usStateShapes().map((s) => {
    const p = prices.get(s.name);
    return p ? { ...s, price: p.price, estimate: p.kind !== "national" } : { ...s };
  });
}

export function bigMacMapStates(catalog: Catalog): MapState[] {
  return itemMapStates(catalog, "Big Mac");
}
