/** The copyright year the pages should show for the data in data/ (domain/rules/dates.ts dataYear), for the browser tests. */
import { readFileSync } from "node:fs";
import { dataYear, priceYear } from "../domain/rules/dates.ts";

const read = (file: string) => JSON.parse(readFileSync(new URL(`../data/${file}`, import.meta.url), "utf8"));

export const DATA_YEAR = dataYear({
  prices: read("prices.json"),
  news: read("news.json"),
  deliveryEstimate: read("delivery-estimate.json"),
  nutrition: read("nutrition.json"),
  bigMacIndex: read("big-mac-index.json"),
})!;

/** The year of the price figures (domain/rules/dates.ts priceYear): the header's and footer's "Updated" year, and every title's. */
export const PRICE_YEAR = priceYear({ prices: read("prices.json"), menuItems: read("menu-items.json") })!;
