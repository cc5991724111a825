/**
 * Open data out (issue 28): the datasets the site shows, each downloadable as CSV and JSON from /open-data with
 * its licence and source: the outside datasets (rows are the derived data files' entries, flattened) and our own
 * (menu prices and nutrition, built by the same functions as the JSON API, domain/api-views.ts, so a download and
 * the API never disagree). The CSV follows RFC 4180 (comma, double quotes around any field holding a comma, quote
 * or line break, CRLF line ends).
 */
import { apiPriceRecord, nationalPriceBasis } from "./api-views.ts";
import type { Catalog } from "./catalog.ts";
import { NUTRIENT_KEYS, type NutritionSize } from "./nutrition.ts";
import { itemSlug } from "./slug.ts";

/** What a dataset's rows are built from: the server's current catalog. */
export type DatasetSource = Pick<Catalog, "data" | "menuItems" | "prices" | "locations">;

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
  {
    id: "state-prices",
    title: "Stored state prices",
    // claim-ok: third parties' surveys (CashNetUSA 2023, Zippia 2021), named and dated on /about#state-model and per row
    row: "one item's price in one state as data/prices.json stores it (our estimate, anchored to the published Big Mac surveys by state), with its basis; every other item and state is the national price times the state's level",
    licence: OUR_DATA_LICENCE,
    // claim-ok: third parties' surveys (CashNetUSA 2023, Zippia 2021), named and dated on /about#state-model
    source: "Menu Prices (data/prices.json, written by npm run state-model); the method is on /about#state-model",
    shownOn: "/prices",
    columns: ["id", "state", "item", "price_usd", "basis", "source", "as_of", "method"],
    rows: ({ prices }) =>
      prices.map((p) => {
        const { basis } = apiPriceRecord(p);
        return { id: p.id, state: p.state, item: p.itemName, price_usd: p.price, basis: basis.kind, source: basis.source, as_of: basis.asOf, method: basis.method ?? null };
      }),
  },
  {
    id: "state-surveys",
    // claim-ok: third parties' surveys, each row naming and dating its report
    title: "Big Mac price surveys by state",
    row: "one dated third-party survey's Big Mac price for a state, or its US average, as reported",
    licence: "Facts reported by the named third parties (CashNetUSA, Zippia, Pantry & Larder, 24/7 Wall St., NetCredit), compiled by Menu Prices; each row links its report",
    // claim-ok: third parties' surveys (CashNetUSA 2023, Zippia 2021), named and dated on /about#state-model and per row
    source: "The report in each row's source column, as of its published date (data/state-price-surveys.json, derived from data/sources/prices/)",
    shownOn: "/prices",
    columns: ["survey", "published", "state", "item", "price_usd", "rank", "source"],
    rows: ({ data }) => data.stateSurveys.map((s) => ({ survey: s.survey, published: s.published, state: s.state, item: s.item, price_usd: s.priceUsd, rank: s.rank ?? null, source: s.source })),
  },
  {
    id: "restaurant-counts",
    title: "Restaurants per state",
    row: "one state: a published count with who counted and when, or our estimate where none is published, and its share of the newest published US total",
    licence: "Published counts are facts of the publisher named in each row; our estimates and the compilation " + OUR_DATA_LICENCE,
    source: "ScrapeHero's counts (its location report, and as reported by Food Republic) where published (data/restaurant-counts.json); Menu Prices' estimates elsewhere (data/locations.json)",
    shownOn: "/",
    columns: ["state", "locations", "share_percent", "basis", "as_of", "publisher", "source"],
    rows: ({ locations }) =>
      locations.map((l) => ({ state: l.state, locations: l.locationCount, share_percent: l.percentage, basis: l.basis, as_of: l.asOf ?? null, publisher: l.publisher ?? null, source: l.source ?? null })),
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
