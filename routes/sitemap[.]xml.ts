/** /sitemap.xml: the registry's pages and every category, item, state, article and Big Mac index country in the current data (components/pages/sitemap-data.server.ts). */
import { sitemapFile } from "#components/pages/sitemap-data.server.ts";
import type { Route } from "./+types/sitemap[.]xml";
import { PUBLIC_FILE } from "#server/cache/cache-policy.ts";
import { app } from "#server/http/context.ts";

export function loader({ context: routerContext }: Route.LoaderArgs) {
  return new Response(sitemapFile(app(routerContext)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_FILE },
  });
}
