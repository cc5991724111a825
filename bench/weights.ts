/**
 * Bench section "weights": page weight (HTML, JS, CSS; gzip -9 bytes) of home, a category, an item, the
 * reviews page, /explore and /compare, and the JS of the pages with nothing interactive (only app-lite.js,
 * under 5 KB).
 */
import fs from "node:fs";
import path from "node:path";
import { BROWSER_HEADERS, KB, check, decoded, gzip9, heading, kb, request, root, table, type BenchOptions } from "./lib.ts";
import type { Server } from "./server.ts";

export const HEAVY_PAGES = [
  { path: "/", label: "home" },
  { path: "/menu/burgers", label: "category" },
  { path: "/menu/item/big-mac", label: "item" },
  { path: "/reviews", label: "reviews" },
  { path: "/explore", label: "explore" },
  { path: "/compare?items=big-mac,mcdouble", label: "compare" },
];

function liteUrls(): string[] {
  const news = JSON.parse(fs.readFileSync(path.join(root, "data/news.json"), "utf8")) as { id: string }[];
  return [
    "/about",
    "/privacy",
    "/disclaimer",
    `/news/article/${news[0].id}`,
    "/mcdonalds-near-me",
    "/seo-guide",
    "/sitemap",
    "/explore",
    "/compare?items=big-mac,mcdouble",
  ];
}

interface PageWeight {
  html: number;
  js: { url: string; gz: number }[];
  css: { url: string; gz: number }[];
}

const assetCache = new Map<string, Promise<{ body: Buffer; gz: number }>>();
function asset(base: string, url: string) {
  // Keyed by origin too: the platform section weighs two servers whose files can share a name.
  let p = assetCache.get(base + url);
  if (!p) {
    p = (async () => {
      const res = await request(base + url, { headers: BROWSER_HEADERS });
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      const body = decoded(res);
      return { body, gz: (await gzip9(body)).length };
    })();
    assetCache.set(base + url, p);
  }
  return p;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
const attrValue = (tag: string, name: string) => {
  const m = attr(tag, name);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
};
/** Same-origin path without fragment or query; undefined for other origins and data: URLs. */
function localPath(href: string | undefined, from = "/"): string | undefined {
  if (!href || href.startsWith("data:")) return undefined;
  const u = new URL(href, `http://x${from}`);
  return u.host === "x" ? u.pathname : undefined;
}

/** The JS a page loads at start: <script src>, modulepreloads, imports and preload lists in inline module
 *  scripts, and the static imports inside those files (not dynamic import(), which loads on demand). And its CSS. */
export async function pageWeight(base: string, url: string): Promise<PageWeight> {
  const res = await request(base + url, { headers: BROWSER_HEADERS });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  const html = decoded(res).toString("utf8");
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = localPath(attrValue(m[0], "src"));
    if (src) js.add(src);
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attrValue(m[0], "rel") ?? "").toLowerCase().split(/\s+/);
    const href = localPath(attrValue(m[0], "href"));
    if (!href) continue;
    if (rel.includes("modulepreload")) js.add(href);
    if (rel.includes("stylesheet") || (rel.includes("preload") && attrValue(m[0], "as") === "style")) css.add(href);
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/type\s*=\s*["']?module/i.test(m[1])) continue;
    for (const im of m[2].matchAll(/\bimport\s*(?:\(\s*)?["']([^"']+\.m?js)["']|\bfrom\s*["']([^"']+\.m?js)["']/g)) {
      const p = localPath(im[1] ?? im[2]);
      if (p) js.add(p);
    }
    // The files the script preloads once the page has painted (server/http/html-first.ts).
    const preloads = /for \(const href of (\[[^\]]*\])\)/.exec(m[2]);
    for (const href of preloads ? (JSON.parse(preloads[1]) as string[]) : []) {
      const p = localPath(href);
      if (p) js.add(p);
    }
  }
  // Follow static imports inside the JS files themselves.
  const queue = [...js];
  while (queue.length) {
    const file = queue.shift()!;
    const { body } = await asset(base, file);
    for (const im of body.toString("utf8").matchAll(/\b(?:import|from)\s*["']([^"']+\.m?js)["']/g)) {
      const p = localPath(im[1], file);
      if (p && !js.has(p)) {
        js.add(p);
        queue.push(p);
      }
    }
  }
  const sized = async (set: Set<string>) => Promise.all([...set].map(async (u) => ({ url: u, gz: (await asset(base, u)).gz })));
  return { html: (await gzip9(Buffer.from(html))).length, js: await sized(js), css: await sized(css) };
}

export const sum = (xs: { gz: number }[]) => xs.reduce((n, x) => n + x.gz, 0);

export async function weights(server: Server, _opts: BenchOptions) {
  heading("Page weight (gzip -9 bytes; 1 KB = 1,024 bytes)");
  const rows: string[][] = [];
  for (const page of HEAVY_PAGES) {
    const w = await pageWeight(server.base, page.path);
    const js = sum(w.js);
    const css = sum(w.css);
    const jsMark = page.label === "home" ? check("weights", "home JS", kb(js), "≤ 115 KB", js <= 115 * KB) : "";
    const cssMark = check("weights", `${page.label} CSS`, kb(css), "≤ 20 KB", css <= 20 * KB);
    const htmlMark = check("weights", `${page.label} HTML`, kb(w.html), "≤ 60 KB", w.html <= 60 * KB);
    rows.push([
      `${page.label} ${page.path}`,
      `${kb(w.html)} ${htmlMark}`,
      `${kb(js)} (${w.js.length} files)${jsMark ? ` ${jsMark}` : ""}`,
      `${kb(css)} (${w.css.length} files) ${cssMark}`,
    ]);
  }
  console.log(table(["page", ">HTML (≤ 60 KB)", ">JS (home ≤ 115 KB)", ">CSS (≤ 20 KB)"], rows));

  console.log("\nPages with nothing interactive: only app-lite.js, under 5 KB gzip, no framework JS\n");
  const liteRows: string[][] = [];
  for (const url of liteUrls()) {
    const w = await pageWeight(server.base, url);
    const js = sum(w.js);
    const framework = w.js.filter((f) => f.url.startsWith("/assets/"));
    const onlyLite = framework.length === 0;
    const ok = onlyLite && js < 5 * KB;
    const mark = check(
      "weights",
      `${url} JS`,
      `${kb(js)}${onlyLite ? "" : `, ${framework.length} framework files`}`,
      "app-lite only, < 5 KB",
      ok,
    );
    const htmlMark = check("weights", `${url} HTML`, kb(w.html), "≤ 60 KB", w.html <= 60 * KB);
    const names = w.js.map((f) => path.basename(f.url));
    const shown = names.length > 3 ? `${names.slice(0, 3).join(", ")} +${names.length - 3} more` : names.join(", ") || "none";
    liteRows.push([url, `${kb(js)} ${mark}`, shown, `${kb(w.html)} ${htmlMark}`, kb(sum(w.css))]);
  }
  console.log(table(["page", ">JS (< 5 KB)", "scripts", ">HTML (≤ 60 KB)", ">CSS"], liteRows));
}
