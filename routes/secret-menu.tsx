import { FaqList, PageHero } from "#components/pages/PageParts.tsx";
import { SecretMenuGrid, SecretSumLine } from "#components/pages/SecretMenuGrid.tsx";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { badge, card, container, section, subsection } from "#components/ui.css.ts";
import type { Route } from "./+types/secret-menu";
import { Fig } from "#components/figures/Figure.tsx";
import { app } from "#server/http/context.ts";
import { secretMenuPage } from "#components/pages/secret-menu-data.server.ts";
import { secretMenuFaqs, secretMenuRangeText as rangeText } from "#domain/copy/secret-menu.ts";

const HOW_TO = [
  "Order the regular items the recipe needs, by their menu names.",
  "Ask politely for any changes, such as extra sauce or no ketchup.",
  "Assemble it yourself at the table if the crew is busy.",
  "Go at a quiet time: staff have more time for special requests.",
];

export function loader({ context: routerContext, request }: Route.LoaderArgs) {
  return secretMenuPage(app(routerContext), new URL(request.url));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: `McDonald's Secret Menu {year}: ${loaderData?.items.length ?? ""} Hacks and How to Order`.replace("  ", " "),
    description: `${loaderData?.items.length ?? "The"} McDonald's secret menu items, from the McGangBang to the Land Sea & Air Burger, with how to order each one, when it's available and what its parts cost.`,
    path: "/secret-menu",
  });

export default function SecretMenu({ loaderData }: Route.ComponentProps) {
  const { items, featured, selected } = loaderData;
  return (
    <>
      <PageHero
        title="McDonald's Secret Menu"
        intro={
          <>
            Fan-made favorites you can build from the regular menu.
            {loaderData.range ? (
              <>
                {" "}
                Each price is the sum of its parts at our national estimates, from <Fig kind="total">{rangeText(loaderData.range)}</Fig>.
              </>
            ) : null}
          </>
        }
      />
      <div className={`${container} ${section}`}>
        {featured ? (
          <section className={`${card} ${p.highlight}`} aria-labelledby="featured">
            <span className={badge}>Featured</span>
            <h2 id="featured" className={p.cardTitle}>
              {featured.name}
            </h2>
            <p>{featured.secret}</p>
            <p>
              <SecretSumLine sum={featured.sum} /> · {featured.availability}
            </p>
          </section>
        ) : null}
        <h2 className={`${p.sectionTitle} ${subsection}`}>All {items.length} secret menu items</h2>
        <p>Select a card to highlight it.</p>
        <SecretMenuGrid items={items} initialSelected={selected} />
        <h2 className={`${p.sectionTitle} ${subsection}`}>How to order from the secret menu</h2>
        <ol className={p.steps}>
          {HOW_TO.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <h2 className={p.sectionTitle}>Frequently asked questions</h2>
        <FaqList faqs={secretMenuFaqs(loaderData.range)} />
      </div>
    </>
  );
}
