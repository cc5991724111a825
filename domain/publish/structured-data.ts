/**
 * Structured data (schema.org JSON-LD): builders for every block the site emits (spec §1 of docs/product-spec.md:
 * menu items, reviews rated 1 to 5, FAQs, breadcrumbs and the newest published US restaurant total). The tests check every block
 * with the validator in test-support/json-ld.ts.
 *
 * Pure functions. The route loaders push the blocks onto `context.structuredData` (server only); the server
 * writes them into <head> with `<` escaped (components/server-render.tsx), so text from the data (a review
 * body with `</script>` in it) cannot end the script element.
 */

import type { Faq } from "../rules/faq.ts";
import { figuresFor, type ItemNutrition, type NutritionSize } from "../rules/nutrition.ts";
import type { MenuItemEntry } from "../data/schemas.ts";
import { SITE_NAME } from "../rules/pages.ts";

export const SCHEMA_CONTEXT = "https://schema.org";

export type JsonLd = Record<string, unknown>;

export interface CrumbLike {
  name: string;
  to: string;
}

/** Absolute URL for a site path (`/menu/burgers`, `/#menu`); absolute URLs pass through. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** A news article's NewsArticle: a pen name is not a person, so an article under one is the site's (the organisation). */
export function newsArticle(
  siteUrl: string,
  a: { id: string; title: string; date: string; author: string; penName?: boolean; image: string; category: string },
): JsonLd {
  const home = absoluteUrl(siteUrl, "/");
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: a.title,
    datePublished: a.date,
    author: { "@type": "Organization", name: a.penName ? SITE_NAME : a.author, url: home },
    image: absoluteUrl(siteUrl, a.image),
    mainEntityOfPage: absoluteUrl(siteUrl, `/news/article/${a.id}`),
    publisher: { "@type": "Organization", name: SITE_NAME, url: home },
    articleSection: a.category,
  };
}

export function breadcrumbList(siteUrl: string, crumbs: readonly CrumbLike[]): JsonLd {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: absoluteUrl(siteUrl, c.to) })),
  };
}

export function faqPage(faqs: readonly Faq[]): JsonLd {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({ "@type": "Question", name: f.question, acceptedAnswer: { "@type": "Answer", text: f.answer } })),
  };
}

/** The site itself, published by Menu Prices. */
export function webSite(siteUrl: string): JsonLd {
  const home = absoluteUrl(siteUrl, "/");
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "WebSite",
    "@id": `${home}#website`,
    name: SITE_NAME,
    url: home,
    inLanguage: "en-US",
    description:
      "An unofficial guide to McDonald's menu prices, nutrition and deals in the United States. Prices are estimates and vary by location.",
    publisher: { "@type": "Organization", name: SITE_NAME, url: home, logo: absoluteUrl(siteUrl, "/icons/icon-512.png") },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${home}?q={search_term_string}#menu` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** The restaurant chain the site is about, with its number of US locations (the newest published total, domain/rules/locations.ts). */
export function organization(siteUrl: string, locationCount: number, stateCount: number): JsonLd {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Organization",
    "@id": `${absoluteUrl(siteUrl, "/")}#chain`,
    name: "McDonald's (United States)",
    url: "https://www.mcdonalds.com/us/en-us.html",
    description: `${locationCount.toLocaleString("en-US")} restaurant locations across ${stateCount} US states. Described by Menu Prices, which is not affiliated with McDonald's.`,
    areaServed: { "@type": "Country", name: "United States" },
    location: {
      "@type": "Country",
      name: "United States",
      additionalProperty: { "@type": "PropertyValue", propertyID: "numberOfLocations", name: "Restaurant locations", value: locationCount },
    },
  };
}

export interface ReviewLike {
  itemName: string;
  rating: number;
  reviewer: string;
  review: string;
  createdAt: string;
}

