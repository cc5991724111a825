/** /sitemap.xml: the registry's pages (domain/rules/pages.ts) and every category, item, state, article and Big Mac index country in the current data (domain/publish/sitemap.ts). */
import { sitemapEntries, sitemapXml } from "#domain/publish/sitemap.ts";
import type { Route } from "./+types/sitemap[.]xml";
import { PUBLIC_FILE } from "#server/cache/cache-policy.ts";
import { app } from "#server/http/context.ts";

export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  const { catalog } = context;
  const xml = sitemapXml(
    sitemapEntries({
      siteUrl: context.siteUrl,
      items: catalog.menuItems,
      prices: catalog.prices,
      articles: catalog.data.news,
      countries: [...catalog.bigMacIndex.histories.values()],
    }),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_FILE },
  });
}
