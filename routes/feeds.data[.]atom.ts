/** /feeds/data.atom: the Atom feed of data updates (domain/publish/data-feed.ts), from the data's own dates. */
import { atomFeed, feedEntries } from "#domain/publish/data-feed.ts";
import type { Route } from "./+types/feeds.data[.]atom";
import { PUBLIC_FILE } from "#server/cache/cache-policy.ts";
import { app } from "#server/http/context.ts";

export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  return new Response(atomFeed(feedEntries(context.catalog.data), context.siteUrl), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": PUBLIC_FILE },
  });
}
