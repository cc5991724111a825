/**
 * Open data out (issue 28): the datasets the site shows from outside sources, each downloadable as CSV and JSON
 * from /open-data with its licence and source. The rows are the derived data files' entries, flattened; the CSV
 * follows RFC 4180 (comma, double quotes around any field holding a comma, quote or line break, CRLF line ends).
 */
import { ESTIMATE_METHOD, nationalPriceBasis, STATE_PRICE_SOURCE } from "./api-views.ts";
import type { DataSet } from "./data-files.ts";
import { stateLocations } from "./locations.ts";
import { NUTRIENT_KEYS } from "./nutrition.ts";

/** Our own licence for our estimates and compilations (docs/decisions/0014-open-data-licence.md). */
export const OUR_LICENCE = "CC BY 4.0: credit \"Menu Prices\"";
export const OUR_LICENCE_URL = "https://creativecommons.org/licenses/by/4.0/";

export interface Dataset {
  id: string;
  /** ours: our own estimates or compilation, under OUR_LICENCE; source: an outside dataset under its own licence. */
  origin: "ours" | "source";
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
    id: "menu-prices",
    origin: "ours",
    title: "Menu items and their national prices",
    row: "one menu item: its national price (for items sold in sizes, the Medium) and that price's basis",
    licence: OUR_LICENCE,
    source: "Menu Prices' own estimates, anchored on the chain's published May 2024 averages (data/SOURCES.md); fixed national prices are the chain's",
    shownOn: "/menu",
    columns: ["id", "name", "category", "price_usd", "price_size", "basis", "basis_source", "as_of", "method"],
    rows: (data) =>
      data.menuItems.map((i) => {
        const b = nationalPriceBasis(i);
        return { id: i.id, name: i.name, category: i.category, price_usd: i.avgPriceUsd, price_size: i.sizes ? "Medium" : "Standard", basis: b.kind, basis_source: b.source, as_of: b.asOf, method: b.method ?? null };
      }),
  },
  {
    id: "state-prices",
    origin: "ours",
    title: "Stored state prices",
    row: "one item's estimated price in one state (every other item and state is the national price times the state's level)",
    licence: OUR_LICENCE,
    // claim-ok: third parties' surveys (CashNetUSA 2023, Zippia 2021 and others), each row naming and dating its report
    source: "Menu Prices' own estimates, anchored to the published Big Mac surveys by state (/about#state-model)",
    shownOn: "/prices",
    columns: ["id", "state", "item", "price_usd", "basis", "basis_source", "as_of", "method"],
    rows: (data) =>
      data.prices.map((p) => ({ id: p.id, state: p.state, item: p.itemName, price_usd: p.price, basis: "estimate", basis_source: STATE_PRICE_SOURCE, as_of: p.lastUpdated, method: ESTIMATE_METHOD })),
  },
  {
    id: "nutrition",
    origin: "ours",
    title: "Nutrition as the chain published it",
    row: "one menu item in one size: the chain's published figures, their source and date",
    licence: `${OUR_LICENCE} for the compilation; the figures are facts McDonald's published`,
    source: "McDonald's US nutrition calculator and product pages, each row with its own source and date (data/sources/nutrition/)",
    shownOn: "/nutrition-calculator",
    columns: ["item", "size", ...NUTRIENT_KEYS.map(snake), "source", "as_of", "fields_as_of"],
    rows: (data) =>
      data.nutrition.map((n) => {
        const row: Record<string, string | number | null> = { item: n.item, size: n.size };
        for (const k of NUTRIENT_KEYS) row[snake(k)] = typeof n[k] === "number" ? n[k] : null;
        row.source = n.source;
        row.as_of = n.asOf;
        row.fields_as_of = n.fieldsAsOf ? Object.entries(n.fieldsAsOf).map(([k, d]) => `${snake(k)}=${d}`).join(";") : null;
        return row;
      }),
  },
  {
    id: "state-surveys",
    origin: "source",
    // claim-ok: third parties' surveys (CashNetUSA 2023, Zippia 2021 and others), each row naming and dating its report
    title: "Big Mac price surveys by state",
    row: "one dated survey's Big Mac price for a state, or its US average; or a state's price level against the national average, in percent",
    licence: "Facts reported by the named third parties (CashNetUSA, Zippia, Pantry & Larder, 24/7 Wall St., NetCredit), compiled by Menu Prices; each row links its report",
    source: "The report named in each row's source column, as of its published date",
    shownOn: "/prices",
    columns: ["survey", "published", "state", "item", "price_usd", "percent_vs_national", "rank", "source"],
    rows: (data) =>
      data.stateSurveys.map((s) => ({ survey: s.survey, published: s.published, state: s.state, item: s.item, price_usd: s.priceUsd ?? null, percent_vs_national: s.percentVsNational ?? null, rank: s.rank ?? null, source: s.source })),
  },
  {
    id: "restaurant-counts",
    origin: "ours",
    title: "Restaurants per state",
    row: "one state: a published count with who counted and when, or our estimate where none is published",
    licence: `${OUR_LICENCE} for our estimates and the compilation; published counts are facts of their publishers (named per row)`,
    source: "ScrapeHero's counts (its location report, and as reported by Food Republic) where published; Menu Prices' estimates elsewhere",
    shownOn: "/",
    columns: ["state", "locations", "share_percent", "basis", "as_of", "publisher", "source"],
    rows: (data) =>
      stateLocations(data.locations, data.restaurantCounts).map((l) => ({ state: l.state, locations: l.locationCount, share_percent: l.percentage, basis: l.basis, as_of: l.asOf ?? null, publisher: l.publisher ?? null, source: l.source ?? null })),
  },
  {
    id: "big-mac-index",
    origin: "source",
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
    origin: "source",
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

function snake(s: string): string {
  return s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

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
