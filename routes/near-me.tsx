import { FaqList, PageHero } from "#components/pages/PageParts.tsx";
import type { Faq } from "#domain/rules/faq.ts";
import * as p from "#components/pages/pages.css.ts";
import { NEAR_ME_PATH } from "#components/layout/near-me-path.ts";
import { seo } from "#components/seo.ts";
import { badge, button, card, container, muted, prose, section } from "#components/ui.css.ts";
import { faqPage } from "#domain/publish/structured-data.ts";
import { formatAsOf, locationBasisText, overCount } from "#domain/rules/locations.ts";
import { Fig } from "#components/figures/Figure.tsx";
import type { Route } from "./+types/near-me";
import { app } from "#server/http/context.ts";

export const handle = { hydrate: false };

const LOCATOR_URL = "https://www.mcdonalds.com/us/en-us/restaurant-locator.html";
const MAPS_URL = "https://www.google.com/maps/search/McDonald's+near+me";

const SERVICES = [
  { name: "McDelivery", text: "Delivery from the app or a delivery partner to your door." },
  { name: "Open 24/7", text: "Round-the-clock restaurants, handy for night shifts and road trips." },
  { name: "Drive thru", text: "Order and pay without leaving the car." },
  { name: "Click and serve", text: "Order at a kiosk or in the app and have food brought to your table." },
  { name: "Plant-based options", text: "Restaurants testing meat-free items." },
  { name: "Rewards", text: "Collect and redeem points at participating restaurants." },
  { name: "Electric vehicle charging", text: "Chargers in the car park at a growing number of sites." },
];

const DISTANCES = [5, 10, 20, 50];

const FAQS: Faq[] = [
  {
    question: "How do I find the closest McDonald's?",
    answer:
      "Open the official restaurant locator or a maps search, allow your location or type a zip code, and pick the nearest pin. Both show opening hours and directions.",
  },
  {
    question: "Which McDonald's near me is open now?",
    answer: "The locator and map apps both show today's hours for each restaurant. Look for the 24/7 filter if you need one open late.",
  },
  {
    question: "Do all locations have the same prices?",
    answer:
      "No. Most restaurants are run by franchisees who set their own prices, so the same item can cost more in a city centre or an airport than in a small town.",
  },
  {
    question: "Can I order ahead for pickup?",
    answer:
      "Yes. The official app lets you choose a restaurant, order and pay, then check in at the counter, drive thru or curbside when you arrive.",
  },
];

export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  context.structuredData.push(faqPage(FAQS));
  // The page's one figure, the US restaurant count: the newest published total, with who counted and when. Its
  // date is the page's "last updated": nothing else on it changes with the data.
  const us = context.catalog.usLocations;
  return { count: us.locationCount, basis: locationBasisText(us), asOf: us.basis === "published" ? (us.asOf ?? null) : null };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "McDonald's Near Me: Find the Closest Location",
    description:
      "Find a McDonald's near you with the official locator or a maps search, filter by services like drive thru or 24/7, and check estimated prices before you go.",
    path: NEAR_ME_PATH,
  });

export default function NearMe({ loaderData }: Route.ComponentProps) {
  const { count, basis, asOf } = loaderData;
  return (
    <>
      <PageHero
        title="McDonald's Near Me: Find the Closest Restaurant"
        intro="We don't locate restaurants ourselves: use one of these two trusted tools, then come back to check what your order should cost."
      >
        <p>
          <span className={badge}>
            <Fig kind="dataset">{overCount(count)}</Fig> locations nationwide
          </span>{" "}
          <span className={muted}>({basis === "our estimate" ? "our estimate" : `count by ${basis}`})</span>
        </p>
        <div className={p.actions}>
          <a className={button.primary} href={LOCATOR_URL} target="_blank" rel="noopener noreferrer">
            Official restaurant locator<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <a className={button.secondary} href={MAPS_URL} target="_blank" rel="noopener noreferrer">
            Search on the map<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </PageHero>
      <div className={`${container} ${section}`}>
        <h2 className={p.sectionTitle}>Services to filter by</h2>
        <ul className={p.cardGrid}>
          {SERVICES.map((s) => (
            <li key={s.name} className={card}>
              <h3 className={p.cardTitle}>{s.name}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ul>
        <h2 className={p.sectionTitle}>Search radius</h2>
        <p className={prose}>Both tools let you widen the search. Typical distances to choose from:</p>
        <ul className={p.actions} aria-label="Distance options">
          {DISTANCES.map((d) => (
            <li key={d} className={badge}>
              {d} miles
            </li>
          ))}
        </ul>
        <TwoMethods />
        <h2 className={p.sectionTitle}>Tips</h2>
        <ul className={p.list}>
          <li>Restaurants at airports, stadiums and highway rest stops can charge more.</li>
          <li>Order in the app to see deals that only apply at the restaurant you choose.</li>
          <li>Breakfast hours differ by restaurant: the chain's locator and app show each restaurant's hours.</li>
          <li>
            Compare your state's estimated prices on <a href="/big-mac-prices">Big Mac prices by state</a>.
          </li>
        </ul>
        <h2 className={p.sectionTitle}>Frequently asked questions</h2>
        <FaqList faqs={FAQS} />
        <aside className={`${card} ${section}`} aria-label="About the author">
          <p>
            <strong>Written by Menu Prices</strong>, an independent guide. Nobody visits restaurants to check prices for it: its prices are
            our estimates (<a href="/about#state-estimates">how we estimate</a>).
          </p>
          {asOf ? <p className={muted}>Last updated: {formatAsOf(asOf)}, the date of the restaurant count above.</p> : null}
        </aside>
      </div>
    </>
  );
}

/** Step-by-step instructions for the two ways to find a restaurant: the chain's locator and a maps search. */
function TwoMethods() {
  return (
    <div className={p.twoCol}>
      <section aria-labelledby="method-1">
        <h2 id="method-1">Method 1: the official locator</h2>
        <ol className={p.steps}>
          <li>Open the official restaurant locator.</li>
          <li>Allow location access, or type a city, address or zip code.</li>
          <li>Tick services such as drive thru or 24/7 to narrow the list.</li>
          <li>Choose a restaurant to see its hours, phone number and directions.</li>
        </ol>
      </section>
      <section aria-labelledby="method-2">
        <h2 id="method-2">Method 2: a maps search</h2>
        <ol className={p.steps}>
          <li>Open the map search link above on your phone or computer.</li>
          <li>Check the pins closest to you and their opening hours.</li>
          <li>Read recent visitor reviews and photos.</li>
          <li>Tap Directions to get there by car, on foot or by transit.</li>
        </ol>
      </section>
    </div>
  );
}
