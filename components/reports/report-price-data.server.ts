/**
 * Server-only: what the report page (routes/report-price.tsx) shows for its address: the menu to choose from and
 * what `?item=big-mac&state=texas&size=Large` fills in (the item page's link carries what the diner was looking at),
 * today's date for the form's date field, and how many visitors' reports a shown figure needs.
 */
import type { AppContext } from "#server/http/context.ts";
import { reportMenuItems, resolveState } from "#domain/price-reports/input.ts";
import { todayIso } from "#domain/rules/dates.ts";
import { itemSlug } from "#domain/rules/slug.ts";
import { MENU_SIZES } from "#domain/rules/sizes.ts";

export function reportPricePage({ catalog, community }: AppContext, url: URL) {
  const q = url.searchParams;
  const item = catalog.itemsBySlug.get(itemSlug(q.get("item") ?? ""));
  const state = resolveState((q.get("state") ?? "").replace(/-/g, " ").slice(0, 40));
  return {
    menu: reportMenuItems(catalog.menuItems),
    item: item?.name ?? null,
    state,
    size: MENU_SIZES.find((z) => z === q.get("size")) ?? null,
    today: todayIso(),
    threshold: community.reports.threshold,
  };
}
