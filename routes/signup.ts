/**
 * /signup stored names and addresses for deal, menu, news and delivery emails that nobody sends: a sign-up that led
 * to nothing. It is gone, with POST /api/signups; an old link lands on what runs instead, following the
 * price visitors report (routes/alerts.follow.tsx), with the Big Mac chosen where the link's topic named it.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/signup";

/** The old topics (ids and titles) that were alerts on the Big Mac's price. */
const BIG_MAC_TOPICS = new Set(["big-mac-prices", "big-mac-deals", "Big Mac Price Alerts", "Get Big Mac Price Alerts"]);

export function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const topic = (q.get("topic") ?? q.get("title") ?? "").trim();
  return redirect(BIG_MAC_TOPICS.has(topic) ? "/alerts/follow?item=big-mac" : "/alerts/follow", 302);
}
