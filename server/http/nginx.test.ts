/**
 * deploy/nginx.conf, run as it is (ports and paths swapped for free ones) in front of two instances on one
 * PostgreSQL database: the site behind it behaves as one, forms pass the same-origin check through the proxy,
 * a stopped instance does not take pages down, and one address gets at most 20 requests in progress (limit_conn).
 */
import assert from "node:assert/strict";
import type { ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import { after, before, describe, test } from "node:test";
import { runNginx } from "../testing/nginx.ts";
import { freePort, startPostgres, type TestPostgres } from "../testing/postgres.ts";
import { eventually, makeDataCopy, spawnServer, type TestServer } from "../testing/spawn-server.ts";

let pg: TestPostgres;
let nginx: { proc: ChildProcess; prefix: string } | undefined;
const servers: TestServer[] = [];
before(async () => {
  pg = await startPostgres();
});
after(async () => {
  nginx?.proc.kill("SIGTERM");
  await Promise.all(servers.map((s) => s.stop("SIGKILL")));
  await pg?.destroy();
  if (nginx) await fs.rm(nginx.prefix, { recursive: true, force: true });
});

describe("two instances behind deploy/nginx.conf", () => {
  let site: string;
  before(async () => {
    const url = await pg.newDatabase();
    const dataDir = await makeDataCopy();
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    const env = { DATABASE_URL: url, TRUST_PROXY: "1", SITE_URL: site };
    servers.push(...(await Promise.all([spawnServer({ env, dataDir }), spawnServer({ env, dataDir })])));
    nginx = await runNginx(
      servers.map((s) => s.port),
      port,
    );
  });

  test("a review posted through nginx is on every answer within a second, whichever instance gives it", async () => {
    const res = await fetch(`${site}/api/reviews`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site },
      body: JSON.stringify({
        reviewer: "Lee",
        itemName: "McFlurry",
        location: "Reno, NV",
        rating: 5,
        priceRating: 4,
        review: "Behind nginx, one site.",
      }),
    });
    assert.equal(res.status, 201);
    const { id } = (await res.json()) as { id: string };
    // Round robin: eight answers in a row come from both instances; every one has the review.
    await eventually(
      async () => {
        const all = await Promise.all(
          Array.from({ length: 8 }, async () =>
            ((await (await fetch(`${site}/api/reviews`)).json()) as { id: string }[]).some((r) => r.id === id),
          ),
        );
        return all.every(Boolean);
      },
      1000,
      20,
    );
    for (const s of servers) {
      const direct = (await (await fetch(`${s.url}/api/reviews`)).json()) as { id: string }[];
      assert.ok(
        direct.some((r) => r.id === id),
        `instance ${s.port} has it`,
      );
    }
  });

  test("a form posted through nginx passes the same-origin check and is stored", async () => {
    const res = await fetch(`${site}/reviews/new`, {
      method: "POST",
      headers: { Origin: site },
      body: new URLSearchParams({
        reviewer: "Lee",
        itemName: "Big Mac",
        location: "Reno, NV",
        rating: "4",
        priceRating: "3",
        review: "A form through the proxy.",
      }),
      redirect: "manual",
    });
    assert.equal(res.status, 303);
    const page = await fetch(new URL(res.headers.get("location")!, site));
    assert.equal(page.status, 200);
    assert.match(await page.text(), /A form through the proxy\./);
    const other = await fetch(`${site}/reviews/new`, {
      method: "POST",
      headers: { Origin: "https://elsewhere.example" },
      body: new URLSearchParams({ reviewer: "x" }),
    });
    assert.equal(other.status, 403, "a cross-site form is still refused behind the proxy");
  });

  test("one address holding 20 unfinished requests gets 429 on the next, and 200 again once it lets go", async () => {
    // Each connection sends a whole header promising a body it never sends: a request in progress for nginx.
    const { port } = new URL(site);
    const held = await Promise.all(
      Array.from(
        { length: 20 },
        () =>
          new Promise<net.Socket>((resolve, reject) => {
            const s = net.connect(Number(port), "127.0.0.1", () => {
              s.write(
                `POST /api/reviews HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{`,
              );
              resolve(s);
            });
            s.on("error", reject);
          }),
      ),
    );
    try {
      await eventually(async () => (await fetch(`${site}/healthz`, { headers: { connection: "close" } })).status === 429, 3000, 50);
    } finally {
      for (const s of held) s.destroy();
    }
    await eventually(async () => (await fetch(`${site}/healthz`, { headers: { connection: "close" } })).status === 200, 3000, 50);
  });

  test("with one instance killed, pages keep answering through nginx", async () => {
    servers[0]!.proc.kill("SIGKILL");
    await servers[0]!.exited;
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${site}/menu/item/big-mac`);
      assert.equal(res.status, 200);
      await res.arrayBuffer();
    }
  });
});
