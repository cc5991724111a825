/**
 * A report in data/news.json and a deal in data/deals.json rest on rows of the chain's timeline,
 * data/sources/prices/us-mcdonalds-national-figures.csv (deals, launches and policy events 2024-2026, each with its
 * source and dates; data/SOURCES.md). Each source an entry names must be one of those rows, with its source, published and effective columns copied as written,
 * and never a row the file marks as low reliability. `npm run check-data` runs this; the CSV is read by its caller.
 */
import { DATA_FILES, type DataKey } from "../data/data-files.ts";
import type { DataError } from "../data/data-error.ts";

/** The file's columns an article's source is compared with. */
export interface TimelineRow {
  source: string;
  source_url: string;
  published: string;
  effective: string;
  reliability: string;
}

export const TIMELINE_FILE = "sources/prices/us-mcdonalds-national-figures.csv";

interface Sourced {
  id: string;
  title: string;
  sources?: readonly { source: string; url: string; published: string; effective: string }[];
}

/** Every source of an entry (an article, a deal) that is not a row of the timeline, or is a low-reliability one, with file, entry and field. */
export function timelineSourceErrors(
  key: Extract<DataKey, "news" | "deals">,
  entries: readonly Sourced[],
  rows: readonly TimelineRow[],
): DataError[] {
  const errors: DataError[] = [];
  entries.forEach((a, index) => {
    a.sources?.forEach((s, i) => {
      const at = { file: DATA_FILES[key].file, index, entry: `id "${a.id}", "${a.title}"`, field: `sources.${i}` };
      const sameUrl = rows.filter((r) => r.source_url === s.url);
      if (!sameUrl.length) {
        errors.push({
          ...at,
          message: `${s.url} is not the source of any row of data/${TIMELINE_FILE}: add the row there (with its dates) or name a row that is`,
        });
        return;
      }
      const row = sameUrl.find((r) => r.source === s.source && r.published === s.published && r.effective === s.effective);
      if (!row) {
        const r = sameUrl[0];
        errors.push({
          ...at,
          message: `differs from its row in data/${TIMELINE_FILE}: source "${r.source}", published "${r.published}", effective "${r.effective}"`,
        });
      } else if (row.reliability === "low") {
        errors.push({
          ...at,
          message: `rests on a row marked low reliability in data/${TIMELINE_FILE}: confirm it before stating it as a fact`,
        });
      }
    });
  });
  return errors;
}
