/**
 * Bench section "queries": a server's memory under requests that each carry a query string never seen before, the
 * load a crawler or an attacker makes for free: a junk parameter (`?r=…`), a tracking one (`?utm_source=…`), and new
 * values of parameters pages read (`?state=…`, `/explore?max-price=…`, `/meal-calculator?q=…`), over every page of the
 * sitemap, 8 at a time. None of them may be kept as a copy of its own ("unknown query parameters and
 * values never create stored copies"), so memory should not grow with them. Prints RSS (VmRSS), the V8 heap (used and
 * total), external memory and the render cache's stores, before, every eighth of the way, and after; the target is
 * RSS under 400 MB. Run alone with `npm run bench -- --only=queries` (an empty store; the "history" section runs it
 * again on its server of 2,000,000 records).
 */
import os from "node:os";
import { check, GZIP_HEADERS, request, table, type BenchOptions } from "./lib.ts";
import { health } from "./reports.ts";
import { rssMb, type Server } from "./server.ts";

const RSS_TARGET_MB = 400;
const CONCURRENCY = 8;

/** The i-th request: a sitemap page with a query string of its own. */
export function uniqueQueryUrl(i: number, pages: readonly string[]): string {
  const page = pages[(i * 7) % pages.length];
  const tag = `${i.toString(36)}${(i * 2654435761) % 1e9}`;
  switch (i % 6) {
    case 0:
      return `${page}?r=${tag}`;
    case 1:
      return `${page}?utm_source=${tag}&utm_campaign=${i}`;
    case 2:
      return `${page}?state=${tag}`;
    case 3:
      return `/explore?max-price=${(1 + (i % 2000) / 100).toFixed(2)}&r=${tag}`;
    case 4:
      return `/meal-calculator?q=${tag}`;
    default:
      return `${page}?page=${2 + (i % 50)}&sort=${tag}`;
  }
}

async function sample(s: Server, label: string) {
  const h = await health(s);
  return {
    label,
    rss: rssMb(s.pid),
    heapUsed: h.memoryMb.heapUsed,
    heapTotal: h.memoryMb.heapTotal,
    external: h.memoryMb.external,
    stores: h.renderCache.stores,
  };
}

/** Fires `n` unique-query requests at `s` and prints its memory before, along the way and after; returns RSS after. */
export async function uniqueQueries(s: Server, n: number, name: string): Promise<number> {
  const sitemap = (await request(`${s.base}/sitemap.xml`)).body.toString("utf8");
  const pages = [...new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname))];
  const samples = [await sample(s, "before")];
  const statuses = new Map<number, number>();
  const t = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < n) {
        const i = next++;
        const res = await request(s.base + uniqueQueryUrl(i, pages), { headers: GZIP_HEADERS, timeoutMs: 120_000 });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if ((i + 1) % Math.ceil(n / 8) === 0) samples.push(await sample(s, `after ${(i + 1).toLocaleString("en-US")}`));
      }
    }),
  );
  const seconds = (performance.now() - t) / 1000;
  samples.push(await sample(s, "after"));
  const mb = (x: number) => `${Math.round(x)} MB`;
  const after = samples[samples.length - 1];
  console.log(
    `\n${n.toLocaleString("en-US")} requests with unique query strings (${name}), ${CONCURRENCY} at a time, ${seconds.toFixed(1)} s; statuses ${[...statuses].map(([k, v]) => `${k}×${v}`).join(", ")}; load average ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log(
    table(
      ["", ">RSS", ">heap used", ">heap total", ">external", ">render-cache stores"],
      samples.map((x) => [x.label, mb(x.rss), mb(x.heapUsed), mb(x.heapTotal), mb(x.external), x.stores]),
    ),
  );
  console.log(
    `RSS ${mb(samples[0].rss)} before, ${mb(after.rss)} after ${check("queries", `RSS after ${n.toLocaleString("en-US")} unique query strings (${name})`, mb(after.rss), `under ${RSS_TARGET_MB} MB`, after.rss < RSS_TARGET_MB)}`,
  );
  return after.rss;
}

export async function uniqueQueriesSection(server: Server, opts: BenchOptions) {
  await uniqueQueries(server, opts.quick ? 1_000 : 4_000, "an empty store");
}
