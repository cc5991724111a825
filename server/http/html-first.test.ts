import assert from "node:assert/strict";
import { test } from "node:test";
import { htmlFirst, scriptsAfterPaint } from "./html-first.ts";

/** The shape React Router and React write: preloads in <head>, the inline module script at the end of <body>. */
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="preload" as="style" href="/assets/style.css"/><title>Café – “menu”</title>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N"/><link rel="modulepreload" href="/assets/shell-B.js" nonce="N"/>',
  '<link rel="modulepreload" href="/assets/home-C.js" nonce="N"/><link rel="stylesheet" href="/assets/style.css"/></head>',
  '<body><main><p>Crème brûlée 🍦</p><!--$?--><template id="B:0"></template><p>fallback</p><!--/$--></main>',
  '<script nonce="N">window.__reactRouterContext = {};</script>',
  '<script nonce="N" type="module" async="">;\nimport * as route0 from "/assets/root-D.js";\nimport * as route1 from "/assets/home-C.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-A.js");</script>',
  '<div hidden id="S:0"><p>streamed</p></div><script nonce="N">$RC("B:0","S:0")</script></body></html>',
].join("");

async function run(chunks: (string | Buffer)[]): Promise<string[]> {
  const t = htmlFirst();
  const out: string[] = [];
  t.on("data", (c: Buffer) => out.push(c.toString("utf8")));
  const ended = new Promise((r) => t.on("end", r));
  for (const c of chunks) t.write(typeof c === "string" ? Buffer.from(c) : c);
  t.end();
  await ended;
  return out;
}

test("the page's scripts wait for the first paint and no longer compete with the HTML and CSS", () => {
  const html = scriptsAfterPaint(PAGE);
  assert.doesNotMatch(html, /rel="modulepreload"/, "no modulepreload link is left in the HTML");
  assert.match(html, /<link rel="preload" as="style" href="\/assets\/style.css"\/>/, "the stylesheet preload stays");
  const script = /<script nonce="N" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1];
  assert.ok(script.indexOf("requestAnimationFrame") < script.indexOf("modulepreload"), "waits for a frame before anything loads");
  assert.match(
    script,
    /\["\/assets\/entry.client-A.js","\/assets\/shell-B.js","\/assets\/home-C.js"\]/,
    "the same files, in the same order, as preloads",
  );
  assert.match(script, /const route0 = await import\("\/assets\/root-D.js"\);\nconst route1 = await import\("\/assets\/home-C.js"\);/);
  assert.doesNotMatch(script, /^import \*/m, "no static import is left to start a download early");
  assert.match(
    script,
    /window.__reactRouterRouteModules = \{"root":route0,"routes\/home":route1\};\n\nimport\("\/assets\/entry.client-A.js"\);$/,
  );
  assert.ok(html.endsWith('<div hidden id="S:0"><p>streamed</p></div><script nonce="N">$RC("B:0","S:0")</script></body></html>'));
});

test("the stream gives the same page however the bytes are cut, multi-byte characters included", async () => {
  const expected = scriptsAfterPaint(PAGE);
  const bytes = Buffer.from(PAGE);
  for (let cut = 1; cut < bytes.length; cut += 7) {
    const out = await run([bytes.subarray(0, cut), bytes.subarray(cut)]);
    assert.equal(out.join(""), expected, `cut at byte ${cut}`);
  }
  const many: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 13) many.push(bytes.subarray(i, i + 13));
  assert.equal((await run(many)).join(""), expected);
});

test("streamed parts after the shell pass through as they come, not held for the end", async () => {
  const t = htmlFirst();
  const seen: string[] = [];
  t.on("data", (c: Buffer) => seen.push(c.toString("utf8")));
  const split = PAGE.indexOf('<div hidden id="S:0">');
  t.write(Buffer.from(PAGE.slice(0, split)));
  await new Promise((r) => setImmediate(r));
  assert.match(seen.join(""), /import\("\/assets\/entry.client-A.js"\);<\/script>$/, "the whole shell is out before the stream ends");
  const before = seen.length;
  t.write(Buffer.from(PAGE.slice(split)));
  await new Promise((r) => setImmediate(r));
  assert.equal(seen.length, before + 1, "the streamed part is its own chunk");
  t.end();
});

test("pages that ship no framework JavaScript pass unchanged", async () => {
  const page = '<html><head><title>About</title></head><body><p>Text</p><script src="/app-lite.js" defer nonce="N"></script></body></html>';
  assert.equal(scriptsAfterPaint(page), page);
  assert.equal((await run([page.slice(0, 20), page.slice(20)])).join(""), page);
});
