/**
 * /feeds/state/<state>/<item>.atom: the Atom feed of one item's reported price in one state, what the
 * follow forms offer where the site sends no email. One entry per size as the figure is now
 * (components/reports/report-feeds-data.server.ts).
 */
import { itemInStateFeed } from "#components/reports/report-feeds-data.server.ts";
import type { Route } from "./+types/feeds.item-state";
import { app } from "#server/http/context.ts";
import { LIVE_FILE } from "#server/cache/cache-policy.ts";
import { FEED_FILE, feedAnswer, noFeed } from "#server/http/feed-answer.ts";

export function loader({ context: routerContext, params, request }: Route.LoaderArgs) {
  const m = FEED_FILE.exec(params.file.toLowerCase());
  if (!m) return noFeed("A feed's address ends in .atom.", "each item-in-state page (/prices/<state>/<item>)");
  const feed = itemInStateFeed(app(routerContext), params.state, m[1]);
  if ("missing" in feed) return noFeed(feed.missing, "each item-in-state page (/prices/<state>/<item>)");
  return feedAnswer(request, feed, m[2], LIVE_FILE);
}
