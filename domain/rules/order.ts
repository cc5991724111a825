/**
 * The meal calculator's rules (spec §2, §4, §9): search, the order reducer, totals, app savings, the combo tip,
 * the calorie warning, and the `?order=slug[:size][:qty],...` format shared by the URL, localStorage and no-JS
 * forms. Also what both calculators share about an item in a size (a "pick": `world-famous-fries:large`).
 * Pure: no I/O, no React. The jotai atoms in components/tools/ call these.
 */
import * as v from "valibot";
import { itemSlug } from "./slug.ts";
import { matchesQuery } from "./search.ts";
import { calorieTotal, caloriesFor, sumKnown, type NutritionSource, type PartialSum } from "./nutrition.ts";
import { statePrice, type StatePriceIndex } from "./state-estimates.ts";
import { chooseSize, nameWithSize, sizeVariations, type MenuLike, type SizeVariation } from "./menu.ts";
import type { MenuItemEntry } from "../data/schemas.ts";

/**
 * What the calculators need of a menu item (the loaders return only these fields): the item's own fields as the
 * schema types them (`avgPriceUsd`: the default size's price, the Medium of an item sold in sizes), and the
 * figures the item page shows.
 */
export interface ToolItem extends Pick<MenuItemEntry, "id" | "name" | "category" | "avgPriceUsd"> {
  /** caloriesFor: the published figure (or a meal's sum of published parts); null when we have none, never a guess. */
  calories: number | null;
  /**
   * Items sold in sizes only: each size it is sold in (the entry's `sizes`) with that size's price and calories,
   * from sizeVariations: the figures the item page shows (Small, Medium, Large). Absent for one-size items.
   */
  sizeFigures?: SizeVariation[];
}

/**
 * A size other than the default. Lines and entries leave the size out for the default (an item's Medium, or its
 * only size), so `big-mac:2` and `world-famous-fries:2` mean what they always meant.
 */
export type PickedSize = "Small" | "Large";

export interface OrderLine {
  slug: string;
  /** Left out for the default size (Medium, or the only one). */
  size?: PickedSize;
  quantity: number;
}

export type Order = OrderLine[];

export const MAX_RESULTS = 20;
export const COMBO_TIP_MIN_LINES = 3;
export const CALORIE_WARNING_ABOVE = 2000;
/** A line never goes above this (keeps shared URLs sane). */
export const MAX_QUANTITY = 99;
/** Different items in one order: bounds what an order link can make the server render (it was every item x 99). */
export const MAX_LINES = 50;

/** The fields the calculators show, from a full menu item; prices and calories are the item page's figures. */
export function toToolItem(item: Pick<MenuItemEntry, "id"> & MenuLike & NutritionSource): ToolItem {
  const out: ToolItem = {
    id: item.id,
    name: item.name,
    category: item.category,
    avgPriceUsd: item.avgPriceUsd,
    calories: caloriesFor(item)?.calories ?? null,
  };
  const figures = sizeVariations(item);
  if (figures.length > 1) out.sizeFigures = figures;
  return out;
}

/**
 * The calculator's items priced for a state (a family in Texas sees Texas prices): each item's state price
 * (statePrice, the same figure as the state page) stands for its default size, and the other sizes follow from it
 * as they do from the national price (sizeVariations). An item with no state figure keeps its national price.
 * Also the newest date the state's figures carry, for the page to show beside them.
 */
export function stateToolItems(
  items: readonly (Pick<MenuItemEntry, "id" | "fixedPrice"> & MenuLike & NutritionSource)[],
  index: StatePriceIndex,
  state: string,
): { items: ToolItem[]; checked: string | null } {
  let checked: string | null = null;
  const priced = items.map((item) => {
    const p = statePrice(index, item, state);
    if (!p) return toToolItem(item);
    if (checked === null || p.checked > checked) checked = p.checked;
    return toToolItem({ ...item, avgPriceUsd: p.price });
  });
  return { items: priced, checked };
}

/* Picks: an item in a size, written `slug` (default size) or `slug:small` / `slug:large`. */

const SIZE_TOKENS: Record<string, PickedSize | "Medium"> = { small: "Small", medium: "Medium", large: "Large" };

