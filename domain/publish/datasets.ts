/**
 * Open data out: the datasets the site shows from outside sources, each downloadable as CSV and JSON
 * from /open-data with its licence and source. The rows are the derived data files' entries, flattened; the CSV
 * follows RFC 4180 (comma, double quotes around any field holding a comma, quote or line break, CRLF line ends).
 */
import { DEAL_PRICE_SOURCE, ESTIMATE_METHOD, nationalPriceBasis, STATE_PRICE_SOURCE } from "./api-views.ts";
import type { DataSet } from "../data/data-files.ts";
import { stateLocations } from "../rules/locations.ts";
import { NUTRIENT_KEYS } from "../rules/nutrition.ts";
import { backtest, modelErrors, modelInputs, priceRange, stateFactors, type BacktestTest } from "../rules/price-model.ts";

/** The backtest of a data set's model, once per loaded data set (the tables below read it per row). */
const backtests = new WeakMap<DataSet, BacktestTest[]>();
function modelTests(data: DataSet): BacktestTest[] {
  let t = backtests.get(data);
  if (!t) backtests.set(data, (t = data.cpi.length && data.priceModel.length ? backtest(modelInputs(data)) : []));
  return t;
}

/** Our own licence for our estimates and compilations (docs/decisions/0014-open-data-licence.md). */
export const OUR_LICENCE = 'CC BY 4.0: credit "Menu Prices"';
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
    source:
      "Menu Prices' price model (/about#price-model): the chain's published national prices moved to the month by the BLS price index for fast food; advertised deals are the chain's",
    shownOn: "/menu",
    columns: [
      "id",
      "name",
      "category",
      "price_usd",
      "price_size",
      "basis",
      "basis_source",
      "as_of",
      "range_low_usd",
      "range_high_usd",
      "method",
    ],
    rows: (data) => {
      const error = modelErrors(modelTests(data)).national;
      return data.menuItems.map((i) => {
        const b = nationalPriceBasis(i);
        const r = b.kind === "estimate" && Number.isFinite(error) ? priceRange(i.avgPriceUsd, error) : null;
        return {
          id: i.id,
          name: i.name,
          category: i.category,
          price_usd: i.avgPriceUsd,
          price_size: i.sizes ? "Medium" : "Standard",
          basis: b.kind,
          basis_source: b.source,
          as_of: b.asOf,
          range_low_usd: r?.low ?? null,
          range_high_usd: r?.high ?? null,
          method: b.method ?? null,
        };
      });
    },
  },
  {
    id: "state-prices",
    origin: "ours",
    title: "Prices by state",
    row: "one item's price in one state, as every page shows it: our estimate (the national estimate times the state's level) or an advertised deal's price",
    licence: OUR_LICENCE,
    // claim-ok: third parties' surveys (CashNetUSA 2023, Zippia 2021 and others), each row naming and dating its report
    source: "Menu Prices' own estimates, anchored to the published Big Mac surveys by state (/about#state-model)",
    shownOn: "/prices",
    columns: [
      "id",
      "state",
      "item",
      "price_usd",
      "basis",
      "basis_source",
      "as_of",
      "range_low_usd",
      "range_high_usd",
      "state_level",
      "state_level_source",
      "method",
    ],
    rows: (data) => {
      const error = modelErrors(modelTests(data)).state;
      const fixed = new Set(data.menuItems.filter((i) => i.fixedPrice).map((i) => i.name));
      const levels = new Map(stateFactors(data.stateSurveys, data.stateLevels).map((f) => [f.state, f]));
      return data.prices.map((p) => {
        const deal = fixed.has(p.itemName);
        const r = !deal && Number.isFinite(error) ? priceRange(p.price, error) : null;
        const level = levels.get(p.state);
        return {
          id: p.id,
          state: p.state,
          item: p.itemName,
          price_usd: p.price,
          basis: deal ? "published" : "estimate",
          basis_source: deal ? DEAL_PRICE_SOURCE : STATE_PRICE_SOURCE,
          as_of: p.lastUpdated,
          range_low_usd: r?.low ?? null,
          range_high_usd: r?.high ?? null,
          state_level: deal || !level ? null : Math.round(level.factor * 10000) / 10000,
          state_level_source:
            deal || !level
              ? null
              : level.figure
                ? `${level.figure.survey}, ${level.figure.published}`
                : "our earlier estimate (data/state-levels.json)",
          method: ESTIMATE_METHOD,
        };
      });
    },
  },
  {
    id: "price-model-backtest",
    origin: "ours",
    title: "How far off the price model was: the backtest",
    row: "one estimate the model made for an earlier month, against what was later published or seen at a restaurant",
    licence: OUR_LICENCE,
    source:
      "Menu Prices' price model run on the imported inputs (domain/rules/price-model.ts); the actual prices are the publishers' named in each row",
    shownOn: "/about",
    columns: ["test", "estimate", "month", "predicted_usd", "actual_usd", "error_percent", "left_out_because", "actual_source"],
    rows: (data) =>
      modelTests(data).flatMap((t) =>
        t.rows.map((r) => ({
          test: t.id,
          estimate: r.label,
          month: r.month,
          predicted_usd: Math.round(r.predicted * 100) / 100,
          actual_usd: r.actual,
          error_percent: Math.round(r.error * 1000) / 10,
          left_out_because: r.excluded ?? null,
          actual_source: r.source ?? null,
        })),
      ),
  },
  {
    id: "observed-prices",
    origin: "source",
    title: "Prices seen at restaurants, 2021-2026",
    row: "one price somebody saw at a store or in a place, as the named publisher reported it, with its date and how it was collected",
    licence:
      "Facts reported by the named publishers (McCheapest via the press, the Fast Food Index, Axios, USA TODAY, CashNetUSA, the McChicken Index pilot), compiled by Menu Prices; each row links its report",
    source: "The report named in each row, as of its date (data/sources/prices/)",
    shownOn: "/prices",
    columns: ["item", "price_usd", "place", "city", "state", "seen", "published", "source", "source_url", "method", "outlier"],
    rows: (data) =>
      data.observedPrices.map((o) => ({
        item: o.item,
        price_usd: o.priceUsd,
        place: o.place ?? null,
        city: o.city ?? null,
        state: o.state ?? null,
        seen: o.asOf,
        published: o.published ?? null,
        source: o.source,
        source_url: o.sourceUrl,
        method: o.method,
        outlier: o.outlier ?? null,
      })),
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
        row.fields_as_of = n.fieldsAsOf
          ? Object.entries(n.fieldsAsOf)
              .map(([k, d]) => `${snake(k)}=${d}`)
              .join(";")
          : null;
        return row;
      }),
  },
  {
    id: "allergens",
    origin: "ours",
    title: "Allergen statements as the chain published them",
    row: "one menu item: the nine major US allergens its statement names as contained and as may-contain, and any words outside the nine as written",
    licence: `${OUR_LICENCE} for the compilation; the statements are facts McDonald's published`,
    source:
      "McDonald's US allergen statements from the chain's item records, each row with its record and capture date (data/sources/nutrition/)",
    shownOn: "/explore",
    columns: ["item", "contains", "may_contain", "unmapped", "source_item", "source_id", "source", "captured_on"],
    rows: (data) =>
      data.allergens.map((a) => ({
        item: a.item,
        contains: a.contains.join(";"),
        may_contain: a.mayContain.join(";"),
        unmapped: a.unmapped?.join(" | ") ?? null,
        source_item: a.sourceItem,
        source_id: a.sourceId,
        source: a.source,
        captured_on: a.capturedOn,
      })),
  },
  {
    id: "state-surveys",
    origin: "source",
    // claim-ok: third parties' surveys (CashNetUSA 2023, Zippia 2021 and others), each row naming and dating its report
    title: "Big Mac price surveys by state",
    row: "one dated survey's Big Mac price for a state, or its US average; or a state's price level against the national average, in percent",
    licence:
      "Facts reported by the named third parties (CashNetUSA, Zippia, Pantry & Larder, 24/7 Wall St., NetCredit), compiled by Menu Prices; each row links its report",
    source: "The report named in each row's source column, as of its published date",
    shownOn: "/prices",
    columns: ["survey", "published", "state", "item", "price_usd", "percent_vs_national", "rank", "source"],
    rows: (data) =>
      data.stateSurveys.map((s) => ({
        survey: s.survey,
        published: s.published,
        state: s.state,
        item: s.item,
        price_usd: s.priceUsd ?? null,
        percent_vs_national: s.percentVsNational ?? null,
        rank: s.rank ?? null,
        source: s.source,
      })),
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
      stateLocations(data.locations, data.restaurantCounts).map((l) => ({
        state: l.state,
        locations: l.locationCount,
        share_percent: l.percentage,
        basis: l.basis,
        as_of: l.asOf ?? null,
        publisher: l.publisher ?? null,
        source: l.source ?? null,
      })),
  },
  {
    id: "big-mac-index",
    origin: "source",
    title: "The Economist's Big Mac index, every edition and country",
    row: "one country in one edition",
    licence: 'CC BY 4.0: credit "The Economist"',
    source: "The Economist, Big Mac index (repository TheEconomist/big-mac-data, January 2026 update)",
    shownOn: "/international-prices",
    columns: ["date", "iso", "name", "currency", "local_price", "dollar_rate", "dollar_price", "gdp_bigmac"],
    rows: (data) =>
      data.bigMacIndex.flatMap((e) =>
        e.countries.map((c) => ({
          date: e.date,
          iso: c.iso,
          name: c.name,
          currency: c.currency,
          local_price: c.localPrice,
          dollar_rate: c.dollarRate,
          dollar_price: c.dollarPrice,
          gdp_bigmac: c.gdpBigMac ?? null,
        })),
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
      data.minimumWages.map((w) => ({
        state: w.state,
        wage_usd: w.wageUsd,
        in_effect_on: w.inEffectOn,
        effective_from: w.effectiveFrom ?? null,
        source: w.source,
        source_date: w.sourceDate ?? null,
      })),
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
  return (
    [columns, ...rows.map((r) => columns.map((c) => r[c] ?? null))]
      .map((line) => line.map((f) => csvField(f as string | number | null)).join(","))
      .join("\r\n") + "\r\n"
  );
}
