/**
 * Home sections 4-7 in the spec's order: tools, pricing insights, data-verification methodology, USA guide,
 * FAQs, deals and delivery, value deals (the popular-prices grid is gone: its prices are the menu's cards above,
 * each figure once), then (HomeSignups.tsx, rendered with the page) the final FAQ and the two
 * promo cards, and last the price-comparison area (Big Mac index card and Top States by Locations). The home page
 * is an index to the answers (under 8 phone screens): the USA guide, the deals and the rankings are
 * summaries with a link to their full page (the price map is on /big-mac-prices, every deal on /deals-hub).
 * The parts here are server islands: see components/islands.server.tsx.
 */
import { type HomeEditorialData } from "#domain/copy/home-editorial.ts";
import { CHEAP_PRICE_LABEL } from "#domain/copy/deals-hub.ts";
import { formatPrice } from "#domain/rules/money.ts";
import { stateLevelsSentence } from "#domain/rules/state-estimates.ts";
import { formatLongDate, formatSpan } from "#domain/rules/dates.ts";
import { stateSlug } from "#domain/rules/slug.ts";
import { NEAR_ME_PATH } from "../layout/near-me-path.ts";
import { card, container, muted, price, prose, renderWhenNear, section as plainSection, sectionAlt as plainSectionAlt } from "../ui.css.ts";
import * as s from "./home.css.ts";
import { DealSource } from "../pages/DealSource.tsx";
import { figureMark } from "#domain/publish/price-hooks.ts";
import { Fig, Price } from "#components/figures/Figure.tsx";

// Everything here is below the menu: laid out when the visitor scrolls near it.
const section = `${plainSection} ${renderWhenNear} ${s.tight}`;
const sectionAlt = `${plainSectionAlt} ${renderWhenNear} ${s.tight}`;

const TOOLS = [
  { to: "/meal-calculator", title: "Meal Calculator", text: "Your order's estimated total and calories." },
  { to: "/nutrition-calculator", title: "Nutrition Tracker", text: "Calories against a daily goal." },
  { to: "/deals-hub", title: "Deals Hub", text: `Dated offers, and items at ${CHEAP_PRICE_LABEL} or less.` },
  { to: "/explore", title: "Explore the Menu", text: "Sort by protein per dollar, leave out allergens." },
  { to: "/compare", title: "Compare Items", text: "Two to four items side by side." },
];

/** Sections 4-7 up to the deals: plain HTML, rendered on the server only (a server island). */
export function HomeGuide({ data }: { data: HomeEditorialData }) {
  return (
    <>
      <ToolsSection />
      <InsightsSection data={data} />
      <UsaSection data={data} />
      <FaqSection data={data} />
      <DealsSection data={data} />
    </>
  );
}

