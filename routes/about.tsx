import { PageHero, Stats } from "#components/pages/PageParts.tsx";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { card, container, notice, prose, section } from "#components/ui.css.ts";
import type { Route } from "./+types/about";
import { formatLongDate, formatSpan } from "#domain/rules/dates.ts";
import { figureMark } from "#domain/publish/price-hooks.ts";
import { formatPrice } from "#domain/rules/money.ts";
import { Fig } from "#components/figures/Figure.tsx";
import { app } from "#server/http/context.ts";
import { aboutPage } from "#components/pages/about-data.server.ts";

export const handle = { hydrate: false };

export function loader({ context: routerContext }: Route.LoaderArgs) {
  return aboutPage(app(routerContext));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "About Menu Prices: How Our McDonald's Price Estimates Are Made",
    description:
      "Who runs Menu Prices, how its estimates of McDonald's menu prices in all 50 states are made, and how far off they can be.",
    path: "/about",
  });

export default function About({ loaderData }: Route.ComponentProps) {
  const { coverage, menuItems, categories, locationCount, locationBasis, stateCount, model, backtest } = loaderData;
  const span = formatSpan(coverage);
  const checked = span ? ` ${span}` : "";
  const METHOD = [
    [
      "Anchor",
      "Each item's national price starts from the newest price the chain itself published for it: its US Big Mac price in The Economist's index, or its US averages of May 2024. An item with no published price is our estimate as a share of one that has, and says so.",
    ],
    [
      "Move",
      `That price is moved to ${model.monthLabel}, the newest month of the government's price index for fast food (BLS, limited service meals and snacks), by the index's change since the price was published. Advertised deals ($5 Meal Deal, Extra Value Meals) keep their advertised price.`,
    ],
    // claim-ok: the surveys are third parties' (NetCredit 2024, CashNetUSA 2023, Zippia 2021), named with their dates in the section below
    [
      "Scale",
      `Each state's prices are the national ones times the state's level: for the ${model.surveyStates.length} states a dated third-party survey names, from its newest figure; for the others our earlier estimate, kept within the range the surveys leave for them (details below).`,
    ],
    [
      "Test",
      "The same rules run at earlier months and are compared with what was later published or seen at restaurants (the table below): that error is the range every estimate is shown with.",
    ],
    [
      "Publish",
      `Every estimate is shown rounded to the dime, with the month it is for and the range most restaurants fall in.${checked ? "" : ""}`,
    ],
  ] as const;
  return (
    <>
      <PageHero
        title="About Menu Prices"
        intro="An unofficial, independent guide to what McDonald's food costs across the United States, state by state and item by item."
      />
      <div className={`${container} ${section}`}>
        <AboutIntro menuItems={menuItems} categories={categories} stateCount={stateCount} />
        <h2 className={p.sectionTitle}>How the prices are made: five steps</h2>
        <ol className={p.steps}>
          {METHOD.map(([title, text]) => (
            <li key={title}>
              <strong>{title}.</strong> {text}
            </li>
          ))}
        </ol>
        <PriceModelMethod backtest={backtest} />
        <StateEstimateMethod model={model} />
        <ReviewedDates data={loaderData} checked={checked} />
        <NutritionMethod nutrition={loaderData.nutrition} />
        <h2 className={p.sectionTitle}>Who we are</h2>
        <p className={prose}>
          A small, unofficial project, not a research firm: nobody here works for McDonald's or visits restaurants to check prices. The
          figures live in plain data files, each with its source or marked as our estimate, and the messages sent through the contact form
          are read by the same people who keep them.
        </p>
        <h2 className={p.sectionTitle}>Coverage</h2>
        <Stats
          items={[
            { value: locationCount.toLocaleString("en-US"), label: `US locations (${locationBasis})` },
            { value: String(stateCount), label: "States" },
            { value: String(menuItems), label: "Menu items" },
            { value: String(coverage.stored), label: "State estimates in our data" },
          ]}
        />
      </div>
    </>
  );
}

/** Who the site is for and what it holds: the mission, what we do, why use it, and the not-affiliated notice. */
function AboutIntro({ menuItems, categories, stateCount }: { menuItems: number; categories: number; stateCount: number }) {
  return (
    <div className={prose}>
      <h2>Our mission</h2>
      <p>
        Menu prices differ a lot between restaurants, and the chain does not publish one national price list. We want anyone to be able to
        check roughly what an order will cost before they leave home.
      </p>
      <h2>What we do</h2>
      <p>
        We keep estimated prices for {menuItems} menu items in {categories} categories, state price pages for all {stateCount} states,
        nutrition figures, deal explainers and tools such as the meal cost calculator.
      </p>
      <h2>Why choose us</h2>
      <ul className={p.list}>
        <li>Clear estimates with a review date on every price.</li>
        <li>No account, no paywall, no tracking pop-ups.</li>
        <li>We explain how each figure is made and where it comes from.</li>
      </ul>
      <p className={notice.info} role="note">
        <strong>Notice:</strong> Menu Prices is not affiliated with, endorsed by or sponsored by McDonald's. Prices are estimates and vary
        by location.
      </p>
    </div>
  );
}

