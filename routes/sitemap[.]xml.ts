/** /sitemap.xml: every page of the site from the current data (see domain/sitemap.ts). */
import { sitemapEntries, sitemapXml } from "#domain/sitemap.ts";
import type { Route } from "./+types/sitemap[.]xml";

interface ArticleRef {
  id: string;
  date: string;
}

export function loader({ context }: Route.LoaderArgs) {
  const { catalog } = context;
  // News articles are a data file of their own (data/news.json, registered as `news`); none until it exists.
  const articles = (catalog.data as { news?: readonly ArticleRef[] }).news ?? [];
  const xml = sitemapXml(
    sitemapEntries({ siteUrl: context.siteUrl, items: catalog.menuItems, prices: catalog.prices, articles }),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
