/** Graceful shutdown: SIGTERM during a streaming response lets it finish, then the process exits 0. */
import assert from "node:assert/strict";
import http from "node:http";
import { test } from "node:test";
import { spawnServer } from "../testing/spawn-server.ts";

const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

test("SIGTERM while a page is streaming: the page completes and the server exits 0", async () => {
  const server = await spawnServer();
  const html = await new Promise<string>((resolve, reject) => {
    const req = http.get(server.url + "/", { headers: { "user-agent": BROWSER_UA, "accept-encoding": "identity" } }, (res) => {
      let body = "";
      let signalled = false;
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
        if (!signalled) {
          signalled = true;
          // Mid-stream: ask the server to stop, and stop reading for a while (a slow client).
          server.proc.kill("SIGTERM");
          res.pause();
          setTimeout(() => res.resume(), 500);
        }
      });
      res.on("end", () => resolve(body));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
  const code = await server.exited;
  assert.equal(code, 0);
  assert.match(html, /<\/html>$/);
  assert.ok(html.includes('data-testid="latest-reviews"'), "the streamed part arrived too");
  assert.ok(server.logs.some((l) => l.msg === "server: closed cleanly"));
  // New connections are refused once shutting down.
  await assert.rejects(fetch(server.url + "/healthz"));
});
