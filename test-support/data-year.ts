/** The brand year the pages should show for the data in data/ (domain/dates.ts dataYear), for the browser tests. */
import { readFileSync } from "node:fs";
import { dataYear } from "../domain/dates.ts";

const read = (file: string) => JSON.parse(readFileSync(new URL(`../data/${file}`, import.meta.url), "utf8"));

export const DATA_YEAR = dataYear({
  prices: read("prices.json"),
  deals: read("deals.json"),
  news: read("news.json"),
  deliveryEstimate: read("delivery-estimate.json"),
  nutrition: read("nutrition.json"),
  bigMacIndex: read("big-mac-index.json"),
})!;
