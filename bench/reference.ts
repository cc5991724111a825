/**
 * The reference page for the Lighthouse section: a bare React Router page (bench/reference-app/) that hydrates
 * nothing but itself, built by the bench into its own folder and served by a small node:http server on React
 * Router's own request listener, gzip like the site. Lighthouse's simulated throttling scales with the host's
 * speed, so each page's TBT and main-thread time are printed beside this page's, measured in the same run: a
 * regression shows as a page moving away from the reference, whatever the machine.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { createRequestListener } from "@react-router/node";
import type { ServerBuild } from "react-router";
import { freePort, root } from "./lib.ts";

const APP = path.join(root, "bench/reference-app");

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
};

/**
 * Builds the reference app into bench/results/reference (git-ignored; inside the project so its server build
 * finds react and react-router in node_modules) and serves it on a free port; `stop` closes the server.
 */
export async function startReference(
  buildDir = path.join(root, "bench/results/reference"),
): Promise<{ url: string; stop: () => Promise<void> }> {
  const r = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build", APP], {
    cwd: root,
    env: { ...process.env, REFERENCE_BUILD_DIR: buildDir },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`the reference app did not build:\n${r.stdout}\n${r.stderr}`);
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const pages = createRequestListener({ build, mode: "production" });
  const client = path.join(buildDir, "client");
  const server = http.createServer((req, res) => {
    const file = req.url?.startsWith("/assets/") ? path.join(client, path.normalize(req.url.split("?")[0])) : null;
    if (file && file.startsWith(client + path.sep) && fs.existsSync(file)) {
      const body = zlib.gzipSync(fs.readFileSync(file), { level: 9 });
      res.writeHead(200, {
        "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream",
        "Content-Encoding": "gzip",
        "Cache-Control": "public, max-age=31536000, immutable",
      });
      res.end(body);
      return;
    }
    void pages(req, res);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
