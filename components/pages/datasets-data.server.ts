/**
 * Server-only: the datasets /open-data lists (routes/open-data.tsx), each with its licence, source, columns and row
 * count: the data files' (domain/publish/datasets.ts) and the prices visitors reported, kept in the journal.
 */
import type { AppContext } from "#server/http/context.ts";
import { DATASETS, OUR_LICENCE } from "#domain/publish/datasets.ts";
import { REPORT_COLUMNS } from "#domain/price-reports/rows.ts";

export function openDataPage({ catalog, community }: AppContext) {
  return {
    datasets: [
      ...DATASETS.map((d) => ({
        id: d.id,
        origin: d.origin,
        title: d.title,
        row: d.row,
        licence: d.licence,
        source: d.source,
        shownOn: d.shownOn,
        columns: [...d.columns],
        count: d.rows(catalog.data).length,
      })),
      // Prices visitors reported: kept in the journal, not a data file, so listed beside the others.
      {
        id: "price-reports",
        origin: "ours" as const,
        title: "Prices visitors reported",
        row: "one price a visitor reported (hidden reports left out; nothing says who sent it)",
        licence: OUR_LICENCE,
        source: "Visitors of this site, through the report form and POST /api/price-reports",
        shownOn: "/prices",
        columns: [...REPORT_COLUMNS],
        count: community.reports.visibleCount,
      },
    ],
  };
}
