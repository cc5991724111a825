import { data } from "react-router";
import { ExploreView, EXPLORE_PATH } from "#components/explore/ExploreView.tsx";
import { explorePage } from "#components/explore/explore-data.server.ts";
import { seo } from "#components/seo.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/explore";
import { app } from "#server/http/context.ts";

/**
 * GET forms and links only: no framework JavaScript. With JavaScript, public/explore-filters.js (a few hundred
 * bytes, no framework) updates the table as soon as a choice changes (data-instant-filters, data-explore-*).
 */
export const handle: RouteHandle = { hydrate: false };

export function loader({ request, context: routerContext }: Route.LoaderArgs) {
  const { body, status } = explorePage(app(routerContext).catalog, new URL(request.url));
  return data(body, { status });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Explore the McDonald's Menu: Sort by Price, Protein and Calories",
    description:
      "Every McDonald's menu item in one table: sort by protein per dollar, price or calories, filter by category, size and budget, and leave out allergens.",
    path: EXPLORE_PATH,
  });

export default function ExplorePage({ loaderData }: Route.ComponentProps) {
  return <ExploreView d={loaderData} />;
}
