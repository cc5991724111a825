/** Server-only: the map's states joined with their Big Mac prices (what the map component receives). */
import type { Catalog } from "#domain/catalog.ts";
import type { MapState } from "./UsPriceMap.tsx";
import { usStateShapes } from "./us-map.server.ts";

export function bigMacMapStates(catalog: Catalog): MapState[] {
  const prices = new Map((catalog.pricesByItem.get("Big Mac") ?? []).map((r) => [r.state, r.price]));
  return usStateShapes().map((s) => ({ ...s, price: prices.get(s.name) }));
}
