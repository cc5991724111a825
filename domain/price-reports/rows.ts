/** What pages, feeds and downloads show of the reports: the thank-you's words, the rows of figures, the download's columns. */
import { formatPrice } from "../rules/money.ts";
import { COUNT_WINDOW_DAYS, RECENT_DAYS, reportedByText, type ReportedFigure, type ReportedRow } from "../rules/report-terms.ts";
import type { ReportIndex } from "./report-index.ts";
import type { PublicReport } from "./input.ts";

/** When a report just sent will count, in words for the thank-you (and the API's answer). */
export function whenItCounts(figure: ReportedFigure | null, threshold: number, report: { deal: string | null; counted: boolean }): string {
  if (report.deal) return `We recorded it as the ${report.deal} deal price: it is kept apart and does not change the item's own figure.`;
  if (!report.counted)
    return `Your address already reported this item and size here in the last ${COUNT_WINDOW_DAYS} days, and that report is the one that counts: this one is kept but does not count again.`;
  if (!figure)
    return `It counts once ${threshold} different visitors have reported this item and size in this state within ${RECENT_DAYS} days.`;
  if (figure.shown) return `It counts now: the reported figure is ${formatPrice(figure.median)}, ${reportedByText(figure)}.`;
  const more = threshold - figure.visitors;
  return `It counts once ${more} more ${more === 1 ? "visitor reports" : "visitors report"} this item and size in this state (${threshold} are needed within ${RECENT_DAYS} days).`;
}

/** The shown in-store figures of a state (or of one item in it), most visitors first. */
export function reportedRows(reports: ReportIndex, stateSlugValue: string, today: string, itemSlugValue?: string): ReportedRow[] {
  const groups = itemSlugValue ? reports.groupsFor(itemSlugValue, stateSlugValue) : reports.stateGroupsOf(stateSlugValue);
  const rows: ReportedRow[] = [];
  for (const g of groups) {
    if (g.channel !== "in-store") continue;
    const f = g.figure(today, reports.threshold, false);
    if (!f?.shown) continue;
    rows.push({
      itemName: f.itemName,
      size: f.size,
      median: f.median,
      visitors: f.visitors,
      count: f.count,
      first: f.first,
      last: f.last,
      monthly: g.monthly(reports.threshold),
    });
  }
  return rows.sort((a, b) => b.visitors - a.visitors || a.itemName.localeCompare(b.itemName));
}

/** An item's shown in-store figures in every state (its page lists them). */
export function reportedStatesOfItem(reports: ReportIndex, itemSlugValue: string, today: string): (ReportedRow & { state: string })[] {
  const rows: (ReportedRow & { state: string })[] = [];
  for (const g of reports.groupsFor(itemSlugValue, null)) {
    if (g.channel !== "in-store") continue;
    const f = g.figure(today, reports.threshold, false);
    if (f?.shown)
      rows.push({
        state: f.state,
        itemName: f.itemName,
        size: f.size,
        median: f.median,
        visitors: f.visitors,
        count: f.count,
        first: f.first,
        last: f.last,
        monthly: [],
      });
  }
  return rows.sort((a, b) => a.state.localeCompare(b.state) || a.size.localeCompare(b.size));
}

/** The columns of the reports download (/open-data/price-reports.csv and .json): nothing identifying. */
export const REPORT_COLUMNS = ["id", "item", "size", "price_usd", "state", "city", "channel", "date", "deal", "reported_at"] as const;

export function reportRow(p: PublicReport): Record<(typeof REPORT_COLUMNS)[number], string | number | null> {
  return {
    id: p.id,
    item: p.itemName,
    size: p.size,
    price_usd: p.price,
    state: p.state,
    city: p.city,
    channel: p.channel,
    date: p.date,
    deal: p.deal,
    reported_at: p.reportedAt,
  };
}
