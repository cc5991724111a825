import { ReviewsView } from "#components/community/ReviewsView.tsx";
import { reviewsPage } from "#components/community/reviews-data.server.ts";
import { islandHtml } from "#components/islands.server.tsx";
import { seo } from "#components/seo.ts";
import { isStoredRecordId } from "#domain/indexes/journal-records.ts";
import { REVIEWS_PER_PAGE } from "#domain/rules/paging.ts";
import { reviewItemPath, reviewMenu } from "#domain/rules/reviews.ts";
import { reviewList } from "#domain/publish/structured-data.ts";
import type { Route } from "./+types/reviews";
import { app } from "#server/http/context.ts";
import { refusedRead } from "#server/http/error-answer.ts";

export async function loader({ request, context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  const url = new URL(request.url);
  const submittedId = url.searchParams.get("submitted");
  // The review was just posted, perhaps to another instance: read what this one has not heard of yet, so the
  // visitor's own review is on the page the form sent them to.
  if (submittedId && isStoredRecordId(submittedId)) await context.catchUp();
  const { find, reviews, selected, page, total } = await reviewsPage(context, {
    category: url.searchParams.get("category"),
    page: url.searchParams.get("page"),
  }).catch((err: unknown) => {
    throw refusedRead(err);
  });
  context.structuredData.push(
    ...(reviews.length
      ? [
          reviewList(
            context.siteUrl,
            reviews,
            (name) => reviewItemPath(name, (slug) => context.catalog.itemsBySlug.has(slug)),
            REVIEWS_PER_PAGE,
          ),
        ]
      : []),
  );
  return {
    total,
    selected,
    page,
    // The filter cards, the overview and the list are a server island: plain HTML that never hydrates, so
    // neither they nor their reviews travel in the page's data.
    islands: islandHtml(context, ["reviews-list"], { category: selected, page: String(page) }),
    menu: reviewMenu(context.catalog.menuItems),
    submitted: submittedId ? await find(submittedId) : null,
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, {
    title: "McDonald's Menu Reviews: Ratings for Taste and Value",
    description:
      "Read what diners say about McDonald's menu items, with star ratings for quality and value for money by category, and share your own review.",
    path: location.pathname,
  });

export default function Reviews({ loaderData }: Route.ComponentProps) {
  return <ReviewsView {...loaderData} />;
}
