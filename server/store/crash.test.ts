/** Durability: every review the server acknowledged survives kill -9, and a torn last line is repaired. */
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { test } from "node:test";
import { JOURNAL_FILE } from "./journal-file.ts";
import { allReviewIds, spawnServer } from "../testing/spawn-server.ts";

test("32 clients posting, SIGKILL mid-way, restart: every acknowledged review is there", async () => {
  const server = await spawnServer();
  const acknowledged = new Set<string>();
  let stop = false;
  let failures = 0;
  const client = async (n: number) => {
    for (let i = 0; !stop; i++) {
      try {
        const res = await fetch(server.url + "/api/reviews", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            reviewer: `Client ${n}`,
            itemName: "Big Mac",
            location: "Test, TX",
            rating: 1 + (i % 5),
            review: `Crash test review from client ${n}, number ${i}.`,
          }),
        });
        if (res.status === 201) acknowledged.add(((await res.json()) as { id: string }).id);
        else await res.body?.cancel();
      } catch {
        failures++; // the connection dies with the server: not acknowledged
        return;
      }
    }
  };
  const clients = Array.from({ length: 32 }, (_, n) => client(n));
  // Bounded: if reviews stop being acknowledged (say a validation rule changed), fail instead of hanging.
  const deadline = Date.now() + 60_000;
  while (acknowledged.size < 300 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  if (acknowledged.size < 300) {
    stop = true;
    server.proc.kill("SIGKILL");
    await Promise.all(clients);
    assert.fail(`only ${acknowledged.size} reviews were acknowledged in 60 s`);
  }
  server.proc.kill("SIGKILL");
  await server.exited;
  stop = true;
  await Promise.all(clients);
  assert.ok(failures > 0 || acknowledged.size > 0);

  // Simulate the worst case of a kill during a write: half a record at the end of the file.
  const file = path.join(server.journalDir, JOURNAL_FILE);
  await fs.appendFile(file, '{"type":"review","id":"half-writ');

  const again = await spawnServer({ dataDir: server.dataDir, journalDir: server.journalDir });
  try {
    const repair = again.logs.find((l) => l.msg === "journal: cut off a torn last line");
    assert.ok(repair, "the repair is logged");
    const ids = await allReviewIds(again.url);
    const lost = [...acknowledged].filter((id) => !ids.has(id));
    assert.deepEqual(lost, [], `${lost.length} of ${acknowledged.size} acknowledged reviews were lost`);
    console.log(`crash: ${acknowledged.size} reviews acknowledged before SIGKILL, ${lost.length} lost`);
    // The journal is whole again: every line parses.
    const lines = (await fs.readFile(file, "utf8")).split("\n").filter(Boolean);
    for (const line of lines) assert.doesNotThrow(() => JSON.parse(line));
    // And it takes new records.
    const res = await fetch(again.url + "/api/reviews", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        reviewer: "After",
        itemName: "Big Mac",
        location: "Test, TX",
        rating: 5,
        review: "Written after the crash, still fine.",
      }),
    });
    assert.equal(res.status, 201);
  } finally {
    await again.stop();
  }
});