/** The size a token names, or undefined when it names none ("medium" is the default, so it names none too). */
function sizeFromToken(token: string | undefined): { known: boolean; size?: PickedSize } {
  if (token === undefined) return { known: true };
  const size = SIZE_TOKENS[token.trim().toLowerCase()];
  if (!size) return { known: false };
  return size === "Medium" ? { known: true } : { known: true, size };
}

export interface ItemPick {
  slug: string;
  size?: PickedSize;
}

/** `world-famous-fries:large`, or the bare slug for the default size. */
export function formatPick(p: ItemPick): string {
  return p.size ? `${p.slug}:${p.size.toLowerCase()}` : p.slug;
}

/** What a parser knows of the menu: the slugs, or each slug with its sizes (then a size an item lacks is dropped). */
export type KnownItems = ReadonlySet<string> | ReadonlyMap<string, Pick<ToolItem, "sizeFigures">>;

function isKnown(known: KnownItems | undefined, slug: string): boolean {
  return !known || known.has(slug);
}

/** The size kept for a pick: none when the menu says the item has no such size. */
function keptSize(known: KnownItems | undefined, slug: string, size: PickedSize | undefined): PickedSize | undefined {
  if (!size || !known || known instanceof Set) return size;
  const item = (known as ReadonlyMap<string, Pick<ToolItem, "sizeFigures">>).get(slug);
  return item?.sizeFigures?.some((s) => s.size === size) ? size : undefined;
}

const slugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(120));

/** Reads `slug` or `slug:size` (size small, medium or large); null when malformed or unknown. Never throws. */
export function parsePick(token: string, known?: KnownItems): ItemPick | null {
  const [rawSlug, rawSize, ...rest] = token.trim().split(":");
  if (rest.length) return null;
  const slug = (rawSlug ?? "").trim().toLowerCase();
  const size = sizeFromToken(rawSize);
  if (!size.known || !v.is(slugSchema, slug) || !isKnown(known, slug)) return null;
  const kept = keptSize(known, slug, size.size);
  return kept ? { slug, size: kept } : { slug };
}

/** The figures of an item in a size (the default when none is given), the same ones its item page shows. */
export function figuresFor(item: ToolItem, size?: PickedSize): { size: SizeVariation["size"]; price: number; calories: number | null } {
  if (!item.sizeFigures) return { size: "Standard", price: item.avgPriceUsd, calories: item.calories };
  return chooseSize(item.sizeFigures, size);
}

/** The home search's rule (search.ts: "coke", "nuggs", "mc flurry") on name or category; at most `limit` items. */
export function searchItems<T extends Pick<MenuItemEntry, "name" | "category">>(
  items: readonly T[],
  query: string,
  limit = MAX_RESULTS,
): T[] {
  const out: T[] = [];
  for (const item of items) {
    if (out.length >= limit) break;
    if (matchesQuery([item.name, item.category], query)) out.push(item);
  }
  return out;
}

/** Every action names its line by item and size (the size left out for the default). */
export type OrderAction =
  | ({ type: "add" } & ItemPick)
  | ({ type: "increment" } & ItemPick)
  | ({ type: "decrement" } & ItemPick)
  | ({ type: "remove" } & ItemPick)
  | ({ type: "resize"; to?: PickedSize } & ItemPick)
  | { type: "clear" }
  | { type: "replace"; order: Order };

const sameLine = (l: ItemPick, p: ItemPick) => l.slug === p.slug && l.size === p.size;
const line = (slug: string, size: PickedSize | undefined, quantity: number): OrderLine =>
  size ? { slug, size, quantity } : { slug, quantity };

/**
 * Clicking an item (in a size) adds it at quantity 1, or adds 1 when that line is present; plus and minus change
 * by 1 and a line at 0 disappears; remove deletes a line; resize moves a line to another size, adding to a line
 * already in that size; clear empties the order (spec §4). Never mutates its input.
 */
