import { WhatWeSend } from "#components/alerts/WhatWeSend.tsx";
import { PageHero } from "#components/pages/PageParts.tsx";
import { deliveryPage } from "#components/pages/delivery-data.server.ts";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { card, container, muted, prose, section, subsection } from "#components/ui.css.ts";
import type { Route } from "./+types/delivery";
import { Fig } from "#components/figures/Figure.tsx";
import { formatPrice } from "#domain/rules/money.ts";
import { formatLongDate } from "#domain/rules/dates.ts";
import { app } from "#server/http/context.ts";

const STEPS = [
  "Open the app or a delivery service and enter your address.",
  "Choose the restaurant the app suggests, or another nearby one.",
  "Add your items; check sizes, sauces and drinks before checkout.",
  "Review the fees and the tip, then pay.",
  "Follow the courier on the map and meet them at the door.",
];

const FEES = [
  { name: "Delivery fee", text: "Set by each app; our delivery estimate's range, and the study it comes from, are below." },
  { name: "State delivery fee", text: "A charge some states add to deliveries; the app lists it at checkout when it applies." },
  { name: "Service fee", text: "A percentage of the order taken by the delivery service." },
  { name: "Small-order fee", text: "Added when the order is below the app's minimum." },
];

/** The chain's Rewards FAQ on each way to order (data/rewards.json holds the FAQ's address and the day it was read). */
const REWARDS_LINE = {
  redeem: "Rewards can be redeemed on these orders, as the chain's Rewards FAQ says.",
  "no-redeem": "The chain's Rewards FAQ says rewards cannot be redeemed on orders placed here.",
  "not-stated": "The chain's Rewards FAQ does not say whether rewards can be used here.",
} as const;

export function loader({ context: routerContext }: Route.LoaderArgs) {
  return deliveryPage(app(routerContext));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "McDonald's Delivery: Apps, Fees and Hours",
    description:
      "How McDonald's delivery works: the four main ways to order, the delivery, service and small-order fees to expect, and delivery hours from breakfast to late night.",
    path: "/delivery",
  });

export default function Delivery({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="McDonald's Delivery Guide"
        intro="Delivery costs more than picking up: menu prices in delivery apps are often higher and fees are added on top. Here is how to keep the total down."
      />
      <div className={`${container} ${section}`}>
        <h2 className={p.sectionTitle}>How to order delivery in 5 steps</h2>
        <ol className={p.steps}>
          {STEPS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <h2 className={`${p.sectionTitle} ${subsection}`}>Where to order</h2>
        <ul className={p.cardGrid}>
          {loaderData.platforms.map((pl) => (
            <li key={pl.platform} className={card}>
              <h3 className={p.cardTitle}>{pl.platform}</h3>
              <p>{pl.benefits}</p>
              <p className={muted}>{REWARDS_LINE[pl.rewards]}</p>
            </li>
          ))}
        </ul>
        <div className={`${p.twoCol} ${section}`}>
          <section aria-labelledby="fees">
            <h2 id="fees">Fees to expect</h2>
            <dl>
              {FEES.map((f) => (
                <div key={f.name}>
                  <dt>
                    <strong>{f.name}</strong>
                  </dt>
                  <dd>
                    {f.text}
                    {f.name === "Delivery fee" && loaderData.fees ? (
                      <>
                        {" "}
                        We use{" "}
                        <Fig kind="fee">
                          {formatPrice(loaderData.fees.low)} to {formatPrice(loaderData.fees.high)}
                        </Fig>{" "}
                        (the average delivery fee by app in <a href={loaderData.fees.sourceUrl}>{loaderData.fees.source}</a>, reported{" "}
                        {formatLongDate(loaderData.fees.reported)}).
                      </>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="hours" className={prose}>
            <h2 id="hours">Delivery hours</h2>
            <p>
              Each restaurant sets its own hours, and we hold no record of them: the app or delivery service shows which restaurant delivers
              to your address, and until when, before you order.
            </p>
            <WhatWeSend what="delivery updates" />
          </section>
        </div>
      </div>
    </>
  );
}
