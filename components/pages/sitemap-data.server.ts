/**
 * Server-only: /sitemap.xml (routes/sitemap[.]xml.ts): the registry's pages (domain/rules/pages.ts) and every category,
 * item, state, article and Big Mac index country in the current data (domain/publish/sitemap.ts).
 */
import type { AppContext } from "#server/http/context.ts";
import { sitemapEntries, sitemapXml } from "#domain/publish/sitemap.ts";

export function sitemapFile({ catalog, siteUrl }: AppContext): string {
  return sitemapXml(
    sitemapEntries({
      siteUrl,
      items: catalog.menuItems,
      prices: catalog.prices,
      articles: catalog.data.news,
      countries: [...catalog.bigMacIndex.histories.values()],
    }),
  );
}
