import { ReviewsView } from "#components/community/ReviewsView.tsx";
import { seo } from "#components/seo.ts";
import { visibleReviews } from "#domain/journal-records.ts";
import { pageOf, REVIEWS_PER_PAGE } from "#domain/paging.ts";
import { reviewItemPath, reviewMenu, reviewOverview, withItemPaths } from "#domain/reviews.ts";
import { reviewList } from "#domain/structured-data.ts";
import type { Route } from "./+types/reviews";

const ALL = "All";

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const all = withItemPaths(visibleReviews(context.catalog.seedReviews, context.community), (slug) => context.catalog.itemsBySlug.has(slug));
  const overview = reviewOverview(all);
  const categories = overview.map((o) => ({ name: o.category, count: o.count })).sort((a, b) => a.name.localeCompare(b.name));
  const wanted = url.searchParams.get("category") ?? ALL;
  const selected = wanted === ALL || categories.some((c) => c.name === wanted) ? wanted : ALL;
  const submittedId = url.searchParams.get("submitted");
  const matching = selected === ALL ? all : all.filter((r) => r.category === selected);
  // One page at a time: the HTML, the JSON-LD and the data request all grow with a page, not with history.
  const { items: reviews, page, pages } = pageOf(matching, url.searchParams.get("page"), REVIEWS_PER_PAGE);
  context.structuredData.push(
    ...(reviews.length ? [reviewList(context.siteUrl, reviews, (name) => reviewItemPath(name, (slug) => context.catalog.itemsBySlug.has(slug)), REVIEWS_PER_PAGE)] : []),
  );
  return {
    reviews,
    page,
    pages,
    total: all.length,
    categories,
    overview,
    selected,
    menu: reviewMenu(context.catalog.menuItems),
    submitted: submittedId ? (all.find((r) => r.id === submittedId) ?? null) : null,
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, {
    title: "McDonald's Menu Reviews: Ratings for Taste and Value",
    description: "Read what diners say about McDonald's menu items, with star ratings for quality and value for money by category, and share your own review.",
    path: location.pathname,
  });

export default function Reviews({ loaderData }: Route.ComponentProps) {
  return <ReviewsView {...loaderData} />;
}
