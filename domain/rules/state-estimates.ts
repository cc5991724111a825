/**
 * Any item in any state (item 3), computed once here and read by every page that shows a state price.
 *
 * An item's **national price** is its `avgPriceUsd` in data/menu-items.json (for sized items, the Medium): the one
 * national figure of the site. A state's **price level** is the median, over the items with a price stored for that
 * state (data/prices.json), of the stored price divided by the item's national price. An item without a stored
 * price in a state gets a **computed estimate**: its national price times the state's price level, rounded to cents.
 * A state without any stored price gets no estimate at all (never a made-up level). A stored price is our estimate
 * too (data/SOURCES.md): nothing on this site was measured, so both kinds read "Estimate" on the pages.
 */
import type { MenuItemEntry, PriceRecord } from "../data/schemas.ts";
import { STATE_NAMES } from "./states.ts";
import { stateSlug } from "./slug.ts";
import { dateSpanOf } from "./dates.ts";

/** A stored state price as the rules read it: data/prices.json's record (PriceRecordSchema) without its id. */
export type PricedRecord = Omit<PriceRecord, "id">;

/** What the state rules read of an item: its national price, and `fixedPrice` for a price the chain sets nationally (never scaled by a state's level). */
export type NationalItem = Pick<MenuItemEntry, "name" | "avgPriceUsd" | "fixedPrice">;

/**
 * Where a state price comes from: `stored`, a price stored in data/prices.json (our estimate, kept in the data);
 * `estimate`, computed here from the state's level; `national`, the chain's one national price (fixedPrice).
 */
export type PriceKind = "stored" | "estimate" | "national";

export interface StatePrice {
  state: string;
  slug: string;
  price: number;
  kind: PriceKind;
  /** YYYY-MM-DD: the record's date, or for a computed estimate the newest date of the state's stored records. */
  checked: string;
}

export interface StateLevel {
  state: string;
  /** Median of stored price / national price; null when the state has no usable stored price. */
  ratio: number | null;
  /** How many stored prices the ratio rests on. */
  basis: number;
  /** Newest lastUpdated among the state's records, or null. */
  checked: string | null;
}

