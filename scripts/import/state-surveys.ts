/**
 * Third-party Big Mac price surveys by state (a compiled research file: every row names the article that reported
 * it; data/sources/prices/README.md) into data/state-price-surveys.json: each dated survey's Big Mac price for one
 * of the 50 states or for the whole US. Left out, with the reason in data/SOURCES.md: rows without a publication
 * date (the Wide Open Country list), the District of Columbia (no state page), single restaurants (the McCheapest
 * map). NetCredit's 2024 state rows print no price but a level against the national average ("-11.6% vs national
 * average"): kept as `percentVsNational`.
 */
import type { StateSurveyPrice } from "#domain/data/content-schemas.ts";
import { isStateName } from "#domain/rules/states.ts";
import { numberCell, readCsv, textCell } from "./csv.ts";
import type { ImportModule } from "./run.ts";

export const STATE_SURVEYS = "prices/us-state-big-mac-surveys.csv";

const COLUMNS = ["survey", "published", "state", "item", "price_usd", "rank", "source", "note"] as const;
/** A survey that prints a state's level instead of a price: "+23.93% vs national average" in the note column. */
const PERCENT = /^([+-]\d+(?:\.\d+)?)% vs national average\b/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Surveys of single restaurants, not of a state's prices. */
const SINGLE_RESTAURANTS = /single restaurants/i;

export function deriveStateSurveys(csv: string): StateSurveyPrice[] {
  const file = STATE_SURVEYS;
  const out: StateSurveyPrice[] = [];
  for (const row of readCsv(file, csv, COLUMNS)) {
    const survey = textCell(file, row, "survey");
    const state = textCell(file, row, "state");
    const published = row.cells.published.trim();
    const percent = PERCENT.exec(row.cells.note.trim())?.[1];
    if (!DATE.test(published) || SINGLE_RESTAURANTS.test(survey) || (row.cells.price_usd.trim() === "" && percent === undefined)) continue;
    if (state !== "United States" && !isStateName(state)) continue;
    const rank = row.cells.rank.trim();
    out.push({
      survey,
      published,
      state,
      item: textCell(file, row, "item"),
      ...(row.cells.price_usd.trim() !== "" ? { priceUsd: numberCell(file, row, "price_usd") } : { percentVsNational: Number(percent) }),
      ...(rank ? { rank: numberCell(file, row, "rank") } : {}),
      source: textCell(file, row, "source"),
    });
  }
  // Newest survey first, then the state's name: a new survey's rows come together at the top of the diff.
  return out.sort((a, b) =>
    a.published !== b.published
      ? a.published < b.published
        ? 1
        : -1
      : a.survey !== b.survey
        ? a.survey < b.survey
          ? -1
          : 1
        : a.state < b.state
          ? -1
          : a.state > b.state
            ? 1
            : 0,
  );
}

export const stateSurveysImport: ImportModule = {
  name: "Big Mac price surveys by state",
  sources: [STATE_SURVEYS],
  output: "stateSurveys",
  derive: (read) => deriveStateSurveys(read(STATE_SURVEYS)),
};
