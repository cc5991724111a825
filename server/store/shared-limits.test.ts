/**
 * Limits shared by every instance: two real instances on one real PostgreSQL (server/testing/postgres.ts)
 * give one client one POST rate limit, whichever instance its POSTs reach; they used to count in each process's
 * memory, so two instances gave a client twice the limit.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { connect } from "./journal-pg.ts";
import { startPostgres, type TestPostgres } from "../testing/postgres.ts";
import { makeDataCopy, spawnServer, type TestServer } from "../testing/spawn-server.ts";

const LIMIT = 6;
let pg: TestPostgres;
let url: string;
const servers: TestServer[] = [];

before(async () => {
  pg = await startPostgres();
  url = await pg.newDatabase();
  const dataDir = await makeDataCopy();
  const env = { DATABASE_URL: url, TRUST_PROXY: "1", RATE_LIMIT_PER_MINUTE: String(LIMIT) };
  for (let i = 0; i < 2; i++) servers.push(await spawnServer({ env, dataDir, startTimeoutMs: 90_000 }));
});
after(async () => {
  await Promise.all(servers.map((s) => s.stop("SIGKILL")));
  await pg?.destroy();
});

const review = (server: TestServer, client: string, n: number) =>
  fetch(`${server.url}/api/reviews`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify({
      reviewer: "Lee",
      itemName: "McFlurry",
      location: "Reno, NV",
      rating: 4,
      priceRating: 3,
      review: `Review number ${n} of one client.`,
    }),
  });

describe("the POST rate limit with two instances on one PostgreSQL", () => {
  test("one client gets RATE_LIMIT_PER_MINUTE POSTs a minute in all, however they are spread over the instances", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT * 2; i++) {
      const res = await review(servers[i % 2]!, "203.0.113.7", i);
      statuses.push(res.status);
      if (res.status === 429) {
        assert.match(await res.text(), /Too many submissions from your address\. Please wait \d+ seconds/);
        assert.ok(Number(res.headers.get("retry-after")) >= 1);
      } else await res.arrayBuffer();
    }
    assert.deepEqual(
      statuses,
      [...Array<number>(LIMIT).fill(201), ...Array<number>(LIMIT).fill(429)],
      "the instances count one client together",
    );
    // Another client is not held back by the first, on either instance.
    for (const s of servers) assert.equal((await review(s, "198.51.100.9", 99)).status, 201);
  });

  test("the shared counters hold keyed hashes, never a client's address", async () => {
    const sql = connect(url, { max: 1 });
    try {
      const rows = await sql<{ key: string }[]>`SELECT key FROM rate_limits`;
      assert.ok(rows.length >= 2, "both clients are counted in the database");
      for (const { key } of rows) assert.doesNotMatch(key, /203\.0\.113|198\.51\.100/);
    } finally {
      await sql.end();
    }
  });
});
