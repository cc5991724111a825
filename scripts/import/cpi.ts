/**
 * The BLS consumer price index for limited-service meals and snacks (fast food), CPI-U, US city average, not
 * seasonally adjusted (series CUUR0000SEFV02), from data/sources/cpi/ into data/cpi.json: the one index the price
 * model moves a dated price by (domain/rules/price-model.ts). The raw file holds other series too (full-service meals,
 * food away from home by region); only this one is used, and the file is kept whole so its checksum can be checked.
 */
import type { CpiMonth } from "#domain/data/price-inputs.ts";
import { numberCell, readCsv, textCell } from "./csv.ts";
import type { ImportModule } from "./run.ts";

export const CPI_FILE = "cpi/bls-cpi-food-away-from-home.csv";
/** Limited service meals and snacks: the fast-food index. */
export const FAST_FOOD_SERIES = "CUUR0000SEFV02";

const COLUMNS = ["series_id", "month", "value"] as const;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function deriveCpi(csv: string): CpiMonth[] {
  const out: CpiMonth[] = [];
  const seen = new Set<string>();
  for (const row of readCsv(CPI_FILE, csv, COLUMNS)) {
    if (row.cells.series_id.trim() !== FAST_FOOD_SERIES) continue;
    const month = textCell(CPI_FILE, row, "month");
    if (!MONTH.test(month)) throw new Error(`${CPI_FILE}: line ${row.line}: column month: "${month}" is not a month written YYYY-MM`);
    if (seen.has(month)) throw new Error(`${CPI_FILE}: line ${row.line}: column month: ${FAST_FOOD_SERIES} ${month} appears twice`);
    seen.add(month);
    out.push({ series: FAST_FOOD_SERIES, month, value: numberCell(CPI_FILE, row, "value") });
  }
  if (!out.length) throw new Error(`${CPI_FILE}: has no row of series ${FAST_FOOD_SERIES}`);
  return out.sort((a, b) => (a.month < b.month ? -1 : 1));
}

export const cpiImport: ImportModule = {
  name: "BLS price index for fast food (limited service meals and snacks)",
  sources: [CPI_FILE],
  output: "cpi",
  derive: (read) => deriveCpi(read(CPI_FILE)),
};
