import { AlertSignup } from "#components/community/AlertSignup.tsx";
import { FaqList, PageHero } from "#components/pages/PageParts.tsx";
import type { Faq } from "#domain/faq.ts";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { badge, card, container, muted, price, section } from "#components/ui.css.ts";
import { faqPage } from "#domain/structured-data.ts";
import type { Route } from "./+types/deals";
import { formatLongDate, newestDate } from "#domain/dates.ts";
import { formatPrice } from "#domain/money.ts";
import { app } from "#server/context.ts";

const ALERT = {
  title: "Get Big Mac Price Alerts",
  description: "We'll email you when the Big Mac drops below $5.00 near you, plus the best new deals each week.",
  buttonLabel: "Start My Alerts",
};

const STEPS = [
  { title: "Choose what to watch", text: "Pick an item such as the Big Mac and the price you would be happy to pay." },
  { title: "We check prices", text: "Whenever we re-check the prices for your state, we compare them with your target." },
  { title: "Get an email", text: "When a deal or a price drop meets your target, you hear about it first." },
];

const TIERS = [
  { visits: 5, title: "Price Alert Pro", text: "Alerts for up to five items and a weekly price summary." },
  { visits: 10, title: "Location Savings", text: "Deals filtered to the restaurants closest to you." },
  { visits: 15, title: "Deal Hunter Elite", text: "Early notice of limited-time offers and app coupons." },
];

const NEARBY = [
  { place: "Downtown (sample)", deal: "Big Mac meal for $8.00 in the app", distance: "0.8 mi" },
  { place: "Highway 9 drive thru (sample)", deal: "Buy one, add one for $1", distance: "2.4 mi" },
  { place: "Mall food court (sample)", deal: "Free medium fries with a $1 purchase", distance: "3.1 mi" },
];

const FAQS: Faq[] = [
  { question: "Are price alerts free?", answer: "Yes. Alerts are free, need no account and can be cancelled from any email." },
  { question: "How often are prices checked?", answer: "Not on a fixed schedule: we re-check when we can, and every price page says when its figures were last checked." },
  { question: "Do visit milestones unlock anything?", answer: "The milestones describe what alerts can do as you use them; today every feature is open to everyone, whatever the number of visits." },
];

/** The alert the page features, and the tracker's target. */
const BIG_MAC_TARGET = 5;

export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  context.structuredData.push(faqPage(FAQS));
  // The tracker's figures come from the data (they were typed in: "$5.89 last month", a 65% bar, "save $1.02").
  const bigMac = context.catalog.itemsByName.get("Big Mac");
  const rows = context.catalog.pricesByItem.get("Big Mac") ?? [];
  if (!bigMac || !rows.length) return { tracker: null };
  const sorted = [...rows].sort((a, b) => a.price - b.price);
  const lowest = sorted[0];
  const highest = sorted[sorted.length - 1];
  return {
    tracker: {
      national: bigMac.avgPriceUsd,
      highest: { state: highest.state, price: highest.price },
      lowest: { state: lowest.state, price: lowest.price },
      gap: Math.round((highest.price - lowest.price) * 100) / 100,
      underTarget: rows.filter((r) => r.price < BIG_MAC_TARGET).length,
      states: rows.length,
      checked: newestDate(rows.map((r) => r.lastUpdated)),
    },
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "McDonald's Price Alerts: Get Notified of Deals",
    description: "Set a McDonald's price alert: hear when the Big Mac drops below $5.00 near you, track price changes and see deals at nearby restaurants.",
    path: "/deals",
  });

export default function Deals({ loaderData }: Route.ComponentProps) {
  const { tracker } = loaderData;
  return (
    <>
      <PageHero title="My Deals: McDonald's Price Alerts" intro="Tell us the price you want to pay and we'll let you know when it's there.">
        <div className={p.actions}>
          <AlertSignup {...ALERT}>Start Saving Money</AlertSignup>
        </div>
      </PageHero>
      <div className={`${container} ${section}`}>
        <section className={`${card} ${p.highlight}`} aria-labelledby="featured-alert">
          <span className={badge}>Featured alert</span>
          <h2 id="featured-alert" className={p.cardTitle}>
            Big Mac under $5.00
          </h2>
          <p>Get an email when Big Mac prices drop below $5.00 at restaurants in your area.</p>
          <AlertSignup {...ALERT} variant="secondary">
            Set this alert
          </AlertSignup>
        </section>

        <h2 className={`${p.sectionTitle} ${section}`}>How it works</h2>
        <ol className={p.cardGrid}>
          {STEPS.map((s, i) => (
            <li key={s.title} className={card}>
              <span className={badge}>Step {i + 1}</span>
              <h3 className={p.cardTitle}>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>

        <h2 className={`${p.sectionTitle} ${section}`}>Alert milestones</h2>
        <ul className={p.cardGrid}>
          {TIERS.map((t) => (
            <li key={t.title} className={card}>
              <span className={badge}>{t.visits} visits</span>
              <h3 className={p.cardTitle}>{t.title}</h3>
              <p>{t.text}</p>
            </li>
          ))}
        </ul>

        <div className={`${p.twoCol} ${section}`}>
          <section className={card} aria-labelledby="tracker" data-testid="big-mac-tracker">
            <h2 id="tracker" className={p.cardTitle}>
              Big Mac price tracker
            </h2>
            {tracker ? (
              <>
                <dl className={p.plainList}>
                  <div>
                    <dt className={muted}>National average (estimate)</dt>
                    <dd className={price}>{formatPrice(tracker.national)}</dd>
                  </div>
                  <div>
                    <dt className={muted}>Highest state ({tracker.highest.state})</dt>
                    <dd className={price}>{formatPrice(tracker.highest.price)}</dd>
                  </div>
                  <div>
                    <dt className={muted}>Lowest state ({tracker.lowest.state})</dt>
                    <dd className={price}>{formatPrice(tracker.lowest.price)}</dd>
                  </div>
                </dl>
                <label htmlFor="tracker-progress">
                  States where a Big Mac is under {formatPrice(BIG_MAC_TARGET)}: {tracker.underTarget} of {tracker.states}
                </label>
                <meter id="tracker-progress" min={0} max={tracker.states} value={tracker.underTarget}>
                  {tracker.underTarget} of {tracker.states}
                </meter>
                <p>
                  A Big Mac in {tracker.lowest.state} costs <strong>{formatPrice(tracker.gap)} less</strong> than in {tracker.highest.state}, by our estimates
                  {tracker.checked ? `, checked ${formatLongDate(tracker.checked)}` : ""}. We keep no price history, so there is no "last month" to compare with.
                </p>
              </>
            ) : (
              <p>No Big Mac prices by state yet.</p>
            )}
          </section>
          <section className={card} aria-labelledby="nearby">
            <h2 id="nearby" className={p.cardTitle}>
              Nearby deals
            </h2>
            <p className={muted}>Sample entries: sign up to see deals for your own area.</p>
            <ul className={p.plainList}>
              {NEARBY.map((n) => (
                <li key={n.place}>
                  <strong>{n.place}</strong> ({n.distance}): {n.deal}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <h2 className={p.sectionTitle}>Frequently asked questions</h2>
        <FaqList faqs={FAQS} />
      </div>
    </>
  );
}
