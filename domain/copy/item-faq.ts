/** The 16 item FAQs (spec §2 Item detail), written by us from the item's own figures. */
import { allergenSentence } from "../rules/allergens.ts";
import type { MenuItem, MenuItemEntry } from "../data/schemas.ts";
import { formatPrice, type MealOffer, type SizeVariation } from "../rules/menu.ts";
import type { Faq } from "../rules/faq.ts";
import { formatCalorieFigure } from "../rules/nutrition.ts";
import { formatLongDate } from "../rules/dates.ts";

/** The item's own fields as the schema types them (`fixedPrice`: one national price set by the chain), and its figures. */
export interface FaqFacts
  extends Pick<MenuItemEntry, "name" | "category" | "avgPriceUsd" | "fixedPrice" | "availability">, Pick<MenuItem, "allergens"> {
  /** isBreakfastItem: a breakfast item by its data (its category, its own words, or the meal it is). */
  breakfast?: boolean;
  sizes: SizeVariation[];
  /** The item's price range over the states, stored or computed (itemPriceRange in state-estimates.ts). */
  stateRange?: { low: number; lowState: string; high: number; highState: string; count: number; estimated: number };
  /** mealOffer in menu.ts. */
  meal?: MealOffer | null;
  /** YYYY-MM-DD: when the item's price estimate was last reviewed (the page's "Price last updated" date). */
  reviewed?: string | null;
}

export const ITEM_FAQ_COUNT = 16;

/**
 * Whether the data makes an item a breakfast item: the Breakfast category, its own description or availability
 * saying it is sold during breakfast hours (Hash Browns, filed under Fries & Sides), or a meal whose first part
 * (its main) is a Breakfast item (the breakfast Extra Value Meals, filed under McValue).
 */
export function isBreakfastItem(
  item: Pick<MenuItemEntry, "name" | "category" | "description" | "availability">,
  mealParts: readonly { meal: string; parts: readonly { item: string }[] }[],
  find: (name: string) => Pick<MenuItemEntry, "category"> | undefined,
): boolean {
  if (item.category === "Breakfast") return true;
  if (/\bbreakfast hours\b/i.test(`${item.description ?? ""} ${item.availability ?? ""}`)) return true;
  const main = mealParts.find((m) => m.meal === item.name)?.parts[0]?.item;
  return main !== undefined && find(main)?.category === "Breakfast";
}

/** When the item is served, from its data only: breakfast hours, its own availability note, or no record of hours. */
function hoursAnswer(f: FaqFacts): string {
  if (f.breakfast)
    return `No. The ${f.name} is a breakfast item, sold during the chain's breakfast hours; the chain's app shows the hours of your restaurant.`;
  if (f.availability) return `Not everywhere or all year: ${f.availability} Our data records no serving hours for it.`;
  return `Our data records no serving hours for the ${f.name}, so we do not say; the chain's app shows what your restaurant serves now.`;
}

/** The calorie answer from the sizes' own figures and their source; a missing figure is said to be missing. */
function calorieAnswer(name: string, sizes: readonly SizeVariation[], base: SizeVariation): string {
  const words = (s: SizeVariation) => (s.calories === null ? "no figure in our data" : `${s.calories.toLocaleString("en-US")} calories`);
  const basis = sizes.find((s) => s.caloriesBasis)?.caloriesBasis;
  const from = basis
    ? ` (${basis.kind === "sum" ? `the sum of its parts' published figures: ${basis.source}, ${formatLongDate(basis.asOf)}` : `${basis.source}, ${formatLongDate(basis.asOf)}`})`
    : "";
  if (!basis)
    return `We have no published calorie figure for the ${name} in our data; we never estimate one. The chain's own nutrition pages may list it.`;
  if (sizes.length > 1) {
    const others = sizes.filter((s) => s !== base).map((s) => `a ${s.size} ${words(s)}`);
    return `${base.size}: ${words(base)}${from}; ${others.join(" and ")}.`;
  }
  return `${words(base)[0].toUpperCase()}${words(base).slice(1)}${from}.`;
}

