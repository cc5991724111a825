/**
 * The reviews page's data, on the server only: the loader (routes/reviews.tsx) reads one page of one category
 * from the store (a query, with PostgreSQL), and the "reviews-list" server island (components/islands.server.tsx)
 * renders what that loader read in the same request, by the island's props: the page is read once per request.
 */
import type { AppContext } from "#server/http/context.ts";
import { reviewTotals, visibleReviews } from "#domain/indexes/journal-records.ts";
import { pageOf, REVIEWS_PER_PAGE } from "#domain/rules/paging.ts";
import { overviewOf, withItemPaths } from "#domain/rules/reviews.ts";
import { ALL_CATEGORIES as ALL } from "#domain/rules/reviews.ts";

type ReviewsPage = Awaited<ReturnType<typeof readReviewsPage>>;

async function readReviewsPage(ctx: AppContext, params: { category?: string | null; page?: string | null }) {
  const hasItem = (slug: string) => ctx.catalog.itemsBySlug.has(slug);
  const all = visibleReviews(ctx.catalog.seedReviews, ctx.community);
  const overview = overviewOf(reviewTotals(ctx.catalog.seedReviews, ctx.community).byCategory);
  const categories = overview.map((o) => ({ name: o.category, count: o.count })).sort((a, b) => a.name.localeCompare(b.name));
  const wanted = params.category ?? ALL;
  const selected = wanted === ALL || categories.some((c) => c.name === wanted) ? wanted : ALL;
  const matching = selected === ALL ? all : visibleReviews(ctx.catalog.seedReviews, ctx.community, { category: selected });
  // One page at a time, read from the store: the HTML, the JSON-LD and the data request all grow with a page, not
  // with history.
  const { items, page, pages } = await pageOf(matching, params.page ?? null, REVIEWS_PER_PAGE);
  const find = async (id: string) => {
    const r = await all.find(id);
    return r ? (withItemPaths([r], hasItem)[0] ?? null) : null;
  };
  return { find, overview, categories, selected, reviews: withItemPaths(items, hasItem), page, pages, total: all.length };
}

/** Each request's pages, by the island props they answer to. */
const read = new WeakMap<AppContext, Map<string, ReviewsPage>>();
const keyOf = (category: string, page: string) => `${category}\n${page}`;

/** The page the address asks for (the loader); the island of this request then renders it without reading again. */
export async function reviewsPage(ctx: AppContext, params: { category?: string | null; page?: string | null }): Promise<ReviewsPage> {
  const data = await readReviewsPage(ctx, params);
  let mine = read.get(ctx);
  if (!mine) read.set(ctx, (mine = new Map()));
  mine.set(keyOf(data.selected, String(data.page)), data);
  return data;
}

/** The page the "reviews-list" island shows: the one its page's loader read in this request (islands render synchronously). */
export function reviewsListData(ctx: AppContext, props: Readonly<Record<string, string>>): ReviewsPage | null {
  return read.get(ctx)?.get(keyOf(props.category ?? ALL, props.page ?? "1")) ?? null;
}
