/** /open-data/<dataset>.csv and .json: one dataset of domain/publish/datasets.ts, downloadable (components/pages/open-data-file-data.server.ts). */
import { openDataFile } from "#components/pages/open-data-file-data.server.ts";
import type { Route } from "./+types/open-data.file";
import { LIVE_FILE, PUBLIC_FILE } from "#server/cache/cache-policy.ts";
import { app } from "#server/http/context.ts";

export function loader({ context: routerContext, params }: Route.LoaderArgs) {
  // A data file's dataset changes with the data (an hour); the reports' downloads with each report (a minute).
  return openDataFile(app(routerContext), params.file, { published: PUBLIC_FILE, live: LIVE_FILE });
}
