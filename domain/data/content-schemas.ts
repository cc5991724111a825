/**
 * Schemas of the editorial data files (news, Big Mac cities, secret menu, deals, rewards rules,
 * delivery platforms) and of the Big Mac index derived from The Economist's files. Strict objects like
 * schemas.ts: a misspelt field is an error naming file, entry, field.
 */
import * as v from "valibot";
import { STATE_NAMES } from "../rules/states.ts";
import { MENU_SIZES } from "../rules/sizes.ts";

const text = (max: number) =>
  v.pipe(v.string("must be text"), v.trim(), v.minLength(1, "must not be empty"), v.maxLength(max, `must be at most ${max} characters`));
const isoDate = v.pipe(v.string("must be a date written YYYY-MM-DD"), v.isoDate("must be a date written YYYY-MM-DD"));
const slugId = v.pipe(
  v.string("must be text"),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase letters, digits and single hyphens, e.g. big-mac-news"),
  v.maxLength(80, "must be at most 80 characters"),
);
const imagePath = v.pipe(
  v.string("must be text"),
  v.regex(/^(\/|https:\/\/)[^\s"'<>]*$/, "must be a path starting with / or an https:// address"),
);
const sitePath = v.pipe(
  v.string("must be text"),
  v.regex(/^\/[a-z0-9\-/]*$/, "must be a path on this site starting with /, e.g. /mcvalue"),
);
const state = v.picklist(STATE_NAMES as [string, ...string[]], "must be the full name of a US state, e.g. New York");

export const NEWS_CATEGORIES = ["Menu Updates", "New Items", "Family", "Desserts", "Value Deals", "Beverages", "Breakfast"] as const;

/** Article HTML is trusted maintainer content, but a slip that would run script is refused anyway. */
const articleHtml = v.pipe(
  text(20000),
  v.check(
    (html) => !/<\s*(script|iframe|object|embed|style|form)\b|\son\w+\s*=|javascript:/i.test(html),
    "must not contain scripts, frames, forms, styles or on… attributes",
  ),
);

export const ARTICLE_KINDS = ["report", "guide"] as const;

/**
 * A row of the chain's deal and policy timeline (data/sources/prices/us-mcdonalds-national-figures.csv) that a news
 * report or a deal rests on: its columns copied as written (check-data compares them, domain/checks/news-sources.ts).
 */
export const TimelineSourceSchema = v.strictObject({
  source: text(200),
  url: v.pipe(v.string("must be text"), v.regex(/^https:\/\/[^\s"'<>]+$/, "must be an https:// address")),
  published: text(60),
  effective: text(60),
});

export const NewsArticleSchema = v.pipe(
  v.strictObject({
    id: slugId,
    title: text(140),
    excerpt: text(300),
    date: isoDate,
    category: v.picklist(NEWS_CATEGORIES, `must be one of: ${NEWS_CATEGORIES.join(", ")}`),
    image: imagePath,
    readTime: v.pipe(text(20), v.regex(/^\d+ min read$/, 'must be written like "4 min read"')),
    /** "report": an event with its sources; "guide": our own explainer from the site's data, dated when written. */
    kind: v.picklist(ARTICLE_KINDS, `must be one of: ${ARTICLE_KINDS.join(", ")}`),
    /** The site's name, or a pen name with `penName: true` (then the page says it is one; never marked up as a Person). */
    author: text(80),
    penName: v.optional(v.literal(true, "must be true, or left out when the author is not a pen name")),
    /** Rows of data/sources/prices/us-mcdonalds-national-figures.csv the article rests on, as written there. */
    sources: v.optional(v.array(TimelineSourceSchema, "must be a list of sources")),
    content: articleHtml,
  }),
  v.forward(
    v.partialCheck(
      [["kind"], ["sources"]],
      (a) => a.kind === "guide" || (a.sources?.length ?? 0) > 0,
      "a report must name at least one source (a guide may name none)",
    ),
    ["sources"],
  ),
);

/** A three-letter code: ISO 3166 alpha-3 for a country (the index writes EUZ for the euro area), ISO 4217 for a currency. */
const code3 = (what: string, example: string) =>
  v.pipe(v.string("must be text"), v.regex(/^[A-Z]{3}$/, `must be a three-letter ${what} in capitals, e.g. ${example}`));
const positive = (what: string) => v.pipe(v.number(`must be a number (${what})`), v.gtValue(0, "must be more than 0"));

/**
 * One country in one edition of The Economist's Big Mac index (data/big-mac-index.json, written by
 * `npm run import-data` from data/sources/big-mac-index/; data/README.md documents each field).
 */
export const BigMacCountrySchema = v.strictObject({
  iso: code3("country code", "USA"),
  name: text(60),
  currency: code3("currency code", "USD"),
  localPrice: positive("the Big Mac's price in the local currency"),
  dollarRate: positive("local currency units per US dollar"),
  dollarPrice: v.pipe(positive("US dollars, to the cent"), v.maxValue(100, "must be at most 100")),
  gdpBigMac: v.optional(positive("GDP per person in US dollars at the Big Mac rate, six significant digits")),
});
export type BigMacCountry = v.InferOutput<typeof BigMacCountrySchema>;

/** One edition of the index: its date and every country it priced. */
export const BigMacEditionSchema = v.strictObject({
  date: isoDate,
  countries: v.pipe(v.array(BigMacCountrySchema, "must be a list of countries"), v.minLength(1, "must list at least one country")),
});
export type BigMacEdition = v.InferOutput<typeof BigMacEditionSchema>;

/**
 * A state's minimum wage in effect on a date (data/minimum-wages.json, written by `npm run import-data` from
 * data/sources/wages/), with the source that states it.
 */
export const MinimumWageSchema = v.strictObject({
  state,
  wageUsd: v.pipe(positive("US dollars an hour, e.g. 7.25"), v.maxValue(100, "must be at most 100")),
  inEffectOn: isoDate,
  effectiveFrom: v.optional(isoDate),
  source: v.pipe(v.string("must be text"), v.regex(/^https:\/\/[^\s"'<>]+$/, "must be an https:// address")),
  sourceDate: v.optional(isoDate),
});
export type MinimumWage = v.InferOutput<typeof MinimumWageSchema>;

const httpsUrl = v.pipe(v.string("must be text"), v.regex(/^https:\/\/[^\s"'<>]+$/, "must be an https:// address"));
const stateOrUs = v.picklist(
  ["United States", ...STATE_NAMES] as [string, ...string[]],
  "must be the full name of a US state, e.g. New York, or United States",
);

/**
 * A third party's published Big Mac price for a state or the whole US (data/state-price-surveys.json, written by
 * `npm run import-data` from data/sources/prices/): the survey as named where it was reported, and its date.
 */
export const StateSurveyPriceSchema = v.strictObject({
  survey: text(200),
  published: isoDate,
  state: stateOrUs,
  item: text(80),
  /** The state's price, where the survey prints one; else `percentVsNational`. */
  priceUsd: v.optional(v.pipe(positive("US dollars, e.g. 4.39"), v.maxValue(100, "must be at most 100"))),
  /** How far the state's prices sit above (+) or below (-) the survey's national average, in percent, where it prints that instead of a price. */
  percentVsNational: v.optional(
    v.pipe(
      v.number("must be a number (percent, e.g. -11.6)"),
      v.minValue(-90, "must be at least -90"),
      v.maxValue(300, "must be at most 300"),
    ),
  ),
  /** Its position in the survey's own ranking, where the report prints one (1 = dearest). */
  rank: v.optional(v.pipe(v.number("must be a whole number"), v.integer("must be a whole number"), v.minValue(1, "must be at least 1"))),
  source: httpsUrl,
});
export type StateSurveyPrice = v.InferOutput<typeof StateSurveyPriceSchema>;

/**
 * A published count of the chain's restaurants in a state or the whole US (data/restaurant-counts.json, written by
 * `npm run import-data` from data/sources/locations/): who counted, as of when (a year, month or day), where reported.
 */
export const RestaurantCountSchema = v.strictObject({
  state: stateOrUs,
  locations: v.pipe(v.number("must be a whole number"), v.integer("must be a whole number"), v.minValue(1, "must be at least 1")),
  asOf: v.pipe(v.string("must be text"), v.regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, "must be a date written YYYY, YYYY-MM or YYYY-MM-DD")),
  publisher: text(120),
  source: httpsUrl,
});
export type RestaurantCount = v.InferOutput<typeof RestaurantCountSchema>;

export const SECRET_AVAILABILITY = ["Most locations", "Breakfast hours", "Breakfast-lunch transition", "March only"] as const;

export const SecretItemSchema = v.strictObject({
  id: slugId,
  name: text(80),
  secret: text(400),
  availability: v.picklist(SECRET_AVAILABILITY, `must be one of: ${SECRET_AVAILABILITY.join(", ")}`),
  imageUrl: v.optional(imagePath),
  popular: v.optional(v.boolean("must be true or false")),
  /** The regular menu items it is built from: its price is their national figures added up at render (domain/rules/secret-menu.ts), never typed. */
  parts: v.pipe(
    v.array(
      v.strictObject({
        item: text(120),
        size: v.optional(v.picklist(MENU_SIZES, `must be one of ${MENU_SIZES.join(", ")}`)),
        count: v.optional(
          v.pipe(
            v.number("must be a whole number"),
            v.integer("must be a whole number"),
            v.minValue(2, "must be 2 or more (leave it out for one)"),
            v.maxValue(9, "must be at most 9"),
          ),
        ),
      }),
      "must be a list of menu items",
    ),
    v.minLength(1, "must name at least one menu item"),
  ),
  /** What the recipe adds that the menu does not sell on its own (a side of Mac sauce): named beside the sum, never priced. */
  unpriced: v.optional(v.array(text(80), "must be a list of texts")),
});
export type SecretItem = v.InferOutput<typeof SecretItemSchema>;

export const DEAL_GROUPS = ["meal-deal", "app-offer", "home"] as const;

export const DealSchema = v.strictObject({
  id: slugId,
  group: v.picklist(DEAL_GROUPS, `must be one of: ${DEAL_GROUPS.join(", ")}`),
  title: text(80),
  description: text(300),
  savings: text(60),
  link: sitePath,
  terms: v.optional(text(400)),
  // No `checked` date: no check of a deal is recorded, and a date no record backs is not kept.
  /**
   * The timeline rows that report the offer (what its pages show instead of a "checked" date). Required: an offer no
   * dated source reports is a claim no record backs, and its terms would be ours (the free-fries offers were).
   */
  sources: v.pipe(
    v.array(TimelineSourceSchema, "must be a list of sources"),
    v.minLength(1, "must name at least one row of the chain's timeline: an offer no dated source reports is not shown"),
  ),
  /** First and last day of the offer, when announced; a deal past its endDate is not shown. */
  startDate: v.optional(isoDate),
  endDate: v.optional(isoDate),
});

/**
 * One rule of the rewards programme, as a page of the chain's own states it (data/rewards.json): the question and
 * answer are our words, `points` the figure the rule carries, and every rule names its page and the day it was read
 * (the page carries no date). A rule no record backs (a joining bonus, items per level) has no place here.
 */
export const RewardRuleSchema = v.strictObject({
  id: slugId,
  question: text(120),
  answer: text(400),
  /** The figure the rule carries (points per dollar, the first reward's points), shown in the key figures. */
  points: v.optional(
    v.pipe(v.number("must be a whole number of points"), v.integer("must be a whole number of points"), v.minValue(1, "must be 1 or more")),
  ),
  /** The key figure's label, shown beside `points`. */
  pointsLabel: v.optional(text(60)),
  /** A step of "How it works", in our words, when the rule is one. */
  step: v.optional(text(200)),
  /** A line of "Member benefits", in our words, when the rule is one. */
  benefit: v.optional(text(200)),
  /** The page the rule is read from, its title and the day it was read. */
  source: text(120),
  sourceUrl: httpsUrl,
  read: isoDate,
});

export const DeliveryPlatformSchema = v.strictObject({
  platform: text(60),
  benefits: text(300),
  /** What the chain's Rewards FAQ (data/rewards.json) says of rewards on orders placed there: redeemable, not, or nothing. */
  rewards: v.picklist(["redeem", "no-redeem", "not-stated"], 'must be "redeem", "no-redeem" or "not-stated"'),
});
export type TimelineSource = v.InferOutput<typeof TimelineSourceSchema>;
