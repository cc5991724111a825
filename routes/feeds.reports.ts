/**
 * /feeds/state/<state>.atom and /feeds/item/<item>.atom: Atom feeds announcing reported figures, one
 * entry per figure as it is now (domain/publish/report-feed.ts). One item in one state: routes/feeds.item-state.ts.
 */
import type { AtomEntry, AtomFeed } from "#domain/publish/atom.ts";
import { SITE_NAME } from "#domain/rules/pages.ts";
import { reportedRows, reportedStatesOfItem } from "#domain/price-reports/rows.ts";
import { resolveState } from "#domain/price-reports/input.ts";
import { reportFeedEntry, type FeedFigure } from "#domain/publish/report-feed.ts";
import { itemPath } from "#domain/rules/menu.ts";
import { itemSlug, stateSlug } from "#domain/rules/slug.ts";
import { todayIso } from "#domain/rules/dates.ts";
import { dataDate } from "#domain/publish/data-feed.ts";
import type { Route } from "./+types/feeds.reports";
import { app } from "#server/http/context.ts";
import { LIVE_FILE } from "#server/cache/cache-policy.ts";
import { FEED_FILE, feedAnswer } from "#server/http/feed-answer.ts";

const notFound = (what: string) =>
  new Response(`${what} The feeds are linked from each state page and item page.\n`, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

export function loader({ context: routerContext, params, request }: Route.LoaderArgs) {
  const { catalog, community, siteUrl } = app(routerContext);
  const m = FEED_FILE.exec(params.file.toLowerCase());
  if (!m) return notFound("A feed's address ends in .atom.");
  const today = todayIso();
  const entry = (r: FeedFigure): AtomEntry => reportFeedEntry(siteUrl, r);
  let feed: AtomFeed;
  if (params.kind === "state") {
    const state = resolveState(m[1].replace(/-/g, " "));
    if (!state) return notFound("No US state has that name.");
    feed = {
      self: `${siteUrl}/feeds/state/${stateSlug(state)}.atom`,
      alternate: `${siteUrl}/prices/${stateSlug(state)}`,
      title: `${SITE_NAME}: prices visitors reported in ${state}`,
      subtitle: `Each reported price in ${state} once enough visitors agree, and each time it moves.`,
      author: SITE_NAME,
      dataDate: dataDate(catalog.data),
      entries: reportedRows(community.reports, stateSlug(state), today).map((r) => entry({ ...r, state })),
    };
  } else if (params.kind === "item") {
    const item = catalog.itemsBySlug.get(m[1]);
    if (!item) return notFound("No menu item has that name.");
    feed = {
      self: `${siteUrl}/feeds/item/${itemSlug(item.name)}.atom`,
      alternate: `${siteUrl}${itemPath(item.name)}`,
      title: `${SITE_NAME}: prices visitors reported for ${item.name}`,
      subtitle: `${item.name}'s reported price in each state once enough visitors agree, and each time it moves.`,
      author: SITE_NAME,
      dataDate: dataDate(catalog.data),
      entries: reportedStatesOfItem(community.reports, itemSlug(item.name), today).map(entry),
    };
  } else return notFound("There are state and item feeds.");
  return feedAnswer(request, feed, m[2], LIVE_FILE);
}
