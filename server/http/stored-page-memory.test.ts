/**
 * A stored page keeps nothing of the request that rendered it, against the real server. The render cache counts
 * the bytes of the pages it keeps; anything else an entry holds is memory no limit sees. An entry used to keep, by
 * the version check made in the request handler's scope, the whole Koa context of its request: the response, its
 * gzip stream and that stream's buffers (about 20 MB over a crawl's 265 pages). Here the server runs with the
 * inspector on a local port; after pages are rendered and stored, a full garbage collection leaves no response
 * object of theirs alive (V8's queryObjects counts every object with ServerResponse's prototype).
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { itemSlug } from "#domain/rules/slug.ts";
import { freePort } from "../testing/postgres.ts";
import { spawnServer, type TestServer } from "../testing/spawn-server.ts";

const PAGES = 30;
/** A browser's User-Agent: bots get other stored copies, and the test should see what a visitor's pages keep. */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

let server: TestServer;
let inspectorPort: number;

before(async () => {
  inspectorPort = await freePort();
  server = await spawnServer({ nodeArgs: [`--inspect=127.0.0.1:${inspectorPort}`] });
});
after(async () => {
  await server?.stop();
});

/** The inspector's protocol over its WebSocket: one call at a time. */
async function inspector(): Promise<{ call: (method: string, params?: object) => Promise<Record<string, unknown>>; close: () => void }> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const ws = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let id = 0;
  const waiting = new Map<number, (reply: { result?: Record<string, unknown>; error?: unknown }) => void>();
  ws.onmessage = (m) => {
    const reply = JSON.parse(String(m.data)) as { id?: number; result?: Record<string, unknown>; error?: unknown };
    if (reply.id !== undefined) waiting.get(reply.id)?.(reply);
  };
  return {
    call: (method, params = {}) =>
      new Promise((resolve, reject) => {
        const n = ++id;
        waiting.set(n, (reply) =>
          reply.error ? reject(new Error(`${method}: ${JSON.stringify(reply.error)}`)) : resolve(reply.result ?? {}),
        );
        ws.send(JSON.stringify({ id: n, method, params }));
      }),
    close: () => ws.close(),
  };
}

/** How many ServerResponse objects are alive after a full collection. */
async function liveResponses(): Promise<number> {
  const i = await inspector();
  try {
    await i.call("HeapProfiler.enable");
    await i.call("HeapProfiler.collectGarbage");
    const proto = (await i.call("Runtime.evaluate", { expression: `process.getBuiltinModule("node:http").ServerResponse.prototype` })) as {
      result: { objectId: string };
    };
    const found = (await i.call("Runtime.queryObjects", { prototypeObjectId: proto.result.objectId })) as { objects: { objectId: string } };
    const length = (await i.call("Runtime.callFunctionOn", {
      objectId: found.objects.objectId,
      functionDeclaration: "function () { return this.length; }",
      returnByValue: true,
    })) as { result: { value: number } };
    return length.result.value;
  } finally {
    i.close();
  }
}

describe("stored pages and memory", () => {
  test("pages kept in the render cache hold none of their requests' responses", async () => {
    const items = JSON.parse(fs.readFileSync(path.join(server.dataDir, "menu-items.json"), "utf8")) as { name: string }[];
    const urls = items.slice(0, PAGES).map((item) => `/menu/item/${itemSlug(item.name)}`);
    for (const url of urls) {
      const res = await fetch(server.url + url, { headers: { "user-agent": BROWSER, "accept-encoding": "gzip" } });
      assert.equal(res.status, 200, url);
      await res.arrayBuffer();
    }
    // Stored after the answer is sent (gzip first): wait until every page is in the cache.
    let stored = 0;
    for (let tries = 0; tries < 100 && stored < PAGES; tries++) {
      const health = (await (await fetch(`${server.url}/healthz`)).json()) as { renderCache: { entries: number } };
      stored = health.renderCache.entries;
      if (stored < PAGES) await new Promise((r) => setTimeout(r, 50));
    }
    assert.ok(stored >= PAGES, `${stored} of ${PAGES} pages stored`);
    const live = await liveResponses();
    assert.ok(live < 5, `${live} responses alive after a full collection, with ${stored} pages stored`);
  });
});