/** Whether the price differs by state: one national price, the range over the states, or no figures yet. */
function stateAnswer(f: FaqFacts): string {
  const range = f.stateRange;
  return f.fixedPrice
    ? `No. It is sold at one national price set by the chain, ${formatPrice(f.avgPriceUsd)}, so we show that price in every state; participating restaurants may differ.`
    : range
      ? `Yes. Across ${range.count} states${range.estimated ? ` (all of them estimates; ${range.estimated} worked out from each state's price level)` : ""}, it runs from about ${formatPrice(range.low)} in ${range.lowState} to ${formatPrice(range.high)} in ${range.highState}.`
      : `Prices differ by state and by restaurant; we do not have state-level figures for this item yet.`;
}

/** The item's meal: the menu's meal item, our estimate for a burger, or none. */
function mealAnswer(f: FaqFacts): string {
  const meal = f.meal ?? null;
  return meal?.kind === "meal-item"
    ? `Yes. The ${meal.name} costs about ${formatPrice(meal.price)} on average, ${formatPrice(Math.abs(meal.price - f.avgPriceUsd))} ${meal.price >= f.avgPriceUsd ? "more" : "less"} than the ${f.name} on its own.`
    : meal
      ? `Yes. We estimate a meal with medium fries and a medium drink at about ${formatPrice(meal.price)}, that is ${formatPrice(meal.price - f.avgPriceUsd)} more than on its own (an estimate: the menu lists no meal item for it).`
      : `Our menu data lists no meal with the ${f.name}. The chain's app shows the meals your restaurant sells.`;
}

export function itemFaqs(f: FaqFacts): Faq[] {
  const sized = f.sizes.length > 1;
  const base = f.sizes.find((s) => s.size === "Medium") ?? f.sizes[0];
  const cal = (s: SizeVariation, unit = "cal") => formatCalorieFigure(s.calories === null ? null : { calories: s.calories }, unit);
  const sizeList = f.sizes.map((s) => `${s.size} ${formatPrice(s.price)} (${cal(s)})`).join(", ");
  return [
    {
      question: `How much does the ${f.name} cost?`,
      answer: `Our national average estimate for the ${f.name} is ${formatPrice(f.avgPriceUsd)}${sized ? " for a Medium" : ""}. Your restaurant may charge more or less.`,
    },
    {
      question: `What sizes does the ${f.name} come in?`,
      answer: sized ? `It comes in three sizes: ${sizeList}.` : `It comes in one Standard size at about ${formatPrice(base.price)}.`,
    },
    {
      question: `How many calories are in the ${f.name}?`,
      answer: calorieAnswer(f.name, f.sizes, base),
    },
    {
      question: `Is the ${f.name} cheaper in some states?`,
      answer: stateAnswer(f),
    },
    {
      question: `Can I get the ${f.name} as a meal?`,
      answer: mealAnswer(f),
    },
    {
      question: `Which category is the ${f.name} in?`,
      answer: `It is part of the ${f.category} menu. See the category page for every item in it and their prices.`,
    },
    {
      question: `Why is the ${f.name} priced differently at my restaurant?`,
      answer: `Franchisees set their own prices (as the reports of the chain's franchising standards say), and rent, wages and local taxes differ from place to place. Our figure is an estimate, not your restaurant's price.`,
    },
    {
      question: `How often are these prices updated?`,
      answer: `Not on a schedule. Every price here is our estimate${f.reviewed ? ` for ${formatLongDate(f.reviewed)}` : ""}, and nobody has checked it at a restaurant; the line under the price says which month, and the range most restaurants fall in. Check your restaurant's menu board or app for today's price.`,
    },
    {
      question: `Is the ${f.name} cheaper in the app?`,
      answer: `It can be, when an app deal covers the ${f.name} or a meal that includes it. The app's Deals tab shows your restaurant's offers; our data holds no app prices.`,
    },
    {
      question: `Can I order the ${f.name} for delivery?`,
      answer: `Where your restaurant delivers, through the chain's app or its delivery partners. Delivery menus can be priced higher than the counter and add delivery and service fees.`,
    },
    {
      question: `Is the ${f.name} available all day?`,
      answer: hoursAnswer(f),
    },
    {
      question: `What allergens does the ${f.name} contain?`,
      answer: allergenSentence(f.name, f.allergens),
    },
    {
      question: `Can I customise the ${f.name}?`,
      answer: `Our data records no options or extras for the ${f.name}. The chain's app shows what your restaurant lets you change, and what an extra costs.`,
    },
    {
      question: `How does the ${f.name} compare with other ${f.category} items?`,
      answer: `The table on this page lists the ${f.name} next to other ${f.category} items with their average prices, so you can compare at a glance.`,
    },
    {
      question: `Are these official prices?`,
      answer: `No. Menu Prices is independent and not affiliated with McDonald's. Our figures are our estimates, anchored on prices the chain and others have published, beside the prices visitors report.`,
    },
    {
      question: `How can I save money on the ${f.name}?`,
      answer: `Look for app deals, the value menu and meal bundles, and compare nearby restaurants in the chain's app: franchisees set their own prices.`,
    },
  ];
}
