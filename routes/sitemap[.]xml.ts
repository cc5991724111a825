/** /sitemap.xml: the registry's pages (domain/pages.ts) and every category, item, state, article and Big Mac index country in the current data (domain/sitemap.ts). */
import { sitemapEntries, sitemapXml } from "#domain/sitemap.ts";
import type { Route } from "./+types/sitemap[.]xml";

export function loader({ context }: Route.LoaderArgs) {
  const { catalog } = context;
  const xml = sitemapXml(
    sitemapEntries({ siteUrl: context.siteUrl, items: catalog.menuItems, prices: catalog.prices, articles: catalog.data.news, countries: [...catalog.bigMacIndex.histories.values()] }),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
