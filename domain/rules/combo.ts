/**
 * Does the combo save? Each Extra Value Meal and Happy Meal names its parts in data/meal-parts.json; the sum of
 * the parts' menu prices at the meal's size is set beside the meal's price. Also the meal calculator's
 * suggestion: an order that holds every part of a meal, where the meal costs less, is told so.
 * Pure: prices come from domain/rules/menu.ts (sizeVariations), the same figures every page shows.
 */
import * as v from "valibot";
import { chooseSize, hasSizes, sizeVariations, type MenuLike, type SizeName } from "./menu.ts";
import { MENU_SIZES } from "./sizes.ts";
import { itemSlug } from "./slug.ts";

const text = (max: number) =>
  v.pipe(v.string("must be text"), v.trim(), v.minLength(1, "must not be empty"), v.maxLength(max, `must be at most ${max} characters`));

export const MealPartSchema = v.strictObject({
  /** Exactly the name of an item in menu-items.json. */
  item: text(120),
  /** For items sold in sizes (one of the menu's sizes, MENU_SIZES); leave out for one-size items. */
  size: v.optional(v.picklist(MENU_SIZES, `must be one of: ${MENU_SIZES.join(", ")}`)),
  quantity: v.optional(
    v.pipe(
      v.number("must be a whole number"),
      v.integer("must be a whole number"),
      v.minValue(1, "must be 1 or more"),
      v.maxValue(10, "must be at most 10"),
    ),
    1,
  ),
  /** Said next to the part, e.g. when a stand-in is priced because the meal's own part is not sold alone. */
  note: v.optional(text(200)),
  /** True when the part only stands in for the price (its own part is not sold alone): the meal's nutrition is then not summed. */
  priceOnly: v.optional(v.literal(true, "must be true, or left out")),
});

export const MealPartsSchema = v.strictObject({
  /** Exactly the name of the meal's item in menu-items.json. */
  meal: text(120),
  parts: v.pipe(
    v.array(MealPartSchema, "must be a list of parts"),
    v.minLength(2, "must list at least 2 parts"),
    v.maxLength(8, "must list at most 8 parts"),
  ),
});
export type MealParts = v.InferOutput<typeof MealPartsSchema>;

