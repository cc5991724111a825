import { AlertSignup } from "#components/community/AlertSignup.tsx";
import { FaqList, PageHero } from "#components/pages/PageParts.tsx";
import type { Faq } from "#domain/faq.ts";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { badge, card, container, muted, price, section } from "#components/ui.css.ts";
import { faqPage } from "#domain/structured-data.ts";
import type { Route } from "./+types/deals";

const ALERT = {
  title: "Get Big Mac Price Alerts",
  description: "We'll email you when the Big Mac drops below $5.00 near you, plus the best new deals each week.",
  buttonLabel: "Start My Alerts",
};

const STEPS = [
  { title: "Choose what to watch", text: "Pick an item such as the Big Mac and the price you would be happy to pay." },
  { title: "We check prices", text: "Our weekly survey compares prices in your state with your target." },
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
  { question: "How often are prices checked?", answer: "Core menu prices are surveyed weekly in every state; deals and app offers are checked daily." },
  { question: "Do visit milestones unlock anything?", answer: "The milestones describe what alerts can do as you use them; today every feature is open to everyone, whatever the number of visits." },
];

export function loader({ context }: Route.LoaderArgs) {
  context.structuredData.push(faqPage(FAQS));
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "McDonald's Price Alerts: Get Notified of Deals",
    description: "Set a McDonald's price alert: hear when the Big Mac drops below $5.00 near you, track price changes and see deals at nearby restaurants.",
    path: "/deals",
  });

export default function Deals() {
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
          <section className={card} aria-labelledby="tracker">
            <h2 id="tracker" className={p.cardTitle}>
              Big Mac price tracker
            </h2>
            <dl className={p.plainList}>
              <div>
                <dt className={muted}>Last month (sample)</dt>
                <dd className={price}>$5.89</dd>
              </div>
              <div>
                <dt className={muted}>National average now</dt>
                <dd className={price}>$5.58</dd>
              </div>
              <div>
                <dt className={muted}>Highest state (Alaska)</dt>
                <dd className={price}>$6.91</dd>
              </div>
            </dl>
            <label htmlFor="tracker-progress">Progress toward your $5.00 target</label>
            <progress id="tracker-progress" value={65} max={100}>
              65%
            </progress>
            <p>
              Buying at the cheapest nearby restaurant instead of the dearest could <strong>save $1.02</strong> a Big Mac.
            </p>
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
