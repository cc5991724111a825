import { PageHero, Stats } from "#components/pages/PageParts.tsx";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { card, container, notice, prose, section } from "#components/ui.css.ts";
import { nutritionCoverage } from "#domain/nutrition.ts";
import type { Route } from "./+types/about";
import { formatLongDate, formatSpan, newestDate, todayIso } from "#domain/dates.ts";
import { currentDeals, dealsSourced } from "#domain/deals.ts";
import { storedPriceCoverage } from "#domain/state-estimates.ts";
import { locationTotals } from "#domain/home-editorial.ts";
import { figureMark } from "#domain/price-hooks.ts";
import { stateModelSummary } from "#domain/state-model.ts";
import { formatPrice } from "#domain/money.ts";
import { Fig } from "#components/figures/Figure.tsx";
import { app } from "#server/context.ts";

export const handle = { hydrate: false };

export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  const { catalog } = context;
  return {
    coverage: storedPriceCoverage(catalog.statePrices),
    menuItems: catalog.menuItems.length,
    categories: new Set(catalog.menuItems.map((i) => i.category)).size,
    ...locationTotals(catalog),
    model: stateModelSummary(catalog.data.stateSurveys),
    nutrition: nutritionCoverage(catalog.menuItems),
    // When each kind of figure was last reviewed, from the data's own dates (it said "weekly", "bi-weekly" and
    // "daily", which nobody does; nothing has been re-checked since those dates).
    dealsSourced: dealsSourced(currentDeals(catalog.data.deals, todayIso())),
    deliveryChecked: newestDate(catalog.data.deliveryEstimate.map((e) => e.checked)),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "About Menu Prices: How Our McDonald's Price Estimates Are Made",
    description: "Who runs Menu Prices, how its estimates of McDonald's menu prices in all 50 states are made, and when they were last reviewed.",
    path: "/about",
  });