/** Checks across files: the meal and every part name items, sizes only where an item has sizes. */
export function checkMealParts(
  entries: readonly MealParts[],
  items: readonly MenuLike[],
): { index: number; entry: string; field: string; message: string }[] {
  const byName = new Map(items.map((i) => [i.name, i]));
  const out: { index: number; entry: string; field: string; message: string }[] = [];
  entries.forEach((e, index) => {
    const entry = JSON.stringify(e.meal);
    if (!byName.has(e.meal)) out.push({ index, entry, field: "meal", message: "names no item in menu-items.json" });
    e.parts.forEach((p, j) => {
      const item = byName.get(p.item);
      if (!item) out.push({ index, entry, field: `parts.${j}.item`, message: "names no item in menu-items.json" });
      else if (p.size && !hasSizes(item))
        out.push({ index, entry, field: `parts.${j}.size`, message: `"${p.item}" is sold in one size: leave size out` });
      else if (!p.size && hasSizes(item))
        out.push({ index, entry, field: `parts.${j}.size`, message: `"${p.item}" is sold in sizes: say which (Small, Medium or Large)` });
    });
  });
  return out;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export interface PricedPart {
  name: string;
  slug: string;
  size: SizeName;
  quantity: number;
  /** One part's menu price at that size (estimate, like every menu price). */
  price: number;
  note?: string;
}

export interface ComboSaving {
  meal: string;
  mealPrice: number;
  parts: PricedPart[];
  /** Sum of the parts' prices times their quantities. */
  partsTotal: number;
  /** partsTotal minus mealPrice: positive when the meal saves money, negative when it costs more. */
  difference: number;
}

/** The saving of one meal, or null when the meal has no parts in the data or a part is no longer on the menu. */
export function comboSaving(mealName: string, entries: readonly MealParts[], items: readonly MenuLike[]): ComboSaving | null {
  const entry = entries.find((e) => e.meal === mealName);
  const byName = new Map(items.map((i) => [i.name, i]));
  const meal = byName.get(mealName);
  if (!entry || !meal) return null;
  const parts: PricedPart[] = [];
  for (const p of entry.parts) {
    const item = byName.get(p.item);
    if (!item) return null;
    const size = chooseSize(sizeVariations(item), p.size);
    const part: PricedPart = { name: item.name, slug: itemSlug(item.name), size: size.size, quantity: p.quantity ?? 1, price: size.price };
    if (p.note) part.note = p.note;
    parts.push(part);
  }
  const partsTotal = round2(parts.reduce((sum, p) => sum + p.price * p.quantity, 0));
  const mealPrice = round2(meal.avgPriceUsd);
  return { meal: meal.name, mealPrice, parts, partsTotal, difference: round2(partsTotal - mealPrice) };
}

/**
 * What a family of meals (the Extra Value Meals, say) saves against its parts at our prices: the lowest and
 * highest saving in whole percent of the parts' total, over every meal in the family with parts in the data.
 * The home page's "hot deal" and the meal calculator's combo tip state this instead of figures typed into the
 * copy ("15% off", "$1.50-$2.50", which the meal pages contradicted). Also in dollars. Null when no
 * meal of the family has parts.
 */
export function mealSavingRange(
  entries: readonly MealParts[],
  items: readonly MenuLike[],
  inFamily: (meal: string) => boolean,
): { meals: number; lowPercent: number; highPercent: number; lowUsd: number; highUsd: number } | null {
  const savings = entries
    .filter((e) => inFamily(e.meal))
    .map((e) => comboSaving(e.meal, entries, items))
    .filter((c): c is ComboSaving => c !== null && c.partsTotal > 0);
  if (!savings.length) return null;
  const percents = savings.map((c) => Math.round((c.difference / c.partsTotal) * 100));
  const dollars = savings.map((c) => c.difference);
  return {
    meals: savings.length,
    lowPercent: Math.min(...percents),
    highPercent: Math.max(...percents),
    lowUsd: Math.min(...dollars),
    highUsd: Math.max(...dollars),
  };
}

export const isExtraValueMeal = (meal: string) => /\bExtra Value Meal$/.test(meal);

export interface MealSuggestion extends ComboSaving {
  mealSlug: string;
  /** How many of this meal the order could be swapped for. */
  times: number;
  /** What those parts cost in the order (the calculator prices each item at its Medium or only size). */
  orderCost: number;
  /** orderCost minus the meals' price. */
  saves: number;
  /** Per meal: the parts by slug and how many of each. */
  uses: { slug: string; quantity: number }[];
}

/**
 * Meals an order could be swapped for: the order holds every part (matched by item: a Happy Meal's Small
 * fries match the order's fries) as many times as the meal needs, and the meal costs less than those parts at
 * the order's prices. Biggest saving first; each order line is used by one suggestion at most, so two meals
 * never claim the same fries.
 */
export function suggestMeals(
  order: ReadonlyArray<{ slug: string; quantity: number }>,
  entries: readonly MealParts[],
  items: readonly MenuLike[],
): MealSuggestion[] {
  const left = new Map(order.map((l) => [l.slug, l.quantity]));
  const orderPrice = new Map(items.map((i) => [itemSlug(i.name), i.avgPriceUsd]));
  const candidates = entries
    .map((e) => comboSaving(e.meal, entries, items))
    .filter((c): c is ComboSaving => c !== null)
    .map((c) => {
      const need = new Map<string, number>();
      for (const p of c.parts) need.set(p.slug, (need.get(p.slug) ?? 0) + p.quantity);
      const perMeal = round2([...need].reduce((sum, [slug, n]) => sum + (orderPrice.get(slug) ?? 0) * n, 0));
      return { c, need, perMeal, gain: round2(perMeal - c.mealPrice) };
    })
    .filter((x) => x.gain > 0)
    .sort((a, b) => b.gain - a.gain || a.c.meal.localeCompare(b.c.meal));
  const out: MealSuggestion[] = [];
  for (const { c, need, perMeal, gain } of candidates) {
    const times = Math.min(...[...need].map(([slug, n]) => Math.floor((left.get(slug) ?? 0) / n)));
    if (times < 1) continue;
    for (const [slug, n] of need) left.set(slug, (left.get(slug) ?? 0) - n * times);
    const uses = [...need].map(([slug, quantity]) => ({ slug, quantity }));
    out.push({ ...c, mealSlug: itemSlug(c.meal), times, orderCost: round2(perMeal * times), saves: round2(gain * times), uses });
  }
  return out;
}

/** The order with one suggestion applied: its parts taken out (lines at 0 removed) and the meals added. */
export function swapForMeal<L extends { slug: string; quantity: number }>(
  order: readonly L[],
  s: Pick<MealSuggestion, "mealSlug" | "times" | "uses">,
): { slug: string; quantity: number }[] {
  const take = new Map(s.uses.map((u) => [u.slug, u.quantity * s.times]));
  const out = order.flatMap((l) => {
    const quantity = l.quantity - (take.get(l.slug) ?? 0);
    return quantity > 0 ? [{ slug: l.slug, quantity }] : [];
  });
  const meal = out.find((l) => l.slug === s.mealSlug);
  if (meal) meal.quantity += s.times;
  else out.push({ slug: s.mealSlug, quantity: s.times });
  return out;
}
