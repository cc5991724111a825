/** Dates shown to visitors. Fixed to UTC so the server and the browser print the same day. */

const LONG_US = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** '2025-09-15' -> 'September 15, 2025' (spec: long US format). An invalid date is returned unchanged. */
export function formatLongDate(isoDate: string): string {
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(d.getTime()) ? isoDate : LONG_US.format(d);
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
