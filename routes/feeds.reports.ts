/**
 * /feeds/state/<state>.atom and /feeds/item/<item>.atom: Atom feeds announcing reported figures, one
 * entry per figure as it is now (components/reports/report-feeds-data.server.ts). One item in one state: routes/feeds.item-state.ts.
 */
import { reportsFeed } from "#components/reports/report-feeds-data.server.ts";
import type { Route } from "./+types/feeds.reports";
import { app } from "#server/http/context.ts";
import { LIVE_FILE } from "#server/cache/cache-policy.ts";
import { FEED_FILE, feedAnswer, noFeed } from "#server/http/feed-answer.ts";

export function loader({ context: routerContext, params, request }: Route.LoaderArgs) {
  const m = FEED_FILE.exec(params.file.toLowerCase());
  if (!m) return noFeed("A feed's address ends in .atom.", "each state page and item page");
  const feed = reportsFeed(app(routerContext), params.kind, m[1]);
  if ("missing" in feed) return noFeed(feed.missing, "each state page and item page");
  return feedAnswer(request, feed, m[2], LIVE_FILE);
}
