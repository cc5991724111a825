/**
 * Data for the home page's editorial sections (hero figures, deals, Big Mac index card, top states), and the
 * home FAQs. The server islands of the home page render it (components/islands.server.tsx); none of it is sent to
 * the browser as data. (The price map is on /big-mac-prices: the home page links to it.)
 */
import { locationBasisShort, locationBasisText } from "../rules/locations.ts";
import { priceYear, todayIso } from "../rules/dates.ts";
import { currentDeals } from "../rules/deals.ts";
import { deliveryFees, type DeliveryFees } from "../rules/delivery.ts";
import { rewardsFigures, type RewardsFigures } from "./rewards.ts";
import { comboDiscount } from "../rules/price-model.ts";
import type { Catalog } from "../data/catalog.ts";
import { HEADLINE_ITEM } from "../rules/headline-item.ts";
import type { Faq } from "../rules/faq.ts";
import type { TimelineSource } from "../data/content-schemas.ts";
import { formatPrice, MENU_SPREAD_SHARE_PERCENT, menuPriceSpread } from "../rules/menu.ts";
import { exampleStateLevels, stateLevelsSentence, storedPriceCoverage, type StoredPriceCoverage } from "../rules/state-estimates.ts";

/**
 * The home FAQs (the questions section), with every figure read from the data: the Big Mac's national price
 * and its cheapest and dearest state, the example states' price levels and the menu's price spread.
 */
/** " in 2025": the year of the newest price in the data (priceYear), or nothing without one. */
function yearSuffix(catalog: Catalog): string {
  const year = priceYear(catalog.data);
  return year ? ` in ${year}` : "";
}

export function homeFaqs(catalog: Catalog): Faq[] {
  const d = homeFigures(catalog);
  const { average, highest, lowest } = d.bigMac;
  return [
    ...(average === null
      ? []
      : [
          {
            question: `How much is a Big Mac${yearSuffix(catalog)}?`,
            answer: `About ${formatPrice(average)} on average in the US (our estimate).${lowest && highest ? ` ${lowest.state} is the cheapest state in our estimates at ${formatPrice(lowest.price)} and ${highest.state} the dearest at ${formatPrice(highest.price)}.` : ""}`,
          },
        ]),
    {
      question: "Why do prices differ between restaurants?",
      answer: `Franchisees set their own prices (as the reports of the chain's franchising standards say), and rent, wages and taxes differ from place to place. Against the national average, our estimates put ${stateLevelsSentence(d.levels)}.`,
    },
    {
      question: "What is the price range on the menu?",
      answer: d.spread
        ? `Most items (${MENU_SPREAD_SHARE_PERCENT}% of the menu) cost between about ${formatPrice(d.spread.low)} and ${formatPrice(d.spread.high)} on average; value items and sides can be less, large meals more.`
        : "We have no menu prices yet.",
    },
    {
      question: "Are the prices on this site official?",
      answer:
        "No. Menu Prices is not affiliated with McDonald's. Our prices are our own estimates, anchored on prices the chain published, and real prices vary by location.",
    },
  ];
}

/** Restaurants in the US (the newest published total, with who counted and when) and the number of states. */
export function locationTotals(catalog: Catalog): {
  locationCount: number;
  locationBasis: string;
  locationBasisShort: string;
  stateCount: number;
} {
  return {
    locationCount: catalog.usLocations.locationCount,
    locationBasis: locationBasisText(catalog.usLocations),
    locationBasisShort: locationBasisShort(catalog.usLocations),
    stateCount: new Set(catalog.locations.map((l) => l.state)).size,
  };
}

