/**
 * The meal calculator's rules (spec §2, §4, §9): search, the order reducer, totals, app savings, the combo tip,
 * the calorie warning, and the `?order=slug:qty,...` format shared by the URL, localStorage and no-JS forms.
 * Pure: no I/O, no React. The jotai atoms in components/tools/ call these.
 */
import * as v from "valibot";
import { itemSlug } from "./slug.ts";
import { matchesQuery } from "./search.ts";
import { caloriesFor, type NutritionSource } from "./nutrition.ts";
import { appSavingsAmount, type AppSavingsRule } from "./app-savings.ts";

/** What the calculators need of a menu item (the loaders return only these fields). */
export interface ToolItem {
  id: number;
  name: string;
  category: string;
  /** avgPriceUsd */
  price: number;
  /** caloriesFor: the published figure, or the site's one estimate when the chain publishes none. */
  calories: number;
  caloriesEstimated: boolean;
}

export interface OrderLine {
  slug: string;
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

/** The fields the calculators show, from a full menu item; calories are the same figure as everywhere else. */
export function toToolItem(item: { id: number; name: string } & NutritionSource): ToolItem {
  const c = caloriesFor(item);
  return { id: item.id, name: item.name, category: item.category, price: item.avgPriceUsd, calories: c.calories, caloriesEstimated: c.estimated };
}

/** The home search's rule (search.ts: "coke", "nuggs", "mc flurry") on name or category; at most `limit` items. */
export function searchItems<T extends { name: string; category: string }>(items: readonly T[], query: string, limit = MAX_RESULTS): T[] {
  const out: T[] = [];
  for (const item of items) {
    if (out.length >= limit) break;
    if (matchesQuery([item.name, item.category], query)) out.push(item);
  }
  return out;
}

export type OrderAction =
  | { type: "add"; slug: string }
  | { type: "increment"; slug: string }
  | { type: "decrement"; slug: string }
  | { type: "remove"; slug: string }
  | { type: "clear" }
  | { type: "replace"; order: Order };

/**
 * Clicking an item adds it at quantity 1, or adds 1 when present; plus and minus change by 1 and a line at 0
 * disappears; remove deletes a line; clear empties the order (spec §4). Never mutates its input.
 */
export function orderReducer(order: Order, action: OrderAction): Order {
  switch (action.type) {
    case "add":
    case "increment": {
      const found = order.some((l) => l.slug === action.slug);
      if (!found) return action.type === "add" && order.length < MAX_LINES ? [...order, { slug: action.slug, quantity: 1 }] : order;
      return order.map((l) => (l.slug === action.slug ? { ...l, quantity: Math.min(l.quantity + 1, MAX_QUANTITY) } : l));
    }
    case "decrement":
      return order.flatMap((l) => (l.slug !== action.slug ? [l] : l.quantity <= 1 ? [] : [{ ...l, quantity: l.quantity - 1 }]));
    case "remove":
      return order.filter((l) => l.slug !== action.slug);
    case "clear":
      return [];
    case "replace":
      return action.order;
  }
}

const LineSchema = v.object({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(120)),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_QUANTITY)),
});

/**
 * Reads `big-mac:2,world-famous-fries:1` (a missing quantity means 1). Malformed entries and, when `known` is
 * given, unknown items are dropped; a repeated item adds up. Never throws: a link may be hand-edited.
 */
export function parseOrder(param: string | null | undefined, known?: ReadonlySet<string>): Order {
  if (!param) return [];
  let order: Order = [];
  for (const part of param.split(",").slice(0, 200)) {
    const [rawSlug, rawQty, ...rest] = part.trim().split(":");
    if (rest.length) continue;
    const slug = (rawSlug ?? "").trim().toLowerCase();
    const quantity = rawQty === undefined ? 1 : Number(rawQty);
    const line = v.safeParse(LineSchema, { slug, quantity });
    if (!line.success || (known && !known.has(slug))) continue;
    const existing = order.find((l) => l.slug === slug);
    if (!existing && order.length >= MAX_LINES) continue;
    order = existing
      ? order.map((l) => (l.slug === slug ? { ...l, quantity: Math.min(l.quantity + quantity, MAX_QUANTITY) } : l))
      : [...order, line.output];
  }
  return order;
}

/** The inverse of parseOrder: `big-mac:2,world-famous-fries:1` (empty string for an empty order). */
export function formatOrder(order: Order): string {
  return order.map((l) => `${l.slug}:${l.quantity}`).join(",");
}

/** The calculator's address for an order, a search text and a people count (share link and no-JS forms). */
export function orderPath(order: Order, query = "", people = 1): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set("q", query.trim());
  if (order.length) params.set("order", formatOrder(order));
  if (people > 1) params.set("people", String(people));
  const s = params.toString().replace(/%3A/gi, ":").replace(/%2C/gi, ",");
  return `/meal-calculator${s ? `?${s}` : ""}`;
}

export interface PricedLine {
  item: ToolItem;
  slug: string;
  quantity: number;
  lineTotal: number;
  lineCalories: number;
}

export interface OrderSummary {
  lines: PricedLine[];
  /** Dollars, rounded to cents. */
  subtotal: number;
  calories: number;
  /** True when a line's calories are an estimate (the total then says so). */
  caloriesIncludeEstimates: boolean;
  /** The app-savings rule (data/deals.json, domain/app-savings.ts) applied to the subtotal, else null: shown, never subtracted (spec §9). */
  appSavings: number | null;
  showComboTip: boolean;
  calorieWarning: boolean;
  /** Equal to the subtotal: the savings are only a hint. */
  total: number;
  itemCount: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

export function summarizeOrder(order: Order, itemsBySlug: ReadonlyMap<string, ToolItem>, appRule: AppSavingsRule | null): OrderSummary {
  const lines: PricedLine[] = [];
  for (const { slug, quantity } of order) {
    const item = itemsBySlug.get(slug);
    if (!item) continue;
    lines.push({ item, slug, quantity, lineTotal: (cents(item.price) * quantity) / 100, lineCalories: item.calories * quantity });
  }
  const subtotalCents = lines.reduce((sum, l) => sum + cents(l.item.price) * l.quantity, 0);
  const subtotal = subtotalCents / 100;
  const calories = lines.reduce((sum, l) => sum + l.lineCalories, 0);
  return {
    lines,
    subtotal,
    calories,
    caloriesIncludeEstimates: lines.some((l) => l.item.caloriesEstimated),
    appSavings: appSavingsAmount(subtotal, appRule),
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


/** 2,150 */
export function formatCalories(n: number): string {
  return Math.round(n).toLocaleString("en-US");
}

/* People sharing an order (issue 16): a family order is not one person's day. */

export const MAX_PEOPLE = 20;

/** `?people=4`: a whole number from 1 to MAX_PEOPLE; anything else (missing, 0, "abc", 2.5) means 1. */
export function parsePeople(param: string | null | undefined): number {
  const n = Number(param);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PEOPLE) : 1;
}

export interface PeopleShare {
  people: number;
  /** The order's calories divided by the people, rounded. */
  caloriesPerPerson: number;
  /** Only when one person's share is above the whole-day figure. */
  calorieWarning: boolean;
}

/** The calorie warning is per person: four people sharing 4,000 calories is 1,000 each, not a warning. */
export function shareAmong(summary: Pick<OrderSummary, "calories">, people: number): PeopleShare {
  const n = parsePeople(String(people));
  const caloriesPerPerson = Math.round(summary.calories / n);
  return { people: n, caloriesPerPerson, calorieWarning: summary.calories / n > CALORIE_WARNING_ABOVE };
}