/** How a price in any state is made: the state's price level, and where each state's level comes from (the surveys). */

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The backtest's tests in a few words, so the table fits a phone; each test's full description is in the list below it. */
const SHORT_TEST_NAMES: Record<string, string> = {
  "economist-nowcast": "Chain's US Big Mac, edition to edition",
  "chain-2019-2024": "Chain's 2024 averages from 2019",
  "observed-state": "Restaurant prices, our state estimate",
  "observed-national": "Restaurant prices, our national estimate",
};

/** How the national prices are made, and how far off they were when tested: the backtest's table. */
function PriceModelMethod({ backtest }: { backtest: Route.ComponentProps["loaderData"]["backtest"] }) {
  if (!backtest) return null;
  return (
    <section id="price-model" className={prose} aria-labelledby="price-model-title">
      <h2 id="price-model-title">How far off our estimates can be</h2>
      <p>
        Every estimate is for {formatLongDate(backtest.month)}, the newest month of the US Bureau of Labor Statistics' consumer price index
        for limited service meals and snacks (fast food). A price the chain published at an earlier date is multiplied by the index's change
        since then. To see how well that works, we ran the same rules at earlier dates and compared them with what was published or seen
        later:
      </p>
      <div className={p.tableScroll}>
        <table data-testid="backtest-table">
          <caption>Backtest of the price model: absolute error of each estimate against what was later published or seen</caption>
          <thead>
            <tr>
              <th scope="col">Test</th>
              <th scope="col">Estimates</th>
              <th scope="col">Median error</th>
              {/* figure-ok: a column heading naming a percentile of the errors below, not a figure about the world */}
              <th scope="col">80% within</th>
              {/* figure-ok: a column heading naming a percentile of the errors below, not a figure about the world */}
              <th scope="col">90% within</th>
            </tr>
          </thead>
          <tbody>
            {backtest.tests.map((t) => (
              <tr key={t.id} data-backtest={t.id} data-count={t.count} data-p80={t.p80}>
                <th scope="row" title={t.title}>
                  {SHORT_TEST_NAMES[t.id]}
                </th>
                <td>{t.count}</td>
                <td {...figureMark("summary")}>{pct(t.median)}</td>
                <td {...figureMark("summary")}>{pct(t.p80)}</td>
                <td {...figureMark("summary")}>{pct(t.p90)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul>
        {backtest.tests.map((t) => (
          <li key={t.id}>
            <strong>{SHORT_TEST_NAMES[t.id]}</strong>: {t.title.charAt(0).toLowerCase() + t.title.slice(1)}
            {t.excluded ? ` (${t.excluded} highway rest-stop or delivery-app prices are listed in the download but not counted)` : ""}.
          </li>
        ))}
      </ul>
      <p>
        What it means: the index moves the chain's own national price to within a few percent of its next published figure six months on
        (the first row), less closely over five years (the second). A single restaurant's price is much further from any average:
        restaurants set their own prices, and a{" "}
        {/* claim-ok: the third parties' surveys (NetCredit 2024, CashNetUSA 2023, Zippia 2021) named on this page with their dates */}
        state's level comes from surveys of a few years ago. So every state estimate is shown with the range that held{" "}
        {/* figure-ok: "80%" names the percentile the range is built from; the figures are computed beside it */}
        80% of the prices seen at restaurants (plus or minus <span {...figureMark("summary")}>{pct(backtest.errors.state)}</span>), and
        every national one with a wider range (plus or minus <span {...figureMark("summary")}>{pct(backtest.errors.national)}</span>), since
        it leaves out the state. Rankings of states are rankings of our estimates: two states whose levels differ by less than that range
        may well be the other way round at the restaurants you visit. The rows behind this table are in the open data (
        <a href="/open-data">backtest</a>), and the two national Big Mac figures the chain published are side by side on{" "}
        <a href="/menu/item/big-mac">the Big Mac's page</a>.
      </p>
    </section>
  );
}

function StateEstimateMethod({ model }: { model: Route.ComponentProps["loaderData"]["model"] }) {
  return (
    <section id="state-estimates" className={prose} aria-labelledby="state-estimates-title">
      <h2 id="state-estimates-title">How we estimate a price in any state</h2>
      <p>
        Each item has one national estimate (for drinks, coffees, shakes and fries, the Medium). Its price in a state is that estimate times
        the state's <strong>level</strong>: how the state's prices compare with the national average in the newest published survey that
        names it. Advertised deals keep their advertised price in every state, and their published regional prices where there are any.
        Every state price is rounded to the dime and shown with the range most restaurants fall in.
      </p>
      <p>
        The precise terms (basis, median, price level, a stored or a rough state estimate) are what the downloads and the API use; the other
        pages say them in plain words. <a href="/open-data#glossary-title">The glossary on the open-data page</a> gives both.
      </p>
      <h3 id="state-model">Where each state's level comes from</h3>
      {model.base ? (
        <p>
          {/* claim-ok: third parties' surveys, named with their dates in this paragraph */}A state's level is anchored to the published
          surveys of Big Mac prices by state. For the {model.surveyStates.length} states they price ({model.surveyStates.join(", ")}), the
          level is the state's newest survey price divided by the US average of {model.base.survey} ({formatLongDate(model.base.published)}
          ): <Fig kind="dataset">{formatPrice(model.base.priceUsd)}</Fig>
          {/* claim-ok: the third parties' surveys named in this paragraph */}. So a state the survey found dearer than average by some
          share is dearer here by the same share. The surveys used:{" "}
          {model.surveys.map((s) => `${s.survey}, ${formatLongDate(s.published)}`).join("; ")}. Both lists give the same price wherever they
          name the same state, so one US average serves both; the 2021 list's own stated average is below most of the states it calls the
          cheapest, so it is not used.
          {model.band ? (
            <>
              {" "}
              The 2021 list names the dearest and the cheapest states, so every state it leaves out lies between the dearest of its cheap
              states and the cheapest of its dear ones (<Fig kind="dataset">{formatPrice(model.band.low)}</Fig> to{" "}
              <Fig kind="dataset">{formatPrice(model.band.high)}</Fig>): the other states keep our earlier estimate, held within that range,
              and move together by the one small amount that makes the 50 states average the national Big Mac price.
            </>
          ) : null}{" "}
          {/* claim-ok: the third parties' surveys named above */}
          Every state page shows the survey figures beside our estimate. The surveys are a few years old and were reported by news sites,
          not published as data: they tell how states compare, not what a Big Mac costs today.
        </p>
      ) : (
        <p>No dated survey of prices by state is in our data: every state's level is our own estimate.</p>
      )}
    </section>
  );
}

/** The dates the data carries for each kind of figure. */
function ReviewedDates({ data, checked }: { data: Route.ComponentProps["loaderData"]; checked: string }) {
  const { coverage } = data;
  return (
    <>
      <h2 className={p.sectionTitle}>The dates behind the figures</h2>
      <p className={prose}>
        Nothing is re-checked on a schedule. These are the dates the data carries, and every page gives the date its figures rest on.
      </p>
      <ul className={p.cardGrid} data-testid="checked-dates">
        <li className={card}>
          <h3 className={p.cardTitle}>State prices</h3>
          <p>
            {coverage.oldest && coverage.newest
              ? `Our estimates for${checked}, the newest month of the price index they are moved by.`
              : "No state estimates yet."}
          </p>
        </li>
        <li className={card}>
          <h3 className={p.cardTitle}>Deals</h3>
          <p>
            {data.dealsSourced === null
              ? "No current deals."
              : `No check of a deal is recorded: ${data.dealsSourced.sourced} of ${data.dealsSourced.total} show when they took effect and who reported them.`}
          </p>
        </li>
        <li className={card}>
          <h3 className={p.cardTitle}>Delivery estimate</h3>
          <p>{data.deliveryReported ? `From a study reported ${formatLongDate(data.deliveryReported)}.` : "No delivery estimate."}</p>
        </li>
      </ul>
    </>
  );
}

function NutritionMethod({ nutrition }: { nutrition: Route.ComponentProps["loaderData"]["nutrition"] }) {
  return (
    <section className={prose} aria-labelledby="nutrition-method">
      <h2 id="nutrition-method">Nutrition: published figures or nothing</h2>
      <p>
        Every nutrition figure on the site is the chain's own US publication (its nutrition calculator or product pages), as captured on the
        date shown beside it, from the open data recorded in our sources file; a newer edition replaces an older one. Of{" "}
        {nutrition.itemSizes} items and sizes on the menu, {nutrition.published} have published calories in our data
        {nutrition.newest ? ` (the newest edition is dated ${formatLongDate(nutrition.newest)})` : ""}, and {nutrition.sums} meals add up
        their parts' published figures, labelled as a sum. Where we have no figure we write "not in our data" (the chain may publish one we
        lack); we never work a nutrient out from another one or from a price. Totals in the meal calculator and the calorie tracker add up
        only the figures we have and say how many items they leave out. % Daily Value is shown only where it can be computed from a
        published figure and the FDA Daily Values for adults (for example 78 g of fat, 2,300 mg of sodium, 275 g of carbohydrate).
      </p>
    </section>
  );
}
