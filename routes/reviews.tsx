import { ReviewsView } from "#components/community/ReviewsView.tsx";
import { reviewsPageData } from "#components/community/reviews-page-data.server.ts";
import { seo } from "#components/seo.ts";
import type { Route } from "./+types/reviews";
import { app } from "#server/http/context.ts";
import { refusedRead } from "#server/http/error-answer.ts";

export async function loader({ request, context: routerContext }: Route.LoaderArgs) {
  try {
    return await reviewsPageData(app(routerContext), new URL(request.url));
  } catch (err) {
    // A deep page or cursor while the database is down: 503 with Retry-After, not a 500.
    throw refusedRead(err);
  }
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
