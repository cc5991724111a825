/**
 * Restaurants per state: a published count with who counted and as of when, where one exists
 * (data/restaurant-counts.json, the newest per state); our estimate from data/locations.json elsewhere, labelled
 * as ours. The share of each state is of the newest published US total, named with its date; without one, of the
 * 50 states' sum. The ranking follows the counts shown.
 */
import type { RestaurantCount } from "../data/content-schemas.ts";
import type { LocationEntry } from "../data/schemas.ts";

export interface StateLocations {
  id: number;
  state: string;
  locationCount: number;
  /** Percent of the US total (usLocationTotal), two decimals. */
  percentage: number;
  /** published: a count someone published (publisher, asOf, source); estimate: ours (data/locations.json). */
  basis: "published" | "estimate";
  asOf?: string;
  publisher?: string;
  source?: string;
}

export interface UsLocationTotal {
  locationCount: number;
  basis: "published" | "estimate";
  asOf?: string;
  publisher?: string;
  source?: string;
}

const newestFirst = (a: RestaurantCount, b: RestaurantCount) => (a.asOf < b.asOf ? 1 : a.asOf > b.asOf ? -1 : 0);

/** The newest published count of each state (and of "United States"). */
export function newestCounts(counts: readonly RestaurantCount[]): Map<string, RestaurantCount> {
  const out = new Map<string, RestaurantCount>();
  for (const c of [...counts].sort(newestFirst)) if (!out.has(c.state)) out.set(c.state, c);
  return out;
}

/** The US total: the newest published one, or the sum of the states' figures (an estimate) when none is. */
export function usLocationTotal(estimates: readonly LocationEntry[], counts: readonly RestaurantCount[]): UsLocationTotal {
  const us = newestCounts(counts).get("United States");
  if (us) return { locationCount: us.locations, basis: "published", asOf: us.asOf, publisher: us.publisher, source: us.source };
  return { locationCount: stateLocationRows(estimates, counts, null).reduce((s, l) => s + l.locationCount, 0), basis: "estimate" };
}

function stateLocationRows(
  estimates: readonly LocationEntry[],
  counts: readonly RestaurantCount[],
  total: number | null,
): StateLocations[] {
  const published = newestCounts(counts);
  const rows = estimates.map((e): StateLocations => {
    const p = published.get(e.state);
    const base = p
      ? {
          id: e.id,
          state: e.state,
          locationCount: p.locations,
          basis: "published" as const,
          asOf: p.asOf,
          publisher: p.publisher,
          source: p.source,
        }
      : { id: e.id, state: e.state, locationCount: e.locationCount, basis: "estimate" as const };
    return { ...base, percentage: 0 };
  });
  const sum = rows.reduce((s, l) => s + l.locationCount, 0);
  const of = total ?? sum;
  for (const r of rows) r.percentage = of > 0 ? Math.round((r.locationCount / of) * 10000) / 100 : 0;
  return rows.sort((a, b) => b.locationCount - a.locationCount || a.state.localeCompare(b.state));
}

/** Every state's restaurants, most first: published where counted, else our estimate; shares of the US total. */
export function stateLocations(estimates: readonly LocationEntry[], counts: readonly RestaurantCount[]): StateLocations[] {
  return stateLocationRows(estimates, counts, usLocationTotal(estimates, counts).locationCount);
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2025-10" as "October 2025", "2024-09-23" as "September 23, 2024", "2024" as "2024". */
export function formatAsOf(asOf: string): string {
  const [y, m, d] = asOf.split("-");
  if (!m) return y;
  const month = MONTHS[Number(m) - 1];
  return d ? `${month} ${Number(d)}, ${y}` : `${month} ${y}`;
}

/** A source's date as written in the data: "2025-09-08" as "September 8, 2025", "2025-09" as "September 2025"; anything else as written ("2024-05 (WSJ via Mint)"). */
export const sourceDate = (d: string) => (/^\d{4}(?:-\d{2}){0,2}$/.test(d) ? formatAsOf(d) : d);

/**
 * "Sep 2024" (when the published count was made) or "our estimate": the short form a headline figure carries on a
 * phone's first screen; who counted is named in full beside the ranking (locationBasisText).
 */
export function locationBasisShort(l: Pick<StateLocations, "basis" | "asOf">): string {
  if (l.basis !== "published" || !l.asOf) return "our estimate";
  const [y, m] = l.asOf.split("-");
  return m ? `${MONTHS[Number(m) - 1].slice(0, 3)} ${y}` : y;
}

/** "ScrapeHero, as reported by Food Republic, October 2025" or "our estimate". */
export function locationBasisText(l: Pick<StateLocations, "basis" | "publisher" | "asOf">): string {
  return l.basis === "published" && l.publisher && l.asOf ? `${l.publisher}, ${formatAsOf(l.asOf)}` : "our estimate";
}

/**
 * "Over 13,500": a count rounded down to the hundred below it, for a badge (the near-me page's "Over 13,500
 * locations nationwide", spec §2); a count that is a round hundred is given as it is, never "over" itself.
 */
export function overCount(n: number): string {
  const floor = Math.floor(n / 100) * 100;
  return floor === n ? n.toLocaleString("en-US") : `Over ${floor.toLocaleString("en-US")}`;
}
