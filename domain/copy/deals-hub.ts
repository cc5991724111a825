/** The deals hub's content and rules (spec §2 Deals hub, §9): cheap items, the dated heading, static cards. */
import { formatPrice } from "../rules/money.ts";

export const CHEAP_PRICE_MAX = 3;
export const CHEAP_ITEMS_MAX = 6;
import { caloriesFor, type NutritionSource } from "../rules/nutrition.ts";
import type { MenuLike } from "../rules/menu.ts";
import type { MenuItemEntry } from "../data/schemas.ts";

/** A cheap item as the deals hub lists it: its national price (`avgPriceUsd`, the Medium's for an item sold in sizes). */
export interface CheapItem extends Pick<MenuItemEntry, "name" | "category" | "avgPriceUsd"> {
  /** "Medium" for an item sold in sizes (its price and calories are the Medium's), else "Standard". */
  size: "Medium" | "Standard";
  /** Published calories (caloriesFor); null when we have none. */
  calories: number | null;
}

/** Items priced at or under $3, in menu order, at most 6, with the same calorie figure as every other page. */
export function cheapItems(items: readonly (MenuLike & NutritionSource)[]): CheapItem[] {
  return items
    .filter((i) => i.avgPriceUsd <= CHEAP_PRICE_MAX)
    .slice(0, CHEAP_ITEMS_MAX)
    .map((i) => {
      const c = caloriesFor(i);
      return {
        name: i.name,
        category: i.category,
        avgPriceUsd: i.avgPriceUsd,
        size: i.sizes?.length ? "Medium" : "Standard",
        calories: c?.calories ?? null,
      };
    });
}

/** How many items are priced at or under $3 (all of them, where cheapItems shows the first 6). */
export function cheapItemCount(items: readonly Pick<MenuItemEntry, "avgPriceUsd">[]): number {
  return items.filter((i) => i.avgPriceUsd <= CHEAP_PRICE_MAX).length;
}

export interface StatCard {
  value: string;
  label: string;
}

/**
 * The "at a glance" cards, every figure counted from the data ("Save 40%" and "50+ Offers" were typed
 * by hand and no data backed them): the deals in deals.json still running and the items at $3 or less. (A "15% off"
 * app-coupon card went with the coupon: no record backed its terms.) A card whose figure is missing is left
 * out rather than filled in.
 */
export function statCards(input: { deals: number; sourced: number; cheapItems: number }): StatCard[] {
  const cards: StatCard[] = [];
  if (input.deals > 0) {
    cards.push({
      value: `${input.deals} ${input.deals === 1 ? "deal" : "deals"}`,
      label: `Current deals and offers in our list, ${input.sourced} of them with a dated source`,
    });
  }
  cards.push({
    value: `${input.cheapItems} ${input.cheapItems === 1 ? "item" : "items"}`,
    label: `On the menu at ${formatPrice(CHEAP_PRICE_MAX).replace(/\.00$/, "")} or less (estimated average prices)`,
  });
  return cards;
}

export interface DealCard {
  title: string;
  description: string;
  savings: string;
  href: string;
  linkLabel: string;
}

export const BEST_DEALS: readonly DealCard[] = [
  {
    title: "McValue Menu",
    description: "The value lineup: a $5 Meal Deal and Buy One, Add One for $1 across breakfast and the rest of the day.",
    savings: "Meals from $5",
    href: "/mcvalue",
    linkLabel: "See the value deals",
  },
  {
    title: "Rewards Points",
    description: "Earn 100 points for every $1 spent and trade them for free food, starting at 1,500 points.",
    savings: "100 points per $1",
    href: "/rewards",
    linkLabel: "How rewards work",
  },
  {
    title: "Price Alerts",
    description:
      "Turn on alerts for an item in your state: when the price visitors report there changes, or our estimate moves by more than its usual error.",
    savings: "Follow a reported price",
    href: "/my-deals",
    linkLabel: "How following a price works",
  },
  {
    title: "Full Menu Prices",
    description: "Compare every item by price and calories before you order, so you pick the best value.",
    savings: "Compare before you order",
    href: "/",
    linkLabel: "Browse the menu",
  },
];

export interface Strategy {
  title: string;
  text: string;
}

export const STRATEGIES: readonly Strategy[] = [
  {
    title: "Check the app before every order",
    text: "App offers change often and differ by restaurant. Look in the app's Deals tab before you reach the counter.",
  },
  {
    title: "Stack points on every purchase",
    text: "Scan your rewards code each time: 100 points per dollar adds up to a free item faster than you expect.",
  },
  {
    title: "Build meals from the value menu",
    text: "Pairing value items often beats a combo. Use the meal calculator to compare before you order.",
  },
  {
    title: "Use Buy One, Add One for $1",
    text: "A second sandwich or side for a dollar is one of the lowest per-item prices on the menu.",
  },
  { title: "Order late at night", text: "Some locations run late-night offers in the app. Check the app's deals tab after 10 PM." },
  {
    title: "Skip delivery fees when you can",
    text: "Delivery adds a delivery fee, service fees and higher menu prices. Pick up to keep the savings.",
  },
];

export const APP_STEPS: readonly Strategy[] = [
  { title: "Download the official app", text: "Install it from your phone's app store and create a free account." },
  { title: "Pick your restaurant", text: "Choose the location you visit most: deals and prices follow the restaurant you pick." },
  {
    title: "Add a deal, then order",
    text: "Open the Deals tab, add an offer to your order or scan the code at the counter or drive-thru.",
  },
];
