/**
 * Server-only: what /prices (the state chooser) shows, read from the catalog, the reports and the address (as
 * components/explore/explore-data.server.ts does for /explore). A `?state=` naming a state is a redirect to its page;
 * the route's loader throws it, or sends the body as is.
 */
import type { Catalog } from "#domain/data/catalog.ts";
import type { ReportIndex } from "#domain/price-reports/report-index.ts";
import { hasSizes, nameWithSize } from "#domain/rules/menu.ts";
import { parseWorkSort, sortWorkRows, WORK_ITEMS, workRows } from "#domain/rules/minutes-of-work.ts";
import { itemSlug, stateNameFromSlug, stateSlug } from "#domain/rules/slug.ts";
import { isStateName, STATE_NAMES } from "#domain/rules/states.ts";

/** The chooser's answer to an address: the state page to go to, or the page's data. */
export function pricesIndexPage(catalog: Catalog, reports: ReportIndex, url: URL) {
  const chosen = url.searchParams.get("state");
  if (chosen !== null) {
    const slug = chosen.trim().toLowerCase().slice(0, 40);
    // Unknown names fall through to the chooser (no 404 for a hand-edited address).
    if (/^[a-z]+(?:-[a-z]+)*$/.test(slug) && isStateName(stateNameFromSlug(slug))) return { redirectTo: `/prices/${slug}` } as const;
  }
  // The states whose newest visible report is the most recent, kept as reports arrive: no scan.
  const newest = [...reports.newestByState.entries()]
    .sort((a, b) => (a[1] < b[1] ? 1 : a[1] > b[1] ? -1 : 0))
    .slice(0, 10)
    .map(([name, at]) => ({ name, slug: stateSlug(name), date: at.slice(0, 10) }));
  const body = {
    newest,
    states: STATE_NAMES.map((name) => ({ name, slug: stateSlug(name) })),
    unknown: chosen !== null,
    work: minutesOfWork(catalog, url),
  };
  return { redirectTo: null, body } as const;
}

/** The minutes-of-work table: the Big Mac and its meal, and the visitor's own item (?item=<slug>) as a third pair of columns. */
function minutesOfWork(catalog: Catalog, url: URL) {
  const picked = catalog.itemsBySlug.get((url.searchParams.get("item") ?? "").toLowerCase().slice(0, 80));
  const items = [...WORK_ITEMS.map((n) => catalog.itemsByName.get(n)), picked]
    .filter((i) => i !== undefined)
    .filter((i, k, all) => all.indexOf(i) === k);
  const sort = parseWorkSort(url.searchParams.get("sort"));
  const rows = sortWorkRows(workRows(catalog.data.minimumWages, catalog.statePrices, items), sort);
  const menu = [...catalog.menuItems]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((i) => ({ slug: itemSlug(i.name), label: hasSizes(i) ? nameWithSize(i.name, "Medium") : i.name }));
  return {
    items: items.map((i) => ({ name: i.name, size: hasSizes(i) ? ("Medium" as const) : ("Standard" as const) })),
    rows,
    sort,
    menu,
    picked: picked ? itemSlug(picked.name) : "",
  };
}

/** What the minutes-of-work table shows (components/state/MinutesOfWork.tsx). */
export type WorkData = ReturnType<typeof minutesOfWork>;
