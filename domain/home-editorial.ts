/**
 * Data for the home page's editorial sections (hero figures, USA map, popular prices, deals, Big Mac index
 * card, top states). The home loader passes its result to <HomeIntro> and <HomeEditorial>. Only what those
 * sections show: a handful of numbers, the map's finished path strings and short lists.
 *
 * The map's finished shapes are passed in by the loader (components/charts/map-data.server.ts projects the
 * us-atlas geometry on the server), so this module stays pure and the geometry never reaches a browser bundle.
 */
import type { MapState } from "#components/charts/UsPriceMap.tsx";
import type { Catalog } from "./catalog.ts";
import { itemSlug } from "./slug.ts";

/** Items in the popular prices grid, by menu name (missing names are skipped). */
export const POPULAR_ITEMS = [
  "Big Mac",
  "Quarter Pounder with Cheese",
  "10 Piece Chicken McNuggets",
  "World Famous Fries",
  "Egg McMuffin",
  "McFlurry with OREO Cookies",
  "McChicken",
  "Hamburger Happy Meal",
] as const;

export interface HomeEditorialData {
  locationCount: number;
  stateCount: number;
  bigMac: { average: number; highest: { state: string; price: number } | null; lowest: { state: string; price: number } | null };
  mapStates: MapState[];
  topStates: { id: number; state: string; locationCount: number; percentage: number }[];
  popular: { name: string; slug: string; price: number; category: string }[];
  deals: { id: string; title: string; description: string; savings: string; link: string }[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function homeEditorialData(catalog: Catalog, mapStates: MapState[]): HomeEditorialData {
  const bigMacs = catalog.pricesByItem.get("Big Mac") ?? [];
  const sorted = [...bigMacs].sort((a, b) => b.price - a.price);
  const average = bigMacs.length ? round2(bigMacs.reduce((s, r) => s + r.price, 0) / bigMacs.length) : 5.58;
  const pick = (r: (typeof bigMacs)[number] | undefined) => (r ? { state: r.state, price: r.price } : null);
  return {
    locationCount: catalog.locations.reduce((s, l) => s + l.locationCount, 0),
    stateCount: new Set(catalog.locations.map((l) => l.state)).size,
    bigMac: { average, highest: pick(sorted[0]), lowest: pick(sorted[sorted.length - 1]) },
    mapStates,
    topStates: catalog.locations.slice(0, 10).map(({ id, state, locationCount, percentage }) => ({ id, state, locationCount, percentage })),
    popular: POPULAR_ITEMS.flatMap((name) => {
      const i = catalog.itemsByName.get(name);
      return i ? [{ name: i.name, slug: itemSlug(i.name), price: i.avgPriceUsd, category: i.category }] : [];
    }),
    deals: catalog.data.deals.filter((d) => d.group === "home").map(({ id, title, description, savings, link }) => ({ id, title, description, savings, link })),
  };
}
