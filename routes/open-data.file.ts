/** /open-data/<dataset>.csv and .json: one dataset of domain/datasets.ts, downloadable (issue 28). */
import { datasetById, toCsv } from "#domain/datasets.ts";
import type { Route } from "./+types/open-data.file";
import { app } from "#server/context.ts";

export function loader({ context: routerContext, params }: Route.LoaderArgs) {
  const context = app(routerContext);
  const m = /^([a-z0-9-]+)\.(csv|json)$/.exec(params.file.toLowerCase());
  const dataset = m ? datasetById(m[1]) : undefined;
  if (!m || !dataset) return new Response("No such dataset. The list is at /open-data.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const rows = dataset.rows(context.catalog);
  const csv = m[2] === "csv";
  return new Response(csv ? toCsv(dataset.columns, rows) : `${JSON.stringify(rows)}\n`, {
    headers: {
      "Content-Type": csv ? "text/csv; charset=utf-8; header=present" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${dataset.id}.${m[2]}"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
