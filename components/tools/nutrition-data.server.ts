/**
 * Server-only: what /nutrition-calculator shows (routes/nutrition-calculator.tsx): the whole menu as tool items, the
 * tracker a link carries (?items=&level=&goal=), the list's search (?q=, 100 characters at most) and the list's HTML.
 */
import type { AppContext } from "#server/http/context.ts";
import { islandHtml } from "#components/islands.server.tsx";
import { indexBySlug, toToolItem } from "#domain/rules/order.ts";
import { formatTracker, parseTracker } from "#domain/rules/tracker.ts";

export function nutritionCalculatorPage(context: AppContext, url: URL) {
  const params = url.searchParams;
  // The whole menu: every item can be added, and every item's page can link here with it (`?items=slug`).
  const items = context.catalog.menuItems.map(toToolItem);
  // Known items with their sizes: a size an item is not sold in is dropped from the link.
  const known = indexBySlug(items);
  const hasState = ["items", "level", "goal"].some((k) => params.has(k));
  const query = (params.get("q") ?? "").slice(0, 100);
  const urlState = hasState ? parseTracker(params, known) : null;
  return {
    items,
    query,
    urlState,
    // The menu list's HTML for a client navigation (a document renders it in place): it never hydrates.
    islands: islandHtml(context, ["tracker-items"], { state: urlState ? formatTracker(urlState) : "", q: query }),
  };
}
