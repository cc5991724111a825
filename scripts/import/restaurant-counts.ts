/**
 * Published counts of the chain's restaurants by state (a compiled research file: every row names the page that
 * reported it; data/sources/locations/README.md) into data/restaurant-counts.json. Each row keeps who counted and
 * as of when. Left out, with the reason in data/SOURCES.md: rows without a date and rows the research file flags
 * as low reliability (an unattributed blog, an unchecked forum comment).
 */
import type { RestaurantCount } from "#domain/data/content-schemas.ts";
import { isStateName } from "#domain/rules/states.ts";
import { numberCell, readCsv, textCell } from "./csv.ts";
import type { ImportModule } from "./run.ts";

export const RESTAURANT_COUNTS = "locations/us-state-mcdonalds-locations.csv";

const COLUMNS = ["source", "as_of", "state", "locations", "note"] as const;
const AS_OF = /^\d{4}(-\d{2}(-\d{2})?)?$/;
const LOW_RELIABILITY = /low reliability/i;

/**
 * Who counted, by the address that reported it: a row from a site not listed here stops the import, so a new
 * source is named by a maintainer instead of shown as a bare address.
 */
export const PUBLISHERS: Readonly<Record<string, string>> = {
  "www.scrapehero.com": "ScrapeHero location report",
  "www.foodrepublic.com": "ScrapeHero, as reported by Food Republic",
  "www.tastingtable.com": "ScrapeHero, as reported by Tasting Table",
  "joinentre.com": "LocationsCloud analysis",
  "www.thetakeout.com": "McDonald's year-end count, as reported by The Takeout",
  "247wallst.com": "McDonald's annual report, as cited by 24/7 Wall St.",
};

export function deriveRestaurantCounts(csv: string): RestaurantCount[] {
  const file = RESTAURANT_COUNTS;
  const out: RestaurantCount[] = [];
  for (const row of readCsv(file, csv, COLUMNS)) {
    const asOf = row.cells.as_of.trim();
    if (!AS_OF.test(asOf) || LOW_RELIABILITY.test(row.cells.note)) continue;
    const rawState = textCell(file, row, "state");
    const state = rawState === "United States (total)" ? "United States" : rawState;
    if (state !== "United States" && !isStateName(state))
      throw new Error(`${file}: line ${row.line}: column state: "${rawState}" is not a US state or "United States (total)"`);
    const source = textCell(file, row, "source");
    const host = URL.canParse(source) ? new URL(source).host : "";
    const publisher = PUBLISHERS[host];
    if (!publisher)
      throw new Error(
        `${file}: line ${row.line}: column source: no publisher is named for ${host || source} (add it to PUBLISHERS in scripts/import/restaurant-counts.ts)`,
      );
    out.push({ state, locations: numberCell(file, row, "locations"), asOf, publisher, source });
  }
  // Newest count first, then by publisher and state.
  return out.sort((a, b) =>
    a.asOf !== b.asOf
      ? a.asOf < b.asOf
        ? 1
        : -1
      : a.publisher !== b.publisher
        ? a.publisher < b.publisher
          ? -1
          : 1
        : a.state < b.state
          ? -1
          : a.state > b.state
            ? 1
            : 0,
  );
}

export const restaurantCountsImport: ImportModule = {
  name: "Restaurant counts by state",
  sources: [RESTAURANT_COUNTS],
  output: "restaurantCounts",
  derive: (read) => deriveRestaurantCounts(read(RESTAURANT_COUNTS)),
};
