/**
 * The state price model, anchored to published surveys (issue 28). A state's **factor** is its Big Mac price
 * relative to the national one; every stored state price in data/prices.json is an item's national price times
 * its state's factor (`npm run state-model` writes them, `npm run check-data` fails when one drifts).
 *
 * - A state a dated survey prices (data/state-price-surveys.json): its newest survey price divided by the base
 *   survey's US average (`BASE_SURVEY`, CashNetUSA 2023: $4.40). The Zippia 2021 and CashNetUSA 2023 state figures
 *   are identical wherever both name a state (the same FastFoodMenuPrices data), so one base serves both; Zippia's
 *   own "national average" of $3.99 is below ten of the twelve states it lists as the cheapest, so it cannot be
 *   their average and is not used.
 * - Any other state keeps our earlier estimate (its factor before this model), held inside the band the survey
 *   lists leave for it (`BAND_SURVEY`: the 2021 list prints the 11 dearest states, ranked, and the 12 cheapest, so
 *   a state it leaves out costs at most its 11th dearest price and at least its 12th cheapest), then shifted by
 *   one common amount so that the 50 states' Big Mac prices average the national price (the cross-check of
 *   domain/figure-checks.ts). The survey states are never moved by that shift.
 *
 * Pure: the script and the checks pass the data in.
 */
import type { StateSurveyPrice } from "./content-schemas.ts";
import { STATE_NAMES } from "./states.ts";

/** The survey whose US average is the base of every survey factor. */
export const BASE_SURVEY = /^CashNetUSA Big Mac price study/;
/** The survey whose ranked (dearest) and unranked (cheapest) lists bound the states it leaves out. */
export const BAND_SURVEY = /^Zippia Big Mac prices by state/;
/** The item the surveys price. */
export const SURVEY_ITEM = "Big Mac";

export interface SurveyFigure {
  survey: string;
  published: string;
  priceUsd: number;
  rank?: number;
  source: string;
}

/** Every dated survey's Big Mac price for each state, newest first (the state page lists them all). */
export function surveyFiguresByState(entries: readonly StateSurveyPrice[]): Map<string, SurveyFigure[]> {
  const out = new Map<string, SurveyFigure[]>();
  for (const e of entries) {
    if (e.item !== SURVEY_ITEM || e.state === "United States") continue;
    const list = out.get(e.state) ?? [];
    list.push({ survey: e.survey, published: e.published, priceUsd: e.priceUsd, ...(e.rank ? { rank: e.rank } : {}), source: e.source });
    out.set(e.state, list);
  }
  for (const list of out.values()) list.sort((a, b) => (a.published < b.published ? 1 : a.published > b.published ? -1 : 0));
  return out;
}

export interface SurveyBase {
  survey: string;
  published: string;
  priceUsd: number;
}

/** The base survey's US average, or null when the file has none. */
export function surveyBase(entries: readonly StateSurveyPrice[]): SurveyBase | null {
  const row = entries.find((e) => e.state === "United States" && e.item === SURVEY_ITEM && BASE_SURVEY.test(e.survey));
  return row ? { survey: row.survey, published: row.published, priceUsd: row.priceUsd } : null;
}

/** The prices between which the band survey's lists put every state they leave out; null without that survey. */
export function surveyBand(entries: readonly StateSurveyPrice[]): { low: number; high: number } | null {
  const rows = entries.filter((e) => e.state !== "United States" && e.item === SURVEY_ITEM && BAND_SURVEY.test(e.survey));
  const ranked = rows.filter((e) => e.rank !== undefined).map((e) => e.priceUsd);
  const unranked = rows.filter((e) => e.rank === undefined).map((e) => e.priceUsd);
  if (!ranked.length || !unranked.length) return null;
  return { low: Math.max(...unranked), high: Math.min(...ranked) };
}

export interface StateFactor {
  state: string;
  factor: number;
  /** survey: from the state's newest survey figure; estimate: our earlier factor, bounded and shifted. */
  basis: "survey" | "estimate";
  /** The survey figure the factor rests on. */
  figure?: SurveyFigure;
}

/**
 * Each of the 50 states' factor. `previous` holds our earlier factor of each state (its stored Big Mac price over
 * the national price); a state missing from it and from the surveys gets 1. Running the model on its own output
 * gives the same factors (to rounding): survey factors do not depend on `previous`, and the others come back
 * inside the band with no shift left to make.
 */
export function stateFactors(entries: readonly StateSurveyPrice[], previous: ReadonlyMap<string, number>): StateFactor[] {
  const figures = surveyFiguresByState(entries);
  const base = surveyBase(entries);
  const band = surveyBand(entries);
  const out: StateFactor[] = [];
  const free: StateFactor[] = [];
  for (const state of STATE_NAMES) {
    const figure = figures.get(state)?.[0];
    if (figure && base) {
      out.push({ state, factor: figure.priceUsd / base.priceUsd, basis: "survey", figure });
      continue;
    }
    let factor = previous.get(state) ?? 1;
    if (band && base) factor = Math.min(band.high / base.priceUsd, Math.max(band.low / base.priceUsd, factor));
    const f: StateFactor = { state, factor, basis: "estimate" };
    out.push(f);
    free.push(f);
  }
  // The common shift that makes the 50 factors average 1 (bisection: the band clamps it, so it is not linear).
  const lo = band && base ? band.low / base.priceUsd : 0;
  const hi = band && base ? band.high / base.priceUsd : Number.POSITIVE_INFINITY;
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

const round2 = (n: number) => Math.round(n * 100) / 100;

/** An item's stored price in a state under the model: its national price times the state's factor, to the cent. */
export function modelPrice(national: number, factor: number): number {
  return round2(national * factor);
}

export interface StateModelSummary {
  base: SurveyBase | null;
  band: { low: number; high: number } | null;
  /** The states whose factor rests on a survey figure, alphabetical. */
  surveyStates: string[];
  /** The surveys those figures come from, newest first, each with its date. */
  surveys: { survey: string; published: string }[];
}

/** What the method text says about the model: its base, its band and the states anchored on a survey. */
export function stateModelSummary(entries: readonly StateSurveyPrice[]): StateModelSummary {
  const figures = surveyFiguresByState(entries);
  const base = surveyBase(entries);
  const surveyStates = base ? STATE_NAMES.filter((s) => figures.has(s)) : [];
  const seen = new Map<string, string>();
  for (const s of surveyStates) for (const f of figures.get(s) ?? []) seen.set(f.survey, f.published);
  const surveys = [...seen].map(([survey, published]) => ({ survey, published })).sort((a, b) => (a.published < b.published ? 1 : -1));
  return { base, band: surveyBand(entries), surveyStates, surveys };
}
