import { WhatWeSend } from "#components/alerts/WhatWeSend.tsx";
import { FaqList, PageHero, Stats } from "#components/pages/PageParts.tsx";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { badge, card, container, muted, section, subsection } from "#components/ui.css.ts";
import { rewardsPage } from "#domain/copy/rewards.ts";
import { faqPage } from "#domain/publish/structured-data.ts";
import type { Route } from "./+types/rewards";
import { figureMark } from "#domain/publish/price-hooks.ts";
import { app } from "#server/http/context.ts";

// Everything this page says comes from data/rewards.json (domain/copy/rewards.ts): the rules the chain's own Rewards FAQ
// states, in our words, with the page and the day it was read. No joining bonus, reward items or levels no record backs.
export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  const page = rewardsPage(context.catalog.data.rewards);
  context.structuredData.push(faqPage(page.faqs));
  return page;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: "McDonald's Rewards Explained: Points, Rewards and FAQs",
    description: loaderData?.description ?? "How McDonald's rewards work, from the chain's own Rewards FAQ.",
    path: "/rewards",
  });

export default function Rewards({ loaderData }: Route.ComponentProps) {
  const { stats, steps, benefits, faqs, firstRewardPoints, sources } = loaderData;
  return (
    <>
      <PageHero
        title="McDonald's Rewards Explained"
        intro="How points are earned and spent, in our words, from what the chain's own Rewards FAQ states."
      />
      <div className={`${container} ${section}`}>
        <p className={muted} data-testid="rewards-source">
          {sources.map((s, i) => (
            <span key={s.url}>
              {i > 0 ? "; " : "From "}
              <a href={s.url} rel="external noopener">
                {s.title}
              </a>
              {`, read ${s.read}`}
            </span>
          ))}
          . That page carries no date of its own, and we have not read it again since. We are not affiliated with the chain.
        </p>
        <Stats items={stats} />
        <h2 className={p.sectionTitle}>How it works</h2>
        <ol className={p.steps}>
          {steps.map((s) => (
            <li key={s} {...figureMark("rule")}>
              {s}
            </li>
          ))}
        </ol>
        {firstRewardPoints !== null && (
          <>
            <h2 className={`${p.sectionTitle} ${subsection}`}>Reward levels</h2>
            <ul className={p.cardGrid}>
              <li className={card}>
                <span className={badge} {...figureMark("rule")}>
                  {firstRewardPoints.toLocaleString("en-US")} points
                </span>
                <h3 className={p.cardTitle}>Where rewards start</h3>
                <p>
                  The FAQ gives this starting level only. The app shows the current rewards and the points each takes; we do not list them.
                </p>
              </li>
            </ul>
          </>
        )}
        {benefits.length > 0 && (
          <>
            <h2 className={`${p.sectionTitle} ${subsection}`}>Member benefits</h2>
            <ul className={p.list}>
              {benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </>
        )}
        <WhatWeSend what="rewards tips or deal alerts" />
        <h2 className={`${p.sectionTitle} ${subsection}`}>Frequently asked questions</h2>
        <FaqList faqs={faqs} openFirst extra={(i) => (i === 0 ? <WhatWeSend what="deal alerts" /> : null)} />
      </div>
    </>
  );
}
