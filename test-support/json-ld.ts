/**
 * A validator of the JSON-LD the site emits, for the tests (domain/publish/structured-data.test.ts, e2e/seo.spec.ts): the
 * properties each block must carry (spec §1 of docs/product-spec.md: menu items, reviews rated 1 to 5, FAQs,
 * breadcrumbs and the 13658 locations; every BreadcrumbList item needs position, name and item). It never ships.
 */
import { SCHEMA_CONTEXT } from "../domain/publish/structured-data.ts";

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === "string" && v.trim().length > 0;
const isAbsUrl = (v: unknown): boolean => typeof v === "string" && /^https?:\/\/[^/\s]+/.test(v);
const isIsoDate = (v: unknown): boolean =>
  typeof v === "string" && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v));
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const typesOf = (o: Record<string, unknown>): string[] => asList(o["@type"]).filter((t): t is string => typeof t === "string");
const num = (v: unknown): number =>
  typeof v === "number" ? v : typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : Number.NaN;

/** Types the site may emit; anything else is reported, so a typo cannot slip through. */
const KNOWN_TYPES = new Set([
  "WebSite",
  "Organization",
  "MenuItem",
  "Product",
  "Offer",
  "AggregateOffer",
  "NutritionInformation",
  "Review",
  "Rating",
  "AggregateRating",
  "Person",
  "FAQPage",
  "Question",
  "Answer",
  "BreadcrumbList",
  "ItemList",
  "ListItem",
  "NewsArticle",
  "Article",
  "Country",
  "Place",
  "PropertyValue",
  "SearchAction",
  "EntryPoint",
  "ImageObject",
]);

type Check = (o: Record<string, unknown>, at: string, problems: string[], nested: boolean) => void;

function need(
  o: Record<string, unknown>,
  key: string,
  at: string,
  problems: string[],
  ok: (v: unknown) => boolean = isText,
  what = "text",
) {
  if (!ok(o[key])) problems.push(`${at}.${key}: required ${what}`);
}

function needTyped(o: Record<string, unknown>, key: string, types: string[], at: string, problems: string[]): Record<string, unknown>[] {
  const list = asList(o[key]);
  if (!list.length) problems.push(`${at}.${key}: required ${types.join(" or ")}`);
  return list.flatMap((v, i) => {
    const here = Array.isArray(o[key]) ? `${at}.${key}[${i}]` : `${at}.${key}`;
    if (!isObj(v) || !typesOf(v).some((t) => types.includes(t))) {
      problems.push(`${here}: must be a ${types.join(" or ")}`);
      return [];
    }
    return [v];
  });
}

const ratingIn = (r: Record<string, unknown>, at: string, problems: string[]) => {
  const best = r.bestRating === undefined ? 5 : num(r.bestRating);
  const worst = r.worstRating === undefined ? 1 : num(r.worstRating);
  const value = num(r.ratingValue);
  if (best !== 5 || worst !== 1) problems.push(`${at}: the scale must be 1 to 5`);
  if (!(value >= 1 && value <= 5)) problems.push(`${at}.ratingValue: must be a number from 1 to 5`);
};

