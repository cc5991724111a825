/**
 * Server-only: what the follow page (routes/alerts.follow.tsx) shows for its address: the menu to choose from, the
 * item and state the address chooses (`?item=big-mac&state=texas`: item by slug or name, state by name, slug or
 * code) and whether the site sends email (without SMTP_URL the page offers the item's feed instead).
 */
import type { AppContext } from "#server/http/context.ts";
import { reportMenuItems, resolveState } from "#domain/price-reports/input.ts";
import { itemSlug } from "#domain/rules/slug.ts";

export function followPage({ catalog, alerts }: AppContext, url: URL) {
  const q = url.searchParams;
  const item = catalog.itemsBySlug.get(itemSlug((q.get("item") ?? "").slice(0, 120)));
  const state = resolveState((q.get("state") ?? "").replace(/-/g, " ").slice(0, 40));
  return {
    menu: reportMenuItems(catalog.menuItems),
    item: item?.name ?? null,
    state,
    email: alerts.enabled,
  };
}
