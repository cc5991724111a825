/**
 * Prices seen at stores and in cities, 2021-2026 (a compiled research file: every row names the article or page
 * that published it; data/sources/prices/README.md) into data/observed-prices.json. Each row keeps its own date,
 * source and how it was collected; the state's postal code becomes its name. Derived on the way:
 * - `menuItem`: our menu item the row prices, by the names in ITEM_NAMES (a row naming none is still kept and shown);
 * - `month`: the month it was seen, where the source gives one ("2021 (by 2021-03-27)" gives 2021-03);
 * - `outlier`: highway rest stops and delivery listings, which are no state's typical price: shown with that
 *   word, and left out of the model's error figures (never dropped silently).
 * Rows with no exact price ("close to $15") are left out.
 */
import type { ObservedPrice } from "#domain/data/price-inputs.ts";
import { OBSERVATION_BASES } from "#domain/data/price-inputs.ts";
import { STATES } from "#domain/rules/states.ts";
import { numberCell, readCsv, textCell } from "./csv.ts";
import type { ImportModule } from "./run.ts";

export const OBSERVED_PRICES = "prices/us-mcdonalds-observed-prices.csv";

const COLUMNS = [
  "item",
  "price_usd",
  "basis",
  "place",
  "city",
  "state",
  "as_of",
  "published",
  "source",
  "source_url",
  "collection_method",
  "note",
  "reliability",
] as const;

/** The source's item names that are one of our menu items. */
export const ITEM_NAMES: Readonly<Record<string, string>> = {
  "Big Mac": "Big Mac",
  Cheeseburger: "Cheeseburger",
  McChicken: "McChicken",
  "Big Mac meal": "Big Mac Extra Value Meal",
  "Big Mac combo (medium, pre-tax)": "Big Mac Extra Value Meal",
};

const STATE_BY_CODE = new Map<string, string>(STATES.map(([name, code]) => [code, name]));

/** The month a price was seen: the first YYYY-MM in the cell, else the month of a "by YYYY-MM-DD" date. */
export function observedMonth(asOf: string): string | undefined {
  return /^(\d{4}-(0[1-9]|1[0-2]))/.exec(asOf)?.[1] ?? /\bby (\d{4}-(0[1-9]|1[0-2]))-\d{2}\b/.exec(asOf)?.[1];
}

const REST_STOP = /rest[- ]stop|service plaza/i;

export function deriveObservedPrices(csv: string): ObservedPrice[] {
  const file = OBSERVED_PRICES;
  const out: ObservedPrice[] = [];
  for (const row of readCsv(file, csv, COLUMNS)) {
    if (row.cells.price_usd.trim() === "") continue;
    const basis = textCell(file, row, "basis");
    if (!(OBSERVATION_BASES as readonly string[]).includes(basis))
      throw new Error(`${file}: line ${row.line}: column basis: "${basis}" must be one of ${OBSERVATION_BASES.join(", ")}`);
    const code = row.cells.state.trim();
    const state = code === "" || code === "US" ? undefined : STATE_BY_CODE.get(code);
    if (code !== "" && code !== "US" && !state)
      throw new Error(`${file}: line ${row.line}: column state: "${code}" is not a US state's postal code`);
    const item = textCell(file, row, "item");
    const asOf = textCell(file, row, "as_of");
    const place = row.cells.place.trim();
    const note = row.cells.note.trim();
    const outlier =
      basis === "store_delivery"
        ? "a delivery app's price, not the store's"
        : REST_STOP.test(`${place} ${note}`)
          ? "a highway rest stop"
          : undefined;
    const reliability = textCell(file, row, "reliability");
    if (reliability !== "high" && reliability !== "medium" && reliability !== "low")
      throw new Error(`${file}: line ${row.line}: column reliability: "${reliability}" must be high, medium or low`);
    const opt = (column: (typeof COLUMNS)[number]) => row.cells[column].trim() || undefined;
    out.push({
      item,
      menuItem: ITEM_NAMES[item],
      priceUsd: numberCell(file, row, "price_usd"),
      basis: basis as ObservedPrice["basis"],
      place: place || undefined,
      city: opt("city"),
      state,
      asOf,
      month: observedMonth(asOf),
      published: opt("published"),
      source: textCell(file, row, "source"),
      sourceUrl: textCell(file, row, "source_url"),
      method: textCell(file, row, "collection_method"),
      note: note || undefined,
      reliability,
      outlier,
    });
  }
  return out;
}

export const observedPricesImport: ImportModule = {
  name: "Prices seen at stores and in cities",
  sources: [OBSERVED_PRICES],
  output: "observedPrices",
  derive: (read) => deriveObservedPrices(read(OBSERVED_PRICES)),
};
