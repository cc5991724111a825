/**
 * Bench section "posts": durable POST /api/reviews per second with 32 concurrent clients (all must answer 201).
 */
import { BROWSER_UA, check, decoded, heading, load, request, table, type BenchOptions } from "./lib.ts";
import type { Server } from "./server.ts";

export async function posts(server: Server, opts: BenchOptions) {
  const LOAD_SECONDS = opts.quick ? 3 : 8;
  heading(`Durable review POSTs (autocannon, 32 connections, ${LOAD_SECONDS} s, POST /api/reviews with JSON)`);
  const body = JSON.stringify({
    reviewer: "Bench Runner",
    itemName: "Big Mac",
    location: "Austin, TX",
    rating: 4,
    priceRating: 3,
    review: "Written by npm run bench to measure durable review writes.",
  });
  const headers = { "user-agent": BROWSER_UA, "content-type": "application/json", accept: "application/json" };
  const probe = await request(`${server.base}/api/reviews`, { method: "POST", headers, body });
  if (probe.status !== 201) throw new Error(`POST /api/reviews answered ${probe.status}: ${decoded(probe).toString().slice(0, 300)}`);
  const r = await load({ url: `${server.base}/api/reviews`, method: "POST", connections: 32, duration: LOAD_SECONDS, headers, body });
  const created = r.statusCodes["201"] ?? 0;
  const other = Object.entries(r.statusCodes).filter(([code]) => code !== "201");
  const allCreated = other.length === 0 && r.errors === 0 && r.timeouts === 0;
  const perSecond = created / r.seconds;
  const mark = check("posts", "durable review POSTs", `${Math.round(perSecond)}/s`, "≥ 2,000/s, all 201", perSecond >= 2000 && allCreated);
  console.log(
    table(
      ["endpoint", ">created/s (≥ 2,000)", ">p50 / p99", ">201 answers", "other answers"],
      [
        [
          "POST /api/reviews",
          `${Math.round(perSecond)} ${mark}`,
          `${r.p50} / ${r.p99} ms`,
          created.toLocaleString("en-US"),
          [...other.map(([c, n]) => `${n}× ${c}`), r.errors ? `${r.errors} errors` : "", r.timeouts ? `${r.timeouts} timeouts` : ""]
            .filter(Boolean)
            .join(", ") || "none",
        ],
      ],
    ),
  );
}
