/**
 * Deals carry their dates in the data (deals.json: optional `startDate` / `endDate`, and `sources` with the dates
 * their timeline rows give; no `checked` date, as no check of a deal is recorded). A deal whose
 * end date has passed is not shown; one that has not started yet is not shown either. `today` comes from
 * todayIso() at request time, so these rules are plain functions a test can drive with any date.
 */

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
