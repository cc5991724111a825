/**
 * The Economist's Big Mac index (CC BY 4.0, credit "The Economist"; data/sources/big-mac-index/README.md) into
 * data/big-mac-index.json: one entry per edition, one line per country, with the columns the site shows. A new
 * edition is a new copy of big-mac-full-index.csv and `npm run import-data`.
 */
import type { BigMacCountry, BigMacEdition } from "#domain/data/content-schemas.ts";
import { numberCell, optionalNumberCell, readCsv, textCell } from "./csv.ts";
import type { ImportModule } from "./run.ts";

export const BIG_MAC_FULL_INDEX = "big-mac-index/big-mac-full-index.csv";

/** The raw columns read, and the field each becomes (data/README.md, data/SOURCES.md). */
const COLUMNS = ["date", "iso_a3", "currency_code", "name", "local_price", "dollar_ex", "dollar_price", "GDP_bigmac"] as const;

const cents = (n: number) => Math.round(n * 100) / 100;

export function deriveBigMacIndex(csv: string): BigMacEdition[] {
  const file = BIG_MAC_FULL_INDEX;
  const editions = new Map<string, BigMacCountry[]>();
  for (const row of readCsv(file, csv, COLUMNS)) {
    const date = textCell(file, row, "date");
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
      throw new Error(`${file}: line ${row.line}: column date: "${date}" is not a date written YYYY-MM-DD`);
    const gdp = optionalNumberCell(file, row, "GDP_bigmac");
    const country: BigMacCountry = {
      iso: textCell(file, row, "iso_a3"),
      name: textCell(file, row, "name"),
      currency: textCell(file, row, "currency_code"),
      localPrice: numberCell(file, row, "local_price"),
      dollarRate: numberCell(file, row, "dollar_ex"),
      dollarPrice: cents(numberCell(file, row, "dollar_price")),
      ...(gdp !== undefined ? { gdpBigMac: Number(gdp.toPrecision(6)) } : {}),
    };
    const list = editions.get(date);
    if (list) list.push(country);
    else editions.set(date, [country]);
  }
  return [...editions]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, countries]) => ({ date, countries: countries.sort((a, b) => (a.iso < b.iso ? -1 : a.iso > b.iso ? 1 : 0)) }));
}

export const bigMacIndexImport: ImportModule = {
  name: "Big Mac index (The Economist)",
  sources: [BIG_MAC_FULL_INDEX],
  output: "bigMacIndex",
  derive: (read) => deriveBigMacIndex(read(BIG_MAC_FULL_INDEX)),
};
