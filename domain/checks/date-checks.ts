/**
 * Dates a page shows, against the dates the data records (a source's, an import's, a report's): a date shown is a
 * date in a record, never one typed into the copy or the code to fill a line. `displayedDates` reads the dates in a
 * page's text ("September 16, 2026", "Sep 2 - Nov 20, 2026", "October 28 to 30, 2025", "August 2026") and in its
 * structured data (ISO dates in JSON-LD); `recordedDates` collects every date the data files carry; `unbackedDates`
 * lists the shown ones no record carries. Years alone are not read: a year names an edition, not a day.
 */
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const MONTH_RE =
  "(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?";
const monthNumber = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.slice(0, 3))) + 1;
const pad = (n: number) => String(n).padStart(2, "0");

export interface ShownDate {
  /** YYYY-MM-DD for a day, YYYY-MM for a month. */
  iso: string;
  /** The words as the page shows them. */
  text: string;
}

/** The dates in a page's visible text and structured data. */
export function displayedDates(text: string): ShownDate[] {
  const out: ShownDate[] = [];
  const taken: [number, number][] = [];
  const add = (iso: string, at: number, len: number, words: string) => {
    out.push({ iso, text: words });
    taken.push([at, at + len]);
  };
  const free = (at: number) => !taken.some(([a, b]) => at >= a && at < b);
  // "Sep 2 - Nov 20, 2026" and "September 30 to October 30, 2025": the first day takes the second's year.
  for (const m of text.matchAll(new RegExp(`\\b${MONTH_RE} (\\d{1,2}) (?:-|to|–) ${MONTH_RE} (\\d{1,2}), (\\d{4})\\b`, "g"))) {
    const y = m[5];
    add(`${y}-${pad(monthNumber(m[1]))}-${pad(Number(m[2]))}`, m.index, m[0].length, m[0]);
    add(`${y}-${pad(monthNumber(m[3]))}-${pad(Number(m[4]))}`, m.index, m[0].length, m[0]);
  }
  // "October 28 to 30, 2025" and "September 16, 2026".
  for (const m of text.matchAll(new RegExp(`\\b${MONTH_RE} (\\d{1,2})(?:(?: to |-|–)(\\d{1,2}))?, (\\d{4})\\b`, "g"))) {
    if (!free(m.index)) continue;
    const ym = `${m[4]}-${pad(monthNumber(m[1]))}`;
    add(`${ym}-${pad(Number(m[2]))}`, m.index, m[0].length, m[0]);
    if (m[3]) add(`${ym}-${pad(Number(m[3]))}`, m.index, m[0].length, m[0]);
  }
  // "August 2026": full month names only.
  for (const m of text.matchAll(new RegExp(`\\b(${MONTHS.join("|")}) (\\d{4})\\b`, "g"))) {
    if (!free(m.index)) continue;
    add(`${m[2]}-${pad(monthNumber(m[1]))}`, m.index, m[0].length, m[0]);
  }
  // Structured data: the dates search engines read.
  for (const m of text.matchAll(
    /"(datePublished|dateModified|dateCreated|uploadDate|validFrom|validThrough|priceValidUntil|startDate|endDate)"\s*:\s*"(\d{4}-\d{2}-\d{2})/g,
  )) {
    out.push({ iso: m[2], text: `${m[1]} ${m[2]}` });
  }
  return out;
}

/** Every date a value of the data carries: each string that starts with YYYY-MM or YYYY-MM-DD, at any depth. */
export function recordedDates(values: Iterable<unknown>): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === "string") {
      const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(v);
      if (m) {
        out.add(`${m[1]}-${m[2]}`);
        if (m[3]) out.add(`${m[1]}-${m[2]}-${m[3]}`);
      }
      // "2021 (by 2021-03-27)": a date written inside a record's date field.
      for (const d of v.matchAll(/\bby (\d{4})-(\d{2})-(\d{2})\b/g)) {
        out.add(`${d[1]}-${d[2]}`);
        out.add(`${d[1]}-${d[2]}-${d[3]}`);
      }
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  for (const v of values) walk(v);
  return out;
}

/** The shown dates no record carries: a day must be recorded; a month, recorded as a month or a day in it. */
export function unbackedDates(shown: readonly ShownDate[], recorded: ReadonlySet<string>): ShownDate[] {
  const months = new Set([...recorded].map((d) => d.slice(0, 7)));
  return shown.filter((d) => (d.iso.length === 7 ? !months.has(d.iso) : !recorded.has(d.iso)));
}
