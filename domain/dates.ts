/** Dates shown to visitors. Fixed to UTC so the server and the browser print the same day. */

const LONG_US = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** '2025-09-15' -> 'September 15, 2025' (spec: long US format). An invalid date is returned unchanged. */
export function formatLongDate(isoDate: string): string {
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

/** The newest of some YYYY-MM-DD dates, or null when there are none. */
export function newestDate(dates: Iterable<string | undefined>): string | null {
  let out: string | null = null;
  for (const d of dates) if (d && (out === null || d > out)) out = d;
  return out;
}
