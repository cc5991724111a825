/**
 * Server-only: what every page's shell (routes/root.tsx) shows beside the page itself: the site's address, the
 * navigation, the footer's latest reviews (streamed) and the years the header and footer name.
 */
import type { AppContext } from "#server/http/context.ts";
import type { LatestReview } from "#components/layout/LatestReviews.tsx";
import { visibleReviews } from "#domain/indexes/journal-records.ts";
import { dataYear, priceYear } from "#domain/rules/dates.ts";
import { SITE_NAV_WIRE } from "#domain/rules/pages.ts";
import { withItemPaths } from "#domain/rules/reviews.ts";

/** The footer's three latest reviews, each with its item's page when the item has one. */
function latestReviews({ catalog, community }: Pick<AppContext, "catalog" | "community">): LatestReview[] {
  return withItemPaths(visibleReviews(catalog.seedReviews, community).latest(3), (slug) => catalog.itemsBySlug.has(slug)).map(
    ({ id, itemName, itemPath, rating, reviewer }) => ({ id, itemName, itemPath, rating, reviewer }),
  );
}

export function rootData(context: AppContext) {
  const { catalog, community } = context;
  // "Updated 2025" (spec §1) and every title that names a year say the year of the price figures the pages show
  // (priceYear), so a header never says one year beside a heading or FAQ naming another; "© 2026" is the year of the
  // newest date in the data (dataYear): the year the site's content was last written. Both move with the data.
  // nav: the header's, footer's and breadcrumbs' part of the page registry, sent once here rather than shipped in
  // every page's JavaScript (components/layout/links.ts).
  return {
    siteUrl: context.siteUrl,
    nav: SITE_NAV_WIRE,
    // Secondary content, computed after the shell is on its way (streamed; see LatestReviews).
    latestReviews: new Promise<LatestReview[]>((resolve) => setTimeout(() => resolve(latestReviews({ catalog, community })), 0)),
    dataYear: dataYear(catalog.data),
    priceYear: priceYear(catalog.data),
  };
}
