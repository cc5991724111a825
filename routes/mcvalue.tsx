import { StaleNote } from "#components/pages/StaleNote.tsx";
import { formatLongDate, todayIso } from "#domain/dates.ts";
import { currentDeals, dealsChecked } from "#domain/deals.ts";
import { AlertSignup } from "#components/community/AlertSignup.tsx";
import { PageHero } from "#components/pages/PageParts.tsx";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { badge, button, card, container, muted, price, section } from "#components/ui.css.ts";
import type { Route } from "./+types/mcvalue";
import { figureMark } from "#domain/price-hooks.ts";
import { app } from "#server/context.ts";

const BREAKFAST = ["Sausage McMuffin", "Sausage Biscuit", "Sausage McGriddles", "Sausage Burrito", "Hash Browns"];
const LUNCH = ["McChicken", "McDouble", "Cheeseburger", "6-piece Chicken McNuggets", "Small fries", "Hamburger"];

export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  const deals = currentDeals(context.catalog.data.deals, todayIso());
  const mealDeals = deals.filter((d) => d.group === "meal-deal").slice(0, 3);
  const appOffers = deals.filter((d) => d.group === "app-offer").slice(0, 2);
  const checked = dealsChecked([...mealDeals, ...appOffers]);
  return { mealDeals, appOffers, checked: checked ? formatLongDate(checked) : null, checkedIso: checked };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "McValue Menu and Deals {year}: $5 Meal Deal, Buy One Add One for $1",
    description: "Every McValue deal explained: the $5 Meal Deal, Extra Value Meals, buy one add one for $1 at breakfast and lunch, and app-only offers with their terms.",
    path: "/mcvalue",
  });

export default function McValue({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="McValue Deals" tag={loaderData.checked ? `Deals checked ${loaderData.checked}` : undefined} intro="The value menu in one place: the $5 Meal Deal, Buy One, Add One for $1, the Extra Value Meals, and offers you only get in the app." />
      <div className={`${container} ${section}`}>
        {loaderData.checked ? (
          <p data-testid="deals-checked">
            Deal details last checked {loaderData.checked}.
            <StaleNote asOf={loaderData.checkedIso} />
          </p>
        ) : null}
        <h2 className={p.sectionTitle}>Meal deals</h2>
        <ul className={p.cardGrid}>
          {loaderData.mealDeals.map((d) => (
            // A deal's title, description, saving and terms are the offer's own rules: one mark for the card.
            <li key={d.id} className={card} {...figureMark("rule")}>
              <h3 className={p.cardTitle}>{d.title}</h3>
              <p>{d.description}</p>
              <p className={price}>{d.savings}</p>
              <a href={d.link}>See the items</a>
            </li>
          ))}
        </ul>

        <h2 className={`${p.sectionTitle} ${section}`} {...figureMark("rule")}>
          Buy one, add one for $1
        </h2>
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

        <h2 className={`${p.sectionTitle} ${section}`}>App-exclusive offers</h2>
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
            </li>
          ))}
        </ul>

        <div className={`${p.actions} ${section}`}>
          <AlertSignup title="Get McValue Deal Alerts" description="McValue deal alerts are not running yet. Leave your address and we will write only if they start." buttonLabel="Sign Up">
            Get deal alerts
          </AlertSignup>
          <a className={button.secondary} href="/">
            Browse the full menu
          </a>
        </div>
      </div>
    </>
  );
}
