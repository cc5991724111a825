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
import { formatAsOf } from "./locations.ts";
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

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A count's date as a day: "2025-10" is its first day, "2024" its first of January. */
const atomDay = (asOf: string) => {
  const [y, m = "01", d = "01"] = asOf.split("-");
  return `${y}-${m}-${d}`;
};

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

  // Each published survey of prices by state (its report's date), and each published restaurant count.
  for (const [key, rows] of groupByDate(catalog.data.stateSurveys, (s) => `${s.published}|${s.survey}`)) {
    const [date, survey] = key.split("|");
    const states = rows.filter((r) => r.state !== "United States").length;
    const us = rows.find((r) => r.state === "United States");
    const parts = [states ? `${plural(states, "state")}' ${rows[0].item} prices` : "", us ? `a US average of ${formatPrice(us.priceUsd)}` : ""].filter(Boolean);
    entries.push({
      id: `${site}/prices#survey-${date}-${slug(survey)}`,
      // claim-ok: a third party's survey, named with its date
      title: `Survey: ${survey}, ${formatLongDate(date)}`,
      updated: date,
      link: `${site}/prices`,
      summary: `${parts.join(" and ")}, as reported on ${formatLongDate(date)} (a third party's figures; each state page shows them beside our estimate).`,
    });
  }
  for (const [key, rows] of groupByDate(catalog.data.restaurantCounts, (c) => `${c.asOf}|${c.publisher}`)) {
    const [asOf, publisher] = key.split("|");
    entries.push({
      id: `${site}/#restaurant-counts-${asOf}-${slug(publisher)}`,
      title: `Restaurant counts: ${publisher}, ${formatAsOf(asOf)}`,
      updated: atomDay(asOf),
      link: `${site}/`,
      summary: `Published counts as of ${formatAsOf(asOf)}: ${rows.map((r) => `${r.state} ${r.locations.toLocaleString("en-US")}`).join(", ")}.`,
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