const CHECKS: Record<string, Check> = {
  WebSite: (o, at, p) => {
    need(o, "name", at, p);
    need(o, "url", at, p, isAbsUrl, "absolute URL");
  },
  Organization: (o, at, p) => {
    need(o, "name", at, p);
    need(o, "url", at, p, isAbsUrl, "absolute URL");
  },
  MenuItem: (o, at, p, nested) => {
    need(o, "name", at, p);
    if (o.url !== undefined) need(o, "url", at, p, isAbsUrl, "absolute URL");
    if (nested) return;
    // Every price here is our estimate: never marked up as an Offer.
    if (o.offers !== undefined) p.push(`${at}.offers: our prices are estimates, never an Offer`);
    needTyped(o, "nutrition", ["NutritionInformation"], at, p);
  },
  Product: (o, at, p, nested) => {
    need(o, "name", at, p);
    if (nested) return;
    needTyped(o, "offers", ["Offer", "AggregateOffer"], at, p);
  },
  Offer: (o, at, p) => {
    if (!(num(o.price) >= 0)) p.push(`${at}.price: required non-negative number`);
    need(o, "priceCurrency", at, p, (v) => typeof v === "string" && /^[A-Z]{3}$/.test(v), "ISO 4217 currency");
  },
  AggregateOffer: (o, at, p) => {
    if (!(num(o.lowPrice) >= 0)) p.push(`${at}.lowPrice: required non-negative number`);
    if (!(num(o.highPrice) >= num(o.lowPrice))) p.push(`${at}.highPrice: required, at least lowPrice`);
    need(o, "priceCurrency", at, p, (v) => typeof v === "string" && /^[A-Z]{3}$/.test(v), "ISO 4217 currency");
  },
  NutritionInformation: (o, at, p) =>
    need(o, "calories", at, p, (v) => typeof v === "string" && /^\d+(\.\d+)? calories$/.test(v), "energy such as '590 calories'"),
  Review: (o, at, p, nested) => {
    for (const r of needTyped(o, "reviewRating", ["Rating"], at, p)) ratingIn(r, `${at}.reviewRating`, p);
    for (const a of needTyped(o, "author", ["Person", "Organization"], at, p)) need(a, "name", `${at}.author`, p);
    need(o, "reviewBody", at, p);
    need(o, "datePublished", at, p, isIsoDate, "ISO date");
    if (!nested) needTyped(o, "itemReviewed", ["MenuItem", "Product"], at, p);
  },
  AggregateRating: (o, at, p) => {
    ratingIn(o, at, p);
    const count = num(o.reviewCount ?? o.ratingCount);
    if (!(Number.isInteger(count) && count > 0)) p.push(`${at}: reviewCount or ratingCount must be a whole number above 0`);
  },
  FAQPage: (o, at, p) => {
    for (const [i, q] of needTyped(o, "mainEntity", ["Question"], at, p).entries()) {
      need(q, "name", `${at}.mainEntity[${i}]`, p);
      for (const a of needTyped(q, "acceptedAnswer", ["Answer"], `${at}.mainEntity[${i}]`, p))
        need(a, "text", `${at}.mainEntity[${i}].acceptedAnswer`, p);
    }
  },
  BreadcrumbList: (o, at, p) => {
    for (const [i, li] of needTyped(o, "itemListElement", ["ListItem"], at, p).entries()) {
      const here = `${at}.itemListElement[${i}]`;
      if (li.position !== i + 1) p.push(`${here}.position: must be ${i + 1}`);
      need(li, "name", here, p);
      need(li, "item", here, p, isAbsUrl, "absolute URL");
    }
  },
  ItemList: (o, at, p) => {
    for (const [i, li] of needTyped(o, "itemListElement", ["ListItem"], at, p).entries()) {
      if (li.position !== i + 1) p.push(`${at}.itemListElement[${i}].position: must be ${i + 1}`);
      if (!isObj(li.item) && !isAbsUrl(li.item)) p.push(`${at}.itemListElement[${i}].item: required thing or URL`);
    }
  },
  NewsArticle: (o, at, p) => {
    need(o, "headline", at, p, (v) => isText(v) && v.length <= 110, "text of at most 110 characters");
    need(o, "datePublished", at, p, isIsoDate, "ISO date");
    for (const a of needTyped(o, "author", ["Person", "Organization"], at, p)) need(a, "name", `${at}.author`, p);
  },
  Person: (o, at, p) => need(o, "name", at, p),
  ListItem: () => {},
};
CHECKS.Article = CHECKS.NewsArticle;

/** Walks a value, checking every typed object; `nested` marks things inside another entity's review or list. */
function walk(value: unknown, at: string, problems: string[], nested: boolean, parentKey: string) {
  if (Array.isArray(value)) {
    value.forEach((v, i) => walk(v, `${at}[${i}]`, problems, nested, parentKey));
    return;
  }
  if (!isObj(value)) return;
  const types = typesOf(value);
  for (const t of types) {
    if (!KNOWN_TYPES.has(t)) problems.push(`${at}: unknown @type "${t}"`);
    CHECKS[t]?.(value, at, problems, nested || parentKey === "itemReviewed");
  }
  for (const [key, v] of Object.entries(value)) {
    if (key.startsWith("@")) continue;
    // A review inside a menu item needs no itemReviewed; the item a review points to needs only a name.
    const inside = nested || (types.some((t) => t === "MenuItem" || t === "Product") && key === "review") || key === "itemReviewed";
    walk(v, `${at}.${key}`, problems, inside, key);
  }
}

/** Problems with one JSON-LD block (an empty list when it is valid). */
export function validateJsonLd(block: unknown): string[] {
  const problems: string[] = [];
  if (!isObj(block)) return ["block: must be a JSON object"];
  if (block["@context"] !== SCHEMA_CONTEXT && block["@context"] !== "http://schema.org")
    problems.push(`@context: must be ${SCHEMA_CONTEXT}`);
  if (!typesOf(block).length) problems.push("@type: required");
  walk(block, typesOf(block)[0] ?? "block", problems, false, "");
  return problems;
}

/** The location count an Organization block states, if any. */
export function statedLocationCount(block: unknown): number | undefined {
  if (!isObj(block) || !typesOf(block).includes("Organization")) return undefined;
  const loc = asList(block.location).find(isObj);
  const prop = loc && asList(loc.additionalProperty).find((p) => isObj(p) && p.propertyID === "numberOfLocations");
  return isObj(prop) && typeof prop.value === "number" ? prop.value : undefined;
}
