/**
 * Server-only: what /about shows (routes/about.tsx): how much the data covers, how the state prices are made, the
 * backtest's table, and when each kind of figure was last reviewed, from the data's own dates.
 */
import type { AppContext } from "#server/http/context.ts";
import { locationTotals } from "#domain/copy/home-editorial.ts";
import { formatLongDate, newestDate, todayIso } from "#domain/rules/dates.ts";
import { currentDeals, dealsSourced } from "#domain/rules/deals.ts";
import { nutritionCoverage } from "#domain/rules/nutrition.ts";
import { stateModelSummary } from "#domain/rules/price-model.ts";
import { storedPriceCoverage } from "#domain/rules/state-estimates.ts";

export function aboutPage({ catalog }: AppContext) {
  return {
    coverage: storedPriceCoverage(catalog.statePrices),
    menuItems: catalog.menuItems.length,
    categories: new Set(catalog.menuItems.map((i) => i.category)).size,
    ...locationTotals(catalog),
    model: {
      ...stateModelSummary(catalog.data.stateSurveys, catalog.data.stateLevels),
      monthLabel: catalog.priceModel ? formatLongDate(catalog.priceModel.month) : "the latest month",
    },
    backtest: catalog.priceModel ? backtestView(catalog.priceModel) : null,
    nutrition: nutritionCoverage(catalog.menuItems),
    // When each kind of figure was last reviewed, from the data's own dates (it said "weekly", "bi-weekly" and
    // "daily", which nobody does; nothing has been re-checked since those dates).
    dealsSourced: dealsSourced(currentDeals(catalog.data.deals, todayIso())),
    deliveryReported: newestDate(catalog.data.deliveryEstimate.map((e) => e.reported)),
  };
}

/** The backtest's table as the page shows it: each test's counts and errors (fractions), and the ranges they give. */
function backtestView(view: NonNullable<AppContext["catalog"]["priceModel"]>) {
  return {
    month: view.month,
    errors: view.errors,
    tests: view.tests.map((t) => ({
      id: t.id,
      title: t.title,
      count: t.count,
      median: t.median,
      p80: t.p80,
      p90: t.p90,
      excluded: t.rows.filter((r) => r.excluded).length,
    })),
  };
}
