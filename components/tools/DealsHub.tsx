/** The deals hub's sections (spec §2 Deals hub): nothing here needs JavaScript. */
import { Link } from "react-router";
import {
  APP_STEPS,
  CHEAP_PRICE_LABEL,
  type CheapItem,
  type DealCard,
  type StatCard,
  type Strategy,
  waysToSaveHeading,
} from "#domain/copy/deals-hub.ts";
import { itemPath } from "#domain/rules/menu.ts";
import { WhatWeSend } from "../alerts/WhatWeSend.tsx";
import { button, card, grid, muted, price, section } from "../ui.css.ts";
import * as s from "./tools.css.ts";
import { Calories, Price } from "#components/figures/Figure.tsx";
import { figureMark } from "#domain/publish/price-hooks.ts";

export function DealStats({ cards }: { cards: readonly StatCard[] }) {
  return (
    <ul className={`${grid} ${s.cardList}`} aria-label="Deals at a glance" data-testid="deal-stats">
      {cards.map((c) => (
        <li key={c.value} className={card}>
          <strong className={s.statValue}>{c.value}</strong>
          <span {...figureMark("rule")}>{c.label}</span>
        </li>
      ))}
    </ul>
  );
}

export function BestDeals({ deals }: { deals: readonly DealCard[] }) {
  return (
    <section aria-labelledby="best-deals" className={section}>
      <h2 id="best-deals">Best Deals Right Now</h2>
      <ul className={`${grid} ${s.cardList}`}>
        {deals.map((d) => (
          <li key={d.title} className={card}>
            <h3>{d.title}</h3>
            <p className={s.dealSavings} {...figureMark("rule")}>
              {d.savings}
            </p>
            <p {...figureMark("rule")}>{d.description}</p>
            {d.source ? (
              <p className={muted}>
                <small>
                  From{" "}
                  <a href={d.source.url} rel="external noopener">
                    {d.source.title}
                  </a>
                  , read {d.source.read}.
                </small>
              </p>
            ) : null}
            <Link to={d.href} className={button.secondary} aria-label={`${d.linkLabel}: ${d.title}`}>
              {d.linkLabel}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CheapEats({ items }: { items: CheapItem[] }) {
  return (
    <section aria-labelledby="under-3" className={section}>
      <h2 id="under-3" {...figureMark("rule")}>
        Items at {CHEAP_PRICE_LABEL} or Less
      </h2>
      {/* Not "the lowest-priced items right now": the first in menu order under the limit, at our estimated prices. */}
      <p {...figureMark("rule")}>
        The first items in menu order that our estimated national average prices put at {CHEAP_PRICE_LABEL} or less (for an item sold in
        sizes, its Medium).
      </p>
      {items.length === 0 ? (
        <p>No items are priced at {CHEAP_PRICE_LABEL} or less at the moment.</p>
      ) : (
        <ul className={`${grid} ${s.cardList}`} data-testid="cheap-items">
          {items.map((i) => (
            <li key={i.name}>
              <Link to={itemPath(i.name)} className={`${card} ${s.cheapLink}`}>
                <span className={s.itemName}>{i.name}</span>
                <span className={s.itemCategory}>{i.category}</span>
                <span className={s.itemMeta}>
                  <Price className={price} testId="cheap-price" item={i.name} size={i.size} value={i.avgPriceUsd} />
                  <Calories item={i.name} size={i.size} value={i.calories} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Strategies({ strategies }: { strategies: readonly Strategy[] }) {
  return (
    <section aria-labelledby="strategies" className={section}>
      <h2 id="strategies">{waysToSaveHeading(strategies.length)}</h2>
      <ul className={`${grid} ${s.cardList}`}>
        {strategies.map((st) => (
          <li key={st.title} className={card}>
            <h3>{st.title}</h3>
            <p {...figureMark("rule")}>{st.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AppSteps() {
  return (
    <section aria-labelledby="app-steps" className={section}>
      <h2 id="app-steps">Get App Deals in Three Steps</h2>
      <ol className={s.steps}>
        {APP_STEPS.map((st) => (
          <li key={st.title} className={s.step}>
            <h3>{st.title}</h3>
            <p {...figureMark("rule")}>{st.text}</p>
          </li>
        ))}
      </ol>
      <WhatWeSend what="deal alerts" />
    </section>
  );
}

export function ToolLinks() {
  return (
    <section aria-labelledby="plan-order" className={section}>
      <h2 id="plan-order">Plan Your Order</h2>
      <p>Price a meal before you go, or check how it fits your calorie goal for the day.</p>
      <div className={s.toolLinks}>
        <Link to="/meal-calculator" className={button.primary}>
          Meal Calculator
        </Link>
        <Link to="/nutrition-calculator" className={button.secondary}>
          Nutrition Tracker
        </Link>
        <a href="/explore?sort=protein-per-dollar" className={button.secondary}>
          Most protein per dollar
        </a>
        <a href="/compare" className={button.secondary}>
          Compare items
        </a>
      </div>
    </section>
  );
}