function ToolsSection() {
  return (
    <section className={`${section} ${s.homeSectionSize.tools}`} aria-labelledby="home-tools">
      <div className={container}>
        <h2 id="home-tools" className={s.title}>
          Free tools to plan your order
        </h2>
        {/* An index, not a wall of cards: one line a tool. */}
        <ul className={s.toolList}>
          {TOOLS.map((t) => (
            <li key={t.to}>
              <a href={t.to} className={s.toolLink}>
                {t.title}
              </a>{" "}
              <span className={s.toolText} {...figureMark("rule")}>
                {t.text}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** How the states' prices differ, and (folded) how the prices are made. */
function InsightsSection({ data }: { data: HomeEditorialData }) {
  return (
    <section className={`${sectionAlt} ${s.homeSectionSize.insights}`} aria-labelledby="home-insights">
      <div className={container}>
        <h2 id="home-insights" className={s.title}>
          Pricing insights
        </h2>
        <div className={s.twoCol}>
          <div className={prose}>
            <p>
              The same order costs different amounts across the country. Against the national average, our estimates put{" "}
              {stateLevelsSentence(data.levels)} (the middle of our estimates for the items priced state by state;{" "}
              <a href="/about#state-estimates">how we estimate</a>).
            </p>
          </div>
          <HowPricesAreMade data={data} />
        </div>
      </div>
    </section>
  );
}

function HowPricesAreMade({ data }: { data: HomeEditorialData }) {
  const checked = formatSpan(data.coverage);
  return (
    <details className={`${prose} ${s.faq}`}>
      <summary className={s.faqSummary}>
        <h3 className={s.inlineTitle}>How these prices are made</h3>
      </summary>
      <ol className={s.steps}>
        <li>
          Each item's national price starts from the newest price the chain itself published (the Big Mac's US price in The Economist's
          index, its US averages of May 2024), moved to the latest month of the government's price index for fast food; an item with no
          published price is our estimate as a share of one that has.
        </li>
        <li>
          {/* claim-ok: third parties' surveys (NetCredit 2024, CashNetUSA 2023, Zippia 2021), named and dated on /about#state-model */}A
          state's prices are the national ones times the state's level in the newest published survey that names it, or our earlier estimate
          where none does (<a href="/about#state-model">how we estimate</a>). Our data holds {data.coverage.stored} state estimates for{" "}
          {data.coverage.items} items in {data.coverage.states} states{checked ? ` (for ${checked})` : ""}, each shown with the range most
          restaurants fall in, found by testing the method on past prices.
        </li>
        <li>
          A check in the project (<code>npm run check-data</code>) works every stored price out again from the model's dated inputs and
          reports any that differs.
        </li>
      </ol>
      <p className={muted}>
        Each estimate says the month it is for: the newest month of the government's price index for fast food that moves the chain's
        published prices. No one here checks prices at restaurants.
      </p>
    </details>
  );
}

function UsaSection({ data }: { data: HomeEditorialData }) {
  return (
    <section className={`${section} ${s.homeSectionSize.usa}`} aria-labelledby="home-usa">
      <div className={container}>
        <h2 id="home-usa" className={s.title}>
          McDonald's across the USA
        </h2>
        {/* A summary and the way on: the map of all 50 states is on /big-mac-prices, one tap away. */}
        <p className={prose}>
          {data.locationCount.toLocaleString("en-US")} restaurants in the US ({data.locationBasis}), with some in each of the{" "}
          {data.stateCount} states. Pick your state to see its prices, or find the nearest restaurant.
        </p>
        <ul className={s.linkList}>
          <li>
            <a href={NEAR_ME_PATH}>Find a McDonald's near me</a>
          </li>
          <li>
            <a href="/prices">Prices in your state</a>
          </li>
          <li>
            <a href="/big-mac-prices#by-state">Big Mac price map of all {data.coverage.states} states</a>
          </li>
        </ul>
      </div>
    </section>
  );
}

function FaqSection({ data }: { data: HomeEditorialData }) {
  return (
    <section className={`${sectionAlt} ${s.homeSectionSize.faq}`} aria-labelledby="home-faq">
      <div className={container}>
        <h2 id="home-faq" className={s.title}>
          Menu price questions
        </h2>
        {data.faqs.map((f) => (
          <details key={f.question} className={s.faq}>
            <summary className={s.faqSummary}>{f.question}</summary>
            <p {...figureMark("summary")}>{f.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

/** Deals and delivery beside the value deals. */
function DealsSection({ data }: { data: HomeEditorialData }) {
  return (
    <section className={`${sectionAlt} ${s.homeSectionSize.deals}`} aria-labelledby="home-deals">
      <div className={container}>
        <div className={s.twoCol}>
          <div>
            <h2 id="home-deals" className={s.title}>
              Deals and delivery
            </h2>
            <DealsLine rewards={data.rewards} fees={data.deliveryFees} />
            <ul className={s.linkList}>
              <li>
                <a href="/rewards">How rewards work</a>
              </li>
              <li>
                <a href="/delivery">Delivery guide</a>
              </li>
            </ul>
          </div>
          <ValueDeals deals={data.deals} />
        </div>
      </div>
    </section>
  );
}

/**
 * The rewards earn rate and the apps' delivery fees, each from its record with its source and date (rewardsFigures,
 * deliveryFees): the line typed "100 points per $1" and a "$1.99 to $3.99, often waived above $15" no source gave.
 */
function DealsLine({ rewards, fees }: Pick<HomeEditorialData, "rewards"> & { fees: HomeEditorialData["deliveryFees"] }) {
  const { earnRate, source } = rewards;
  return (
    <p>
      {earnRate && source ? (
        <>
          Rewards members collect <span {...figureMark("rule")}>{earnRate}</span> on eligible items (<a href={source.url}>{source.title}</a>
          , read {source.read}).{" "}
        </>
      ) : null}
      {fees ? (
        <>
          Delivery apps add a delivery fee:{" "}
          <Fig kind="fee">
            {formatPrice(fees.low)} to {formatPrice(fees.high)}
          </Fig>{" "}
          on average by app in <a href={fees.sourceUrl}>{fees.source}</a>, reported {formatLongDate(fees.reported)}.
        </>
      ) : null}
    </p>
  );
}

/** The value deals, one line each, with what each rests on: the date it took effect and its reports, or none. */
function ValueDeals({ deals }: { deals: HomeEditorialData["deals"] }) {
  return (
    <div>
      <h2 className={s.title}>Value deals</h2>
      <ul className={s.dealList}>
        {deals.map((d) => (
          <li key={d.id}>
            <a href={d.link} {...figureMark("rule")}>
              {d.title}
            </a>
            : <span {...figureMark("rule")}>{d.savings}</span>{" "}
            <span className={muted}>
              <DealSource sources={d.sources} />
            </span>
          </li>
        ))}
      </ul>
      <p>
        <a className={s.toolLink} href="/deals-hub">
          See all deals
        </a>
      </p>
    </div>
  );
}

/** The price-comparison area: plain HTML, rendered on the server only (a server island). */
export function HomeCompare({ data }: { data: HomeEditorialData }) {
  const { bigMac } = data;
  const sources = [...new Set(data.topStates.map((t) => t.basis))];
  return (
    <>
      <section className={`${plainSection} ${s.tight}`} aria-labelledby="home-compare">
        <div className={container}>
          <h2 id="home-compare" className={s.title}>
            Price comparison
          </h2>
          <div className={s.twoCol}>
            <div className={card}>
              {/* Our estimates, not The Economist's Big Mac index, which /big-mac-prices shows beside them. */}
              <h3 className={s.cardTitle}>Big Mac by state (our estimates)</h3>
              {/* The national figure is the hero's and the Big Mac card's: shown once more here it was the fifth time. */}
              <dl className={s.inlineFigures}>
                {bigMac.highest ? (
                  <div>
                    <dt>Highest:</dt>
                    <dd>
                      {bigMac.highest.state}{" "}
                      <Price className={price} item="Big Mac" kind="state" state={bigMac.highest.state} value={bigMac.highest.price} />
                    </dd>
                  </div>
                ) : null}
                {bigMac.lowest ? (
                  <div>
                    <dt>Lowest:</dt>
                    <dd>
                      {bigMac.lowest.state}{" "}
                      <Price className={price} item="Big Mac" kind="state" state={bigMac.lowest.state} value={bigMac.lowest.price} />
                    </dd>
                  </div>
                ) : null}
              </dl>
              <a href="/big-mac-prices">Big Mac prices since 2000 and by state</a>
            </div>
            <div className={card}>
              <h3 className={s.cardTitle}>Top States by Locations</h3>
              <p className={muted}>
                Restaurants, and their share of the US total of {data.locationCount.toLocaleString("en-US")} ({data.locationBasis}).
              </p>
              <ol className={s.rankList}>
                {data.topStates.map((t) => (
                  <li key={t.id}>
                    <a href={`/prices/${stateSlug(t.state)}`}>{t.state}</a>:{" "}
                    <Fig kind="dataset">{t.locationCount.toLocaleString("en-US")}</Fig> (<Fig kind="total">{t.percentage.toFixed(1)}%</Fig>)
                    {"*".repeat(sources.indexOf(t.basis) + 1)}
                  </li>
                ))}
              </ol>
              {/* Who counted, once per source (they were repeated on every line), marked with stars as a diner reads a footnote (not "source 1"). */}
              <p className={`${muted} ${s.sources}`}>
                {sources.map((b, i) => (
                  <span key={b}>
                    {"*".repeat(i + 1)} Counted by {b}.{" "}
                  </span>
                ))}
              </p>
              <a href="/open-data#dataset-restaurant-counts">See all states' counts</a>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
