/** Page metadata: title, description, canonical (absolute, from SITE_URL, no query), Open Graph, Twitter, robots. */
import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "#domain/rules/site-name.ts";
export const DEFAULT_IMAGE = "/og-image.png";
/** Search results show about this many characters of a description; longer ones are cut at a word. */
export const DESCRIPTION_MAX = 155;

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. /menu/burgers (no query string). */
  path: string;
  image?: string;
  type?: "website" | "article" | "product";
  robots?: string;
  /** Adds the link to the Atom feed of data updates (/feeds/data.atom) for a page whose figures it follows. */
  dataFeed?: boolean;
}

/** The feed a reader finds from a page's head. */
export const DATA_FEED = { path: "/feeds/data.atom", title: "Menu Prices: data updates" } as const;

interface MatchLike {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

export function siteUrlFrom(matches: readonly (MatchLike | undefined)[]): string {
  const root = matches.find((m) => m?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { siteUrl?: string } | undefined;
  return data?.siteUrl ?? "";
}

/**
 * The year of the price figures the pages show (the root loader's priceYear, the header's "Updated" year), for
 * titles that name a year: a title written with "{year}" ("McDonald's Menu Prices {year}") says that year, and
 * drops it when there is none. A newer nutrition capture or news article does not make a 2025 price a 2026 one.
 */
export function withDataYear(text: string, matches: readonly (MatchLike | undefined)[]): string {
  const root = matches.find((m) => m?.id === "root");
  const year = ((root?.loaderData ?? root?.data) as { priceYear?: string | null } | undefined)?.priceYear;
  return year ? text.replaceAll("{year}", year) : text.replaceAll(" {year}", "").replaceAll("{year}", "");
}

/** Cuts text at a word boundary to at most max characters, adding an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/** Visible text of an HTML fragment (tags dropped, common entities decoded, whitespace collapsed). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

export function seo(matches: readonly (MatchLike | undefined)[], page: PageMeta): MetaDescriptor[] {
  const site = siteUrlFrom(matches);
  const canonical = `${site}${page.path.split("?")[0].split("#")[0]}`;
  const image = /^https?:/.test(page.image ?? "") ? page.image! : `${site}${page.image ?? DEFAULT_IMAGE}`;
  const pageTitle = withDataYear(page.title, matches);
  const title = pageTitle.includes(SITE_NAME) ? pageTitle : `${pageTitle} | ${SITE_NAME}`;
  const description = truncate(page.description, DESCRIPTION_MAX);
  const out: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { name: "robots", content: page.robots ?? "index, follow" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (page.dataFeed)
    out.push({ tagName: "link", rel: "alternate", type: "application/atom+xml", title: DATA_FEED.title, href: `${site}${DATA_FEED.path}` });
  return out;
}
