/**
 * Schemas of the price model's inputs: the data files `npm run import-data` derives from data/sources/ (the BLS
 * price index for fast food, the chain's national figures and deals, prices seen at stores) and the one file a
 * maintainer edits by hand, data/price-model.json, which says how each menu item is priced (domain/rules/price-model.ts).
 * Strict objects: a misspelt field is an error naming the file, the entry and the field.
 */
import * as v from "valibot";
import { STATE_NAMES } from "../rules/states.ts";

const text = (max: number) =>
  v.pipe(v.string("must be text"), v.trim(), v.minLength(1, "must not be empty"), v.maxLength(max, `must be at most ${max} characters`));
const httpsUrl = v.pipe(v.string("must be text"), v.url("must be a web address"), v.startsWith("https://", "must start with https://"));
const month = v.pipe(v.string("must be a month written YYYY-MM"), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month written YYYY-MM"));
const state = v.picklist(STATE_NAMES as [string, ...string[]], "must be the full name of a US state, e.g. New York");
const usd = v.pipe(
  v.number("must be a number (US dollars, e.g. 5.29)"),
  v.gtValue(0, "must be more than 0"),
  v.maxValue(100, "must be at most 100"),
);
const reliability = v.picklist(["high", "medium", "low"] as const, "must be high, medium or low");

/** One month of a BLS consumer price index series (data/cpi.json). */
export const CpiMonthSchema = v.strictObject({
  series: v.pipe(text(20), v.regex(/^[A-Z0-9]+$/, "must be a BLS series id, e.g. CUUR0000SEFV02")),
  month,
  value: v.pipe(v.number("must be a number (the index value)"), v.gtValue(0, "must be more than 0")),
});
export type CpiMonth = v.InferOutput<typeof CpiMonthSchema>;

export const NATIONAL_FIGURE_KINDS = [
  "company_statement",
  "deal",
  "deal_regional",
  "deal_status",
  "launch",
  "policy",
  "third_party_estimate",
  "context",
  "restaurant_count",
] as const;

/** A national figure, deal or event as the chain or the press published it (data/national-figures.json). */
export const NationalFigureSchema = v.strictObject({
  kind: v.picklist(NATIONAL_FIGURE_KINDS, `must be one of: ${NATIONAL_FIGURE_KINDS.join(", ")}`),
  item: text(200),
  /** The figure when it is one number; `valueText` keeps any other value as written ("+40", "2.81-2.86"). */
  value: v.optional(v.number("must be a number")),
  valueText: v.optional(text(40)),
  unit: v.optional(text(60)),
  /** When the price or event took effect, as precisely as the source says (YYYY, YYYY-MM, YYYY-MM-DD...). */
  effective: text(60),
  /** The month the model dates it by (YYYY-MM), where `effective` names one. */
  month: v.optional(month),
  published: v.optional(text(60)),
  source: text(200),
  sourceUrl: httpsUrl,
  note: v.optional(text(300)),
  reliability,
});
export type NationalFigure = v.InferOutput<typeof NationalFigureSchema>;

export const OBSERVATION_BASES = [
  "store",
  "store_or_city",
  "city_typical",
  "city_average",
  "state_average",
  "metro_panel",
  "panel_median",
  "store_delivery",
] as const;

/** A price somebody saw at a store or in a place, as published (data/observed-prices.json). */
export const ObservedPriceSchema = v.strictObject({
  /** As the source names it ("Big Mac combo (medium, pre-tax)"). */
  item: text(120),
  /** Our menu item it is a price of, where it is one ("Big Mac Extra Value Meal"). */
  menuItem: v.optional(text(120)),
  priceUsd: usd,
  basis: v.picklist(OBSERVATION_BASES, `must be one of: ${OBSERVATION_BASES.join(", ")}`),
  place: v.optional(text(200)),
  city: v.optional(text(80)),
  state: v.optional(state),
  /** When it was seen, as precisely as the source says. */
  asOf: text(60),
  /** The month the backtest dates it by; absent when the source gives none. */
  month: v.optional(month),
  published: v.optional(text(60)),
  source: text(200),
  sourceUrl: httpsUrl,
  method: text(400),
  note: v.optional(text(300)),
  reliability,
  /** Why it is no state's typical price (a highway rest stop, a delivery price); shown, and left out of the error figures. */
  outlier: v.optional(text(120)),
});
export type ObservedPrice = v.InferOutput<typeof ObservedPriceSchema>;

/**
 * How one menu item is priced (data/price-model.json, edited by hand). Exactly one rule:
 * - `anchors`: the chain's own published figures for the item (each the `item` text of a company_statement row of
 *   national-figures.json, or "big-mac-index" for the Economist's US figure), the newest moved by the CPI;
 * - `deal`: an advertised price (a deal row's `item` text), shown as it is, with `regional` exceptions;
 * - `fromParts`: a meal priced as its parts (meal-parts.json) less the published combo discount (a policy row);
 * - `relativeTo` + `ratio`: our estimate of the item's price as a share of another item's.
 * `anchors` may stand beside `deal`: before the deal's start the item is priced from its anchors.
 */
export const PriceRuleSchema = v.pipe(
  v.strictObject({
    item: text(120),
    anchors: v.optional(v.pipe(v.array(text(200), "must be a list of figure names"), v.minLength(1, "must name at least one figure"))),
    deal: v.optional(text(200)),
    regional: v.optional(
      v.strictObject({
        figure: text(200),
        states: v.pipe(v.array(state, "must be a list of state names"), v.minLength(1, "must name at least one state")),
      }),
    ),
    fromParts: v.optional(text(200)),
    relativeTo: v.optional(text(120)),
    ratio: v.optional(
      v.pipe(v.number("must be a number, e.g. 0.48"), v.gtValue(0, "must be more than 0"), v.maxValue(10, "must be at most 10")),
    ),
    note: v.optional(text(300)),
  }),
  v.check((r) => {
    const rules = [r.anchors || r.deal ? 1 : 0, r.fromParts ? 1 : 0, r.relativeTo !== undefined || r.ratio !== undefined ? 1 : 0];
    return rules.reduce((a, b) => a + b, 0) === 1;
  }, "must have exactly one rule: anchors and/or deal, fromParts, or relativeTo with ratio"),
  v.check((r) => (r.relativeTo === undefined) === (r.ratio === undefined), "relativeTo and ratio go together"),
  v.check((r) => !r.regional || r.deal !== undefined, "regional needs a deal"),
);
export type PriceRule = v.InferOutput<typeof PriceRuleSchema>;

/**
 * Our earlier estimate of the price level of a state no dated survey names (data/state-levels.json, edited by
 * hand): its prices over the national ones, before the model holds it inside the surveys' band and shifts it.
 */
export const StateLevelSchema = v.strictObject({
  state,
  level: v.pipe(v.number("must be a number, e.g. 0.97"), v.minValue(0.5, "must be at least 0.5"), v.maxValue(2, "must be at most 2")),
});
