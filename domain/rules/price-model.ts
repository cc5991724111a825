/**
 * The price model: every estimated price on the site comes from here, from dated published inputs only.
 *
 * - **National price of an item for a month** (`nationalEstimate`), by the item's rule in data/price-model.json:
 *   - `anchors`: the chain's own published figures for the item (its US average prices of May 2024, or its US
 *     Big Mac price in the Economist's index, McDonald's own figure since July 2022); the newest figure published
 *     by that month is moved to the month by the BLS price index for fast food (`CpiSeries.move`);
 *   - `deal`: an advertised price from its start date, as it is (never moved by the index), with its published
 *     regional exceptions; before the start, the item's anchors if it has any;
 *   - `fromParts`: a meal as the sum of its parts' prices (meal-parts.json) less the chain's published combo
 *     discount (a policy row: about 15% since September 2025);
 *   - `relativeTo` + `ratio`: our estimate of the item's price as a share of another item's (the ratios carried
 *     over from the site's earlier national estimates); the least grounded kind, and the pages say so.
 * - **State level** (`stateFactors`): a state's prices relative to the national ones, from the dated state
 *   surveys, the newest first (NetCredit 2024's percentages, then CashNetUSA 2023 and Zippia 2021's prices over
 *   CashNetUSA's US average); a state no survey names keeps our earlier estimate (data/state-levels.json), held
 *   inside the band the 2021 list leaves for it and shifted so the 50 states average the national price.
 * - **Error** (`backtest`): the same rules run at earlier months against what was later published or seen; the
 *   80th-percentile error of each kind is the range every estimate is shown with (`priceRange`).
 *
 * Pure: scripts/model.ts and the server pass the data in.
 */
import type { BigMacEdition, StateSurveyPrice } from "../data/content-schemas.ts";
import type { MealParts } from "./combo.ts";
import type { CpiMonth, NationalFigure, ObservedPrice, PriceRule } from "../data/price-inputs.ts";
import type { MenuItemEntry } from "../data/schemas.ts";
import { SIZE_FACTORS, type MenuSize } from "./sizes.ts";
import { STATE_NAMES } from "./states.ts";

/** The rule name that anchors an item on the Economist's US Big Mac price (the chain's own figure since July 2022). */
export const BIG_MAC_INDEX_ANCHOR = "big-mac-index";
/** The first Economist edition whose US price is McDonald's own figure. */
export const CHAIN_FIGURE_SINCE = "2022-07";

// ---------------------------------------------------------------------------------------------------------------
// The price index

export interface CpiSeries {
  /** The newest month the index has (YYYY-MM): the month today's estimates are for. */
  latest: string;
  first: string;
  at(month: string): number | undefined;
  /** A price of month `from` moved to month `to`: price x CPI(to) / CPI(from); null when either month is missing. */
  move(value: number, from: string, to: string): number | null;
  /** The mean of a year's months (for figures dated by a year only), or undefined when a month is missing. */
  yearMean(year: string): number | undefined;
}

export function cpiSeries(rows: readonly CpiMonth[]): CpiSeries {
  const by = new Map(rows.map((r) => [r.month, r.value]));
  const months = [...by.keys()].sort();
  // A month BLS did not publish (October 2025) takes the mean of its neighbours, so no figure dated in it is lost.
  const at = (m: string): number | undefined => {
    const v = by.get(m);
    if (v !== undefined) return v;
    const prev = by.get(addMonths(m, -1));
    const next = by.get(addMonths(m, 1));
    return prev !== undefined && next !== undefined ? (prev + next) / 2 : undefined;
  };
  const yearMean = (year: string) => {
    const vals = Array.from({ length: 12 }, (_, i) => at(`${year}-${String(i + 1).padStart(2, "0")}`));
    return vals.every((x) => x !== undefined) ? (vals as number[]).reduce((a, b) => a + b, 0) / 12 : undefined;
  };
  const index = (m: string) => (/^\d{4}$/.test(m) ? yearMean(m) : at(m));
  return {
    latest: months.at(-1) ?? "",
    first: months[0] ?? "",
    at,
    yearMean,
    move(value, from, to) {
      const a = index(from);
      const b = index(to);
      return a === undefined || b === undefined ? null : (value * b) / a;
    },
  };
}

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number);
  const t = y * 12 + (m - 1) + n;
  return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, "0")}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Inputs

