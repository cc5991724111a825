/**
 * Server-only: what /compare shows for an address (routes/compare.tsx), read from the catalog and the reviews: a
 * column per item, what a typed name may mean, the items left to add, and when their prices were checked. The
 * picker's names are answered with the one address of that comparison; a choice that could not be used is a 400.
 */
import type { AppContext } from "#server/http/context.ts";
import { compareColumn, comparePath, readCompareSlugs } from "#domain/rules/compare.ts";
import { itemRatings } from "#domain/indexes/journal-records.ts";
import { itemSlug } from "#domain/rules/slug.ts";
import { itemPriceRange } from "#domain/rules/state-estimates.ts";
import { menuPriceSpan } from "#domain/rules/state-prices.ts";

export function comparePage({ catalog, community }: AppContext, url: URL) {
  const {
    slugs,
    problems,
    pickLists = [],
  } = readCompareSlugs(url.searchParams.getAll("items").slice(0, 8), new Set(catalog.itemsBySlug.keys()), catalog.menuItems);
  // The picker sends names ("items=McChicken&items=McCrispy&items="): answer with the one address of that
  // comparison, so every pair has one URL.
  const canonical = comparePath(slugs);
  if (!problems.length && slugs.length && decodeURIComponent(url.pathname + url.search) !== canonical) return { redirectTo: canonical };
  const ratings = itemRatings(catalog.seedReviews, community);
  const columns = slugs.map((slug) => {
    const item = catalog.itemsBySlug.get(slug)!;
    return compareColumn(item, itemPriceRange(catalog.statePrices, item), ratings.get(slug), catalog.data.mealParts, catalog.menuItems);
  });
  const updated = menuPriceSpan(
    slugs.map((slug) => catalog.itemsBySlug.get(slug)!),
    catalog.pricesByItem,
    catalog.prices,
  );
  const choices = catalog.menuItems.map((i) => ({ name: i.name, slug: itemSlug(i.name) })).filter((c) => !slugs.includes(c.slug));
  const body = { slugs, problems, pickLists, columns, choices, updated };
  return { body, status: problems.length ? 400 : 200 };
}
