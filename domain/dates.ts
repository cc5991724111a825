/** Dates shown to visitors. Fixed to UTC so the server and the browser print the same day. */

const LONG_US = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** '2025-09-15' -> 'September 15, 2025' (spec: long US format). An invalid date is returned unchanged. */
export function formatLongDate(isoDate: string): string {
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(d.getTime()) ? isoDate : LONG_US.format(d);
}