export interface ModelInputs {
  cpi: readonly CpiMonth[];
  nationalFigures: readonly NationalFigure[];
  bigMacIndex: readonly BigMacEdition[];
  rules: readonly PriceRule[];
  mealParts: readonly MealParts[];
  stateSurveys: readonly StateSurveyPrice[];
  stateLevels: readonly StateLevelEntry[];
  observed: readonly ObservedPrice[];
}

/** Our earlier estimate of a state's level, for a state no survey names (data/state-levels.json). */
export interface StateLevelEntry {
  state: string;
  level: number;
}

/** A dated published figure a price rests on. */
export interface Anchor {
  /** What was published ("Big Mac, US average"; "Big Mac, US (The Economist's Big Mac index)"). */
  label: string;
  value: number;
  /** The month it is dated by (YYYY-MM), or a year (YYYY) for a yearly average. */
  month: string;
  source: string;
  sourceUrl?: string;
  published?: string;
}

const ECONOMIST_SOURCE = "The Economist, Big Mac index (US price: McDonald's own figure since July 2022)";
const ECONOMIST_URL = "https://github.com/TheEconomist/big-mac-data";

/** The figures an `anchors` rule names, oldest first. */
export function anchorFigures(names: readonly string[], inputs: Pick<ModelInputs, "nationalFigures" | "bigMacIndex">): Anchor[] {
  const out: Anchor[] = [];
  for (const name of names) {
    if (name === BIG_MAC_INDEX_ANCHOR) {
      for (const e of inputs.bigMacIndex) {
        const us = e.countries.find((c) => c.iso === "USA");
        const month = e.date.slice(0, 7);
        if (us && month >= CHAIN_FIGURE_SINCE)
          out.push({
            label: "Big Mac, US price in The Economist's Big Mac index",
            value: us.localPrice,
            month,
            source: ECONOMIST_SOURCE,
            sourceUrl: ECONOMIST_URL,
            published: e.date,
          });
      }
      continue;
    }
    for (const f of inputs.nationalFigures) {
      if (f.kind !== "company_statement" || f.item !== name || f.value === undefined || f.unit !== "USD") continue;
      const month = f.month ?? (/^\d{4}$/.test(f.effective) ? f.effective : undefined);
      if (month) out.push({ label: f.item, value: f.value, month, source: f.source, sourceUrl: f.sourceUrl, published: f.published });
    }
  }
  return out.sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
}

/** A deal row by its `item` text (kinds deal and deal_regional), or undefined. */
export function dealFigure(name: string, figures: readonly NationalFigure[]): NationalFigure | undefined {
  return figures.find((f) => (f.kind === "deal" || f.kind === "deal_regional") && f.item === name && f.value !== undefined);
}