export interface StatePriceIndex {
  national: Map<string, number>;
  levels: Map<string, StateLevel>;
  /** state -> item name -> stored record */
  stored: Map<string, Map<string, PricedRecord>>;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const latest = (dates: readonly string[]): string | null => (dates.length ? dates.reduce((a, b) => (b > a ? b : a)) : null);

/** Median of a list (the mean of the two middle values for an even count); null for an empty list. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** The national price of each item: its avgPriceUsd. */
export function nationalPrices(items: readonly NationalItem[]): Map<string, number> {
  return new Map(items.map((i) => [i.name, i.avgPriceUsd]));
}

/** A state's price level from its records: records naming no menu item or an item priced 0 are ignored. */
export function stateLevel(state: string, records: readonly PricedRecord[], national: ReadonlyMap<string, number>): StateLevel {
  const ratios: number[] = [];
  for (const r of records) {
    const n = national.get(r.itemName);
    if (n !== undefined && n > 0) ratios.push(r.price / n);
  }
  return { state, ratio: median(ratios), basis: ratios.length, checked: latest(records.map((r) => r.lastUpdated)) };
}

export function buildStatePriceIndex(items: readonly NationalItem[], records: readonly PricedRecord[]): StatePriceIndex {
  const national = nationalPrices(items);
  const stored = new Map<string, Map<string, PricedRecord>>();
  for (const name of STATE_NAMES) stored.set(name, new Map());
  for (const r of records) {
    let m = stored.get(r.state);
    if (!m) stored.set(r.state, (m = new Map()));
    m.set(r.itemName, r);
  }
  const levels = new Map<string, StateLevel>();
  for (const [state, m] of stored) levels.set(state, stateLevel(state, [...m.values()], national));
  return { national, levels, stored };
}

/**
 * The state's price level as a whole percentage above (+) or below (-) the national prices; null without data. Whole
 * percents: the level rests on surveys whose own error is tens of percent (/about#price-model), so a tenth would
 * claim a precision the model does not have.
 */
export function statePercent(index: StatePriceIndex, state: string): number | null {
  const r = index.levels.get(state)?.ratio;
  return r == null ? null : Math.round((r - 1) * 100);
}

/** "about 12.9% above the national average" / "about the same as the national average". */
export function statePercentText(percent: number): string {
  if (Math.abs(percent) < 0.5) return "about the same as the national average";
  return `about ${Math.abs(percent)}% ${percent > 0 ? "above" : "below"} the national average`;
}

/** One item's price in one state: the stored record when there is one, else a computed estimate; null when neither exists. */
export function statePrice(index: StatePriceIndex, item: NationalItem, state: string): StatePrice | null {
  const level = index.levels.get(state);
  const rec = index.stored.get(state)?.get(item.name);
  // An advertised deal: its price in the state as stored (a published regional exception where there is one).
  if (item.fixedPrice)
    return level?.checked
      ? {
          state,
          slug: stateSlug(state),
          price: rec ? rec.price : round2(item.avgPriceUsd),
          kind: "national",
          checked: rec?.lastUpdated ?? level.checked,
        }
      : null;
  if (rec) return { state, slug: stateSlug(state), price: rec.price, kind: "stored", checked: rec.lastUpdated };
  if (!level || level.ratio === null || level.checked === null) return null;
  return { state, slug: stateSlug(state), price: round2(item.avgPriceUsd * level.ratio), kind: "estimate", checked: level.checked };
}

/** The item in all 50 states, in alphabetical order (states without any data are left out). */
export function itemStatePriceList(index: StatePriceIndex, item: NationalItem): StatePrice[] {
  return STATE_NAMES.map((s) => statePrice(index, item, s)).filter((p): p is StatePrice => p !== null);
}

export interface PriceRange {
  low: StatePrice;
  high: StatePrice;
  /** How many of the states' prices are stored records, and how many computed estimates. */
  stored: number;
  estimated: number;
}

/** An item's cheapest and dearest state, stored or computed (ties: alphabetical first); null without data. */
export function itemPriceRange(index: StatePriceIndex, item: NationalItem): PriceRange | null {
  if (item.fixedPrice) return null;
  const list = itemStatePriceList(index, item);
  if (!list.length) return null;
  let low = list[0];
  let high = list[0];
  for (const p of list) {
    if (p.price < low.price) low = p;
    if (p.price > high.price) high = p;
  }
  const stored = list.filter((p) => p.kind === "stored").length;
  return { low, high, stored, estimated: list.length - stored };
}

/** The state page's menu orders (`?sort=`); the first is the default, which its URLs leave out. */
export const STATE_MENU_SORTS = ["stored", "name", "price-asc", "price-desc", "category"] as const;
export type StateMenuSort = (typeof STATE_MENU_SORTS)[number];

/** Older names of a sort still found in saved URLs: `?sort=measured` was the stored-first order. */
const LEGACY_STATE_MENU_SORTS: Readonly<Record<string, StateMenuSort>> = { measured: "stored" };

/** The sort a URL asks for: a current name, an older one read as its new name, anything else the default. */
export function readStateMenuSort(value: string | null | undefined): StateMenuSort {
  const v = value ?? "";
  if ((STATE_MENU_SORTS as readonly string[]).includes(v)) return v as StateMenuSort;
  return Object.hasOwn(LEGACY_STATE_MENU_SORTS, v) ? LEGACY_STATE_MENU_SORTS[v] : STATE_MENU_SORTS[0];
}

/** An item of a state's menu: the item (its national price is its `avgPriceUsd`) and its price in the state. */
export interface StateMenuRow<T extends NationalItem> {
  item: T;
  price: StatePrice;
}

/**
 * A line of a state page's menu, as the page receives it: the item's own fields (`avgPriceUsd`, the national
 * price shown beside the state's) and its price in the state at its usual size.
 */
export interface StateMenuLine extends Pick<MenuItemEntry, "name" | "category" | "avgPriceUsd"> {
  size: "Medium" | "Standard";
  price: number;
  kind: PriceKind;
  checked: string;
}

/**
 * The whole menu in one state, sorted: `stored` (the default) puts stored prices first, then by name;
 * `name`, `price-asc`, `price-desc` and `category` (menu order within category kept) as named. Ties fall back to
 * the item name so the order never depends on the data file's order.
 */
export function stateMenu<T extends NationalItem & Pick<MenuItemEntry, "category">>(
  index: StatePriceIndex,
  items: readonly T[],
  state: string,
  sort: StateMenuSort = "stored",
  categoryOrder: readonly string[] = [],
): StateMenuRow<T>[] {
  const rows: StateMenuRow<T>[] = [];
  for (const item of items) {
    const price = statePrice(index, item, state);
    if (price) rows.push({ item, price });
  }
  const byName = (a: StateMenuRow<T>, b: StateMenuRow<T>) => a.item.name.localeCompare(b.item.name);
  const cat = (c: string) => {
    const i = categoryOrder.indexOf(c);
    return i < 0 ? categoryOrder.length : i;
  };
  const cmp: Record<StateMenuSort, (a: StateMenuRow<T>, b: StateMenuRow<T>) => number> = {
    stored: (a, b) => (a.price.kind === b.price.kind ? 0 : a.price.kind === "stored" ? -1 : 1) || byName(a, b),
    name: byName,
    "price-asc": (a, b) => a.price.price - b.price.price || byName(a, b),
    "price-desc": (a, b) => b.price.price - a.price.price || byName(a, b),
    category: (a, b) => cat(a.item.category) - cat(b.item.category) || byName(a, b),
  };
  return rows.sort(cmp[sort]);
}

export interface StoredPriceCoverage {
  /** Stored (state, item) prices in data/prices.json: our estimates, kept in the data. */
  stored: number;
  /** States with at least one stored price. */
  states: number;
  /** Menu items with a stored price in at least one state. */
  items: number;
  /** Oldest and newest of their dates (YYYY-MM-DD), null without records. */
  oldest: string | null;
  newest: string | null;
}

/** What the state data holds: the counts the copy may claim ("N state estimates for K items in M states"), never typed by hand. */
export function storedPriceCoverage(index: StatePriceIndex): StoredPriceCoverage {
  let stored = 0;
  let states = 0;
  const items = new Set<string>();
  const dates: string[] = [];
  for (const m of index.stored.values()) {
    if (m.size) states++;
    for (const r of m.values()) {
      if (!index.national.has(r.itemName)) continue;
      stored++;
      items.add(r.itemName);
      dates.push(r.lastUpdated);
    }
  }
  const span = dateSpanOf(dates);
  return { stored, states, items: items.size, oldest: span?.oldest ?? null, newest: span?.newest ?? null };
}

/** The states the home page names when it says how prices differ, with their price level (statePercent). */
export const EXAMPLE_STATES = ["California", "New York", "Texas", "Ohio"] as const;

export function exampleStateLevels(index: StatePriceIndex): { state: string; slug: string; percent: number }[] {
  return EXAMPLE_STATES.flatMap((state) => {
    const percent = statePercent(index, state);
    return percent === null ? [] : [{ state, slug: stateSlug(state), percent }];
  });
}

/** "California about 12.9% above the national average, New York ..., and Ohio about 9.5% below". */
export function stateLevelsSentence(levels: readonly { state: string; percent: number }[]): string {
  const parts = levels.map((l) => `${l.state} ${statePercentText(l.percent).replace(" the national average", "")}`);
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

/**
 * The words a table shows for a state price's kind. A stored record is our estimate too (the national price times
 * the state's Big Mac ratio, data/SOURCES.md), so it reads "Estimate" like a computed one.
 */
export function priceKindLabel(kind: PriceKind): string {
  return kind === "national" ? "Advertised price" : "Estimate";
}

/**
 * A state's menu in groups for its page: the meals first (the diner's usual question, "a Big Mac meal
 * in Texas"), then each category in menu order; each group keeps the rows' order (the chosen sort). Empty groups
 * are left out.
 */
export function stateMenuGroups<T extends { name: string; category: string }>(
  rows: readonly T[],
  categoryOrder: readonly string[],
): { title: string; rows: T[] }[] {
  const isMeal = (r: T) => /\bMeal$/.test(r.name);
  const groups = [{ title: "Meals", rows: rows.filter(isMeal) }];
  for (const c of categoryOrder) groups.push({ title: c, rows: rows.filter((r) => r.category === c && !isMeal(r)) });
  groups.push({ title: "Other", rows: rows.filter((r) => !isMeal(r) && !categoryOrder.includes(r.category)) });
  return groups.filter((g) => g.rows.length > 0);
}
