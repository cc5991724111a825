/**
 * The Atom feed of data updates (/feeds/data.atom): one entry per dated change the data already
 * records: each edition of The Economist's Big Mac index, each edition of the chain's nutrition figures, each
 * published survey and restaurant count, the minimum wages in effect on a date, and each day our price estimates
 * were reviewed. Nothing is dated by the clock: an entry's date is the data's own, and its id is built from what it
 * is and that date, so it never changes (a feed reader shows each once). Pure; routes/feeds.data[.]atom.ts serves it.
 */
import { atomXml } from "./atom.ts";
import { REVIEW_DATE_FALLBACK } from "../data/catalog.ts";
import type { DataSet } from "../data/data-files.ts";
import { formatLongDate } from "../rules/dates.ts";
import { formatAsOf } from "../rules/locations.ts";
import { formatEdition } from "../rules/big-mac-index.ts";

export interface FeedEntry {
  /** A tag: URI (RFC 4151), stable across deployments and edits of the wording. */
  id: string;
  title: string;
  /** YYYY-MM-DD, YYYY-MM or YYYY: the data's own date for the change. */
  date: string;
  summary: string;
  /** A path on this site where the change shows. */
  path: string;
}

/** The tagging entity and date of every id: never change them, or readers see every entry again. */
const TAG = "tag:menu-prices,2026:";
/** How many entries the feed carries, newest first. */
export const FEED_SIZE = 60;

/** Only a data folder with no dated file at all has no date: the spec's date of the site's first data then (§3). */
const DATA_DATE_UNKNOWN = REVIEW_DATE_FALLBACK;

/** The date of the data a feed reads: its newest dated edition or estimate (what an empty feed is dated by). */
export function dataDate(data: DataSet): string {
  return feedEntries(data)[0]?.date ?? DATA_DATE_UNKNOWN;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function groupCount<T>(list: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const t of list) {
    const k = key(t);
    const g = out.get(k);
    if (g) g.push(t);
    else out.set(k, [t]);
  }
  return out;
}

/** Every entry the data gives, newest first (ties by id), at most FEED_SIZE. */
export function feedEntries(data: DataSet): FeedEntry[] {
  const out: FeedEntry[] = [];
  for (const e of data.bigMacIndex) {
    const us = e.countries.find((c) => c.iso === "USA");
    out.push({
      id: `${TAG}big-mac-index/${e.date}`,
      title: `Big Mac index: the ${formatEdition(e.date)} edition`,
      date: e.date,
      summary: `The Economist's Big Mac index edition of ${formatLongDate(e.date)}: ${plural(e.countries.length, "country", "countries")}${us ? `; the US price $${us.dollarPrice.toFixed(2)}` : ""}. Source: The Economist, Big Mac index.`,
      path: "/international-prices",
    });
  }
  for (const [key, rows] of groupCount(data.nutrition, (n) => `${n.asOf}|${n.source}`)) {
    const [asOf, source] = key.split("|");
    out.push({
      id: `${TAG}nutrition/${asOf}/${slug(source)}`,
      title: `Nutrition: ${source}, ${formatLongDate(asOf)}`,
      date: asOf,
      summary: `${plural(rows.length, "item size")} with the chain's published figures from the ${source} as of ${formatLongDate(asOf)}.`,
      path: "/nutrition-calculator",
    });
  }
  for (const [key, rows] of groupCount(data.allergens, (a) => `${a.capturedOn}|${a.source}`)) {
    const [capturedOn, source] = key.split("|");
    out.push({
      id: `${TAG}allergens/${capturedOn}/${slug(source)}`,
      title: `Allergens: ${source}, captured ${formatLongDate(capturedOn)}`,
      date: capturedOn,
      summary: `${plural(rows.length, "item")} with the chain's own allergen statement (contains and may contain), captured ${formatLongDate(capturedOn)}.`,
      path: "/explore",
    });
  }
  for (const [inEffectOn, rows] of groupCount(data.minimumWages, (w) => w.inEffectOn)) {
    out.push({
      id: `${TAG}minimum-wages/${inEffectOn}`,
      title: `State minimum wages in effect on ${formatLongDate(inEffectOn)}`,
      date: inEffectOn,
      summary: `${plural(rows.length, "state")}' general minimum wage in effect on ${formatLongDate(inEffectOn)}, each with its source; minutes of work follow.`,
      path: "/prices#minutes-of-work",
    });
  }
  for (const [key, rows] of groupCount(data.stateSurveys, (s) => `${s.published}|${s.survey}`)) {
    const [published, survey] = key.split("|");
    const states = rows.filter((r) => r.state !== "United States").length;
    const us = rows.find((r) => r.state === "United States");
    out.push({
      id: `${TAG}survey/${published}/${slug(survey)}`,
      title: `Survey: ${survey}, ${formatLongDate(published)}`,
      date: published,
      summary: `${states ? `${rows[0].item} figures for ${plural(states, "state")}` : "No state figures"}${us?.priceUsd !== undefined ? `${states ? " and" : ""} a US average of $${us.priceUsd.toFixed(2)}` : ""}, as reported on ${formatLongDate(published)}.`,
      path: "/prices",
    });
  }
  for (const [key, rows] of groupCount(data.restaurantCounts, (c) => `${c.asOf}|${c.publisher}`)) {
    const [asOf, publisher] = key.split("|");
    const names = rows.map((r) => `${r.state} ${r.locations.toLocaleString("en-US")}`).join(", ");
    out.push({
      id: `${TAG}restaurant-counts/${asOf}/${slug(publisher)}`,
      title: `Restaurant counts: ${publisher}, ${formatAsOf(asOf)}`,
      date: asOf,
      summary: `Published counts as of ${formatAsOf(asOf)}: ${names}.`,
      path: "/",
    });
  }
  for (const [priceAsOf, items] of groupCount(data.menuItems, (i) => i.priceAsOf)) {
    const states = new Set(data.prices.filter((p) => p.lastUpdated === priceAsOf).map((p) => p.state)).size;
    out.push({
      id: `${TAG}price-estimates/${priceAsOf}`,
      title: `Price estimates for ${formatLongDate(priceAsOf)}`,
      // A monthly figure is dated by its month's first day, as the price index's own tables do.
      date: priceAsOf.length === 7 ? `${priceAsOf}-01` : priceAsOf,
      summary: `Our national price estimates of ${plural(items.length, "item")}${states ? ` and their estimates in ${plural(states, "state")}` : ""} are for ${formatLongDate(priceAsOf)}: the chain's published prices moved to that month by the government's price index for fast food. They are estimates, not prices read at restaurants.`,
      path: "/menu",
    });
  }
  return out.sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).slice(0, FEED_SIZE);
}

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The feed document (RFC 4287, written by domain/publish/atom.ts): the entries, the site's address for links. */
export function atomFeed(entries: readonly FeedEntry[], siteUrl: string): string {
  return atomXml({
    id: `${TAG}data-updates`,
    self: `${siteUrl}/feeds/data.atom`,
    alternate: `${siteUrl}/open-data`,
    title: "Menu Prices: data updates",
    subtitle: "New editions of the datasets Menu Prices shows, and the days its price estimates were reviewed.",
    author: "Menu Prices",
    entries: entries.map((e) => ({ id: e.id, title: e.title, updated: e.date, link: `${siteUrl}${e.path}`, summary: e.summary })),
    limit: FEED_SIZE,
    dataDate: entries[0]?.date ?? DATA_DATE_UNKNOWN,
  });
}
