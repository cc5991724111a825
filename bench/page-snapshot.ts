/**
 * Every answer the site gives, written to a folder, to compare a build before and after a change that must not
 * change behaviour ("compare every page's HTML before and after each move"):
 *
 *   npm run build && PORT=4410 node --import tsx bench/page-snapshot.ts /tmp/before
 *   (the change) && npm run build && PORT=4410 node --import tsx bench/page-snapshot.ts /tmp/after
 *   diff -r /tmp/before /tmp/after && echo identical
 *
 * Starts the production server from the build (BUILD_DIR or ./build) on PORT (set it: the origin is in every
 * page, and a stored page's ETag hashes its bytes, so two runs on different ports differ there), then fetches
 * every page of the sitemap, each page's example (an item, a state, a country...), the `.data` URLs, the APIs,
 * the resource routes (robots.txt, sitemap.xml, open data), static files and a few error answers (404, 405, a
 * malformed escape, a bad API query), each twice: the first answer is a fresh render (its per-render CSP nonce
 * is replaced by `NONCE`), the second the stored copy. Each file holds the status line, the headers (less
 * Date, which moves) and the decoded body, with the server's origin written ORIGIN.
 */
import fs from "node:fs";
import path from "node:path";
import { PAGES } from "#domain/rules/pages.ts";
import { BROWSER_HEADERS, decoded, request } from "./lib.ts";
import { startServer } from "./server.ts";

const out = process.argv[2];
if (!out) {
  console.error("usage: node --import tsx bench/page-snapshot.ts <output folder>");
  process.exit(2);
}

const EXTRA = [
  "/api/menu-items",
  "/api/prices",
  "/api/locations/top",
  "/api/reviews",
  "/api/reviews?limit=2&before=x",
  "/api/nope",
  "/robots.txt",
  "/sitemap.xml",
  "/manifest.webmanifest",
  "/sw.js",
  "/app-lite.js",
  "/healthz-not",
  "/no-such-page",
  "/menu/item/no-such-item",
  "/about%zz",
  "/open-data",
  "/_.data",
  "/menu/burgers.data",
  "/explore?sort=protein&order=desc",
  "/compare?items=big-mac,mcdouble",
  "/reviews?page=2",
  "/meal-calculator?order=big-mac",
  "/reviews?submitted=1",
];

async function main() {
  const server = await startServer({
    buildDir: path.resolve(process.env.BUILD_DIR ?? "build"),
    port: Number(process.env.PORT) || undefined,
  });
  try {
    const sitemap = (await request(`${server.base}/sitemap.xml`)).body.toString("utf8");
    const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const examples = PAGES.flatMap((p) => (p.example ? [p.example] : []));
    const openData = [...(await request(`${server.base}/open-data`)).body.toString("utf8").matchAll(/href="(\/open-data\/[^"]+)"/g)].map(
      (m) => m[1],
    );
    const urls = [...new Set([...fromSitemap, ...examples, ...openData, ...EXTRA])].sort();
    fs.rmSync(out, { recursive: true, force: true });
    fs.mkdirSync(out, { recursive: true });
    // Every URL once, then every URL again: by then each storable answer has been stored.
    for (const pass of ["first", "second"]) {
      for (const url of urls) {
        const res = await request(server.base + url, { headers: { ...BROWSER_HEADERS, "accept-encoding": "gzip" } });
        const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"] ?? ""))?.[1];
        const head = Object.entries(res.headers)
          .filter(([k]) => k !== "date" && k !== "keep-alive" && k !== "connection")
          .map(([k, v]) => `${k}: ${String(v)}`)
          .sort();
        let text = `${res.status}\n${head.join("\n")}\n\n${decoded(res).toString("utf8")}`;
        if (nonce) text = text.split(nonce).join("NONCE");
        text = text.split(server.base).join("ORIGIN");
        const name = `${url.replace(/[^a-zA-Z0-9._-]+/g, "_").replace(/^_/, "") || "home"}.${pass}.txt`;
        fs.writeFileSync(path.join(out, name), text);
      }
    }
    console.log(`${urls.length} URLs, twice each, written to ${out}`);
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
