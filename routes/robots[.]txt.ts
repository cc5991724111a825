/** /robots.txt: crawl everything but the JSON API, and find the pages in /sitemap.xml. */
import { robotsTxt } from "#domain/publish/sitemap.ts";
import type { Route } from "./+types/robots[.]txt";
import { PUBLIC_FILE } from "#server/cache/cache-policy.ts";
import { app } from "#server/http/context.ts";

export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  return new Response(robotsTxt(context.siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PUBLIC_FILE },
  });
}
