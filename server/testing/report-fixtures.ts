/**
 * What the report-snapshot tests share (beside the file journal and in PostgreSQL): the items, states and ids their
 * generated reports use, and what a visitor or the downloads can see of a report index, to compare two starts.
 */
import type { JournalRecord } from "#domain/indexes/journal-records.ts";
import type { ReportIndex } from "#domain/price-reports/report-index.ts";

export const STATES = ["Texas", "Ohio", "Oregon"];
export const ITEMS = ["Big Mac", "McChicken", "World Famous Fries"];
const TODAY = new Date().toISOString().slice(0, 10);
export const DAY = 86_400_000;

export const uuid = (kind: number, n: number) => `00000000-0000-4000-${8000 + kind}-${n.toString(16).padStart(12, "0")}`;
/** One of 400 clients. */
export const client = (n: number) => `c${(n % 400).toString(36).padStart(7, "0")}${"A".repeat(14)}`;

/**
 * Price report `k`, bought at `atMs` (or a day before) and sent then: one of three items (fries in sizes) in one of
 * three states, a city in a quarter, the app in a fifth, a deal in a hundred-and-first, one of 400 clients.
 */
export function reportRecord(k: number, atMs: number): JournalRecord {
  const fries = ITEMS[k % 3] === "World Famous Fries";
  return {
    type: "price-report",
    id: uuid(1, k),
    at: new Date(atMs).toISOString(),
    data: {
      itemName: ITEMS[k % 3],
      size: fries ? ["Small", "Medium", "Large"][k % 3] : "Standard",
      price: Math.round((3 + ((k * 37) % 300) / 100) * 100) / 100,
      state: STATES[Math.floor(k / 3) % 3],
      city: k % 4 === 0 ? "Springfield" : null,
      channel: k % 5 === 0 ? "app" : "in-store",
      date: new Date(atMs - (k % 2) * DAY).toISOString().slice(0, 10),
      deal: k % 101 === 0 ? "Buy One, Add One for $1" : null,
      client: client(k * 7),
    },
  };
}

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
