/**
 * Deals carry their dates in the data (deals.json: `checked`, optional `startDate` / `endDate`). A deal whose
 * end date has passed is not shown; one that has not started yet is not shown either. `today` comes from
 * todayIso() at request time, so these rules are plain functions a test can drive with any date.
 */
import { newestDate } from "./dates.ts";

export interface DatedDeal {
  /** When the deal's details were last checked against the chain's announcement or app (YYYY-MM-DD). */
  checked: string;
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

/** When the shown deals were last checked: the newest `checked` among them, or null when none is shown. */
export function dealsChecked(deals: readonly Pick<DatedDeal, "checked">[]): string | null {
  return newestDate(deals.map((d) => d.checked));
}
