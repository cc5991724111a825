import assert from "node:assert/strict";
import { test } from "node:test";
import { createLogger } from "./log.ts";

test("user text cannot forge a log line: one JSON object per line whatever the input", () => {
  const lines: string[] = [];
  const log = createLogger("info", (l) => lines.push(l));
  log.info("review received", { reviewer: 'Eve\n{"level":"error","msg":"forged"}\r\n', path: "/x\u2028y" });
  log.debug("hidden at info level");
  assert.equal(lines.length, 1);
  assert.equal(lines[0].split("\n").length, 2); // the text, then the final newline
  const entry = JSON.parse(lines[0]);
  assert.equal(entry.msg, "review received");
  assert.equal(entry.reviewer, 'Eve\n{"level":"error","msg":"forged"}\r\n');
});

test("errors are logged with name and message", () => {
  const lines: string[] = [];
  createLogger("debug", (l) => lines.push(l)).error("boom", { err: new TypeError("bad thing") });
  const entry = JSON.parse(lines[0]);
  assert.equal(entry.err.name, "TypeError");
  assert.equal(entry.err.message, "bad thing");
});
