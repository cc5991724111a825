import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { test } from "node:test";
import { crc32CombineGen, crc32CombineOp, gzipWith, rawWith, splice } from "./gzip-splice.ts";

test("CRC-32 combination equals the CRC of the concatenation", () => {
  for (const [a, b] of [
    [0, 0],
    [1, 7],
    [1000, 24],
    [70_000, 3],
    [5, 200_000],
  ]) {
    const A = randomBytes(a);
    const B = randomBytes(b);
    const combined = crc32CombineOp(zlib.crc32(A), zlib.crc32(B), crc32CombineGen(B.length));
    assert.equal(combined, zlib.crc32(Buffer.concat([A, B])), `${a}+${b}`);
  }
});

test("a spliced page gunzips to the page with the new nonce everywhere the old one was", () => {
  const oldNonce = "AAAAAAAAAAAAAAAAAAAAAA==";
  const page = Buffer.from(
    `<!DOCTYPE html><html><head><link nonce="${oldNonce}" rel="stylesheet" href="/a.css"></head><body>` +
      "<p>Big Mac $5.58</p>".repeat(2000) +
      `<script nonce="${oldNonce}">go()</script><script nonce="${oldNonce}">more()</script></body></html>`,
  );
  const spliced = splice(page, oldNonce);
  assert.equal(spliced.holes, 3);
  for (let i = 0; i < 5; i++) {
    const nonce = randomBytes(16).toString("base64");
    const gz = gzipWith(spliced, nonce);
    const expected = page.toString().replaceAll(oldNonce, nonce);
    assert.equal(zlib.gunzipSync(gz).toString(), expected); // gunzip checks the CRC and the length
    assert.equal(rawWith(spliced, nonce).toString(), expected);
    assert.ok(gz.length < page.length / 5, "still compressed");
  }
});

test("a page without the nonce is one piece and still round-trips", () => {
  const body = Buffer.from("no nonce here ".repeat(100));
  const spliced = splice(body, "XXXXXXXXXXXXXXXXXXXXXXXX");
  assert.equal(spliced.holes, 0);
  assert.equal(zlib.gunzipSync(gzipWith(spliced, "YYYYYYYYYYYYYYYYYYYYYYYY")).toString(), body.toString());
});

test("an empty page round-trips", () => {
  const spliced = splice(Buffer.alloc(0), "n");
  assert.equal(zlib.gunzipSync(gzipWith(spliced, "m")).length, 0);
});

test("link tags lose their nonce in the cache, scripts keep theirs", async () => {
  const { withoutLinkNonces } = await import("./render-cache.ts");
  const n = "abc123==";
  const html = `<link nonce="${n}" rel="modulepreload" href="/a.js"/><link rel="stylesheet" nonce="${n}" href="/b.css"/><script nonce="${n}">x()</script>`;
  const out = withoutLinkNonces(Buffer.from(html), n).toString();
  assert.equal(out, `<link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/b.css"/><script nonce="${n}">x()</script>`);
});
