/** Dates shown to visitors. Fixed to UTC so the server and the browser print the same day. */

const LONG_US = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

const MONTH_US = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", timeZone: "UTC" });

/**
 * '2025-09-15' -> 'September 15, 2025' (spec: long US format); a month, '2026-08', -> 'August 2026' (an estimate's
 * month: no day is invented for it). An invalid date is returned unchanged.
 */
export function formatLongDate(isoDate: string): string {
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(isoDate)) return MONTH_US.format(new Date(`${isoDate}-01T00:00:00Z`));
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(d.getTime()) ? isoDate : LONG_US.format(d);
}

/**
 * A span of check dates in words: "October 30, 2025" for one day, "October 28 to 30, 2025" within a month,
 * "September 30 to October 30, 2025" within a year, and both dates in full across years.
 */
export function formatDateSpan(oldest: string, newest: string): string {
  if (oldest === newest || !/^\d{4}-\d{2}-\d{2}$/.test(oldest) || !/^\d{4}-\d{2}-\d{2}$/.test(newest)) return formatLongDate(newest);
  const [from, to] = [formatLongDate(oldest), formatLongDate(newest)];
  if (oldest.slice(0, 4) !== newest.slice(0, 4)) return `${from} to ${to}`;
  const fromNoYear = from.replace(/, \d{4}$/, "");
  if (oldest.slice(0, 7) === newest.slice(0, 7)) return `${fromNoYear} to ${Number(newest.slice(8, 10))}, ${newest.slice(0, 4)}`;
  return `${fromNoYear} to ${to}`;
}

const SHORT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const SHORT_Y = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
/**
 * A span in short words, where space is tight (a reported price's credit line): "Sep 2 - Nov 20, 2026";
 * "Nov 20, 2026" for one day; both years when they differ. formatDateSpan is the long form.
 */
export function formatShortSpan(first: string, last: string): string {
  const a = new Date(`${first}T00:00:00Z`);
  const b = new Date(`${last}T00:00:00Z`);
  if (first === last) return SHORT_Y.format(b);
  if (first.slice(0, 4) !== last.slice(0, 4)) return `${SHORT_Y.format(a)} - ${SHORT_Y.format(b)}`;
  return `${SHORT.format(a)} - ${SHORT_Y.format(b)}`;
}

/** A span of check dates written out ("October 28 to 30, 2025"), or null when either end is not recorded. */
export function formatSpan(span: { oldest: string | null; newest: string | null } | null): string | null {
  return span?.oldest && span.newest ? formatDateSpan(span.oldest, span.newest) : null;
}

/**
 * Today's date (YYYY-MM-DD, UTC) at the time of the request: the one place the site reads the clock for what it
 * shows. It decides only whether a dated thing has ended; it is never printed as an "updated" date.
 */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The oldest and newest of some YYYY-MM-DD dates (for formatSpan), or null when there are none. */
export function dateSpanOf(dates: readonly string[]): { oldest: string; newest: string } | null {
  if (!dates.length) return null;
  return { oldest: dates.reduce((a, b) => (b < a ? b : a)), newest: dates.reduce((a, b) => (b > a ? b : a)) };
}

/** The newest of some YYYY-MM-DD dates, or null when there are none. */
export function newestDate(dates: Iterable<string | undefined>): string | null {
  let out: string | null = null;
  for (const d of dates) if (d && (out === null || d > out)) out = d;
  return out;
}

/**
 * The year of the newest price date (a state record's or an item's national estimate's): what "Menu Prices 2025"
 * and "How much is a Big Mac in 2025?" mean. A newer nutrition capture or index edition does not make a price
 * from 2025 a 2026 price. Null with no dated price.
 */
export function priceYear(data: {
  prices: readonly { lastUpdated: string }[];
  menuItems: readonly { priceAsOf: string }[];
}): string | null {
  const newest = newestDate([...data.prices.map((p) => p.lastUpdated), ...data.menuItems.map((i) => i.priceAsOf)]);
  return newest ? newest.slice(0, 4) : null;
}

/**
 * The year of the newest date the data carries (a price's month, an article, the delivery
 * estimate's check, a nutrition capture, a Big Mac index edition): the brand line's "Updated 2025" and the footer's
 * "© 2025" (spec §1) are true only while the data is from that year, so they read it here and move when the data
 * does. Effective dates (a minimum wage that starts on a date) are not updates and are left out. Null with no
 * dated entry.
 */
export function dataYear(data: {
  prices: readonly { lastUpdated: string }[];
  news: readonly { date: string }[];
  deliveryEstimate: readonly { reported: string }[];
  nutrition: readonly { asOf: string }[];
  bigMacIndex: readonly { date: string }[];
}): string | null {
  const newest = newestDate([
    ...data.prices.map((p) => p.lastUpdated),
    ...data.news.map((n) => n.date),
    ...data.deliveryEstimate.map((e) => e.reported),
    ...data.nutrition.map((n) => n.asOf),
    ...data.bigMacIndex.map((e) => e.date),
  ]);
  return newest ? newest.slice(0, 4) : null;
}

/** A figure older than this many months carries a "may be out of date" note wherever it is shown. */
export const STALE_AFTER_MONTHS = 12;

/**
 * Whether a figure dated `asOf` (YYYY-MM-DD) is more than STALE_AFTER_MONTHS before `today` (todayIso()): the
 * one rule behind every "may be out of date" note. A date that is not YYYY-MM-DD is never called stale.
 */
export function isOutOfDate(asOf: string | null | undefined, today: string): boolean {
  if (!asOf || !/^\d{4}-\d{2}(-\d{2})?$/.test(asOf) || !/^\d{4}-\d{2}-\d{2}$/.test(today)) return false;
  const [y, m, d] = today.split("-").map(Number);
  const limit = new Date(Date.UTC(y, m - 1 - STALE_AFTER_MONTHS, d)).toISOString().slice(0, 10);
  // A month (an estimate's) is out of date when the whole month is: its last day before the limit.
  return asOf.length === 7 ? asOf < limit.slice(0, 7) : asOf < limit;
}
