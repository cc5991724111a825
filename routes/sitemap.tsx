import { PageHero } from "#components/pages/PageParts.tsx";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { container, section } from "#components/ui.css.ts";
import { FOOTER_CATEGORIES, categoryPath } from "#domain/rules/categories.ts";
import { SITEMAP_PAGES, pagePath } from "#domain/rules/pages.ts";
import { stateSlug } from "#domain/rules/slug.ts";
import { SITEMAP_STATES } from "#domain/rules/states.ts";
import type { Route } from "./+types/sitemap";
import { app } from "#server/http/context.ts";

export const handle = { hydrate: false };

export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  return { items: context.catalog.menuItems.length };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Sitemap",
    description: "Every section of Menu Prices in one place: menu categories, state price pages, guides and tools.",
    path: "/sitemap",
  });

/** Every page the XML sitemap lists by its own path (domain/rules/pages.ts), under its short name. */
const MAIN = SITEMAP_PAGES.map((page) => ({ to: pagePath(page), label: page.path === "" ? "Home: McDonald's menu prices" : page.title }));

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="Sitemap"
        intro={`All the main pages of Menu Prices: ${FOOTER_CATEGORIES.length} menu categories, ${loaderData.items} items, state prices and guides.`}
      />
      <div className={`${container} ${section}`}>
        <div className={p.twoCol}>
          <section aria-labelledby="sm-menu">
            <h2 id="sm-menu">Menu categories</h2>
            <ul className={p.linkColumns}>
              {FOOTER_CATEGORIES.map((c) => (
                <li key={c}>
                  <a href={categoryPath(c)}>{c}</a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="sm-states">
            <h2 id="sm-states">State prices</h2>
            <ul className={p.linkColumns}>
              {SITEMAP_STATES.map((st) => (
                <li key={st}>
                  <a href={`/prices/${stateSlug(st)}`}>{st} prices</a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="sm-main">
            <h2 id="sm-main">Main pages</h2>
            <ul className={p.linkColumns}>
              {MAIN.map((l) => (
                <li key={l.to}>
                  <a href={l.to}>{l.label}</a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="sm-more">
            <h2 id="sm-more">Items and more</h2>
            <ul className={p.linkColumns}>
              <li>
                <a href="/menu/item/big-mac">Big Mac price and nutrition</a>
              </li>
              <li>
                <a href="/sitemap.xml">XML sitemap</a>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
