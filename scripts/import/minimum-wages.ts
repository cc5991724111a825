/**
 * State minimum wages (a compiled research file: every row names its own source and date;
 * data/sources/wages/README.md) into data/minimum-wages.json: for each of the 50 states, the rate in effect on the
 * file's newest `in_effect_on` date. The District of Columbia and New York's second row (New York City, Long
 * Island and Westchester) are left out: the site's state pages are the 50 states, and the New York row is the
 * rate outside those areas (data/SOURCES.md).
 */
import type { MinimumWage } from "#domain/data/content-schemas.ts";
import { isStateName } from "#domain/rules/states.ts";
import { numberCell, readCsv, textCell } from "./csv.ts";
import type { ImportModule } from "./run.ts";

export const MINIMUM_WAGES = "wages/us-state-minimum-wage-2026.csv";

const COLUMNS = ["state", "minimum_wage_usd", "effective", "source", "in_effect_on", "source_date"] as const;
const DATE = /^\d{4}-\d{2}-\d{2}/;

export function deriveMinimumWages(csv: string): MinimumWage[] {
  const file = MINIMUM_WAGES;
  const rows = readCsv(file, csv, COLUMNS);
  const newest = rows
    .map((r) => textCell(file, r, "in_effect_on"))
    .sort()
    .at(-1);
  const out: MinimumWage[] = [];
  for (const row of rows) {
    const state = textCell(file, row, "state");
    if (row.cells.in_effect_on.trim() !== newest || !isStateName(state)) continue;
    const effective = row.cells.effective.trim();
    const sourceDate = row.cells.source_date.trim().match(DATE)?.[0];
    out.push({
      state,
      wageUsd: numberCell(file, row, "minimum_wage_usd"),
      inEffectOn: newest,
      ...(DATE.test(effective) ? { effectiveFrom: effective } : {}),
      source: textCell(file, row, "source"),
      ...(sourceDate ? { sourceDate } : {}),
    });
  }
  return out.sort((a, b) => (a.state < b.state ? -1 : a.state > b.state ? 1 : 0));
}

export const minimumWagesImport: ImportModule = {
  name: "State minimum wages",
  sources: [MINIMUM_WAGES],
  output: "minimumWages",
  derive: (read) => deriveMinimumWages(read(MINIMUM_WAGES)),
};
