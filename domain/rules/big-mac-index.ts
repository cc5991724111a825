/**
 * The Economist's Big Mac index as the pages read it: the latest edition's countries, each country's
 * history across editions, the United States price over time and the change between two editions. Pure; the
 * data is data/big-mac-index.json (derived by npm run import-data; data/SOURCES.md).
 */
import type { BigMacCountry, BigMacEdition } from "../data/content-schemas.ts";
import { itemSlug } from "./slug.ts";

/** The credit every figure from the index carries (CC BY 4.0 asks for it; data/sources/big-mac-index/README.md). */
export const BIG_MAC_SOURCE = "Source: The Economist, Big Mac index";

const MONTH_YEAR = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** An edition's name, from its date: '2026-01-01' -> 'January 2026' (the index names editions by month). */
export function formatEdition(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : MONTH_YEAR.format(d);
}

/** A country's page address segment, from its newest name: 'United Arab Emirates' -> 'united-arab-emirates'. */
export function countrySlug(name: string): string {
  return itemSlug(name);
}

/** A local price with its currency code, written the same on the server and in the browser: '480,000 LBP', '7.30 CHF'. */
export function formatLocalPrice(amount: number, currency: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `${amount.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${currency}`;
}

export interface CountryHistory {
  iso: string;
  /** The newest name the index gives the country (its page's title). */
  name: string;
  slug: string;
  /** Every edition that priced it, oldest first. */
  points: { date: string; country: BigMacCountry }[];
}

export interface PricePoint {
  date: string;
  price: number;
}

export interface BigMacIndexView {
  /** Oldest first. */
  editions: BigMacEdition[];
  latest: BigMacEdition | null;
  /** Every country the index has priced, by its page slug. */
  histories: Map<string, CountryHistory>;
  /** The United States price in US dollars, every edition, oldest first. */
  usSeries: PricePoint[];
}

export function buildBigMacIndex(data: readonly BigMacEdition[]): BigMacIndexView {
  const editions = [...data].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const byIso = new Map<string, CountryHistory["points"]>();
  for (const e of editions) {
    for (const c of e.countries) {
      const list = byIso.get(c.iso) ?? [];
      list.push({ date: e.date, country: c });
      byIso.set(c.iso, list);
    }
  }
  const histories = new Map<string, CountryHistory>();
  for (const [iso, points] of byIso) {
    const name = points[points.length - 1].country.name;
    const slug = histories.has(countrySlug(name)) ? countrySlug(`${name} ${iso}`) : countrySlug(name);
    histories.set(slug, { iso, name, slug, points });
  }
  const usSeries = editions.flatMap((e) => e.countries.filter((c) => c.iso === "USA").map((c) => ({ date: e.date, price: c.dollarPrice })));
  return { editions, latest: editions[editions.length - 1] ?? null, histories, usSeries };
}

export interface PriceChange {
  from: PricePoint;
  to: PricePoint;
  /** to - from, in dollars, to the cent. */
  change: number;
  /** The change as a percentage of the first price, to one decimal. */
  percent: number;
}

/** The change from one price to a later one. */
export function priceChange(from: PricePoint, to: PricePoint): PriceChange {
  return {
    from,
    to,
    change: Math.round((to.price - from.price) * 100) / 100,
    percent: Math.round(((to.price - from.price) / from.price) * 1000) / 10,
  };
}

/**
 * The two editions a visitor asked to compare (?from=&to=, edition dates), earlier first; an edition that is not
 * in the series falls back to the first (from) or the last (to) one, and `asked` says whether both were found.
 */
export function pickEditions(
  series: readonly PricePoint[],
  from: string | null,
  to: string | null,
): { from: PricePoint; to: PricePoint; asked: boolean } | null {
  if (series.length === 0) return null;
  const find = (d: string | null) => (d ? series.find((p) => p.date === d) : undefined);
  const a = find(from) ?? series[0];
  const b = find(to) ?? series[series.length - 1];
  const asked = !!find(from) && !!find(to);
  return a.date <= b.date ? { from: a, to: b, asked } : { from: b, to: a, asked };
}

/** The sentence stating a change: "... went from $2.24 in April 2000 to $6.12 in January 2026: up $3.88 (173.2%)." */
export function changeSentence(subject: string, c: PriceChange): string {
  const money = (n: number) => `$${n.toFixed(2)}`;
  const at = (p: PricePoint) => `${money(p.price)} in ${formatEdition(p.date)}`;
  if (c.from.date === c.to.date) return `${subject} was ${at(c.from)}; choose two different editions to see a change.`;
  if (c.change === 0)
    return `${subject} was ${money(c.from.price)} in both ${formatEdition(c.from.date)} and ${formatEdition(c.to.date)}: no change.`;
  const way = c.change > 0 ? "up" : "down";
  return `${subject} went from ${at(c.from)} to ${at(c.to)}: ${way} ${money(Math.abs(c.change))} (${Math.abs(c.percent).toFixed(1)}%).`;
}
