/**
 * Server-only: what a state page shows beyond its records, read from the catalog (as components/item/item-data.server.ts
 * does for item pages): the state's whole menu as table rows, the dated surveys' Big Mac figures beside our estimate,
 * its restaurants, and the minutes of work at its minimum wage. The route's loader puts them together.
 */
import type { Catalog } from "#domain/data/catalog.ts";
import type { ReportIndex } from "#domain/price-reports/report-index.ts";
import { reportMenuItems } from "#domain/price-reports/input.ts";
import { reportedRows } from "#domain/price-reports/rows.ts";
import { todayIso } from "#domain/rules/dates.ts";
import { suggestNames } from "#domain/rules/names.ts";
import { stateNameFromSlug, stateSlug } from "#domain/rules/slug.ts";
import { compareState, neighbouringStates } from "#domain/rules/state-prices.ts";
import { isStateName, STATE_NAMES } from "#domain/rules/states.ts";
import { CATEGORIES } from "#domain/rules/categories.ts";
import { ALL_ITEMS, filterMenu, hasSizes } from "#domain/rules/menu.ts";
import { locationBasisText } from "#domain/rules/locations.ts";
import { sourceSite, WORK_ITEMS, workRows } from "#domain/rules/minutes-of-work.ts";
import { surveyBase, surveysByState } from "#domain/rules/price-model.ts";
import {
  readStateMenuSort,
  stateMenu,
  statePercent,
  statePrice,
  type StateMenuLine,
  type StateMenuSort,
} from "#domain/rules/state-estimates.ts";
import type { StateRestaurants, StateSurvey, StateWork } from "./StateView.tsx";

/** The item the state surveys price. */
const SURVEY_ITEM = "Big Mac";

/** The state's whole menu matching the page's search, in the chosen order, as the page's table rows. */
export function stateMenuLines(catalog: Catalog, state: string, q: string, sort: StateMenuSort): StateMenuLine[] {
  return stateMenu(catalog.statePrices, filterMenu(catalog.menuItems, q, ALL_ITEMS), state, sort, CATEGORIES).map(({ item, price }) => ({
    name: item.name,
    category: item.category,
    avgPriceUsd: item.avgPriceUsd,
    size: hasSizes(item) ? "Medium" : "Standard",
    price: price.price,
    kind: price.kind,
    checked: price.checked,
  }));
}

/** Minutes of work at the state's minimum wage for a Big Mac and its meal (domain/rules/minutes-of-work.ts). */
export function stateWork(catalog: Catalog, state: string): StateWork | null {
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
    items: items.flatMap((item, i) =>
      row.prices[i] && row.minutes[i] !== null ? [{ name: item.name, price: row.prices[i].price, minutes: row.minutes[i] }] : [],
    ),
  };
}

/**
 * The dated surveys' Big Mac prices for the state beside our estimate, and how the estimate uses them: `level` is
 * the model's own factor for the state (domain/rules/price-model.ts), the one figure the page gives for "times ...".
 */
export function stateSurvey(catalog: Catalog, state: string): StateSurvey | null {
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
export function restaurantsIn(catalog: Catalog, state: string): StateRestaurants | null {
  const l = catalog.locations.find((x) => x.state === state);
  if (!l) return null;
  const rank = catalog.locations.indexOf(l) + 1;
  return {
    count: l.locationCount,
    basis: l.basis,
    label: locationBasisText(l),
    ...(l.source ? { source: l.source } : {}),
    rank,
    of: catalog.locations.length,
  };
}

/** Everything a state page shows for an address, and its status: a name that is no US state answers 404 with the states it may mean. */
export function statePage(catalog: Catalog, reports: ReportIndex, stateParam: string, url: URL) {
  const slug = stateParam.toLowerCase();
  const state = stateNameFromSlug(slug);
  const records = catalog.pricesByState.get(state.toLowerCase()) ?? [];
  const sort = readStateMenuSort(url.searchParams.get("sort"));
  // The page's own search box: the same reading of a query as the home search (domain/rules/search.ts).
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const index = catalog.statePrices;
  const menu = isStateName(state) ? stateMenuLines(catalog, state, q, sort) : [];
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
    work: stateWork(catalog, state),
    // Prices visitors reported here: the figures past the threshold, with our estimate beside each.
    reported: isStateName(state)
      ? reportedRows(reports, stateSlug(state), todayIso()).map((r) => ({
          ...r,
          estimate: menu.find((m) => m.name === r.itemName && m.size === r.size)?.price ?? null,
        }))
      : [],
    threshold: reports.threshold,
    today: todayIso(),
    reportMenu: reportMenuItems(catalog.menuItems),
    survey: isStateName(state) ? stateSurvey(catalog, state) : null,
    restaurants: restaurantsIn(catalog, state),
    // Prices seen at restaurants in the state, as published: newest first, never the state's typical price.
    observed: isStateName(state)
      ? catalog.data.observedPrices.filter((o) => o.state === state).sort((a, b) => ((a.month ?? a.asOf) < (b.month ?? b.asOf) ? 1 : -1))
      : [],
  };
  // A real state without figures is a page; a name that is no US state answers 404 with the states it may mean.
  const suggestions = body.known
    ? []
    : suggestNames(
        slug.replace(/-/g, " ").slice(0, 60),
        STATE_NAMES.map((name) => ({ name })),
      ).map((x) => ({ name: x.name, to: `/prices/${stateSlug(x.name)}` }));
  return { body: { ...body, suggestions }, status: body.known ? 200 : 404 };
}
