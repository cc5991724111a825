import { WhatWeSend } from "#components/alerts/WhatWeSend.tsx";
import { FaqList, PageHero, Stats } from "#components/pages/PageParts.tsx";
import type { Faq } from "#domain/rules/faq.ts";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { badge, card, container, section } from "#components/ui.css.ts";
import { faqPage } from "#domain/publish/structured-data.ts";
import type { Route } from "./+types/rewards";
import { figureMark } from "#domain/publish/price-hooks.ts";
import { app } from "#server/http/context.ts";


const STEPS = [
  "Download the official app and create a free account: 1,500 bonus points for joining.",
  "Scan the app or enter your 4-digit code at the counter, kiosk or drive thru on every order.",
  "Earn 100 points for each $1 you spend.",
  "Redeem from 1,500 points, one reward per order.",
];

const BENEFITS = [
  "A free Quarter Pounder with Cheese on your first purchase of $1 or more (new members).",
  "Points on delivery orders placed in the app.",
  "App-only deals alongside your points.",
  "A free item on your birthday in some areas.",
];

const FAQS: Faq[] = [
  { question: "How many points do I earn?", answer: "100 points for every $1 spent before tax, on orders placed in the app or scanned at the restaurant." },
  { question: "When do points expire?", answer: "Points expire on the first day of the month after the sixth month from when you earned them." },
  { question: "Can I use more than one reward per order?", answer: "No. One reward can be redeemed per order, though you can still use an app deal with it at many restaurants." },
  { question: "How do I redeem at the counter?", answer: "Add the reward in the app, then read out the 4-digit code or scan the QR code when you order." },
  { question: "Is there a sign-up bonus?", answer: "Yes: 1,500 bonus points for joining, plus a free Quarter Pounder with Cheese on a first purchase of $1 or more." },
  { question: "Do all restaurants take part?", answer: "Almost all US restaurants do, but a few airport, stadium and Walmart locations may not." },
];

export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  context.structuredData.push(faqPage(FAQS));
  return { tiers: [...context.catalog.data.rewardTiers].sort((a, b) => a.points - b.points).slice(0, 4) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "McDonald's Rewards Explained: Points, Tiers and FAQs",
    description: "How McDonald's rewards work: 100 points per $1, 1,500 bonus points for joining, reward tiers at 1,500, 3,000, 4,500 and 6,000 points, and when points expire.",
    path: "/rewards",
  });

export default function Rewards({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="McDonald's Rewards Explained" intro="Free food for points: how to earn them, what they buy and the small print." />
      <div className={`${container} ${section}`}>
        <Stats
          items={[
            { value: "100", label: "points per $1" },
            { value: "1,500", label: "bonus points for joining" },
            { value: "1,500", label: "points for the first reward" },
            { value: "6 months", label: "before points expire" },
          ]}
        />
        <h2 className={p.sectionTitle}>How it works</h2>
        <ol className={p.steps}>
          {STEPS.map((s) => (
            <li key={s} {...figureMark("rule")}>
              {s}
            </li>
          ))}
        </ol>
        <h2 className={`${p.sectionTitle} ${section}`}>Reward tiers</h2>
        <ul className={p.cardGrid}>
          {loaderData.tiers.map((t) => (
            <li key={t.points} className={card}>
              <span className={badge}>{t.points.toLocaleString("en-US")} points</span>
              <h3 className={p.cardTitle}>{t.title}</h3>
              <ul className={p.list}>
                {t.items.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <h2 className={`${p.sectionTitle} ${section}`}>Member benefits</h2>
        <ul className={p.list}>
          {BENEFITS.map((b) => (
            <li key={b} {...figureMark("rule")}>
              {b}
            </li>
          ))}
        </ul>
        <WhatWeSend what="rewards tips or deal alerts" />
        <h2 className={`${p.sectionTitle} ${section}`}>Frequently asked questions</h2>
        <FaqList
          faqs={FAQS}
          openFirst
          extra={(i) => (i === 0 ? <WhatWeSend what="deal alerts" /> : null)}
        />
      </div>
    </>
  );
}
