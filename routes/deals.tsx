import { FaqList, PageHero } from "#components/pages/PageParts.tsx";
import { dealsPage } from "#components/pages/deals-data.server.ts";
import type { Faq } from "#domain/rules/faq.ts";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { badge, button, card, container, muted, price, section, subsection } from "#components/ui.css.ts";
import { faqPage } from "#domain/publish/structured-data.ts";
import type { Route } from "./+types/deals";
import { formatLongDate } from "#domain/rules/dates.ts";
import { formatPrice } from "#domain/rules/money.ts";
import { Fig, Price } from "#components/figures/Figure.tsx";
import { figureMark } from "#domain/publish/price-hooks.ts";
import { app } from "#server/http/context.ts";

/** Following the price visitors report for a Big Mac by email or feed: routes/alerts.follow.tsx. */
const FOLLOW_BIG_MAC = "/alerts/follow?item=big-mac";
/** Alerts on this phone or computer (push notifications): routes/alerts.tsx. */
const PUSH_BIG_MAC = "/alerts?item=big-mac";

/** True whether or not this site sends email (SMTP_URL): the follow page says which way it tells you. */
const STEPS = [
  {
    title: "Choose an item and your state",
    text: "On the follow page, or on an item's page for your state (Prices by state, then the item).",
  },
  {
    title: "Confirm",
    text: "Where this site sends email, a first email asks you to confirm; where it does not, you get a link that a news-reader app can follow for you instead.",
  },
  {
    title: "Hear when it moves",
    text: "Each time the price visitors report there changes: once enough visitors agree, each time the middle of their prices moves, and if it is withdrawn. Every email has a link to stop them.",
  },
];

/** The chain's own restaurant locator: where a restaurant's local deals are (this site knows none). */
const LOCATOR = "https://www.mcdonalds.com/us/en-us/restaurant-locator.html";

const FAQS: Faq[] = [
  {
    question: "Are price alerts running?",
    answer:
      "Yes, on this phone or computer: turn them on for an item in your state and you get a notification when the price visitors report there changes, or when our estimate for your state moves by more than its usual error. By email where this site sends email (confirm the first email, unsubscribe from any), otherwise through a news-reader app. No account is needed; one tap stops them.",
  },
  {
    question: "How often are prices updated?",
    answer:
      "Not on a schedule. Every price here is our estimate, shown with the month it is for; nobody checks them at restaurants. They move when we add a newer month of the price index they rest on.",
  },
  {
    question: "Do visit milestones unlock anything?",
    answer: "No. The site counts no visits and locks nothing: every page and tool is open to every visitor.",
  },
];

/** The alert the page features, and the tracker's target. */
const BIG_MAC_TARGET = 5;

export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  context.structuredData.push(faqPage(FAQS));
  return dealsPage(context, BIG_MAC_TARGET);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "McDonald's Price Alerts: Follow a Reported Price",
    description: "Follow the price visitors report for a McDonald's item in your state, and see our Big Mac price estimates by state.",
    path: "/deals",
  });

