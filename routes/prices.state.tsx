import { data } from "react-router";
import { LoadError } from "#components/menu/LoadError.tsx";
import { DidYouMean } from "#components/search/DidYouMean.tsx";
import { suggestNames } from "#domain/rules/names.ts";
import { StateView } from "#components/state/StateView.tsx";
import { restaurantsIn, stateMenuLines, stateSurvey, stateWork } from "#components/state/state-data.server.ts";
import { seo } from "#components/seo.ts";
import { container, section } from "#components/ui.css.ts";
import { stateNameFromSlug, stateSlug } from "#domain/rules/slug.ts";
import { compareState, neighbouringStates } from "#domain/rules/state-prices.ts";
import { isStateName, STATE_NAMES } from "#domain/rules/states.ts";
import { readStateMenuSort, statePercent } from "#domain/rules/state-estimates.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/prices.state";
import { app } from "#server/http/context.ts";
import { reportedRows } from "#domain/price-reports/rows.ts";
import { reportMenuItems } from "#domain/price-reports/input.ts";
import { todayIso } from "#domain/rules/dates.ts";

/** Home / Prices by State / the state. */
export const handle: RouteHandle<{ state: string } | undefined> = {
  crumbs: (d) => (d ? [{ name: d.state, to: `/prices/${stateSlug(d.state)}` }] : undefined),
};

export function loader({ params, context: routerContext, request }: Route.LoaderArgs) {
  const context = app(routerContext);
  const slug = params.state.toLowerCase();
  const state = stateNameFromSlug(slug);
  const records = context.catalog.pricesByState.get(state.toLowerCase()) ?? [];
  const url = new URL(request.url);
  const sort = readStateMenuSort(url.searchParams.get("sort"));
  // The page's own search box: the same reading of a query as the home search (domain/rules/search.ts).
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const index = context.catalog.statePrices;
  const menu = isStateName(state) ? stateMenuLines(context.catalog, state, q, sort) : [];
  const body = {
    state,
    slug,
    known: isStateName(state),
    // Every field of the record but its id: a field added to PriceRecordSchema reaches the page.
    records: records.map(({ id: _id, ...record }) => record),
    comparison: compareState(records, index.national),
    percent: isStateName(state) ? statePercent(index, state) : null,
    sort,
    q,
    menu,
    neighbours: neighbouringStates(slug),
    allStates: STATE_NAMES.map((name) => ({ name, slug: stateSlug(name) })),
    work: stateWork(context.catalog, state),
    // Prices visitors reported here: the figures past the threshold, with our estimate beside each.
    reported: isStateName(state)
      ? reportedRows(context.community.reports, stateSlug(state), todayIso()).map((r) => ({
          ...r,
          estimate: menu.find((m) => m.name === r.itemName && m.size === r.size)?.price ?? null,
        }))
      : [],
    threshold: context.community.reports.threshold,
    today: todayIso(),
    reportMenu: reportMenuItems(context.catalog.menuItems),
    survey: isStateName(state) ? stateSurvey(context.catalog, state) : null,
    restaurants: restaurantsIn(context.catalog, state),
    // Prices seen at restaurants in the state, as published: newest first, never the state's typical price.
    observed: isStateName(state) ? context.catalog.data.observedPrices.filter((o) => o.state === state).sort((a, b) => ((a.month ?? a.asOf) < (b.month ?? b.asOf) ? 1 : -1)) : [],
  };
  // A real state without figures is a page; a name that is no US state answers 404 with the states it may mean.
  const suggestions = body.known ? [] : suggestNames(slug.replace(/-/g, " ").slice(0, 60), STATE_NAMES.map((name) => ({ name }))).map((x) => ({ name: x.name, to: `/prices/${stateSlug(x.name)}` }));
  return data({ ...body, suggestions }, { status: body.known ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const state = loaderData?.state ?? stateNameFromSlug(params.state);
  if (loaderData && !loaderData.known) return seo(matches, { title: "State Not Found", description: "We have no US state at this address.", path: `/prices/${stateSlug(state)}`, robots: "noindex, follow" });
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
        <DidYouMean title="State Not Found" what="US state" typed={loaderData.slug.replace(/-/g, " ")} suggestions={loaderData.suggestions} browse={{ name: "See all 50 states", to: "/prices" }}>
          {/* The spec's words for a state without data. */}
          <h2>No pricing data available</h2>
          <p>We don't have specific pricing data for {loaderData.state} yet. Check back soon for updates.</p>
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
