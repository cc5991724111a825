/** /feeds/data.atom: an Atom feed of data updates (new editions, reviewed prices), from domain/data-updates.ts. */
import { ATOM_TYPE, atomXml } from "#domain/atom.ts";
import { DATA_FEED_PATH, dataUpdates } from "#domain/data-updates.ts";
import { SITE_NAME } from "#domain/pages.ts";
import type { Route } from "./+types/feeds.data[.]atom";
import { app } from "#server/context.ts";

export function loader({ context: routerContext }: Route.LoaderArgs) {
  const { catalog, siteUrl } = app(routerContext);
  const xml = atomXml({
    self: `${siteUrl}${DATA_FEED_PATH}`,
    alternate: `${siteUrl}/open-data`,
    title: `${SITE_NAME}: data updates`,
    subtitle: "New editions of the datasets the site shows, and the dates our estimates were reviewed.",
    author: SITE_NAME,
    entries: dataUpdates(catalog, siteUrl),
  });
  return new Response(xml, { headers: { "Content-Type": `${ATOM_TYPE}; charset=utf-8`, "Cache-Control": "public, max-age=3600" } });
}
