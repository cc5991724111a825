/**
 * Boot: read the settings, load and validate the data, open the journal, listen, and close gracefully on
 * SIGTERM/SIGINT (stop accepting, let in-flight responses finish, flush the journal, exit 0).
 */
import http from "node:http";
import path from "node:path";
import type { Duplex } from "node:stream";
import { format } from "node:util";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createRequestListener } from "./server/http/app.ts";
import { NO_STORE } from "./server/cache/cache-policy.ts";
import { refusedRequestAnswer } from "./server/http/error-answer.ts";
import { CatalogStore } from "./server/base/catalog.ts";
import { loadConfig, withListeningPort, type Config } from "./server/base/config.ts";
import { createLogger, type Logger } from "./server/base/log.ts";
import { securityHeaderList } from "./server/base/security.ts";
import { loadStaticFiles } from "./server/http/static.ts";
import { openStore } from "./server/store/open-store.ts";
import type { SubmissionStore } from "./server/store/store.ts";
import { reportHashKey } from "./server/http/report-client.ts";
import { openAlerts, type Alerts } from "./server/notify/alerts.ts";
import { openPush, type Push } from "./server/notify/push.ts";
import { watchGc } from "./server/base/gc-stats.ts";

const root = path.dirname(fileURLToPath(import.meta.url));
/** Longer than the render's stream timeout (5 s + 1 s), so a slow stream can finish before we exit. */
const SHUTDOWN_GRACE_MS = 10_000;

function consoleFields(args: unknown[]): Record<string, unknown> {
  const err = args.find((a) => a instanceof Error);
  const text = format(...args.filter((a) => !(a instanceof Error)));
  return err ? { text, err } : { text };
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const log = createLogger(config.logLevel);
  // From the start, so /healthz's collection counts include reading the journal.
  watchGc();
  // Libraries (React Router among them) report through console: their lines become JSON log lines too, so no raw
  // stack trace or multi-line text ever reaches the log.
  console.error = (...args: unknown[]) => log.error("console.error", consoleFields(args));
  console.warn = (...args: unknown[]) => log.warn("console.warn", consoleFields(args));
  console.log = (...args: unknown[]) => log.info("console.log", consoleFields(args));

  let catalog: CatalogStore;
  try {
    catalog = await CatalogStore.open(config.dataDir, log);
  } catch (err) {
    log.error("data: the server cannot start until the data files are fixed", {
      problems: (err as { dataErrors?: unknown }).dataErrors ?? (err as Error).message,
    });
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
  catalog.watch();
  // The file journal, or PostgreSQL when DATABASE_URL is set (server/store/open-store.ts).
  let journal: SubmissionStore;
  try {
    journal = await openStore(config, log);
  } catch (err) {
    log.error((err as Error).message);
    process.exit(1);
  }
  const reportKey = await reportHashKey(config, journal, log);
  // Price alerts: the outbox worker starts once the server listens (its links need the canonical origin).
  const alerts = openAlerts(config, journal, catalog, reportKey, log);
  // Push alerts: VAPID keys from the settings or kept beside the records; the worker starts with the server.
  const push = await openPush(config, journal, catalog, log);

  const server = http.createServer();
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  server.timeout = 60_000;

  const { getBuild, devMiddleware, staticFiles } = await loadApp(config, server, log);

  // With PORT=0 (tests) the real port is known only once bound: the settings are final then, and the handlers
  // are attached before any connection is accepted ('listening' is emitted before the next poll for I/O).
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const settings = withListeningPort(config, port);
    server.on("clientError", refusedRequests(settings, log));
    server.on(
      "request",
      createRequestListener({ config: settings, log, catalog, journal, staticFiles, getBuild, devMiddleware, reportKey, alerts, push }),
    );
    alerts.setSiteUrl(settings.siteUrl);
    alerts.start();
    push.start();
    log.info("server: listening", {
      url: `http://localhost:${port}`,
      siteUrl: settings.siteUrl,
      mode: config.dev ? "development" : "production",
      node: process.version,
    });
  });

  shutDownOnSignals(server, catalog, journal, alerts, log, push);
}

/** The app to serve: Vite's, with hot reload (`npm run dev`), or the production build and its client files. */
async function loadApp(config: Config, server: http.Server, log: Logger) {
  let getBuild: () => Promise<ServerBuild> | ServerBuild;
  let devMiddleware: Parameters<typeof createRequestListener>[0]["devMiddleware"];
  let staticFiles;
  if (config.dev) {
    const { createServer } = await import("vite");
    const { default: c2k } = await import("koa-connect");
    const vite = await createServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
    getBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    devMiddleware = c2k(vite.middlewares as Parameters<typeof c2k>[0]);
    staticFiles = loadStaticFiles(path.join(root, "public"));
  } else {
    const buildFile = path.join(config.buildDir, "server/index.js");
    let build: ServerBuild;
    try {
      build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
    } catch (err) {
      log.error("no production build: run `npm run build` first (npm start does both)", { err });
      process.exit(1);
    }
    getBuild = () => build;
    staticFiles = loadStaticFiles(path.join(config.buildDir, "client"));
  }
  return { getBuild, devMiddleware, staticFiles };
}

/**
 * Requests Node's parser refuses (an unknown method, a control character in a header, a conflicting length)
 * still get the site's headers and a sentence, not a bare 400.
 */
function refusedRequests(settings: Config, log: Logger) {
  const refusedHead = [
    ...securityHeaderList(settings).map(([k, v]) => `${k}: ${v}`),
    "Content-Type: text/plain; charset=utf-8",
    `Cache-Control: ${NO_STORE}`,
    "Connection: close",
  ];
  return (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
    const answer = refusedRequestAnswer(err.code, http.maxHeaderSize);
    log.debug("http: refused a malformed request", { code: err.code });
    socket.end(
      [
        `HTTP/1.1 ${answer.status} ${answer.reason}`,
        ...refusedHead,
        `Content-Length: ${Buffer.byteLength(answer.message)}`,
        "",
        answer.message,
      ].join("\r\n"),
    );
  };
}

/** SIGTERM and SIGINT: stop accepting, let responses in flight finish (SHUTDOWN_GRACE_MS at most), close the stores. */
function shutDownOnSignals(server: http.Server, catalog: CatalogStore, journal: SubmissionStore, alerts: Alerts, log: Logger, push: Push) {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info("server: shutting down", { signal });
    const force = setTimeout(() => {
      log.warn("server: in-flight responses did not finish in time; closing them");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Connections that finish their response during the grace period are closed as soon as they are idle.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    server.close(async () => {
      clearInterval(idle);
      catalog.close();
      await alerts.close();
      await push.close();
      await journal.close();
      log.info("server: closed cleanly");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

void main();
