/**
 * Which cached pages a price report changes: the render cache is emptied only for the pages a report changes. A
 * page's cache version carries the version of the reports it shows: an item page its item's, a state page (and an
 * item in a state) its state's, the pages listing reports across the site (the national page, the report feeds,
 * the downloads) every report's. Any other page ignores reports, so a report leaves it cached.
 */
import type { ReportIndex } from "#domain/price-reports/report-index.ts";
import { itemSlug } from "#domain/rules/slug.ts";

type ReportVersions = Pick<ReportIndex, "version" | "itemVersion" | "stateVersion">;

/** The part of a URL's cache version that reports decide ("" for a page that shows none). */
export function reportVersionOf(reports: ReportVersions, url: string): string {
  const q = url.indexOf("?");
  const path = (q === -1 ? url : url.slice(0, q)).replace(/(?:\/_)?\.data$/, "");
  if (path.startsWith("/menu/item/")) {
    const rest = path.slice("/menu/item/".length);
    return rest.includes("/") ? "" : `:i${reports.itemVersion(itemSlug(rest))}`;
  }
  if (path.startsWith("/prices/")) return `:s${reports.stateVersion(path.slice("/prices/".length).split("/")[0])}`;
  if (path === "/prices" || path.startsWith("/open-data") || (path.startsWith("/feeds/") && path !== "/feeds/data.atom"))
    return `:a${reports.version}`;
  return "";
}