export function orderReducer(order: Order, action: OrderAction): Order {
  switch (action.type) {
    case "add":
    case "increment": {
      const found = order.some((l) => sameLine(l, action));
      if (!found) return action.type === "add" && order.length < MAX_LINES ? [...order, line(action.slug, action.size, 1)] : order;
      return order.map((l) => (sameLine(l, action) ? { ...l, quantity: Math.min(l.quantity + 1, MAX_QUANTITY) } : l));
    }
    case "decrement":
      return order.flatMap((l) => (!sameLine(l, action) ? [l] : l.quantity <= 1 ? [] : [{ ...l, quantity: l.quantity - 1 }]));
    case "remove":
      return order.filter((l) => !sameLine(l, action));
    case "resize": {
      const from = order.find((l) => sameLine(l, action));
      const target: ItemPick = { slug: action.slug, size: action.to };
      if (!from || sameLine(from, target)) return order;
      const into = order.find((l) => sameLine(l, target));
      if (!into) return order.map((l) => (l === from ? line(l.slug, action.to, l.quantity) : l));
      return order.flatMap((l) =>
        l === from ? [] : l === into ? [{ ...l, quantity: Math.min(l.quantity + from.quantity, MAX_QUANTITY) }] : [l],
      );
    }
    case "clear":
      return [];
    case "replace":
      return action.order;
  }
}

const QuantitySchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_QUANTITY));

/**
 * Reads `big-mac:2,world-famous-fries:large:3,coca-cola:small` (a missing quantity means 1, a missing size the
 * default one). Malformed entries and, when `known` is given, unknown items are dropped (and, when it knows the
 * sizes, a size the item is not sold in); a repeated item in the same size adds up. Never throws: a link may be
 * hand-edited.
 */
export function parseOrder(param: string | null | undefined, known?: KnownItems): Order {
  if (!param) return [];
  let order: Order = [];
  for (const part of param.split(",").slice(0, 200)) {
    const tokens = part.trim().split(":");
    if (tokens.length > 3) continue;
    // slug, slug:qty, slug:size, slug:size:qty
    const withSize = tokens.length === 3 || (tokens.length === 2 && sizeFromToken(tokens[1]).known);
    const pick = parsePick(withSize ? `${tokens[0]}:${tokens[1]}` : tokens[0], known);
    const rawQty = withSize ? tokens[2] : tokens[1];
    const quantity = rawQty === undefined ? 1 : Number(rawQty);
    if (!pick || !v.is(QuantitySchema, quantity)) continue;
    const existing = order.find((l) => sameLine(l, pick));
    if (!existing && order.length >= MAX_LINES) continue;
    order = existing
      ? order.map((l) => (l === existing ? { ...l, quantity: Math.min(l.quantity + quantity, MAX_QUANTITY) } : l))
      : [...order, line(pick.slug, pick.size, quantity)];
  }
  return order;
}

/** The inverse of parseOrder: `big-mac:2,world-famous-fries:1` (empty string for an empty order). */
export function formatOrder(order: Order): string {
  return order.map((l) => `${formatPick(l)}:${l.quantity}`).join(",");
}

/**
 * The calculator's address for an order, a search text, a people count and the state whose prices it uses (share
 * link and no-JS forms). `state`: a state's slug, "" for national prices chosen on purpose, undefined for neither
 * (the visitor's saved state then applies).
 */
export function orderPath(order: Order, query = "", people = 1, state?: string): string {
  const params = new URLSearchParams();
  if (state !== undefined) params.set("state", state);
  if (query.trim()) params.set("q", query.trim());
  if (order.length) params.set("order", formatOrder(order));
  if (people > 1) params.set("people", String(people));
  const s = params.toString().replace(/%3A/gi, ":").replace(/%2C/gi, ",");
  return `/meal-calculator${s ? `?${s}` : ""}`;
}

export interface PricedLine {
  item: ToolItem;
  slug: string;
  size?: PickedSize;
  /** The size's name as the item page writes it ("Large", or "Standard" for a one-size item). */
  sizeName: SizeVariation["size"];
  /** One of this line's item in its size. */
  unitPrice: number;
  /** Published calories of one; null when we have none. */
  unitCalories: number | null;
  quantity: number;
  lineTotal: number;
  lineCalories: number | null;
}

