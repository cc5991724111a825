/**
 * Bench section "soak": the server's memory over a long mixed crawl. A fresh production server (the
 * flags and environment `npm run serve` gives it: heap limit, semi-space size, MALLOC_ARENA_MAX) takes 40,000
 * requests (10,000 with --quick), 8 at a time, that mix:
 *   - render-cache hits: every page of the sitemap, again and again, and their `.data` URLs;
 *   - misses that are never stored: the same pages with a junk query string (`/about?r=123`, `/about.data?r=123`);
 *   - misses that are stored and push older entries out: unique values of parameters pages do read
 *     (`/explore?max-price=…`, `/meal-calculator?q=…`, `/international-prices?q=…`, `/compare?items=…`);
 * with browsers asking for gzip and brotli, gzip only, or nothing, and one request in ten from a crawler
 * (bots are stored apart). Every 2,000 requests it prints RSS (VmRSS), the V8 heap, external memory and the
 * render cache (from /healthz), and the native rest: RSS less the heap and external, which is where malloc's
 * per-thread arenas show. The target: RSS under 400 MB all along, and flat after warm-up (the last quarter
 * within 10% of the first sample after the first quarter).
 */
import { check, heading, LOAD_HEADERS, BROWSER_HEADERS, request, table, type BenchOptions } from "./lib.ts";
import { heapLimitMb, mallocArenaMax, rssMb, startServer } from "./server.ts";

const RSS_TARGET_MB = 400;
const CONCURRENCY = 8;
const SAMPLE_EVERY = 2_000;

const BOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A page's `.data` URL as React Router 8 names it (the root's is `/_.data`). */
const dataUrl = (p: string) => (p === "/" ? "/_.data" : `${p}.data`);

/** The i-th URL of the soak: deterministic, so two runs ask for the same things in the same order. */
export function soakUrl(i: number, pages: readonly string[]): string {
  const page = pages[(i * 7) % pages.length];
  switch (i % 10) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4:
      return page;
    case 5:
      return dataUrl(page);
    case 6:
      return `${page}?r=${i}`;
    case 7:
      return `${dataUrl(page)}?r=${i}`;
    case 8: {
      const n = Math.floor(i / 10);
      if (n % 2 === 0) return `/explore?max-price=${(1 + (n % 1500) / 100).toFixed(2)}`;
      return `/meal-calculator?q=${n.toString(36)}`;
    }
    default: {
      const n = Math.floor(i / 10);
      if (n % 2 === 0) return `/international-prices?q=${n.toString(36)}`;
      const a = pages.filter((p) => p.startsWith("/menu/item/"));
      return `/compare?items=${a[n % a.length].slice("/menu/item/".length)},${a[(n * 13 + 1) % a.length].slice("/menu/item/".length)}`;
    }
  }
}

function headersFor(i: number): Record<string, string> {
  if (i % 10 === 3) return { ...BROWSER_HEADERS, "user-agent": BOT_UA, "accept-encoding": "gzip" };
  switch (i % 3) {
    case 0:
      return LOAD_HEADERS;
    case 1:
      return { ...BROWSER_HEADERS, "accept-encoding": "gzip" };
    default:
      return { ...BROWSER_HEADERS, "accept-encoding": "identity" };
  }
}

interface Sample {
  done: number;
  seconds: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  cacheMb: number;
  entries: number;
  evictions: number;
}