/** The combo discount a policy row publishes ("15 percent below a-la-carte"), as a fraction, and its month. */
export function comboDiscount(name: string, figures: readonly NationalFigure[]): { fraction: number; figure: NationalFigure } | undefined {
  const f = figures.find((x) => x.kind === "policy" && x.item === name && x.value !== undefined && /percent/.test(x.unit ?? ""));
  return f ? { fraction: (f.value as number) / 100, figure: f } : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// National estimates

export type RuleKind = "anchor" | "deal" | "parts" | "relative";

export interface NationalEstimate {
  item: string;
  /** The month the estimate is for (YYYY-MM). */
  month: string;
  /** Unrounded: sums and state prices start from it; pages show `roundEstimate` of it. */
  value: number;
  rule: RuleKind;
  /** True for an advertised price shown as published; false for every estimate. */
  published: boolean;
  /** The published figure it was moved from (anchor), or the deal's row. */
  anchor?: Anchor;
  deal?: NationalFigure;
  relativeTo?: string;
  ratio?: number;
  parts?: { item: string; size?: string; quantity: number; value: number }[];
  discount?: number;
  /** The price in states with a published regional exception (deals). */
  regional?: { value: number; states: readonly string[]; figure: NationalFigure };
}

export class ModelError extends Error {}

/** A meal priced from its parts (meal-parts.json): the sum of their estimates, less the combo discount of `policy`. */
function fromParts(
  item: string,
  policy: string,
  inputs: ModelInputs,
  list: ModelInputs["mealParts"][number]["parts"] | undefined,
  estimate: (item: string) => NationalEstimate,
): Pick<NationalEstimate, "value" | "rule" | "published" | "parts" | "discount"> {
  const discount = comboDiscount(policy, inputs.nationalFigures);
  if (!discount)
    throw new ModelError(`price-model.json: "${item}": fromParts "${policy}" is no policy row with a percent in national-figures.json`);
  if (!list) throw new ModelError(`price-model.json: "${item}": fromParts needs the meal's parts in meal-parts.json`);
  const priced = list.map((p) => {
    const e = estimate(p.item);
    const factor = p.size ? SIZE_FACTORS[p.size as MenuSize].price : 1;
    return { item: p.item, size: p.size, quantity: p.quantity, value: e.value * factor * p.quantity };
  });
  const sum = priced.reduce((s, p) => s + p.value, 0);
  return { value: sum * (1 - discount.fraction), rule: "parts", published: false, parts: priced, discount: discount.fraction };
}

/**
 * The national estimates of every ruled item for a month (default: the index's newest), each from its rule.
 * Throws a ModelError naming the item when a rule cannot be applied (an unknown figure, a cycle of relatives).
 */
export function nationalEstimates(inputs: ModelInputs, month?: string): Map<string, NationalEstimate> {
  const cpi = cpiSeries(inputs.cpi);
  const at = month ?? cpi.latest;
  const rules = new Map(inputs.rules.map((r) => [r.item, r]));
  const parts = new Map(inputs.mealParts.map((m) => [m.meal, m.parts]));
  const out = new Map<string, NationalEstimate>();
  const visiting = new Set<string>();

  const estimate = (item: string): NationalEstimate => {
    const done = out.get(item);
    if (done) return done;
    const rule = rules.get(item);
    if (!rule) throw new ModelError(`price-model.json: no rule prices "${item}"`);
    if (visiting.has(item)) throw new ModelError(`price-model.json: "${item}" is priced relative to itself (a cycle)`);
    visiting.add(item);
    const e = applyRule(rule);
    visiting.delete(item);
    out.set(item, e);
    return e;
  };

  const moved = (anchor: Anchor, item: string): number => {
    const v = cpi.move(anchor.value, anchor.month, at);
    if (v === null) throw new ModelError(`price-model.json: "${item}": the price index has no figure for ${anchor.month} or ${at}`);
    return v;
  };

  const applyRule = (rule: PriceRule): NationalEstimate => {
    const base = { item: rule.item, month: at };
    if (rule.anchors || rule.deal) {
      const deal = rule.deal ? dealFigure(rule.deal, inputs.nationalFigures) : undefined;
      if (rule.deal && !deal)
        throw new ModelError(`price-model.json: "${rule.item}": deal "${rule.deal}" is no deal row with a price in national-figures.json`);
      if (deal && (deal.month ?? "0000") <= at) {
        const regionalRow = rule.regional ? dealFigure(rule.regional.figure, inputs.nationalFigures) : undefined;
        if (rule.regional && !regionalRow)
          throw new ModelError(
            `price-model.json: "${rule.item}": regional "${rule.regional.figure}" is no deal row with a price in national-figures.json`,
          );
        return {
          ...base,
          value: deal.value as number,
          rule: "deal",
          published: true,
          deal,
          ...(rule.regional && regionalRow
            ? { regional: { value: regionalRow.value as number, states: rule.regional.states, figure: regionalRow } }
            : {}),
        };
      }
      const anchors = anchorFigures(rule.anchors ?? [], inputs);
      if (!anchors.length) {
        if (deal) return { ...base, value: deal.value as number, rule: "deal", published: true, deal };
        throw new ModelError(
          `price-model.json: "${rule.item}": none of its anchors (${(rule.anchors ?? []).join("; ")}) is a dated US dollar figure in national-figures.json or the Big Mac index`,
        );
      }
      // The newest figure published by the month; before the first, the first (moved back).
      const usable = anchors.filter((a) => a.month.slice(0, 7) <= at);
      const anchor = usable.at(-1) ?? anchors[0];
      return { ...base, value: moved(anchor, rule.item), rule: "anchor", published: false, anchor };
    }
    if (rule.fromParts) return { ...base, ...fromParts(rule.item, rule.fromParts, inputs, parts.get(rule.item), estimate) };
    const to = estimate(rule.relativeTo as string);
    return {
      ...base,
      value: to.value * (rule.ratio as number),
      rule: "relative",
      published: false,
      relativeTo: rule.relativeTo,
      ratio: rule.ratio,
    };
  };

  for (const r of inputs.rules) estimate(r.item);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// State levels

/** The survey family whose US average is the base of every survey price: CashNetUSA 2023 ($4.40). */
export const BASE_SURVEY = /^CashNetUSA Big Mac price study/;
/** The survey whose ranked (dearest) and unranked (cheapest) lists bound the states it leaves out. */
export const BAND_SURVEY = /^Zippia Big Mac prices by state/;

export interface StateFactor {
  state: string;
  factor: number;
  /** survey: the state's newest survey figure; estimate: our earlier level, bounded and shifted. */
  basis: "survey" | "estimate";
  figure?: StateSurveyPrice;
}

/** Every survey figure for a state (dollar prices and percentages), newest first. */
export function surveysByState(entries: readonly StateSurveyPrice[]): Map<string, StateSurveyPrice[]> {
  const out = new Map<string, StateSurveyPrice[]>();
  for (const e of entries) {
    if (e.state === "United States") continue;
    if (e.priceUsd === undefined && e.percentVsNational === undefined) continue;
    const list = out.get(e.state) ?? [];
    list.push(e);
    out.set(e.state, list);
  }
  for (const list of out.values()) list.sort((a, b) => (a.published < b.published ? 1 : a.published > b.published ? -1 : 0));
  return out;
}

export function surveyBase(entries: readonly StateSurveyPrice[]): StateSurveyPrice | undefined {
  return entries.find((e) => e.state === "United States" && e.priceUsd !== undefined && BASE_SURVEY.test(e.survey));
}

export function surveyBand(entries: readonly StateSurveyPrice[], base: number): { low: number; high: number } | null {
  const rows = entries.filter((e) => e.state !== "United States" && e.priceUsd !== undefined && BAND_SURVEY.test(e.survey));
  const ranked = rows.filter((e) => e.rank !== undefined).map((e) => e.priceUsd as number);
  const unranked = rows.filter((e) => e.rank === undefined).map((e) => e.priceUsd as number);
  if (!ranked.length || !unranked.length) return null;
  return { low: Math.max(...unranked) / base, high: Math.min(...ranked) / base };
}

/**
 * The 50 states' levels. A state's newest survey figure decides: a percentage against the national average gives
 * 1 + percent/100; a dollar price gives price / the base survey's US average. A state no survey names takes its
 * level from data/state-levels.json (1 when absent), held inside the band survey's bounds; then those states only
 * are shifted by one amount so that the 50 levels average 1 (the national price is the states' average).
 */
export function stateFactors(surveys: readonly StateSurveyPrice[], levels: readonly StateLevelEntry[]): StateFactor[] {
  const figures = surveysByState(surveys);
  const base = surveyBase(surveys)?.priceUsd;
  const band = base ? surveyBand(surveys, base) : null;
  const earlier = new Map(levels.map((l) => [l.state, l.level]));
  const out: StateFactor[] = [];
  const free: StateFactor[] = [];
  for (const state of STATE_NAMES) {
    const figure = (figures.get(state) ?? []).find((f) => f.percentVsNational !== undefined || base !== undefined);
    if (figure) {
      const factor =
        figure.percentVsNational !== undefined ? 1 + figure.percentVsNational / 100 : (figure.priceUsd as number) / (base as number);
      out.push({ state, factor, basis: "survey", figure });
      continue;
    }
    let factor = earlier.get(state) ?? 1;
    if (band) factor = Math.min(band.high, Math.max(band.low, factor));
    const f: StateFactor = { state, factor, basis: "estimate" };
    out.push(f);
    free.push(f);
  }
  const lo = band?.low ?? 0;
  const hi = band?.high ?? Number.POSITIVE_INFINITY;
  const fixed = out.filter((f) => f.basis === "survey").reduce((s, f) => s + f.factor, 0);
  const sumWith = (t: number) => fixed + free.reduce((s, f) => s + Math.min(hi, Math.max(lo, f.factor + t)), 0);
  if (free.length) {
    let a = -1;
    let b = 1;
    for (let i = 0; i < 60; i++) {
      const mid = (a + b) / 2;
      if (sumWith(mid) < STATE_NAMES.length) a = mid;
      else b = mid;
    }
    const t = (a + b) / 2;
    for (const f of free) f.factor = Math.min(hi, Math.max(lo, f.factor + t));
  }
  return out;
}

/** An item's price in a state: a deal at its advertised (or regional) price, anything else national x level. */
export function stateValue(e: NationalEstimate, state: string, factor: number): number {
  if (e.rule === "deal") return e.regional?.states.includes(state) ? e.regional.value : e.value;
  return e.value * factor;
}

// ---------------------------------------------------------------------------------------------------------------
// Showing an estimate: rounded to what the model can back, with its range

/** Estimates are shown to the dime: the backtest's errors are tens of cents, never cents. */
export function roundEstimate(n: number): number {
  return Math.round(n * 10) / 10;
}

/** A published price as it is, to the cent. */
export function roundCents(n: number): number {
  return Math.round(n * 100) / 100;
}

/** The range most restaurants' prices fall in: the estimate +/- the error fraction, rounded outwards to the dime. */
export function priceRange(value: number, error: number): { low: number; high: number } {
  return { low: Math.floor(value * (1 - error) * 10 + 1e-9) / 10, high: Math.ceil(value * (1 + error) * 10 - 1e-9) / 10 };
}

// ---------------------------------------------------------------------------------------------------------------
// The backtest

export interface BacktestRow {
  label: string;
  /** The month predicted. */
  month: string;
  predicted: number;
  actual: number;
  /** predicted / actual - 1. */
  error: number;
  /** Why the row is left out of the figures (an outlier store); shown all the same. */
  excluded?: string;
  source?: string;
}

export interface BacktestTest {
  id: "economist-nowcast" | "chain-2019-2024" | "observed-state" | "observed-national";
  title: string;
  rows: BacktestRow[];
  /** Rows counted (not excluded). */
  count: number;
  /** Absolute errors, as fractions: median, 80th and 90th percentiles (nearest-rank). */
  median: number;
  p80: number;
  p90: number;
}

/** The q-quantile of some values by nearest rank (the smallest value with at least q of them at or below it). */
export function quantile(values: readonly number[], q: number): number {
  if (!values.length) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
}

function summarise(id: BacktestTest["id"], title: string, rows: BacktestRow[]): BacktestTest {
  const errs = rows.filter((r) => !r.excluded).map((r) => Math.abs(r.error));
  return { id, title, rows, count: errs.length, median: quantile(errs, 0.5), p80: quantile(errs, 0.8), p90: quantile(errs, 0.9) };
}

/**
 * Four tests of the model against what was later published or seen:
 * - economist-nowcast: each Economist US Big Mac price since July 2022 from the edition before, moved by the index;
 * - chain-2019-2024: the chain's 2024 US averages from its 2019 figures, moved by the index (2019's mean);
 * - observed-state: each dated price seen at a store or in a place, against the model's estimate for its state
 *   and month (a national figure where the place has no state), from the inputs of that month;
 * - observed-national: the same prices against the national estimate alone (how much the state levels add).
 */
export function backtest(inputs: ModelInputs): BacktestTest[] {
  const cpi = cpiSeries(inputs.cpi);
  const tests: BacktestTest[] = [];

  const editions = anchorFigures([BIG_MAC_INDEX_ANCHOR], inputs);
  const econ: BacktestRow[] = [];
  for (let i = 1; i < editions.length; i++) {
    const from = editions[i - 1];
    const to = editions[i];
    const predicted = cpi.move(from.value, from.month, to.month);
    if (predicted === null) continue;
    econ.push({
      label: `Big Mac, ${to.month} from ${from.month}`,
      month: to.month,
      predicted,
      actual: to.value,
      error: predicted / to.value - 1,
      source: ECONOMIST_SOURCE,
    });
  }
  tests.push(summarise("economist-nowcast", "The Economist's US Big Mac price, each edition from the one before", econ));

  const chain: BacktestRow[] = [];
  const statements = inputs.nationalFigures.filter((f) => f.kind === "company_statement" && f.unit === "USD" && f.value !== undefined);
  for (const old of statements.filter((f) => f.effective === "2019")) {
    const now = statements.find((f) => f.item === old.item && f.month && f.month >= "2024");
    if (!now?.month) continue;
    const predicted = cpi.move(old.value as number, "2019", now.month);
    if (predicted === null) continue;
    chain.push({
      label: `${old.item}, ${now.month} from 2019`,
      month: now.month,
      predicted,
      actual: now.value as number,
      error: predicted / (now.value as number) - 1,
      source: now.source,
    });
  }
  tests.push(summarise("chain-2019-2024", "The chain's own US averages of 2024, from its 2019 figures", chain));

  const state: BacktestRow[] = [];
  const national: BacktestRow[] = [];
  const factors = new Map(stateFactors(inputs.stateSurveys, inputs.stateLevels).map((f) => [f.state, f.factor]));
  const byMonth = new Map<string, Map<string, NationalEstimate>>();
  for (const o of inputs.observed) {
    if (!o.menuItem || !o.month || o.month < cpi.first || o.month > cpi.latest) continue;
    let est = byMonth.get(o.month);
    if (!est) byMonth.set(o.month, (est = nationalEstimates(inputs, o.month)));
    const e = est.get(o.menuItem);
    if (!e) continue;
    const where = [o.place, o.city, o.state].filter(Boolean).join(", ") || "United States";
    const label = `${o.item}, ${where}, ${o.asOf}`;
    const excluded = o.outlier;
    const f = o.state ? (factors.get(o.state) ?? 1) : 1;
    const atState = o.state ? stateValue(e, o.state, f) : e.value;
    state.push({
      label,
      month: o.month,
      predicted: atState,
      actual: o.priceUsd,
      error: atState / o.priceUsd - 1,
      ...(excluded ? { excluded } : {}),
      source: o.source,
    });
    national.push({
      label,
      month: o.month,
      predicted: e.value,
      actual: o.priceUsd,
      error: e.value / o.priceUsd - 1,
      ...(excluded ? { excluded } : {}),
      source: o.source,
    });
  }
  tests.push(summarise("observed-state", "Prices seen at stores and in places, against our estimate for their state and month", state));
  tests.push(summarise("observed-national", "The same prices against our national estimate alone", national));
  return tests;
}

/**
 * The error each kind of shown estimate carries (fractions): a state estimate takes the observed-state test's
 * 80th percentile, a national one the observed-national test's (most restaurants across the country). Never
 * narrower than the nowcast's own error.
 */
export interface ModelErrors {
  state: number;
  national: number;
  nowcast: number;
}

export function modelErrors(tests: readonly BacktestTest[]): ModelErrors {
  const p80 = (id: BacktestTest["id"]) => tests.find((t) => t.id === id)?.p80 ?? Number.NaN;
  const nowcast = p80("economist-nowcast");
  return { state: Math.max(p80("observed-state"), nowcast), national: Math.max(p80("observed-national"), nowcast), nowcast };
}

// ---------------------------------------------------------------------------------------------------------------
// The model's output: the figures the data files store

/** What the model gives an item's national price in menu-items.json: the shown value, its month, and whether it is an advertised price. */
export type ItemPriceOutput = Pick<MenuItemEntry, "avgPriceUsd" | "priceAsOf"> & { fixedPrice: boolean };

/** A state price as prices.json stores it (without its id). */
export interface StatePriceOutput {
  itemName: string;
  state: string;
  price: number;
  lastUpdated: string;
}

export interface ModelOutput {
  month: string;
  items: Map<string, ItemPriceOutput>;
  /** Every item in every state, in the menu's order, states alphabetical. */
  prices: StatePriceOutput[];
  factors: StateFactor[];
  estimates: Map<string, NationalEstimate>;
}

/** Shown national value: an advertised price to the cent, an estimate to the dime. */
export function shownNational(e: NationalEstimate): number {
  return e.published ? roundCents(e.value) : roundEstimate(e.value);
}

/** Shown state value: the same rounding as the national one. */
export function shownState(e: NationalEstimate, state: string, factor: number): number {
  const v = stateValue(e, state, factor);
  return e.published ? roundCents(v) : roundEstimate(v);
}

/** The stored figures of every item (in `itemOrder`) for the index's newest month. */
export function modelOutput(inputs: ModelInputs, itemOrder: readonly string[]): ModelOutput {
  const estimates = nationalEstimates(inputs);
  const month = cpiSeries(inputs.cpi).latest;
  const factors = stateFactors(inputs.stateSurveys, inputs.stateLevels);
  const items = new Map<string, ItemPriceOutput>();
  const prices: StatePriceOutput[] = [];
  for (const name of itemOrder) {
    const e = estimates.get(name);
    if (!e) continue;
    items.set(name, { avgPriceUsd: shownNational(e), priceAsOf: month, fixedPrice: e.rule === "deal" });
    for (const f of factors) prices.push({ itemName: name, state: f.state, price: shownState(e, f.state, f.factor), lastUpdated: month });
  }
  return { month, items, prices, factors, estimates };
}

/** The model's inputs from the loaded data files. */
export function modelInputs(data: {
  cpi: readonly CpiMonth[];
  nationalFigures: readonly NationalFigure[];
  bigMacIndex: readonly BigMacEdition[];
  priceModel: readonly PriceRule[];
  mealParts: readonly MealParts[];
  stateSurveys: readonly StateSurveyPrice[];
  stateLevels: readonly StateLevelEntry[];
  observedPrices: readonly ObservedPrice[];
}): ModelInputs {
  return {
    cpi: data.cpi,
    nationalFigures: data.nationalFigures,
    bigMacIndex: data.bigMacIndex,
    rules: data.priceModel,
    mealParts: data.mealParts,
    stateSurveys: data.stateSurveys,
    stateLevels: data.stateLevels,
    observed: data.observedPrices,
  };
}

export interface StateModelSummary {
  base: { survey: string; published: string; priceUsd: number } | null;
  /** The band's bounds in dollars of the base survey. */
  band: { low: number; high: number } | null;
  /** The states whose level rests on a survey figure, alphabetical. */
  surveyStates: string[];
  /** The surveys those figures come from, newest first, each with its date. */
  surveys: { survey: string; published: string }[];
}

/** What the method text says about the state levels: the base, the band and the states a survey names. */
export function stateModelSummary(entries: readonly StateSurveyPrice[], levels: readonly StateLevelEntry[] = []): StateModelSummary {
  const baseRow = surveyBase(entries);
  const base = baseRow ? { survey: baseRow.survey, published: baseRow.published, priceUsd: baseRow.priceUsd as number } : null;
  const factors = stateFactors(entries, levels);
  const surveyStates = factors.filter((f) => f.basis === "survey").map((f) => f.state);
  const seen = new Map<string, string>();
  for (const f of factors) if (f.figure) seen.set(f.figure.survey, f.figure.published);
  const surveys = [...seen].map(([survey, published]) => ({ survey, published })).sort((a, b) => (a.published < b.published ? 1 : -1));
  const band = base ? surveyBand(entries, base.priceUsd) : null;
  return { base, band: band && base ? { low: band.low * base.priceUsd, high: band.high * base.priceUsd } : null, surveyStates, surveys };
}

/** What an item's page says about its price: the rule, what it rests on, its error and the published figures beside it. */
export interface ItemPriceBasis {
  month: string;
  rule: RuleKind;
  /** The error fraction of a national estimate's range (null for an advertised price). */
  error: number | null;
  anchor?: Anchor;
  relativeTo?: string;
  ratio?: number;
  discount?: number;
  deal?: { item: string; effective: string; source: string; sourceUrl: string };
  regional?: { value: number; states: readonly string[]; source: string; sourceUrl: string };
  /** Every published national figure for the item, newest per publisher, each with what it gives moved to the month. */
  published: { label: string; value: number; month: string; source: string; sourceUrl?: string; movedToMonth: number | null }[];
}

export function itemPriceBasis(
  item: string,
  view: { month: string; estimates: ReadonlyMap<string, NationalEstimate>; errors: ModelErrors },
  data: {
    cpi: readonly CpiMonth[];
    nationalFigures: readonly NationalFigure[];
    bigMacIndex: readonly BigMacEdition[];
    priceModel: readonly PriceRule[];
  },
): ItemPriceBasis | null {
  const e = view.estimates.get(item);
  if (!e) return null;
  const cpi = cpiSeries(data.cpi);
  const rule = data.priceModel.find((r) => r.item === item);
  const newestBySource = new Map<string, Anchor>();
  for (const a of anchorFigures(rule?.anchors ?? [], data)) if (a.month.length === 7) newestBySource.set(a.source, a);
  const published = [...newestBySource.values()]
    .sort((a, b) => (a.month < b.month ? 1 : -1))
    .map((a) => ({
      label: a.label,
      value: a.value,
      month: a.month,
      source: a.source,
      ...(a.sourceUrl ? { sourceUrl: a.sourceUrl } : {}),
      movedToMonth: cpi.move(a.value, a.month, view.month),
    }));
  return {
    month: view.month,
    rule: e.rule,
    error: e.published ? null : view.errors.national,
    ...(e.anchor ? { anchor: e.anchor } : {}),
    ...(e.relativeTo ? { relativeTo: e.relativeTo, ratio: e.ratio } : {}),
    ...(e.discount !== undefined ? { discount: e.discount } : {}),
    ...(e.deal ? { deal: { item: e.deal.item, effective: e.deal.effective, source: e.deal.source, sourceUrl: e.deal.sourceUrl } } : {}),
    ...(e.regional
      ? {
          regional: {
            value: e.regional.value,
            states: e.regional.states,
            source: e.regional.figure.source,
            sourceUrl: e.regional.figure.sourceUrl,
          },
        }
      : {}),
    published,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The backtest as text (npm run model -- --backtest, npm run bench): optionally every row, then the error table. */
export function formatBacktest(tests: readonly BacktestTest[], rows: boolean): string {
  const lines: string[] = [];
  if (rows) {
    for (const t of tests) {
      lines.push(`${t.title} (${t.id})`);
      for (const r of t.rows)
        lines.push(
          `  ${r.label.slice(0, 90).padEnd(90)} predicted $${r.predicted.toFixed(2).padStart(6)}  actual $${r.actual.toFixed(2).padStart(6)}  ${r.error >= 0 ? "+" : ""}${pct(r.error)}${r.excluded ? `  (left out: ${r.excluded})` : ""}`,
        );
    }
    lines.push("");
  }
  lines.push(
    `${"test".padEnd(20)} ${"count".padStart(5)} ${"median".padStart(8)} ${"p80".padStart(8)} ${"p90".padStart(8)}  (absolute error)`,
  );
  for (const t of tests)
    lines.push(
      `${t.id.padEnd(20)} ${String(t.count).padStart(5)} ${pct(t.median).padStart(8)} ${pct(t.p80).padStart(8)} ${pct(t.p90).padStart(8)}`,
    );
  return lines.join("\n");
}
