/**
 * The reviews page's data, on the server only: the loader (routes/reviews.tsx) and the "reviews-list" server
 * island (components/islands.server.tsx) read the same page of the same category from here.
 */
import type { AppContext } from "#server/context.ts";
import { visibleReviews } from "#domain/journal-records.ts";
import { pageOf, REVIEWS_PER_PAGE } from "#domain/paging.ts";
import { reviewOverview, withItemPaths } from "#domain/reviews.ts";
import { ALL_CATEGORIES as ALL } from "#domain/reviews.ts";

export function reviewsPage(ctx: AppContext, params: { category?: string | null; page?: string | null }) {
  const all = withItemPaths(visibleReviews(ctx.catalog.seedReviews, ctx.community), (slug) => ctx.catalog.itemsBySlug.has(slug));
  const overview = reviewOverview(all);
  const categories = overview.map((o) => ({ name: o.category, count: o.count })).sort((a, b) => a.name.localeCompare(b.name));
  const wanted = params.category ?? ALL;
  const selected = wanted === ALL || categories.some((c) => c.name === wanted) ? wanted : ALL;
  const matching = selected === ALL ? all : all.filter((r) => r.category === selected);
  // One page at a time: the HTML, the JSON-LD and the data request all grow with a page, not with history.
  const { items: reviews, page, pages } = pageOf(matching, params.page ?? null, REVIEWS_PER_PAGE);
  return { all, overview, categories, selected, reviews, page, pages, total: all.length };
}
