/**
 * /feeds/state/<state>/<item>.atom: the Atom feed of one item's reported price in one state, what the
 * follow forms offer where the site sends no email. One entry per size as the figure is now (domain/publish/report-feed.ts).
 */

import { todayIso } from "#domain/rules/dates.ts";
import { dataDate } from "#domain/publish/data-feed.ts";
import { SITE_NAME } from "#domain/rules/pages.ts";
import { reportedRows } from "#domain/price-reports/rows.ts";
import { resolveState } from "#domain/price-reports/input.ts";
import { reportFeedEntry } from "#domain/publish/report-feed.ts";
import { itemSlug, stateSlug } from "#domain/rules/slug.ts";
import type { Route } from "./+types/feeds.item-state";
import { app } from "#server/http/context.ts";
import { LIVE_FILE } from "#server/cache/cache-policy.ts";
import { FEED_FILE, feedAnswer } from "#server/http/feed-answer.ts";

const notFound = (what: string) =>
  new Response(`${what} The feeds are linked from each item-in-state page (/prices/<state>/<item>).\n`, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

export function loader({ context: routerContext, params, request }: Route.LoaderArgs) {
  const { catalog, community, siteUrl } = app(routerContext);
  const m = FEED_FILE.exec(params.file.toLowerCase());
  if (!m) return notFound("A feed's address ends in .atom.");
  const state = resolveState(params.state.replace(/-/g, " ").slice(0, 40));
  if (!state) return notFound("No US state has that name.");
  const item = catalog.itemsBySlug.get(m[1]);
  if (!item) return notFound("No menu item has that name.");
  const page = `${siteUrl}/prices/${stateSlug(state)}/${itemSlug(item.name)}`;
  return feedAnswer(
    request,
    {
      self: `${siteUrl}/feeds/state/${stateSlug(state)}/${itemSlug(item.name)}.atom`,
      alternate: page,
      title: `${SITE_NAME}: ${item.name} in ${state}, the price visitors report`,
      subtitle: `${item.name}'s reported price in ${state} once enough visitors agree, and each time it moves.`,
      author: SITE_NAME,
      dataDate: dataDate(catalog.data),
      entries: reportedRows(community.reports, stateSlug(state), todayIso(), itemSlug(item.name)).map((r) =>
        reportFeedEntry(siteUrl, { ...r, state }),
      ),
    },
    m[2],
    LIVE_FILE,
  );
}
