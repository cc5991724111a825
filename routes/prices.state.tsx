import { data } from "react-router";
import { LoadError } from "#components/menu/LoadError.tsx";
import { DidYouMean } from "#components/search/DidYouMean.tsx";
import { suggestNames } from "#domain/names.ts";
import { StateView, type StateRestaurants, type StateSurvey, type StateWork } from "#components/state/StateView.tsx";
import { seo } from "#components/seo.ts";
import { container, section } from "#components/ui.css.ts";
import { stateNameFromSlug, stateSlug } from "#domain/slug.ts";
import { compareState, neighbouringStates } from "#domain/state-prices.ts";
import { readStateMenuSort, stateMenu, statePercent, type StateMenuLine } from "#domain/state-estimates.ts";
import { CATEGORIES } from "#domain/categories.ts";
import { filterMenu, hasSizes, ALL_ITEMS } from "#domain/menu.ts";
import { isStateName, STATE_NAMES } from "#domain/states.ts";
import { sourceSite, WORK_ITEMS, workRows } from "#domain/minutes-of-work.ts";
import { surveyBase, surveysByState } from "#domain/price-model.ts";

/** The item the state surveys price. */
const SURVEY_ITEM = "Big Mac";
import { statePrice } from "#domain/state-estimates.ts";
import { locationBasisText } from "#domain/locations.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/prices.state";
import { app, type AppContext } from "#server/context.ts";
import { reportedRows, reportMenuItems } from "#domain/price-reports.ts";
import { todayIso } from "#domain/dates.ts";

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
  // The page's own search box: the same reading of a query as the home search (domain/search.ts).
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const index = context.catalog.statePrices;
  const menu = isStateName(state)
    ? stateMenu(index, filterMenu(context.catalog.menuItems, q, ALL_ITEMS), state, sort, CATEGORIES).map(({ item, price }): StateMenuLine => ({
        name: item.name,
        category: item.category,
        avgPriceUsd: item.avgPriceUsd,
        size: hasSizes(item) ? "Medium" : "Standard",
        price: price.price,
        kind: price.kind,
        checked: price.checked,
      }))
    : [];
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
    // Prices visitors reported here (issue 29): the figures past the threshold, with our estimate beside each.
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
        <DidYouMean title="State Not Found" what="US state" typed={loaderData.slug.replace(/-/g, " ")} suggestions={loaderData.suggestions} browse={{ name: "See all 50 states", to: "/prices" }} />
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

/** Minutes of work at the state's minimum wage for a Big Mac and its meal (domain/minutes-of-work.ts). */
function stateWork(catalog: AppContext["catalog"], state: string): StateWork | null {
  const wage = catalog.data.minimumWages.find((w) => w.state === state);
  if (!wage) return null;
  const items = WORK_ITEMS.map((n) => catalog.itemsByName.get(n)).filter((i) => i !== undefined);
  const [row] = workRows([wage], catalog.statePrices, items);
  return {
    wageUsd: wage.wageUsd,
    inEffectOn: wage.inEffectOn,
    ...(wage.effectiveFrom ? { effectiveFrom: wage.effectiveFrom } : {}),
    sourceSite: sourceSite(wage.source),
    ...(wage.sourceDate ? { sourceDate: wage.sourceDate } : {}),
    items: items.flatMap((item, i) => (row.prices[i] && row.minutes[i] !== null ? [{ name: item.name, price: row.prices[i].price, minutes: row.minutes[i] }] : [])),
  };
}

/** The dated surveys' Big Mac prices for the state beside our estimate, and how the estimate uses them. */
function stateSurvey(catalog: AppContext["catalog"], state: string): StateSurvey | null {
  const item = catalog.itemsByName.get(SURVEY_ITEM);
  const estimate = item ? statePrice(catalog.statePrices, item, state) : null;
  if (!item || !estimate) return null;
  const entries = catalog.data.stateSurveys;
  const baseRow = surveyBase(entries);
  const factor = catalog.priceModel?.factors.get(state);
  const error = catalog.priceModel?.errors.state;
  return {
    item: SURVEY_ITEM,
    estimate: { price: estimate.price, checked: estimate.checked, ...(error !== undefined ? { error } : {}) },
    national: item.avgPriceUsd,
    figures: (surveysByState(entries).get(state) ?? []).map((f) => ({
      survey: f.survey,
      published: f.published,
      ...(f.priceUsd !== undefined ? { priceUsd: f.priceUsd } : {}),
      ...(f.percentVsNational !== undefined ? { percentVsNational: f.percentVsNational } : {}),
      ...(f.rank ? { rank: f.rank } : {}),
      source: f.source,
    })),
    base: baseRow?.priceUsd !== undefined ? { survey: baseRow.survey, published: baseRow.published, priceUsd: baseRow.priceUsd } : null,
    basis: factor?.basis ?? "estimate",
    level: factor?.factor ?? null,
  };
}

/** The state's restaurants: a published count with who counted and when, or our estimate, labelled. */
function restaurantsIn(catalog: AppContext["catalog"], state: string): StateRestaurants | null {
  const l = catalog.locations.find((x) => x.state === state);
  if (!l) return null;
  const rank = catalog.locations.indexOf(l) + 1;
  return { count: l.locationCount, basis: l.basis, label: locationBasisText(l), ...(l.source ? { source: l.source } : {}), rank, of: catalog.locations.length };
}
