/**
 * The XML sitemap (sitemaps.org 0.9) built from the data: every static page once under its canonical path, the
 * 9 category pages, every item, all 50 states, every news article and every country of the Big Mac index. `lastmod` is given only where a date is
 * true for the page: the newest price record of a state, an article's own date. Never the build time.
 */
import { FOOTER_CATEGORIES, categoryPath } from "../rules/categories.ts";
import { SITEMAP_PAGES, pagePath } from "../rules/pages.ts";
import { itemPath } from "../rules/menu.ts";
import { stateSlug } from "../rules/slug.ts";
import { STATE_NAMES } from "../rules/states.ts";
import { escapeMarkup } from "./escape.ts";

/**
 * The pages with one canonical path each, from the page registry (domain/rules/pages.ts: /deals, not /my-deals;
 * /mcvalue, not /mcvalue-deals). Pages marked noindex are not listed: the offline and not-found pages, and the
 * form page /reviews/new (its form also opens as a dialog on /reviews).
 */
export const STATIC_PAGES: readonly string[] = SITEMAP_PAGES.map(pagePath);

/** Sitemaps.org's limit for one file. */
export const MAX_URLS = 50_000;

export interface SitemapInput {
  /** Canonical origin without a trailing slash, e.g. https://menuprices.example */
  siteUrl: string;
  items: readonly { name: string }[];
  prices: readonly { state: string; lastUpdated: string }[];
  articles: readonly { id: string; date: string }[];
  /** The Big Mac index's countries (their history pages, /international-prices/<slug>); no lastmod. */
  countries?: readonly { slug: string }[];
}

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** YYYY-MM-DD, only when known to be true. */
  lastmod?: string;
}

/** The newest lastUpdated of each state's price records, keyed by the state's name. */
export function latestPriceDates(prices: SitemapInput["prices"]): Map<string, string> {
  const latest = new Map<string, string>();
  for (const p of prices) {
    const cur = latest.get(p.state);
    if (!cur || p.lastUpdated > cur) latest.set(p.state, p.lastUpdated);
  }
  return latest;
}

export function sitemapEntries(input: SitemapInput): SitemapEntry[] {
  const origin = input.siteUrl.replace(/\/+$/, "");
  const abs = (path: string) => origin + path;
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  const add = (path: string, lastmod?: string) => {
    const loc = abs(path);
    if (seen.has(loc) || entries.length >= MAX_URLS) return;
    seen.add(loc);
    entries.push(lastmod ? { loc, lastmod } : { loc });
  };

  for (const path of STATIC_PAGES) add(path);
  for (const category of FOOTER_CATEGORIES) add(categoryPath(category));
  for (const item of input.items) add(itemPath(item.name));
  const latest = latestPriceDates(input.prices);
  for (const state of STATE_NAMES) add(`/prices/${stateSlug(state)}`, latest.get(state));
  for (const article of input.articles) add(`/news/article/${encodeURIComponent(article.id)}`, article.date);
  for (const country of input.countries ?? []) add(`/international-prices/${encodeURIComponent(country.slug)}`);
  return entries;
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `  <url>\n    <loc>${escapeMarkup(e.loc)}</loc>\n${e.lastmod ? `    <lastmod>${escapeMarkup(e.lastmod)}</lastmod>\n` : ""}  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
