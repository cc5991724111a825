/**
 * Open data out (issue 28): the datasets the site shows from outside sources, each downloadable as CSV and JSON
 * from /open-data with its licence and source. The rows are the derived data files' entries, flattened; the CSV
 * follows RFC 4180 (comma, double quotes around any field holding a comma, quote or line break, CRLF line ends).
 */
import type { DataSet } from "./data-files.ts";

export interface Dataset {
  id: string;
  title: string;
  /** What one row is. */
  row: string;
  licence: string;
  source: string;
  /** The page that shows it. */
  shownOn: string;
  columns: readonly string[];
  rows(data: DataSet): Record<string, string | number | null>[];
}

export const DATASETS: readonly Dataset[] = [
  {
    id: "big-mac-index",
    title: "The Economist's Big Mac index, every edition and country",
    row: "one country in one edition",
    licence: "CC BY 4.0: credit \"The Economist\"",
    source: "The Economist, Big Mac index (repository TheEconomist/big-mac-data, January 2026 update)",
    shownOn: "/international-prices",
    columns: ["date", "iso", "name", "currency", "local_price", "dollar_rate", "dollar_price", "gdp_bigmac"],
    rows: (data) =>
      data.bigMacIndex.flatMap((e) =>
        e.countries.map((c) => ({ date: e.date, iso: c.iso, name: c.name, currency: c.currency, local_price: c.localPrice, dollar_rate: c.dollarRate, dollar_price: c.dollarPrice, gdp_bigmac: c.gdpBigMac ?? null })),
      ),
  },
  {
    id: "minimum-wages",
    title: "State minimum wages",
    row: "one state's general minimum wage in effect on a date",
    licence: "Facts (each state's published rate), compiled by Menu Prices; each row names the page that states it",
    source: "The page named in each row's source column, as of its source_date",
    shownOn: "/prices",
    columns: ["state", "wage_usd", "in_effect_on", "effective_from", "source", "source_date"],
    rows: (data) =>
      data.minimumWages.map((w) => ({ state: w.state, wage_usd: w.wageUsd, in_effect_on: w.inEffectOn, effective_from: w.effectiveFrom ?? null, source: w.source, source_date: w.sourceDate ?? null })),
  },
];

export function datasetById(id: string): Dataset | undefined {
  return DATASETS.find((d) => d.id === id);
}

function csvField(v: string | number | null): string {
  const s = v === null ? "" : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The rows as CSV with a header line (an empty field for null). */
export function toCsv(columns: readonly string[], rows: readonly Record<string, string | number | null>[]): string {
  return [columns, ...rows.map((r) => columns.map((c) => r[c] ?? null))].map((line) => line.map((f) => csvField(f as string | number | null)).join(",")).join("\r\n") + "\r\n";
}
