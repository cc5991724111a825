/**
 * Where a figure comes from: one vocabulary for every price, nutrient, count and rank the site shows.
 * - published: the chain's own publication (its nutrition calculator, product pages, announced prices), with the
 *   source and the date it was published or captured;
 * - sum: our arithmetic on published figures only (a meal's nutrition as the sum of its parts'), never a guess;
 * - survey / open-data: a named third party's figure, its date and licence;
 * - reported: what visitors told us they paid;
 * - estimate: our own model; the method is on /about.
 * A page says the basis beside the figure (basisLabel), and says "may be out of date" past STALE_AFTER_DAYS.
 */
import { formatLongDate } from "./dates.ts";

export type BasisKind = "published" | "sum" | "survey" | "open-data" | "reported" | "estimate";

export interface Basis {
  kind: BasisKind;
  /** Who published it ("McDonald's US nutrition calculator"), or what it was computed from. */
  source: string;
  /** YYYY-MM-DD: when the source published it, or when it was captured or entered. */
  asOf: string;
  licence?: string;
  /** Where the method is explained (estimates). */
  method?: string;
}

/** A figure older than this many days carries "may be out of date". */
export const STALE_AFTER_DAYS = 365;

export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);
}

export function isStale(asOf: string, todayIso: string): boolean {
  return daysBetween(asOf, todayIso) > STALE_AFTER_DAYS;
}

const KIND_WORDS: Record<BasisKind, string> = {
  published: "Published",
  sum: "Sum of published figures",
  survey: "Survey",
  "open-data": "Open data",
  reported: "Reported by visitors",
  estimate: "Our estimate",
};

/** "Published: McDonald's US nutrition calculator, Oct 8, 2026", the words shown beside a figure. */
export function basisLabel(b: Basis): string {
  return `${KIND_WORDS[b.kind]}: ${b.source}, ${formatLongDate(b.asOf)}`;
}

/** What a page says under a figure or table: its basis in words, and whether it may be out of date today. */
export interface SourceNote {
  label: string;
  kind: BasisKind;
  asOf: string;
  stale: boolean;
}

export function sourceNote(b: Basis, todayIso: string): SourceNote {
  return { label: basisLabel(b), kind: b.kind, asOf: b.asOf, stale: isStale(b.asOf, todayIso) };
}

/** The words shown beside a stale figure. */
export const STALE_NOTE = "may be out of date";
