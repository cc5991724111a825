/**
 * Server-only: /open-data/<dataset>.csv and .json (routes/open-data.file.ts), one dataset of domain/publish/datasets.ts
 * as a download, or the prices visitors reported, streamed; a 404 for any other name. The route passes the
 * Cache-Control of each kind (server/cache/cache-policy.ts), which a component may not import.
 */
import type { AppContext } from "#server/http/context.ts";
import { datasetById, toCsv } from "#domain/publish/datasets.ts";
import { REPORT_COLUMNS, reportRow } from "#domain/price-reports/rows.ts";
import type { ReportIndex } from "#domain/price-reports/report-index.ts";

/** Cache-Control of a download: `published` for a data file's dataset, `live` for the reports, which change with each one. */
export interface DownloadCaching {
  published: string;
  live: string;
}

/**
 * Every visible price report, streamed a thousand rows at a time so a download of a million reports
 * never holds the whole file; the rows name nothing about who sent them.
 */
function reportsDownload(reports: ReportIndex, kind: "csv" | "json", cacheControl: string): Response {
  const rows = reports.visible();
  let first = true;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const lines: Record<string, string | number | null>[] = [];
      for (let i = 0; i < 1000; i++) {
        const next = rows.next();
        if (next.done) break;
        lines.push(reportRow(next.value));
      }
      let text: string;
      if (kind === "csv") {
        text = toCsv(REPORT_COLUMNS, lines);
        if (!first) text = text.slice(text.indexOf("\r\n") + 2);
        else if (lines.length === 0) text = `${REPORT_COLUMNS.join(",")}\r\n`;
      } else {
        text = (first ? "[" : "") + lines.map((l, i) => (first && i === 0 ? "" : ",") + JSON.stringify(l)).join("");
        if (lines.length < 1000) text += "]\n";
      }
      first = false;
      controller.enqueue(new TextEncoder().encode(text));
      if (lines.length < 1000) controller.close();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": kind === "csv" ? "text/csv; charset=utf-8; header=present" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="price-reports.${kind}"`,
      "Cache-Control": cacheControl,
    },
  });
}

/** The download an address's last part (`big-mac-index.csv`, any case) names. */
export function openDataFile({ catalog, community }: AppContext, file: string, caching: DownloadCaching): Response {
  const m = /^([a-z0-9-]+)\.(csv|json)$/.exec(file.toLowerCase());
  if (m && m[1] === "price-reports") return reportsDownload(community.reports, m[2] as "csv" | "json", caching.live);
  const dataset = m ? datasetById(m[1]) : undefined;
  if (!m || !dataset)
    return new Response("No such dataset. The list is at /open-data.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const rows = dataset.rows(catalog.data);
  const csv = m[2] === "csv";
  return new Response(csv ? toCsv(dataset.columns, rows) : `${JSON.stringify(rows)}\n`, {
    headers: {
      "Content-Type": csv ? "text/csv; charset=utf-8; header=present" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${dataset.id}.${m[2]}"`,
      "Cache-Control": caching.published,
    },
  });
}