export interface OrderSummary {
  lines: PricedLine[];
  /** Dollars, rounded to cents. */
  subtotal: number;
  /** The sum of the published calories the order's items have (calorieTotal). */
  calories: number;
  /** Items (counting quantities) left out of `calories` because we have no figure for them: the total says so. */
  caloriesMissing: number;
  /** The calories as a partial sum: the known total and the names of the lines without a figure (formatPartialSum). */
  caloriesSum: PartialSum;
  showComboTip: boolean;
  calorieWarning: boolean;
  /** Equal to the subtotal: no coupon is taken off (no record backs an app coupon's terms). */
  total: number;
  itemCount: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** Totals by size: each line is priced and counted at its own size's figures (figuresFor). */
export function summarizeOrder(order: Order, itemsBySlug: ReadonlyMap<string, ToolItem>): OrderSummary {
  const lines: PricedLine[] = [];
  for (const { slug, size, quantity } of order) {
    const item = itemsBySlug.get(slug);
    if (!item) continue;
    const f = figuresFor(item, size);
    const priced: PricedLine = {
      item,
      slug,
      sizeName: f.size,
      unitPrice: f.price,
      unitCalories: f.calories,
      quantity,
      lineTotal: (cents(f.price) * quantity) / 100,
      lineCalories: f.calories === null ? null : f.calories * quantity,
    };
    if (size) priced.size = size;
    lines.push(priced);
  }
  const subtotalCents = lines.reduce((sum, l) => sum + cents(l.unitPrice) * l.quantity, 0);
  const subtotal = subtotalCents / 100;
  const { calories, missing } = calorieTotal(lines.map((l) => ({ calories: l.unitCalories, quantity: l.quantity })));
  return {
    lines,
    subtotal,
    calories,
    caloriesMissing: missing,
    caloriesSum: sumKnown(
      lines.map((l) => ({
        name: l.item.sizeFigures ? nameWithSize(l.item.name, l.sizeName) : l.item.name,
        value: l.unitCalories,
        quantity: l.quantity,
      })),
    ),
    showComboTip: lines.length >= COMBO_TIP_MIN_LINES,
    calorieWarning: calories > CALORIE_WARNING_ABOVE,
    total: subtotal,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
  };
}

/** Index of the calculator's items by slug. */
export function indexBySlug<T extends { name: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((i) => [itemSlug(i.name), i]));
}

/** The slugs of an order's lines. */
export const orderSlugs = (order: Order): string[] => order.map((line) => line.slug);

/** The categories of the items named by slug (an order's lines, a day's entries); slugs no item has are left out. */
export function categoriesOf(slugs: Iterable<string>, bySlug: ReadonlyMap<string, ToolItem>): Set<string> {
  const out = new Set<string>();
  for (const slug of slugs) {
    const category = bySlug.get(slug)?.category;
    if (category !== undefined) out.add(category);
  }
  return out;
}

/**
 * The categories a calculator's folded menu list shows open: those of the items picked (an Add without JavaScript
 * reopens the page at the item added, in its category) and, during a search, those with results (`shown`).
 */
export function openCategories(
  picked: Iterable<string>,
  bySlug: ReadonlyMap<string, ToolItem>,
  query: string,
  shown: Iterable<ToolItem>,
): Set<string> {
  const open = categoriesOf(picked, bySlug);
  if (query.trim() !== "") for (const item of shown) open.add(item.category);
  return open;
}

/** 2,150 */
export function formatCalories(n: number): string {
  return Math.round(n).toLocaleString("en-US");
}

/* People sharing an order: a family order is not one person's day. */

export const MAX_PEOPLE = 20;

/** `?people=4`: a whole number from 1 to MAX_PEOPLE; anything else (missing, 0, "abc", 2.5) means 1. */
export function parsePeople(param: string | null | undefined): number {
  const n = Number(param);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PEOPLE) : 1;
}

export interface PeopleShare {
  people: number;
  /** The order's total divided by the people, in dollars rounded to cents. */
  pricePerPerson: number;
  /** The order's calories divided by the people, rounded. */
  caloriesPerPerson: number;
  /** Only when one person's share is above the whole-day figure. */
  calorieWarning: boolean;
}

/** The calorie warning is per person: four people sharing 4,000 calories is 1,000 each, not a warning. */
export function shareAmong(summary: Pick<OrderSummary, "calories" | "total">, people: number): PeopleShare {
  const n = parsePeople(String(people));
  const caloriesPerPerson = Math.round(summary.calories / n);
  return {
    people: n,
    pricePerPerson: Math.round(cents(summary.total) / n) / 100,
    caloriesPerPerson,
    calorieWarning: summary.calories / n > CALORIE_WARNING_ABOVE,
  };
}