export interface HomeEditorialData {
  faqs: Faq[];
  /** The example states' price levels (domain/rules/state-estimates.ts). */
  levels: { state: string; slug: string; percent: number }[];
  spread: { low: number; high: number } | null;
  coverage: StoredPriceCoverage;
  /** The year of the newest price in the data (priceYear): the hero's "Menu Prices 2025". */
  year: string | null;
  locationCount: number;
  /** Who counted the US total and when ("ScrapeHero location report, September 23, 2024"), or "our estimate". */
  locationBasis: string;
  /** The same, short, for the hero's figure: "Sep 2024" or "our estimate". */
  locationBasisShort: string;
  stateCount: number;
  bigMac: { average: number | null; highest: { state: string; price: number } | null; lowest: { state: string; price: number } | null };
  /** The 5 states with the most restaurants (the home page lists the top few): each count's basis in words (locationBasisText). */
  topStates: { id: number; state: string; locationCount: number; percentage: number; basis: string }[];
  /** `sources`: the timeline rows that report the deal (deals.json), shown beside it, or none. */
  deals: { id: string; title: string; description: string; savings: string; link: string; sources?: TimelineSource[] }[];
  /** The rewards earn rate, as every page words it (rewardsFigures), with the FAQ and the day it was read. */
  rewards: RewardsFigures;
  /** The apps' delivery fee range, with its study and date (deliveryFees), or null. */
  deliveryFees: DeliveryFees | null;
  /** The hot-deal banner: the chain's published combo policy, with its source and dates (extraValueMealPolicy). */
  comboPolicy: ComboPolicy | null;
}

/** The chain's published saving of its Extra Value Meals, as its policy row states it. */
export interface ComboPolicy {
  /** Whole percent below the items bought separately ("about 15%"). */
  percent: number;
  /** When it took effect (YYYY-MM) and when it was reported (YYYY-MM), as the row gives them. */
  effective: string;
  published: string | null;
  source: string;
  sourceUrl: string;
}

/**
 * The home banner's saving: not derived from our prices, because it cannot be honestly. Three Extra
 * Value Meals carry the chain's advertised price of September 2025 while their parts are our estimates for a later
 * month, and the others are our estimates computed from this very policy (price-model.json `fromParts`), so a
 * "15% to 44%" from them measured our model, not the chain. What the data holds is the policy itself: the row of
 * the chain's timeline (national-figures.json) the price model's `fromParts` rule names, with its source and dates.
 * Null when no rule names one.
 */
export function extraValueMealPolicy(data: Pick<Catalog["data"], "priceModel" | "nationalFigures">): ComboPolicy | null {
  const name = data.priceModel.find((r) => r.fromParts)?.fromParts;
  const found = name ? comboDiscount(name, data.nationalFigures) : undefined;
  if (!found) return null;
  const f = found.figure;
  return {
    percent: Math.round(found.fraction * 100),
    effective: f.month ?? f.effective,
    published: f.published ?? null,
    source: f.source,
    sourceUrl: f.sourceUrl,
  };
}

/** The headline item's national price and the states where our estimate of it is highest and lowest. */
function bigMacFigures(catalog: Catalog): HomeEditorialData["bigMac"] {
  const bigMacs = catalog.pricesByItem.get(HEADLINE_ITEM) ?? [];
  const sorted = [...bigMacs].sort((a, b) => b.price - a.price);
  const pick = (r: (typeof bigMacs)[number] | undefined) => (r ? { state: r.state, price: r.price } : null);
  // No stand-in when the item is missing from the menu (a maintainer's edit): the hero and the FAQ then leave it out.
  const average = catalog.itemsByName.get(HEADLINE_ITEM)?.avgPriceUsd ?? null;
  return { average, highest: pick(sorted[0]), lowest: pick(sorted[sorted.length - 1]) };
}

function homeFigures(catalog: Catalog) {
  return {
    bigMac: bigMacFigures(catalog),
    levels: exampleStateLevels(catalog.statePrices),
    spread: menuPriceSpread(catalog.menuItems),
  };
}

export function homeEditorialData(catalog: Catalog, today: string = todayIso()): HomeEditorialData {
  const figures = homeFigures(catalog);
  return {
    faqs: homeFaqs(catalog),
    levels: figures.levels,
    spread: figures.spread,
    coverage: storedPriceCoverage(catalog.statePrices),
    year: priceYear(catalog.data),
    ...locationTotals(catalog),
    bigMac: figures.bigMac,
    topStates: catalog.locations
      .slice(0, 5)
      .map((l) => ({ id: l.id, state: l.state, locationCount: l.locationCount, percentage: l.percentage, basis: locationBasisText(l) })),
    deals: currentDeals(catalog.data.deals, today)
      .filter((d) => d.group === "home")
      .map(({ id, title, description, savings, link, sources }) => ({ id, title, description, savings, link, sources })),
    rewards: rewardsFigures(catalog.data.rewards),
    deliveryFees: deliveryFees(catalog.data.deliveryEstimate),
    comboPolicy: extraValueMealPolicy(catalog.data),
  };
}
