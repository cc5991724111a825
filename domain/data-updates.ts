/**
 * What changed in the data, as a feed reader follows it (/feeds/data.atom, issue 28): one entry per dated
 * edition of each dataset the site shows. Every entry comes from dates already in the data (an edition's date, a
 * capture date, the date estimates were last reviewed), never from the clock, so the feed never announces a
 * change that did not happen, and an entry's id stays the same for as long as that edition is in the data.
 */
import type { AtomEntry } from "./atom.ts";
import { formatEdition } from "./big-mac-index.ts";
import type { Catalog } from "./catalog.ts";
import { formatLongDate } from "./dates.ts";
import { formatPrice } from "./money.ts";

export const DATA_FEED_PATH = "/feeds/data.atom";

/** The <link rel="alternate"> a page showing these datasets puts in its head, so a feed reader finds the feed. */
export const DATA_FEED_LINK = { rel: "alternate", type: "application/atom+xml", title: "Menu Prices: data updates", href: DATA_FEED_PATH } as const;

type Source = Pick<Catalog, "data" | "menuItems" | "prices" | "bigMacIndex">;

function groupByDate<T>(list: readonly T[], date: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const t of list) out.set(date(t), [...(out.get(date(t)) ?? []), t]);
  return out;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export function dataUpdates(catalog: Source, siteUrl: string): AtomEntry[] {
  const site = siteUrl.replace(/\/+$/, "");
  const entries: AtomEntry[] = [];

  for (const e of catalog.bigMacIndex.editions) {
    const us = e.countries.find((c) => c.iso === "USA");
    entries.push({
      id: `${site}/international-prices#edition-${e.date}`,
      title: `Big Mac index: the ${formatEdition(e.date)} edition`,
      updated: e.date,
      link: `${site}/international-prices`,
      summary:
        `The Economist's Big Mac index, ${formatEdition(e.date)} edition: ${plural(e.countries.length, "country", "countries")}` +
        (us ? `; the United States at ${formatPrice(us.dollarPrice)} (open data, CC BY 4.0).` : " (open data, CC BY 4.0)."),
    });
  }

  for (const [date, wages] of groupByDate(catalog.data.minimumWages, (w) => w.inEffectOn)) {
    const rates = wages.map((w) => w.wageUsd);
    entries.push({
      id: `${site}/prices#minimum-wages-${date}`,
      title: `State minimum wages in effect on ${formatLongDate(date)}`,
      updated: date,
      link: `${site}/prices`,
      summary: `${plural(wages.length, "state")} (and DC where listed), from ${formatPrice(Math.min(...rates))} to ${formatPrice(Math.max(...rates))} an hour, each from the source named on /open-data; used for the minutes of work on each state's page.`,
    });
  }

  for (const [date, rows] of groupByDate(catalog.data.nutrition, (n) => n.asOf)) {
    const sources = [...new Set(rows.map((r) => r.source))].join(" and ");
    entries.push({
      id: `${site}/nutrition-calculator#nutrition-${date}`,
      title: `Nutrition figures as published on ${formatLongDate(date)}`,
      updated: date,
      link: `${site}/nutrition-calculator`,
      summary: `${plural(rows.length, "item size")} now shown with the figures of ${sources} as captured on ${formatLongDate(date)}.`,
    });
  }

  for (const [date, items] of groupByDate(catalog.menuItems, (i) => i.priceAsOf)) {
    entries.push({
      id: `${site}/menu#prices-${date}`,
      title: `National price estimates reviewed on ${formatLongDate(date)}`,
      updated: date,
      link: `${site}/menu`,
      summary: `${plural(items.length, "menu item")}' national prices carry this date: our estimates (the method is on /about), except deals the chain prices nationally.`,
    });
  }
  for (const [date, records] of groupByDate(catalog.prices, (p) => p.lastUpdated)) {
    entries.push({
      id: `${site}/prices#state-prices-${date}`,
      title: `State price estimates reviewed on ${formatLongDate(date)}`,
      updated: date,
      link: `${site}/prices`,
      summary: `${plural(records.length, "item price")} in ${plural(new Set(records.map((r) => r.state)).size, "state")} carry this date: our estimates, from which every other state price is derived (the method is on /about).`,
    });
  }
  return entries;
}
