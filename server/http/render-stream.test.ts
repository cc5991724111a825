import assert from "node:assert/strict";
import { test } from "node:test";
import { createElement as h, Suspense, use, type ReactNode } from "react";
import { createLogger } from "../base/log.ts";
import { RENDER_RETRY_AFTER_SECONDS, streamDocument, type RenderOutcome } from "./render-stream.ts";

/** A part of the page whose data never arrives (a stuck database, a saturated event loop). */
const never = new Promise<string>(() => {});
function Stuck(): ReactNode {
  return h("p", null, use(never));
}
function Broken(): ReactNode {
  throw new Error("a component failed");
}
const page = (body: ReactNode) => h("html", null, h("body", null, h("h1", null, "Big Mac"), body));
const deferred = (body: ReactNode) => page(h(Suspense, { fallback: h("p", null, "Loading…") }, body));

function render(element: ReactNode, waitForAll: boolean, timeoutMs = 60_000) {
  const lines: Array<{ level: string; msg: string; url?: string; err?: { message: string } }> = [];
  const log = createLogger("info", (l) => lines.push(JSON.parse(l)));
  const outcome: RenderOutcome = { incomplete: false };
  const answer = streamDocument({
    element,
    status: 200,
    headers: new Headers(),
    waitForAll,
    timeoutMs,
    signal: new AbortController().signal,
    log,
    path: "/big-mac",
    outcome,
  });
  return { answer, lines, outcome };
}

test("a crawler whose render times out gets 503 with Retry-After and no-store, and the server logs why", async () => {
  const { answer, lines, outcome } = render(deferred(h(Stuck)), true, 50);
  const res = await answer;
  assert.equal(res.status, 503);
  assert.equal(res.headers.get("Retry-After"), String(RENDER_RETRY_AFTER_SECONDS));
  assert.equal(res.headers.get("Cache-Control"), "no-store");
  assert.match(await res.text(), /try again/);
  assert.equal(outcome.incomplete, true);
  const logged = lines.filter((l) => l.level === "warn" || l.level === "error");
  assert.equal(logged.length, 1, JSON.stringify(lines));
  assert.match(logged[0].msg, /timed out/);
  assert.equal(logged[0].url, "/big-mac");
});

test("a browser's page that times out while streaming keeps its status, is marked incomplete and is logged", async () => {
  const { answer, lines, outcome } = render(deferred(h(Stuck)), false, 50);
  const res = await answer;
  assert.equal(res.status, 200); // the shell went out before the timeout; the browser finishes the rest
  const html = await res.text();
  assert.match(html, /Big Mac/);
  assert.equal(outcome.incomplete, true, "the render cache must not keep a page with fallbacks in it");
  assert.equal(lines.filter((l) => /timed out while streaming/.test(l.msg)).length, 1, JSON.stringify(lines));
});

test("an error in a crawler's render is a 500 with its cause in the log, never a silent one", async () => {
  const { answer, lines, outcome } = render(deferred(h(Broken)), true);
  const res = await answer;
  assert.equal(res.status, 500);
  assert.equal(outcome.incomplete, true);
  const errors = lines.filter((l) => l.level === "error");
  assert.equal(errors.length, 1);
  assert.equal(errors[0].err?.message, "a component failed");
  assert.equal(errors[0].url, "/big-mac");
});

test("a page that renders in time is 200, complete, and logs nothing", async () => {
  const { answer, lines, outcome } = render(page(h("p", null, "$5.69")), true);
  const res = await answer;
  assert.equal(res.status, 200);
  assert.match(await res.text(), /\$5\.69/);
  assert.equal(outcome.incomplete, false);
  assert.deepEqual(lines, []);
});