export default function About({ loaderData }: Route.ComponentProps) {
  const { coverage, menuItems, categories, locationCount, locationBasis, stateCount, model } = loaderData;
  const span = formatSpan(coverage);
  const checked = span ? ` ${span}` : "";
  const METHOD = [
    ["Anchor", "Each item's national price is our estimate, anchored on the chain's published US average prices of May 2024 where they exist (data/SOURCES.md) and kept in line with them for the rest."],
    // claim-ok: the surveys are third parties' (CashNetUSA 2023, Zippia 2021), named with their dates in the section below
    ["Scale", `Each state's Big Mac price is our estimate too: for the ${model.surveyStates.length} states a dated third-party survey prices, the national price times the survey's price for the state over the survey's US average; for the others our earlier estimate, kept within the range the surveys leave for them, so the 50 states average the national Big Mac price (details below).`],
    ["Store", `Our state data holds ${coverage.stored} estimates for ${coverage.items} items in ${coverage.states} states, each the item's national price times the state's Big Mac ratio, last reviewed${checked}; every other item and state is worked out from the state's price level (see below).`],
    ["Check", "Before any change goes live, an automatic check compares every figure that appears on more than one page, and a crawl of the whole site fails if two pages disagree."],
    ["Publish", "Every price is shown as an estimate, with the date it was last reviewed."],
  ] as const;
  return (
    <>
      <PageHero title="About Menu Prices" intro="An unofficial, independent guide to what McDonald's food costs across the United States, state by state and item by item." />
      <div className={`${container} ${section}`}>
        <div className={prose}>
          <h2>Our mission</h2>
          <p>Menu prices differ a lot between restaurants, and the chain does not publish one national price list. We want anyone to be able to check roughly what an order will cost before they leave home.</p>
          <h2>What we do</h2>
          <p>We keep estimated prices for {menuItems} menu items in {categories} categories, state price pages for all {stateCount} states, nutrition figures, deal explainers and tools such as the meal cost calculator.</p>
          <h2>Why choose us</h2>
          <ul className={p.list}>
            <li>Clear estimates with a review date on every price.</li>
            <li>No account, no paywall, no tracking pop-ups.</li>
            <li>We explain how each figure is made and where it comes from.</li>
          </ul>
          <p className={notice.info} role="note">
            <strong>Notice:</strong> Menu Prices is not affiliated with, endorsed by or sponsored by McDonald's. Prices are estimates and vary by location.
          </p>
        </div>
        <h2 className={p.sectionTitle}>How the prices are made: five steps</h2>
        <ol className={p.steps}>
          {METHOD.map(([title, text]) => (
            <li key={title}>
              <strong>{title}.</strong> {text}
            </li>
          ))}
        </ol>
        <StateEstimateMethod model={model} />
        <ReviewedDates data={loaderData} checked={checked} />
        <NutritionMethod nutrition={loaderData.nutrition} />
        <h2 className={p.sectionTitle}>Who we are</h2>
        <p className={prose}>
          A small, unofficial project, not a research firm: nobody here works for McDonald's or visits restaurants to check prices. The figures live in plain data
          files, each with its source or marked as our estimate, and the messages sent through the contact form are read by the same people who keep them.
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

/** How a price in any state is made: the state's price level, and where each state's level comes from (the surveys). */
function StateEstimateMethod({ model }: { model: Route.ComponentProps["loaderData"]["model"] }) {
  return (
    <section id="state-estimates" className={prose} aria-labelledby="state-estimates-title">
      <h2 id="state-estimates-title">How we estimate a price in any state</h2>
      <p>
        Each item has one national price: our estimate of its average US price (for drinks, coffees, shakes and fries, the Medium). In each state with prices in
        our state data (themselves estimates: the national price times the state's Big Mac ratio), we divide every stored price by that item's national price;
        the middle value of those ratios (the median, or the average of the two middle ones) is the state's <strong>price level</strong>. An item with no stored
        price in a state is shown at its national price times the state's price level, rounded to the cent, and marked <strong>estimate</strong> like every
        other price, with the date of the newest stored estimate it rests on.
      </p>
      <p {...figureMark("rule")}>
        {/* figure-ok: a worked example of the method, not a figure about any state */}
        For example, if a state's stored items cost 5%, 10% and 20% more than their national prices, its level is 10% above, and a $2.00 item with no stored
        price is estimated at $2.20. A state with no stored price gets no estimate. The same level gives the "% above or below the national average" on the home page
        and on each state's page.
      </p>
      <h3 id="state-model">Where each state's level comes from</h3>
      {model.base ? (
        <p>
          {/* claim-ok: third parties' surveys, named with their dates in this paragraph */}
          A state's level is anchored to the published surveys of Big Mac prices by state. For the {model.surveyStates.length} states they price (
          {model.surveyStates.join(", ")}), the level is the state's newest survey price divided by the US average of{" "}
          {model.base.survey} ({formatLongDate(model.base.published)}): <Fig kind="dataset">{formatPrice(model.base.priceUsd)}</Fig>
          {/* claim-ok: the third parties' surveys named in this paragraph */}
          . So a state the survey found dearer than average by some share is dearer here by the same share. The surveys used:{" "}
          {model.surveys.map((s) => `${s.survey}, ${formatLongDate(s.published)}`).join("; ")}. Both lists give the same price wherever they name the same
          state, so one US average serves both; the 2021 list's own stated average is below most of the states it calls the cheapest, so it is not used.
          {model.band ? (
            <>
              {" "}
              The 2021 list names the dearest and the cheapest states, so every state it leaves out lies between the dearest of its cheap states and the
              cheapest of its dear ones (<Fig kind="dataset">{formatPrice(model.band.low)}</Fig> to <Fig kind="dataset">{formatPrice(model.band.high)}</Fig>): the other states keep
              our earlier estimate, held within that range, and move together by the one small amount that makes the 50 states average the national Big Mac
              price.
            </>
          ) : null}{" "}
          {/* claim-ok: the third parties' surveys named above */}
          Every state page shows the survey figures beside our estimate. The surveys are a few years old and were reported by news sites, not published as
          data: they tell how states compare, not what a Big Mac costs today.
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
      <h2 className={p.sectionTitle}>When the figures were last reviewed</h2>
      <p className={prose}>Nothing is re-checked on a schedule. These are the dates the data carries, and every page gives the date its figures rest on; nobody has re-checked them since.</p>
      <ul className={p.cardGrid} data-testid="checked-dates">
        <li className={card}>
          <h3 className={p.cardTitle}>State prices</h3>
          <p>{coverage.oldest && coverage.newest ? `Reviewed${checked}.` : "No state estimates yet."}</p>
        </li>
        <li className={card}>
          <h3 className={p.cardTitle}>Deals</h3>
          <p>{data.dealsSourced === null ? "No current deals." : `No check of a deal is recorded: ${data.dealsSourced.sourced} of ${data.dealsSourced.total} show when they took effect and who reported them.`}</p>
        </li>
        <li className={card}>
          <h3 className={p.cardTitle}>Delivery estimate</h3>
          <p>{data.deliveryChecked ? `Sources last checked ${formatLongDate(data.deliveryChecked)}.` : "No delivery estimate."}</p>
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
        Every nutrition figure on the site is the chain's own US publication (its nutrition calculator or product pages), as captured on
        the date shown beside it, from the open data recorded in our sources file; a newer edition replaces an older one. Of{" "}
        {nutrition.itemSizes} items and sizes on the menu, {nutrition.published} have published calories in our data
        {nutrition.newest ? ` (the newest edition is dated ${formatLongDate(nutrition.newest)})` : ""}, and {nutrition.sums}{" "}
        meals add up their parts' published figures, labelled as a sum. Where we have no figure we write "not in our data" (the chain may
        publish one we lack); we never work a nutrient out from another one or from a price. Totals in the meal calculator and the calorie
        tracker add up only the figures we have and say how many items they leave out. % Daily Value is shown only where it can be computed
        from a published figure and the FDA Daily Values for adults (for example 78 g of fat, 2,300 mg of sodium, 275 g of carbohydrate).
      </p>
    </section>
  );
}
