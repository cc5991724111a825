import { formatLongDate, todayIso } from "#domain/dates.ts";
import { currentDeals, dealsChecked } from "#domain/deals.ts";
import { AlertSignup } from "#components/community/AlertSignup.tsx";
import { PageHero } from "#components/pages/PageParts.tsx";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { badge, button, card, container, muted, price, section } from "#components/ui.css.ts";
import type { Route } from "./+types/mcvalue";
import { app } from "#server/context.ts";

const BREAKFAST = ["Sausage McMuffin", "Sausage Biscuit", "Sausage McGriddles", "Sausage Burrito", "Hash Browns"];
const LUNCH = ["McChicken", "McDouble", "Cheeseburger", "6-piece Chicken McNuggets", "Small fries", "Hamburger"];

export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  const deals = currentDeals(context.catalog.data.deals, todayIso());
  const mealDeals = deals.filter((d) => d.group === "meal-deal").slice(0, 3);
  const appOffers = deals.filter((d) => d.group === "app-offer").slice(0, 2);
  const checked = dealsChecked([...mealDeals, ...appOffers]);
  return { mealDeals, appOffers, checked: checked ? formatLongDate(checked) : null };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "McValue Menu and Deals 2025: $5 Meal Deal, Buy One Add One for $1",
    description: "Every McValue deal explained: the $5 Meal Deal, Extra Value Meals, buy one add one for $1 at breakfast and lunch, and app-only offers with their terms.",
    path: "/mcvalue",
  });

export default function McValue({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="McValue Deals" tag={loaderData.checked ? `Deals checked ${loaderData.checked}` : undefined} intro="The value menu in one place: meal deals from $5 to $6 and above, a second item for $1, and offers you only get in the app." />
      <div className={`${container} ${section}`}>
        <h2 className={p.sectionTitle}>Meal deals</h2>
        <ul className={p.cardGrid}>
          {loaderData.mealDeals.map((d) => (
            <li key={d.id} className={card}>
              <h3 className={p.cardTitle}>{d.title}</h3>
              <p>{d.description}</p>
              <p className={price}>{d.savings}</p>
              <a href={d.link}>See the items</a>
            </li>
          ))}
        </ul>

        <h2 className={`${p.sectionTitle} ${section}`}>Buy one, add one for $1</h2>
        <p>Buy any item from a list at full price and add a second item from the same list for $1.</p>
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
            <li key={d.id} className={card}>
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
          <AlertSignup title="Get McValue Deal Alerts" description="Be the first to hear about new value deals and app coupons." buttonLabel="Send Me Deals">
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
