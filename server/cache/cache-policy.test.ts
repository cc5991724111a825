/**
 * The cache policy has one home: no file but server/cache/cache-policy.ts writes a Cache-Control value, so a new kind
 * of answer picks a named policy instead of typing its own.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { HASHED_ASSET, PREPARED_API, STREAMED_PAGE, storedPage } from "./cache-policy.ts";

const root = path.join(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) return name === "+types" || name === "testing" ? [] : sources(rel);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".test.ts") ? [rel] : [];
  });
}

/** A string literal, and a Cache-Control directive inside one. */
const STRING = /(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g;
const DIRECTIVE = /\b(max-age=\d+|s-maxage|no-store|no-cache|must-revalidate|immutable)\b/;

test("no file but server/cache/cache-policy.ts writes a Cache-Control value", () => {
  const files = ["server.ts", ...sources("server"), ...sources("routes"), ...sources("components")].filter(
    (f) => f !== path.join("server", "cache", "cache-policy.ts"),
  );
  assert.ok(files.length > 100, `only ${files.length} files read`);
  const found: string[] = [];
  for (const file of files) {
    readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .forEach((line, i) => {
        const code = line.trim();
        if (code.startsWith("*") || code.startsWith("//") || code.startsWith("/*")) return;
        // HSTS has a max-age of its own: a security header, not a cache policy.
        if (code.includes("Strict-Transport-Security")) return;
        if ([...code.matchAll(STRING)].some((m) => DIRECTIVE.test(m[2]))) found.push(`${file}:${i + 1}: ${code}`);
      });
  }
  assert.deepEqual(found, [], "Cache-Control values written outside server/cache/cache-policy.ts: name the kind of answer there");
});

test("the policies say what they promise", () => {
  assert.match(HASHED_ASSET, /immutable/);
  assert.match(PREPARED_API, /max-age=0/);
  assert.match(STREAMED_PAGE, /^private/, "a page with its own nonce is never kept by a shared cache");
  assert.equal(
    storedPage("text/html", { sMaxAge: 60, staleWhileRevalidate: 300 }),
    "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
  );
  assert.equal(
    storedPage("text/x-script", { sMaxAge: 60, staleWhileRevalidate: 300 }),
    "public, max-age=0, s-maxage=60",
    ".data answers never come back stale",
  );
});
