/**
 * Deals carry their dates in the data (deals.json: optional `startDate` / `endDate`, and `sources` with the dates
 * their timeline rows give; no `checked` date, as no check of a deal is recorded). A deal whose
 * end date has passed is not shown; one that has not started yet is not shown either. `today` comes from
 * todayIso() at request time, so these rules are plain functions a test can drive with any date.
 */
import type { NationalFigure } from "../data/price-inputs.ts";

export interface DatedDeal {
  startDate?: string;
  endDate?: string;
}

export type DealStatus = "upcoming" | "running" | "ended";

export function dealStatus(deal: Pick<DatedDeal, "startDate" | "endDate">, today: string): DealStatus {
  if (deal.endDate && deal.endDate < today) return "ended";
  if (deal.startDate && deal.startDate > today) return "upcoming";
  return "running";
}

/** The deals that are running today, in file order. */
export function currentDeals<T extends DatedDeal>(deals: readonly T[], today: string): T[] {
  return deals.filter((d) => dealStatus(d, today) === "running");
}

/** How many of the shown deals name a dated source (deals.json `sources`), of how many; null when none is shown. */
export function dealsSourced(deals: readonly { sources?: readonly unknown[] }[]): { sourced: number; total: number } | null {
  return deals.length ? { sourced: deals.filter((d) => d.sources?.length).length, total: deals.length } : null;
}

/** One dated report about an offer: when it took effect, what the report says, who reported it and when. */
export interface DealRecord {
  /** As precisely as the source says: YYYY-MM-DD or YYYY-MM (a year alone is kept as written). */
  effective: string;
  /** What the report says, in its own words from the data ("$5 Meal Deal extended to December 2024"). */
  what: string;
  source: string;
  url: string;
  published: string | null;
}

/** The rows of the chain's timeline a deal's question may read (data/national-figures.json), as the schema types them. */
type TimelineRow = Pick<
  NationalFigure,
  "kind" | "item" | "value" | "valueText" | "unit" | "effective" | "published" | "source" | "sourceUrl" | "note"
>;

const DEAL_KINDS = new Set(["deal", "deal_status", "deal_regional"]);

/** "93 percent of restaurants", "$5 Meal Deal extended ...; extended through August in most markets". */
function recordWords(row: TimelineRow): string {
  const figure = row.valueText ?? (row.value !== undefined ? String(row.value) : null);
  return [row.item, figure && row.unit ? `${figure} ${row.unit}` : null, row.note ?? null].filter(Boolean).join("; ");
}

/**
 * Every dated report about an offer named `name`, oldest first: the timeline rows of a deal kind whose text names it
 * ("$5 Meal Deal extended to December 2024", "McValue platform launch: $5 Meal Deal + ..."), and the sources of the
 * deals.json entry of that title. The newest is the last thing our data says about it; nothing after it is claimed.
 */
export function dealRecords(
  name: string,
  rows: readonly TimelineRow[],
  deals: readonly { title: string; sources: readonly { source: string; url: string; published: string; effective: string }[] }[],
): DealRecord[] {
  const key = name.toLowerCase();
  const out: DealRecord[] = rows
    .filter((r) => DEAL_KINDS.has(r.kind) && r.item.toLowerCase().includes(key))
    .map((r) => ({ effective: r.effective, what: recordWords(r), source: r.source, url: r.sourceUrl, published: r.published ?? null }));
  for (const d of deals.filter((d) => d.title.toLowerCase() === key))
    for (const s of d.sources)
      if (!out.some((o) => o.url === s.url && o.effective === s.effective))
        out.push({ effective: s.effective, what: d.title, source: s.source, url: s.url, published: s.published });
  return out.sort((a, b) => (a.effective < b.effective ? -1 : a.effective > b.effective ? 1 : 0));
}