export async function soak(opts: BenchOptions) {
  const total = opts.quick ? 10_000 : 40_000;
  heading(
    `Soak (RSS over ${total.toLocaleString("en-US")} requests, ${CONCURRENCY} at a time: cache hits, misses and evictions; ` +
      `HEAP_LIMIT_MB=${heapLimitMb}, MALLOC_ARENA_MAX=${mallocArenaMax === "0" ? "0 (glibc's default, 8 a core)" : mallocArenaMax})`,
  );
  const server = await startServer({ buildDir: opts.buildDir });
  try {
    const sitemap = (await request(`${server.base}/sitemap.xml`)).body.toString("utf8");
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    if (pages.length < 20) throw new Error(`the sitemap lists only ${pages.length} pages`);
    console.log(
      `${pages.length} sitemap pages; the mix per 10 requests: 5 pages, 1 .data, 1 junk query, 1 junk .data query, 2 unique stored URLs\n`,
    );

    const health = async () => {
      const h = JSON.parse((await request(`${server.base}/healthz`)).body.toString("utf8")) as {
        memoryMb: Record<string, number>;
        renderCache: { bytes: number; entries: number; evictions: number } | null;
      };
      return h;
    };
    const samples: Sample[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    let next = 0;
    let done = 0;
    let sampling: Promise<void> = Promise.resolve();
    const sample = async () => {
      const h = await health();
      samples.push({
        done,
        seconds: (performance.now() - started) / 1000,
        rss: rssMb(server.pid),
        heapUsed: h.memoryMb.heapUsed,
        heapTotal: h.memoryMb.heapTotal,
        external: h.memoryMb.external,
        cacheMb: (h.renderCache?.bytes ?? 0) / 1048576,
        entries: h.renderCache?.entries ?? 0,
        evictions: h.renderCache?.evictions ?? 0,
      });
      const s = samples.at(-1)!;
      console.log(
        `${String(s.done).padStart(6)} requests  ${s.seconds.toFixed(0).padStart(4)} s  RSS ${s.rss.toFixed(0).padStart(4)} MB  ` +
          `heap ${s.heapUsed}/${s.heapTotal} MB  external ${s.external} MB  native rest ${(s.rss - s.heapTotal - s.external).toFixed(0)} MB  ` +
          `cache ${s.cacheMb.toFixed(1)} MB in ${s.entries} entries, ${s.evictions} evicted`,
      );
    };
    await sample();
    const worker = async () => {
      for (let i = next++; i < total; i = next++) {
        const url = soakUrl(i, pages);
        try {
          const res = await request(server.base + url, { headers: headersFor(i), timeoutMs: 60_000 });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        } catch {
          statuses.set(0, (statuses.get(0) ?? 0) + 1);
        }
        done++;
        if (done % SAMPLE_EVERY === 0) sampling = sampling.then(sample);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await sampling;
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\nAnswers: ${[...statuses]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${n.toLocaleString("en-US")}× ${s || "error"}`)
        .join(", ")}; ${Math.round(total / seconds)} req/s`,
    );

    reportSoak(samples, total);
  } finally {
    await server.stop(12_000);
  }
}

/** The soak's verdict: peak RSS, and growth after warm-up, each against its target. */
function reportSoak(samples: Sample[], total: number) {
  const peak = Math.max(...samples.map((s) => s.rss));
  const warm = samples.filter((s) => s.done >= total / 4);
  const lastQuarter = samples.filter((s) => s.done >= (total * 3) / 4);
  const base = warm[0]?.rss ?? peak;
  const lastMax = Math.max(...lastQuarter.map((s) => s.rss));
  const growth = lastMax - base;
  console.log(
    "\n" +
      table(
        ["figure", ">measured", "target"],
        [
          [
            "peak RSS",
            `${peak.toFixed(0)} MB ${check("soak", "peak RSS over the soak", `${peak.toFixed(0)} MB`, `< ${RSS_TARGET_MB} MB`, peak < RSS_TARGET_MB)}`,
            `< ${RSS_TARGET_MB} MB`,
          ],
          [
            "growth after warm-up (highest of the last quarter less the first sample past a quarter)",
            `${growth >= 0 ? "+" : ""}${growth.toFixed(0)} MB ${check("soak", "RSS growth after warm-up", `${growth.toFixed(0)} MB`, "≤ 10% of RSS", growth <= base * 0.1)}`,
            `≤ ${(base * 0.1).toFixed(0)} MB (10%)`,
          ],
        ],
      ),
  );
}
