/**
 * Server-only: what an item-in-a-state page shows (routes/prices.state.item.tsx), read from the catalog and the
 * visitors' reports: the reported figures by size, channel and city, the newest reports and our estimate beside
 * them. An item or state we do not know is a 404.
 */
import type { AppContext } from "#server/http/context.ts";
import { todayIso } from "#domain/rules/dates.ts";
import { hasSizes } from "#domain/rules/menu.ts";
import { NEWEST_KEPT, reportMenuItems, resolveState } from "#domain/price-reports/input.ts";
import { reportedRows } from "#domain/price-reports/rows.ts";
import { itemSlug, stateSlug } from "#domain/rules/slug.ts";
import { statePrice } from "#domain/rules/state-estimates.ts";

/** The page of an item (by slug) in a state (by name, slug or code), and its status. */
export function itemStatePage({ catalog, community, alerts }: AppContext, stateParam: string, itemId: string) {
  const item = catalog.itemsBySlug.get(itemSlug(itemId));
  const state = resolveState(stateParam.replace(/-/g, " ").slice(0, 40));
  if (!item || !state) return { body: { found: false as const }, status: 404 };
  const today = todayIso();
  const reports = community.reports;
  const groups = reports.groupsFor(itemSlug(item.name), stateSlug(state));
  const estimate = statePrice(catalog.statePrices, item, state);
  const body = {
    found: true as const,
    item: item.name,
    state,
    threshold: reports.threshold,
    estimate: estimate
      ? {
          price: estimate.price,
          size: hasSizes(item) ? "Medium" : "Standard",
          advertised: estimate.kind === "national",
          checked: estimate.checked,
        }
      : null,
    rows: reportedRows(reports, stateSlug(state), today, itemSlug(item.name)),
    channels: groups
      .map((g) => g.figure(today, reports.threshold, false))
      .filter((f) => f !== null)
      .map(({ itemName: _i, city: _c, ...f }) => f),
    cities: reports.cityFigures(item.name, state, today).filter((f) => f.shown && f.channel === "in-store"),
    newest: reports.newest(groups, NEWEST_KEPT),
    today,
    reportMenu: reportMenuItems(catalog.menuItems),
    email: alerts.enabled,
  };
  return { body, status: 200 };
}
