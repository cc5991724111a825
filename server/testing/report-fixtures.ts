/**
 * What the report-snapshot tests share (beside the file journal and in PostgreSQL): the items, states and ids their
 * generated reports use, and what a visitor or the downloads can see of a report index, to compare two starts.
 */
import type { ReportIndex } from "#domain/price-reports/report-index.ts";

export const STATES = ["Texas", "Ohio", "Oregon"];
export const ITEMS = ["Big Mac", "McChicken", "World Famous Fries"];
const TODAY = new Date().toISOString().slice(0, 10);
export const DAY = 86_400_000;

export const uuid = (kind: number, n: number) => `00000000-0000-4000-${8000 + kind}-${n.toString(16).padStart(12, "0")}`;
/** One of 400 clients. */
export const client = (n: number) => `c${(n % 400).toString(36).padStart(7, "0")}${"A".repeat(14)}`;

/** What a visitor or the downloads can see of the reports: every group's figure and months, the newest, the rows. */
export function shownReports(reports: ReportIndex) {
  const groups = STATES.flatMap((s) => ITEMS.flatMap((item) => reports.groupsFor(item.toLowerCase().replace(/ /g, "-"), s.toLowerCase())));
  return {
    figures: groups.map((g) => g.figure(TODAY, 3, false)),
    months: groups.map((g) => g.monthly(3)),
    cities: STATES.flatMap((s) => ITEMS.flatMap((item) => reports.cityFigures(item, s, TODAY))),
    newest: reports.newest(groups, 25),
    rows: [...reports.visible()],
    size: reports.size,
  };
}
