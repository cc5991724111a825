/** /menu: the menu's index, every category with its item count and average estimated price. */
import { Link } from "react-router";
import { PageHero } from "#components/pages/PageParts.tsx";
import { seo } from "#components/seo.ts";
import * as m from "#components/menu/menu.css.ts";
import { container, section } from "#components/ui.css.ts";
import { formatPrice } from "#domain/rules/menu.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/menu.index";
import { Fig } from "#components/figures/Figure.tsx";
import { app } from "#server/http/context.ts";
import { menuIndexPage } from "#components/menu/menu-index-data.server.ts";

/** Links only: nothing here needs the framework's JavaScript. */
export const handle: RouteHandle = { hydrate: false };

const PATH = "/menu";

export function loader({ context: routerContext }: Route.LoaderArgs) {
  return menuIndexPage(app(routerContext));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "McDonald's Menu by Category: Prices and Calories",
    description: "Every McDonald's menu category in one place, with how many items each has and the average estimated US price.",
    path: PATH,
  });

export default function MenuIndexPage({ loaderData }: Route.ComponentProps) {
  const { total, categories } = loaderData;
  return (
    <>
      <PageHero
        title="The McDonald's Menu"
        intro={`All ${total} items on our menu list, in ${categories.length} categories. Prices are national averages of our estimates and vary by location.`}
      />
      <div className={`${container} ${section}`}>
        <ul className={m.cardGrid} aria-label="Menu categories">
          {categories.map((c) => (
            <li key={c.name}>
              <article className={m.card}>
                <h2 className={m.cardTitle}>
                  <Link className={m.cardLink} to={c.path}>
                    {c.name}
                  </Link>
                </h2>
                <p className={m.cardSmall}>
                  {c.count} {c.count === 1 ? "item" : "items"}
                  {c.average === null ? (
                    ""
                  ) : (
                    <>
                      , average estimated price <Fig kind="total">{formatPrice(c.average)}</Fig>
                    </>
                  )}
                </p>
              </article>
            </li>
          ))}
        </ul>
        <p>
          Looking for one item? <Link to="/#menu">Search the whole menu</Link>.
        </p>
      </div>
    </>
  );
}
