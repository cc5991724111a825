/**
 * Open data out (issue 28): the datasets the site shows, each downloadable as CSV and JSON from /open-data with
 * its licence and source: the outside datasets (rows are the derived data files' entries, flattened) and our own
 * (menu prices and nutrition, built by the same functions as the JSON API, domain/api-views.ts, so a download and
 * the API never disagree). The CSV follows RFC 4180 (comma, double quotes around any field holding a comma, quote
 * or line break, CRLF line ends).
 */
import { nationalPriceBasis } from "./api-views.ts";
import type { Catalog } from "./catalog.ts";
import { NUTRIENT_KEYS, type NutritionSize } from "./nutrition.ts";
import { itemSlug } from "./slug.ts";

/** What a dataset's rows are built from: the server's current catalog. */
export type DatasetSource = Pick<Catalog, "data" | "menuItems">;

/** The licence of the data this site makes itself (docs/decisions/0014-our-data-licence.md). */
export const OUR_DATA_LICENCE = "CC BY 4.0: credit \"Menu Prices\"";

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
  rows(source: DatasetSource): Record<string, string | number | null>[];
}

const NUTRITION_SIZES: readonly NutritionSize[] = ["Small", "Medium", "Large", "Standard"];

export const DATASETS: readonly Dataset[] = [
  {
    id: "big-mac-index",
    title: "The Economist's Big Mac index, every edition and country",
    row: "one country in one edition",
    licence: "CC BY 4.0: credit \"The Economist\"",
    source: "The Economist, Big Mac index (repository TheEconomist/big-mac-data, January 2026 update)",
    shownOn: "/international-prices",
    columns: ["date", "iso", "name", "currency", "local_price", "dollar_rate", "dollar_price", "gdp_bigmac"],
    rows: ({ data }) =>
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
    rows: ({ data }) =>
      data.minimumWages.map((w) => ({ state: w.state, wage_usd: w.wageUsd, in_effect_on: w.inEffectOn, effective_from: w.effectiveFrom ?? null, source: w.source, source_date: w.sourceDate ?? null })),
  },
  {
    id: "menu-prices",
    title: "National menu prices",
    row: "one menu item's national price, with its basis (our estimate, or the chain's advertised price for a fixed-price deal)",
    licence: OUR_DATA_LICENCE,
    source: "Menu Prices (data/menu-items.json); the method of the estimates is on /about#state-estimates",
    shownOn: "/menu",
    columns: ["item", "slug", "category", "price_usd", "basis", "source", "as_of"],
    rows: ({ menuItems }) =>
      menuItems.map((i) => {
        const b = nationalPriceBasis(i);
        return { item: i.name, slug: itemSlug(i.name), category: i.category, price_usd: i.avgPriceUsd, basis: b.kind, source: b.source, as_of: b.asOf };
      }),
  },
  {
    id: "nutrition",
    title: "Nutrition per item and size",
    row: "one item in one size: the chain's published figures, or a meal's sum of its parts' published figures",
    licence: "Facts as McDonald's publishes them (its US nutrition calculator and product pages), compiled by Menu Prices; our compilation " + OUR_DATA_LICENCE,
    source: "The source and date in each row (data/nutrition.json, derived from data/sources/nutrition/)",
    shownOn: "/nutrition-calculator",
    // fields_as_of: the fields taken from an older edition than as_of, each with that edition's date.
    columns: ["item", "size", ...NUTRIENT_KEYS, "basis", "source", "as_of", "fields_as_of"],
    rows: ({ menuItems }) =>
      menuItems.flatMap((i) =>
        NUTRITION_SIZES.flatMap((size) => {
          const f = i.nutrition[size];
          if (!f) return [];
          const figures = Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, f[k] ?? null]));
          const older = Object.entries(f.fieldsAsOf ?? {}).map(([k, d]) => `${k}=${d}`).join(";");
          return [{ item: i.name, size, ...figures, basis: f.basis.kind, source: f.basis.source, as_of: f.basis.asOf, fields_as_of: older || null }];
        }),
      ),
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
