/**
 * Bench section "memory": server RSS after 1, 2 and 3 rounds of 100,000 requests (pages and API mixed).
 */
import fs from "node:fs";
import path from "node:path";
import { itemSlug } from "#domain/rules/slug.ts";
import { LOAD_HEADERS, check, heading, load, request, root, sleep, table, type BenchOptions } from "./lib.ts";
import { rssMb, type Server } from "./server.ts";

/** RSS "does not grow" between the 2nd and 3rd round: allow this much noise from the GC. */
const RSS_NOISE_MB = 5;

function memoryMix(): { path: string }[] {
  const items = JSON.parse(fs.readFileSync(path.join(root, "data/menu-items.json"), "utf8")) as { name: string }[];
  const paths = [
    "/",
    "/menu/burgers",
    "/menu/item/big-mac",
    "/api/menu-items",
    "/reviews",
    "/about",
    "/menu/chicken-and-fish",
    "/api/prices",
    "/api/reviews",
    ...items.slice(1, 11).map((i) => `/menu/item/${itemSlug(i.name)}`),
  ];
  return paths.map((p) => ({ path: p }));
}

export async function memory(server: Server, opts: BenchOptions) {
  const MEMORY_ROUND = opts.quick ? 20_000 : 100_000;
  /** A memory round stops after this long even if it has not reached its request count. */
  const MEMORY_ROUND_CAP_MS = opts.quick ? 40_000 : 75_000;
  heading(
    `Memory (RSS of the server process; rounds of ${MEMORY_ROUND.toLocaleString("en-US")} requests mixing pages and the API, 16 connections)`,
  );
  const mix: { path: string }[] = [];
  for (const m of memoryMix()) {
    const res = await request(server.base + m.path, { headers: LOAD_HEADERS });
    if (res.status === 200) mix.push(m);
    else console.log(`(left out of the mix: ${m.path} answered ${res.status})`);
  }
  console.log(`Mix: ${mix.map((m) => m.path).join(" ")}\n`);
  const rows: string[][] = [[`after start (and the sections before)`, "", "", `${rssMb(server.pid).toFixed(1)} MB`]];
  const after: number[] = [];
  for (let round = 1; round <= 3; round++) {
    const r = await load(
      { url: server.base, connections: 16, amount: MEMORY_ROUND, headers: LOAD_HEADERS, requests: mix },
      MEMORY_ROUND_CAP_MS,
    );
    await sleep(1_000);
    const rss = rssMb(server.pid);
    after.push(rss);
    const failures = r.non2xx + r.errors + r.timeouts;
    const codes = Object.entries(r.statusCodes)
      .filter(([c]) => !c.startsWith("2"))
      .map(([c, n]) => `${n}× ${c}`);
    if (r.errors) codes.push(`${r.errors} errors`);
    if (r.timeouts) codes.push(`${r.timeouts} timeouts`);
    const capped = r.total < MEMORY_ROUND ? `, stopped at the ${MEMORY_ROUND_CAP_MS / 1000} s cap` : "";
    rows.push([
      `after round ${round}`,
      `${r.total.toLocaleString("en-US")} requests in ${r.seconds.toFixed(0)} s${capped}${failures ? ` (failed: ${codes.join(", ")})` : ""}`,
      `${Math.round(r.rps)} req/s`,
      `${rss.toFixed(1)} MB ${check("memory", `RSS after round ${round}`, `${rss.toFixed(1)} MB`, "< 200 MB", rss < 200)}`,
    ]);
  }
  console.log(table(["when", "requests", ">rate", ">RSS (< 200 MB)"], rows));
  const growth = after[2] - after[1];
  const mark = check(
    "memory",
    "RSS growth, round 2 → 3",
    `${growth >= 0 ? "+" : ""}${growth.toFixed(1)} MB`,
    `≤ +${RSS_NOISE_MB} MB (GC noise)`,
    growth <= RSS_NOISE_MB,
  );
  console.log(
    `\nGrowth between round 2 and round 3: ${growth >= 0 ? "+" : ""}${growth.toFixed(1)} MB ${mark} (no growth: ≤ +${RSS_NOISE_MB} MB)`,
  );
}
