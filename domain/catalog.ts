/** The validated data, indexed the ways the pages and the API read it. Built once per data version. */
import { buildBigMacIndex, type BigMacIndexView } from "./big-mac-index.ts";
import type { DataSet } from "./data-files.ts";
import type { LocationEntry, MenuItem, PriceRecord, Review } from "./schemas.ts";
import { itemSlug } from "./slug.ts";
import { buildStatePriceIndex, type StatePriceIndex } from "./state-estimates.ts";

/** Reviews without a date fall back to this one (spec §3). */
export const REVIEW_DATE_FALLBACK = "2025-08-29";

export interface Catalog {
  /** Changes whenever any data file's content changes: a short hash. */
  version: string;
  menuItems: MenuItem[];
  itemsBySlug: Map<string, MenuItem>;
  itemsByName: Map<string, MenuItem>;
  itemsByCategory: Map<string, MenuItem[]>;
  prices: PriceRecord[];
  pricesByState: Map<string, PriceRecord[]>;
  pricesByItem: Map<string, PriceRecord[]>;
  /** Every item's price in every state, measured or estimated (domain/state-estimates.ts). */
  statePrices: StatePriceIndex;
  /** Top states, most locations first. */
  locations: LocationEntry[];
  seedReviews: Review[];
  /** The Economist's Big Mac index: latest edition, each country's history, the US price over time. */
  bigMacIndex: BigMacIndexView;
  data: DataSet;
}

function groupBy<T>(list: T[], key: (t: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of list) {
    const k = key(item);
    const group = map.get(k);
    if (group) group.push(item);
    else map.set(k, [item]);
  }
  return map;
}

export function buildCatalog(data: DataSet, version: string): Catalog {
  const menuItems = data.menuItems;
  return {
    version,
    menuItems,
    itemsBySlug: new Map(menuItems.map((i) => [itemSlug(i.name), i])),
    itemsByName: new Map(menuItems.map((i) => [i.name, i])),
    itemsByCategory: groupBy(menuItems, (i) => i.category),
    prices: data.prices,
    pricesByState: groupBy(data.prices, (p) => p.state.toLowerCase()),
    pricesByItem: groupBy(data.prices, (p) => p.itemName),
    statePrices: buildStatePriceIndex(menuItems, data.prices),
    locations: [...data.locations].sort((a, b) => b.locationCount - a.locationCount),
    seedReviews: data.reviews.map((r) => ({
      ...r,
      priceRating: r.priceRating ?? null,
      helpfulCount: r.helpfulCount ?? 0,
      createdAt: r.createdAt ?? REVIEW_DATE_FALLBACK,
    })),
    bigMacIndex: buildBigMacIndex(data.bigMacIndex),
    data,
  };
}
