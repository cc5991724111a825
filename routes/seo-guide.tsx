import { PageHero } from "#components/pages/PageParts.tsx";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { button, card, container, prose, section } from "#components/ui.css.ts";
import { stateSlug } from "#domain/rules/slug.ts";
import type { Route } from "./+types/seo-guide";

export const handle = { hydrate: false };

const STATES = [
  "California",
  "Texas",
  "Florida",
  "New York",
  "Pennsylvania",
  "Illinois",
  "Ohio",
  "Georgia",
  "North Carolina",
  "Michigan",
  "New Jersey",
  "Virginia",
  "Washington",
  "Arizona",
  "Massachusetts",
];

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "How to Find McDonald's Prices Near You: Search Tips",
    description:
      "Search tips for finding current McDonald's prices: what to type, how to read state prices and where to compare. With links to 15 state price pages.",
    path: "/seo-guide",
  });

export default function SeoGuide() {
  return (
    <>
      <PageHero
        title="How to Search for McDonald's Prices"
        intro="A few habits that get you an accurate price faster, whether you use a search engine or this site."
      />
      <div className={`${container} ${section}`}>
        <div className={prose}>
          <h2>Search tips</h2>
          <ol className={p.steps}>
            <li>Include your state or city: "Big Mac price Texas" finds regional prices instead of a national guess.</li>
            <li>Add the year: prices change several times a year, so "2025" filters out old lists.</li>
            <li>Name the size: "large fries price" or "medium Coke price", because drinks and fries come in three sizes.</li>
            <li>Look for a date on the page: a price with no review date may be years old.</li>
            <li>Check the app last: the restaurant's own app shows the exact price where you will order.</li>
          </ol>
        </div>
        <h2 className={p.sectionTitle}>Prices by state</h2>
        <ul className={p.linkColumns}>
          {STATES.map((st) => (
            <li key={st}>
              <a href={`/prices/${stateSlug(st)}`}>McDonald's prices in {st}</a>
            </li>
          ))}
        </ul>
        <p>
          <a className={button.secondary} href="/big-mac-prices">
            View All 50 States
          </a>
        </p>
        <h2 className={p.sectionTitle}>Quick links</h2>
        <ul className={p.cardGrid}>
          <li className={card}>
            <h3 className={p.cardTitle}>
              <a href="/meal-calculator">Meal calculator</a>
            </h3>
            <p>Add items and see the total before you order.</p>
          </li>
          <li className={card}>
            <h3 className={p.cardTitle}>
              <a href="/deals-hub">Deals hub</a>
            </h3>
            <p>This month's best offers in one place.</p>
          </li>
          <li className={card}>
            <h3 className={p.cardTitle}>
              <a href="/nutrition-calculator">Nutrition tracker</a>
            </h3>
            <p>Count the calories of a meal against your daily goal.</p>
          </li>
        </ul>
      </div>
    </>
  );
}
