import { data } from "react-router";
import { LoadError } from "#components/menu/LoadError.tsx";
import { DidYouMean } from "#components/search/DidYouMean.tsx";
import { StateView } from "#components/state/StateView.tsx";
import { statePage } from "#components/state/state-data.server.ts";
import { seo } from "#components/seo.ts";
import { container, section } from "#components/ui.css.ts";
import { stateNameFromSlug, stateSlug } from "#domain/rules/slug.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/prices.state";
import { app } from "#server/http/context.ts";

/** Home / Prices by State / the state. */
export const handle: RouteHandle<{ state: string } | undefined> = {
  crumbs: (d) => (d ? [{ name: d.state, to: `/prices/${stateSlug(d.state)}` }] : undefined),
};

export function loader({ params, context: routerContext, request }: Route.LoaderArgs) {
  const context = app(routerContext);
  const { body, status } = statePage(context.catalog, context.community.reports, params.state, new URL(request.url));
  return data(body, { status });
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const state = loaderData?.state ?? stateNameFromSlug(params.state);
  if (loaderData && !loaderData.known)
    return seo(matches, {
      title: "State Not Found",
      description: "We have no US state at this address.",
      path: `/prices/${stateSlug(state)}`,
      robots: "noindex, follow",
    });
  return seo(matches, {
    title: `McDonald's Prices in ${state} {year}`,
    description: `Estimated menu prices in ${state}, compared with the national average for the same items.`,
    path: `/prices/${stateSlug(state)}`,
    dataFeed: true,
    robots: loaderData && !loaderData.known ? "noindex, follow" : undefined,
  });
};

export default function StatePricePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.known) {
    return (
      <div className={`${container} ${section}`}>
        <DidYouMean
          title="State Not Found"
          what="US state"
          typed={loaderData.slug.replace(/-/g, " ")}
          suggestions={loaderData.suggestions}
          browse={{ name: "See all 50 states", to: "/prices" }}
        >
          {/* The spec's words for a state without data, less its "yet. Check back soon for updates.": no update is coming. */}
          <h2>No pricing data available</h2>
          <p>We don't have specific pricing data for {loaderData.state}.</p>
        </DidYouMean>
      </div>
    );
  }
  return (
    <div className={`${container} ${section}`}>
      <StateView data={loaderData} />
    </div>
  );
}

export function ErrorBoundary() {
  return <LoadError what="State prices" />;
}
