/**
 * The reviews page's data, on the server only: the loader (routes/reviews.tsx) and the "reviews-list" server
 * island (components/islands.server.tsx) read the same page of the same category from here.
 */
import type { AppContext } from "#server/http/context.ts";
import { reviewTotals, visibleReviews } from "#domain/indexes/journal-records.ts";
import { pageOf, REVIEWS_PER_PAGE } from "#domain/rules/paging.ts";
import { overviewOf, withItemPaths } from "#domain/rules/reviews.ts";
import { ALL_CATEGORIES as ALL } from "#domain/rules/reviews.ts";

export function reviewsPage(ctx: AppContext, params: { category?: string | null; page?: string | null }) {
  const hasItem = (slug: string) => ctx.catalog.itemsBySlug.has(slug);
  const all = visibleReviews(ctx.catalog.seedReviews, ctx.community);
  const overview = overviewOf(reviewTotals(ctx.catalog.seedReviews, ctx.community).byCategory);
  const categories = overview.map((o) => ({ name: o.category, count: o.count })).sort((a, b) => a.name.localeCompare(b.name));
  const wanted = params.category ?? ALL;
  const selected = wanted === ALL || categories.some((c) => c.name === wanted) ? wanted : ALL;
  const matching = selected === ALL ? all : visibleReviews(ctx.catalog.seedReviews, ctx.community, { category: selected });
  // One page at a time, read from the store: the HTML, the JSON-LD and the data request all grow with a page, not
  // with history.
  const { items, page, pages } = pageOf(matching, params.page ?? null, REVIEWS_PER_PAGE);
  const find = (id: string) => {
    const r = all.find(id);
    return r ? (withItemPaths([r], hasItem)[0] ?? null) : null;
  };
  return { find, overview, categories, selected, reviews: withItemPaths(items, hasItem), page, pages, total: all.length };
}