export default function Deals({ loaderData }: Route.ComponentProps) {
  const { tracker } = loaderData;
  return (
    <>
      <PageHero
        title="My Deals: McDonald's Price Alerts"
        intro="Hear when an item's price in your state moves: the price visitors report there, or our estimate moving by more than its usual error. On this phone or computer, by email, or in a news-reader app."
      >
        <div className={p.actions}>
          <a className={button.primary} href={PUSH_BIG_MAC}>
            Turn on alerts for the Big Mac
          </a>
          <a className={button.secondary} href={FOLLOW_BIG_MAC}>
            Follow the Big Mac's reported price
          </a>
        </div>
      </PageHero>
      <div className={`${container} ${section}`}>
        <section className={`${card} ${p.highlight}`} aria-labelledby="featured-alert">
          <span className={badge}>An alert you can set</span>
          <h2 id="featured-alert" className={p.cardTitle}>
            The Big Mac's reported price in your state
          </h2>
          <p>
            Follow it and hear each time it changes: once enough visitors agree on a price, each time the middle of their prices moves, and
            if it is withdrawn.
          </p>
          <a className={button.secondary} href={FOLLOW_BIG_MAC}>
            Follow the Big Mac
          </a>
        </section>

        <h2 className={`${p.sectionTitle} ${subsection}`}>How it works</h2>
        <ol className={p.cardGrid}>
          {STEPS.map((s, i) => (
            <li key={s.title} className={card}>
              <span className={badge}>Step {i + 1}</span>
              <h3 className={p.cardTitle}>{s.title}</h3>
              <p {...figureMark("rule")}>{s.text}</p>
            </li>
          ))}
        </ol>

        <h2 className={`${p.sectionTitle} ${subsection}`}>Alert milestones</h2>
        <p data-testid="milestones">
          Nothing unlocks by visits: the site counts no visits, and every page and tool is open to every visitor.
        </p>

        <div className={`${p.twoCol} ${section}`}>
          <BigMacTracker tracker={tracker} />
          <section className={card} aria-labelledby="nearby">
            <h2 id="nearby" className={p.cardTitle}>
              Nearby deals
            </h2>
            <p data-testid="nearby-deals">
              We do not locate restaurants, and we know no restaurant's local deals. The chain's{" "}
              <a href={LOCATOR} rel="external noopener">
                restaurant locator
              </a>{" "}
              and app show the deals of a restaurant near you; our <a href="/mcdonalds-near-me">near-me guide</a> says how to find one. The
              national deals we list, each with its source, are on the <a href="/mcvalue">value deals page</a>.
            </p>
          </section>
        </div>

        <h2 className={p.sectionTitle}>Frequently asked questions</h2>
        <FaqList faqs={FAQS} />
      </div>
    </>
  );
}

/** Our Big Mac estimate: national, and the cheapest and dearest states. */
function BigMacTracker({ tracker }: Pick<Route.ComponentProps["loaderData"], "tracker">) {
  return (
    <section className={card} aria-labelledby="tracker" data-testid="big-mac-tracker">
      <h2 id="tracker" className={p.cardTitle}>
        Big Mac price tracker
      </h2>
      {tracker ? (
        <>
          <dl className={p.plainList}>
            <div>
              <dt className={muted}>National average (estimate)</dt>
              <dd className={price}>
                <Price item="Big Mac" value={tracker.national} />
              </dd>
            </div>
            <div>
              <dt className={muted}>Highest state ({tracker.highest.state})</dt>
              <dd className={price}>
                <Price item="Big Mac" kind="state" state={tracker.highest.state} value={tracker.highest.price} />
              </dd>
            </div>
            <div>
              <dt className={muted}>Lowest state ({tracker.lowest.state})</dt>
              <dd className={price}>
                <Price item="Big Mac" kind="state" state={tracker.lowest.state} value={tracker.lowest.price} />
              </dd>
            </div>
          </dl>
          <label htmlFor="tracker-progress">
            States where a Big Mac is under <Fig kind="rule">{formatPrice(BIG_MAC_TARGET)}</Fig>: {tracker.underTarget} of {tracker.states}
          </label>
          <meter id="tracker-progress" min={0} max={tracker.states} value={tracker.underTarget}>
            {tracker.underTarget} of {tracker.states}
          </meter>
          <p>
            A Big Mac in {tracker.lowest.state} costs{" "}
            <Fig kind="total">
              <strong>{formatPrice(tracker.gap)} less</strong>
            </Fig>{" "}
            than in {tracker.highest.state}, by our estimates
            {tracker.month ? ` for ${formatLongDate(tracker.month)}` : ""}. We keep no price history, so there is no "last month" to compare
            with.
          </p>
        </>
      ) : (
        <p>No Big Mac prices by state yet.</p>
      )}
    </section>
  );
}
