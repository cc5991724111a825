/**
 * Server-only: what the /reviews loader sends (routes/reviews.tsx). The filter cards, overview and list are the
 * "reviews-list" server island, read from components/community/reviews-data.server.ts as the island reads them.
 */
import type { AppContext } from "#server/http/context.ts";
import { islandHtml } from "#components/islands.server.tsx";
import { isStoredRecordId } from "#domain/indexes/journal-records.ts";
import { REVIEWS_PER_PAGE } from "#domain/rules/paging.ts";
import { reviewItemPath, reviewMenu } from "#domain/rules/reviews.ts";
import { reviewList } from "#domain/publish/structured-data.ts";
import { reviewsPage } from "./reviews-data.server.ts";

/** The page of reviews an address asks for (?category=, ?page=), and the review just posted (?submitted=<id>). */
export async function reviewsPageData(context: AppContext, url: URL) {
  const submittedId = url.searchParams.get("submitted");
  // The review was just posted, perhaps to another instance: read what this one has not heard of yet, so the
  // visitor's own review is on the page the form sent them to.
  if (submittedId && isStoredRecordId(submittedId)) await context.catchUp();
  const { find, reviews, selected, page, total } = await reviewsPage(context, {
    category: url.searchParams.get("category"),
    page: url.searchParams.get("page"),
  });
  context.structuredData.push(
    ...(reviews.length
      ? [
          reviewList(
            context.siteUrl,
            reviews,
            (name) => reviewItemPath(name, (slug) => context.catalog.itemsBySlug.has(slug)),
            REVIEWS_PER_PAGE,
          ),
        ]
      : []),
  );
  return {
    total,
    selected,
    page,
    // The filter cards, the overview and the list are a server island: plain HTML that never hydrates, so
    // neither they nor their reviews travel in the page's data.
    islands: islandHtml(context, ["reviews-list"], { category: selected, page: String(page) }),
    menu: reviewMenu(context.catalog.menuItems),
    submitted: submittedId ? await find(submittedId) : null,
  };
}
