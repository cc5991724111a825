/** The deals hub's content and rules (spec §2 Deals hub, §9): cheap items, the dated heading, static cards. */
import { formatPrice } from "../rules/money.ts";
import type { RewardsFigures, RewardsSource } from "./rewards.ts";
import { caloriesFor, type NutritionSource } from "../rules/nutrition.ts";
import type { MenuLike } from "../rules/menu.ts";
import type { MenuItemEntry } from "../data/schemas.ts";

export const CHEAP_PRICE_MAX = 3;
export const CHEAP_ITEMS_MAX = 6;
/** The cheap items' price limit as copy says it ("$3"): every sentence that names the limit reads it here. */
export const CHEAP_PRICE_LABEL = formatPrice(CHEAP_PRICE_MAX).replace(/\.00$/, "");

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
    label: `On the menu at ${CHEAP_PRICE_LABEL} or less (estimated average prices)`,
  });
  return cards;
}

export interface DealCard {
  title: string;
  description: string;
  savings: string;
  href: string;
  linkLabel: string;
  /** The page the card's figures are read from, with the day it was read (the rewards card's Rewards FAQ). */
  source?: RewardsSource;
}

/**
 * The best-deal cards. The rewards card's figures are rewards.json's (rewardsFigures), with the page they come from
 * and the day it was read; without them the card says what rewards are for and no figure.
 */
export function bestDeals(rewards: RewardsFigures): DealCard[] {
  const { earnRate, firstReward } = rewards;
  return [
    {
      title: "McValue Menu",
      description:
        "The $5 Meal Deal, Buy One, Add One for $1 and the Extra Value Meals, each with the date it took effect and who reported it.",
      savings: "Value deals, each dated",
      href: "/mcvalue",
      linkLabel: "See the value deals",
    },
    {
      title: "Rewards Points",
      description: [
        earnRate ? `Members collect ${earnRate} spent on eligible items` : "Members collect points on eligible items",
        firstReward ? `, and rewards start at ${firstReward}.` : " and trade them for rewards in the app.",
      ].join(""),
      savings: earnRate ?? "Points on eligible orders",
      href: "/rewards",
      linkLabel: "How rewards work",
      ...(rewards.source ? { source: rewards.source } : {}),
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
      description: "Compare items by estimated price and published calories before you order.",
      savings: "Compare before you order",
      href: "/",
      linkLabel: "Browse the menu",
    },
  ];
}

export interface Strategy {
  title: string;
  text: string;
}

/**
 * Ways to save: each says only what a record backs (the rewards figures from rewards.json, the delivery markup from
 * delivery-estimate.json's study, the combo policy on each meal's page). A "late-night offers after 10 PM" tip, "often
 * beats a combo" and "adds up to a free item faster than you expect" had none and were removed.
 */
export function strategies(rewards: RewardsFigures): Strategy[] {
  const { earnRate, firstReward } = rewards;
  const points = [earnRate ? `${earnRate} on eligible items` : null, firstReward ? `rewards start at ${firstReward}` : null].filter(
    Boolean,
  );
  return [
    {
      title: "Check the app before you order",
      text: "The app's Deals tab lists offers that can differ by restaurant. Look there before you reach the counter.",
    },
    {
      title: "Collect points on each order",
      text: `Show the code in the app before you order at the restaurant; app orders collect points for you${points.length ? `: ${points.join(", and ")}` : ""}.`,
    },
    {
      title: "Compare value items with a combo",
      text: "Which costs less depends on the items: price both in the meal calculator before you order.",
    },
    {
      title: "Use Buy One, Add One for $1",
      text: "Buy an item from the offer's list and add a second from the same list. The value deals page lists the items and the date the offer took effect.",
    },
    {
      title: "Skip delivery fees when you can",
      text: "Delivery apps add a delivery fee and service fees, and can price the menu above the counter (see the delivery guide). Picking up avoids both.",
    },
  ];
}

const WORDS = ["No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"];

/** "Five Ways to Save": the heading counts the list it heads, so removing a tip cannot leave it saying six. */
export function waysToSaveHeading(count: number): string {
  return `${WORDS[count] ?? count} ${count === 1 ? "Way" : "Ways"} to Save`;
}

export const APP_STEPS: readonly Strategy[] = [
  { title: "Download the official app", text: "Install it from your phone's app store and create a free account." },
  { title: "Pick your restaurant", text: "Choose the restaurant you will order from before you look at its prices and deals." },
  {
    title: "Add a deal, then order",
    text: "Open the Deals tab, add an offer to your order or scan the code at the counter or drive-thru.",
  },
];
