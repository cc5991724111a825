/**
 * The words and shapes of visitors' price reports that pages show: the channels, the licence, a reported
 * figure and how it is credited ("reported by 4 visitors, Sep 2 - Nov 20, 2026"). Apart from domain/price-reports/
 * (the checks, the schema and the index) so that a page showing a reported figure does not ship the validation
 * code and its library to the browser.
 */
import { formatShortSpan } from "./dates.ts";

export const REPORT_CHANNELS = ["in-store", "app", "delivery"] as const;
export type ReportChannel = (typeof REPORT_CHANNELS)[number];

/** A report counts once per client, item, size, channel and place within this many days. */
export const COUNT_WINDOW_DAYS = 7;
/** A figure rests on reports dated within this many days. */
export const RECENT_DAYS = 180;

/** The licence of the report data, stated on the form before sending and on the downloads. */
export const REPORT_LICENCE = { name: "CC BY 4.0", url: "https://creativecommons.org/licenses/by/4.0/" } as const;

/** A reported figure: the median of the counted, visible reports dated within RECENT_DAYS, from `visitors` clients. */
export interface ReportedFigure {
  itemName: string;
  size: string;
  channel: ReportChannel;
  state: string;
  city: string | null;
  median: number;
  /** Counted reports the median rests on. */
  count: number;
  /** Distinct clients among them. */
  visitors: number;
  first: string;
  last: string;
  /** Whether enough distinct clients agree for the figure to be shown (threshold). */
  shown: boolean;
}

/** "reported by 4 visitors, Sep 2 - Nov 20, 2026" */
export function reportedByText(f: Pick<ReportedFigure, "visitors" | "first" | "last">): string {
  return `reported by ${f.visitors} ${f.visitors === 1 ? "visitor" : "visitors"}, ${formatShortSpan(f.first, f.last)}`;
}

/** A state's reported figure as a page shows it: the in-store figure, its history, and our estimate beside it. */
export interface ReportedRow {
  itemName: string;
  size: string;
  median: number;
  visitors: number;
  count: number;
  first: string;
  last: string;
  /** Monthly medians over clients (each one's latest report that month), oldest first; count: the clients. Months with fewer clients than the threshold are left out. */
  monthly: { month: string; median: number; count: number }[];
}
