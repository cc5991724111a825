/**
 * Server-only: everything an item page's loader sends (routes/menu.item.tsx), read from the catalog, the visitors'
 * records and the address; the "item-details" island's part comes from components/item/item-data.server.ts. A slug
 * naming no item is a 404 with the items it may mean; another spelling of an item's slug is a redirect to its one address.
 */
import type { AppContext } from "#server/http/context.ts";
import type { Suggestion } from "#components/search/DidYouMean.tsx";
import { islandHtml } from "#components/islands.server.tsx";
import { figuresFor, nutritionRows } from "#domain/rules/nutrition.ts";
import { sourceNote } from "#domain/rules/basis.ts";
import { suggestNames } from "#domain/rules/names.ts";
import { formatLongDate, todayIso } from "#domain/rules/dates.ts";
import { itemComments, itemRatings, itemReviewsShown } from "#domain/indexes/journal-records.ts";
import { COMMENTS_SHOWN, ITEM_REVIEWS_SHOWN } from "#domain/rules/paging.ts";
import { faqPage, menuItem } from "#domain/publish/structured-data.ts";
import { itemPath, itemSlugPath, toCard } from "#domain/rules/menu.ts";
import { reportedStatesOfItem } from "#domain/price-reports/rows.ts";
import { reportMenuItems } from "#domain/price-reports/input.ts";
import { itemSlug } from "#domain/rules/slug.ts";
import { itemDetails } from "./item-data.server.ts";
import type { ItemPageData } from "./item-page-data.ts";

/** The item page's data: the item, or the not-found page's suggestions. */
export type ItemPageResult = ({ found: true } & ItemPageData) | { found: false; slug: string; suggestions: Suggestion[] };

/** The item page's answer to an address: its data and status, or the one address to go to instead. */
export async function itemPage(context: AppContext, itemId: string, url: URL) {
  const { catalog, community, siteUrl } = context;
  const slug = itemSlug(itemId);
  const details = itemDetails(catalog, slug);
  if (!details) {
    const suggestions = suggestNames(slug.replace(/-/g, " ").slice(0, 60), catalog.menuItems).map((i) => ({
      name: i.name,
      to: itemPath(i.name),
    }));
    const notFound: ItemPageResult = { found: false, slug, suggestions };
    return { body: notFound, status: 404 };
  }
  // One address a page: `/menu/item/big_mac` or `/menu/item/big%00mac` named the Big Mac too, and each spelling was
  // rendered and kept in the render cache as a page of its own.
  if (itemId !== slug) return { redirectTo: `${itemSlugPath(slug)}${url.search}` };
  const { item, sizes, faqs } = details;
  const ratings = itemRatings(catalog.seedReviews, community);
  const comments = await itemComments(community, item.name, COMMENTS_SHOWN);
  const body: ItemPageResult = {
    found: true,
    item,
    categorySlug: details.categorySlug,
    sizes,
    states: details.states,
    // The nutrition table of each size, built here so its rules and Daily Values never ship to the browser.
    nutrition: Object.fromEntries(sizes.map((v) => [v.size, nutritionRows(item, v.size)])),
    // Where each size's figures come from (published, or a meal's sum of its parts), with its date.
    nutritionSource: Object.fromEntries(
      sizes.map((v) => {
        const f = figuresFor(item, v.size);
        return [v.size, f ? { ...sourceNote(f.basis, todayIso()), parts: f.parts ?? null } : null];
      }),
    ),
    updated: details.priceReviewed ? formatLongDate(details.priceReviewed) : null,
    priceBasis: details.priceBasis,
    rating: ratings.get(slug) ?? null,
    meal: details.meal,
    related: details.related.map((r) => toCard(r, ratings.get(itemSlug(r.name)))),
    faqs,
    // The newest only: the page's cost must not grow with the item's history.
    comments: comments.comments.map(({ id, name, comment, createdAt }) => ({ id, name, comment, createdAt })),
    commentTotal: comments.total,
    // The newest reviews, shown on the page; the structured data below marks up exactly these (it used to carry
    // ten reviews the page never showed).
    reviews: await itemReviewsShown(catalog.seedReviews, community, slug, ITEM_REVIEWS_SHOWN),
    islands: islandHtml(context, ["item-details"], { slug }),
    reported: reportedStatesOfItem(community.reports, slug, todayIso()),
    reportThreshold: community.reports.threshold,
    today: todayIso(),
    reportMenu: reportMenuItems(catalog.menuItems),
  };
  const path = itemSlugPath(slug);
  context.structuredData.push(
    menuItem(siteUrl, { ...item, image: item.imageUrl, path, sizes, reviews: body.reviews, rating: ratings.get(slug) ?? null }),
    faqPage(faqs),
  );
  return { body, status: 200 };
}