/** One review; `itemReviewed` is left out when the review sits inside the item it reviews. */
export function review(r: ReviewLike, reviewed?: { name: string; url?: string }): JsonLd {
  return {
    "@type": "Review",
    ...(reviewed ? { itemReviewed: { "@type": "MenuItem", name: reviewed.name, ...(reviewed.url ? { url: reviewed.url } : {}) } } : {}),
    reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    author: { "@type": "Person", name: r.reviewer },
    reviewBody: r.review,
    datePublished: r.createdAt.slice(0, 10),
  };
}

/**
 * The reviews page: a list of reviews, each naming the menu item it is about. `itemUrl` answers null for an
 * item the menu does not have: its review then names it without a URL.
 */
export function reviewList(siteUrl: string, reviews: readonly ReviewLike[], itemUrl: (name: string) => string | null, limit = 20): JsonLd {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "ItemList",
    name: "Menu item reviews",
    itemListElement: reviews.slice(0, limit).map((r, i) => {
      const path = itemUrl(r.itemName);
      return {
        "@type": "ListItem",
        position: i + 1,
        item: review(r, { name: r.itemName, url: path ? absoluteUrl(siteUrl, path) : undefined }),
      };
    }),
  };
}
export interface MenuItemInput extends Pick<MenuItemEntry, "name" | "category" | "description"> {
  image?: string;
  /** Path of the item page. */
  path: string;
  sizes: readonly { size: string; price: number }[];
  /** The item's nutrition per size (data/nutrition.json): only the chain's published figures are marked up. */
  nutrition?: ItemNutrition;
  reviews: readonly ReviewLike[];
  /**
   * The rating the page shows (ratingsByItem over every published review of the item). When given, the
   * AggregateRating states it, so the markup and the page never disagree however many reviews there are.
   */
  rating?: { average: number; count: number } | null;
}

const grams = (n: number) => `${Math.round(n * 10) / 10} g`;

/**
 * A menu item with the nutrition of its base (Medium or only) size. Nutrition is only marked up when the chain
 * published it: a meal's sum of its parts (our arithmetic) is never handed to search engines as a fact about the
 * meal. No `offers`: every price on this site is our estimate, and an Offer says a seller sells at that price (issue
 * 40: search engines were shown our estimate as an Offer price). `npm run check-data` refuses an Offer in the code.
 */
export function menuItem(siteUrl: string, input: MenuItemInput): JsonLd {
  const url = absoluteUrl(siteUrl, input.path);
  const base = input.sizes.find((s) => s.size === "Medium") ?? input.sizes[0];
  const published = figuresFor(input, base.size as NutritionSize);
  const n = published?.basis.kind === "published" ? published : undefined;
  const ratings = input.reviews.map((r) => r.rating);
  const aggregate =
    input.rating !== undefined
      ? input.rating
      : ratings.length
        ? { average: Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10, count: ratings.length }
        : null;
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "MenuItem",
    "@id": `${url}#item`,
    name: input.name,
    url,
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: absoluteUrl(siteUrl, input.image) } : {}),
    ...(n?.calories === undefined
      ? {}
      : {
          nutrition: {
            "@type": "NutritionInformation",
            servingSize: base.size === "Standard" ? "1 serving" : `${base.size} size`,
            calories: `${n.calories} calories`,
            ...(n.fat !== undefined ? { fatContent: grams(n.fat) } : {}),
            ...(n.saturatedFat !== undefined ? { saturatedFatContent: grams(n.saturatedFat) } : {}),
            ...(n.sodium !== undefined ? { sodiumContent: `${n.sodium} mg` } : {}),
            ...(n.carbs !== undefined ? { carbohydrateContent: grams(n.carbs) } : {}),
            ...(n.fiber !== undefined ? { fiberContent: grams(n.fiber) } : {}),
            ...(n.sugars !== undefined ? { sugarContent: grams(n.sugars) } : {}),
            ...(n.protein !== undefined ? { proteinContent: grams(n.protein) } : {}),
          },
        }),
    ...(aggregate && aggregate.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: aggregate.average,
            reviewCount: aggregate.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: input.reviews.slice(0, 10).map((r) => review(r)),
        }
      : {}),
  };
}
