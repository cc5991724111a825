import { DealSource } from "#components/pages/DealSource.tsx";
import { PageHero } from "#components/pages/PageParts.tsx";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { badge, button, card, container, muted, price, section, subsection } from "#components/ui.css.ts";
import type { Route } from "./+types/mcvalue";
import { figureMark } from "#domain/publish/price-hooks.ts";
import { app } from "#server/http/context.ts";
import { mcvaluePage } from "#components/pages/mcvalue-data.server.ts";

const BREAKFAST = ["Sausage McMuffin", "Sausage Biscuit", "Sausage McGriddles", "Sausage Burrito", "Hash Browns"];
const LUNCH = ["McChicken", "McDouble", "Cheeseburger", "6-piece Chicken McNuggets", "Small fries", "Hamburger"];

export function loader({ context: routerContext }: Route.LoaderArgs) {
  return mcvaluePage(app(routerContext));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "McValue Menu and Deals {year}: $5 Meal Deal, Buy One, Add One for $1",
    description:
      "Every McValue deal explained: the $5 Meal Deal, Extra Value Meals, Buy One, Add One for $1 at breakfast and lunch, and app-only offers with their terms.",
    path: "/mcvalue",
  });

function DealSourceNote({ sources }: Parameters<typeof DealSource>[0]) {
  return (
    <p className={muted}>
      <small>
        <DealSource sources={sources} />
      </small>
    </p>
  );
}

/** Buy One, Add One for $1: the offer's rule and its two lists (breakfast; lunch to late night). */
function BuyOneAddOne() {
  return (
    <>
      <h2 className={`${p.sectionTitle} ${subsection}`} {...figureMark("rule")}>
        Buy one, add one for $1
      </h2>
      {/* figure-ok: the rule of the deal the heading names (deals.json, home-buy-one-add-one, with its dated source) */}
      <p {...figureMark("rule")}>Buy any item from a list at full price and add a second item from the same list for $1.</p>
      <div className={p.twoCol}>
        <section className={card} aria-labelledby="boao-breakfast">
          <h3 id="boao-breakfast" className={p.cardTitle}>
            Breakfast
          </h3>
          <ul className={p.list}>
            {BREAKFAST.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        </section>
        <section className={card} aria-labelledby="boao-lunch">
          <h3 id="boao-lunch" className={p.cardTitle}>
            Lunch to late night
          </h3>
          <ul className={p.list}>
            {LUNCH.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

export default function McValue({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="McValue Deals"
        intro="The value menu in one place: the $5 Meal Deal, Buy One, Add One for $1, the Extra Value Meals, and offers you only get in the app."
      />
      <div className={`${container} ${section}`}>
        <p>
          Each deal says when it took effect and who reported it, from the chain's deal timeline in our data; none was checked at a
          restaurant.
        </p>
        <h2 className={p.sectionTitle}>Meal deals</h2>
        <ul className={p.cardGrid}>
          {loaderData.mealDeals.map((d) => (
            // A deal's title, description, saving and terms are the offer's own rules: one mark for the card.
            <li key={d.id} className={card} {...figureMark("rule")}>
              <h3 className={p.cardTitle}>{d.title}</h3>
              <p>{d.description}</p>
              <p className={price}>{d.savings}</p>
              <DealSourceNote sources={d.sources} />
              <a href={d.link}>See the items</a>
            </li>
          ))}
        </ul>

        <BuyOneAddOne />

        <h2 className={`${p.sectionTitle} ${subsection}`}>App-exclusive offers</h2>
        {loaderData.appOffers.length ? null : (
          <p data-testid="no-app-offers">
            We have no dated record of an offer running only in the app now; the app's Deals tab lists its own.
          </p>
        )}
        {loaderData.appOffers.length ? (
          <ul className={p.cardGrid}>
            {loaderData.appOffers.map((d) => (
              // A deal's title, description, saving and terms are the offer's own rules: one mark for the card.
              <li key={d.id} className={card} {...figureMark("rule")}>
                <span className={badge}>App only</span>
                <h3 className={p.cardTitle}>{d.title}</h3>
                <p>{d.description}</p>
                <p className={price}>{d.savings}</p>
                {d.terms ? (
                  <p className={muted}>
                    <small>Terms: {d.terms}</small>
                  </p>
                ) : null}
                <DealSourceNote sources={d.sources} />
              </li>
            ))}
          </ul>
        ) : null}

        <div className={`${p.actions} ${section}`}>
          <a className={button.primary} href="/alerts/follow">
            Follow a reported price
          </a>
          <a className={button.secondary} href="/">
            Browse the full menu
          </a>
        </div>
      </div>
    </>
  );
}
