/**
 * Every page in the sitemap is valid HTML by the Nu HTML Checker (the W3C's validator, `vnu-jar`, run on Java):
 * each page is fetched from a real server, saved to a folder, and the folder checked in one run. Errors fail the
 * test with the page, line and message; warnings are not errors.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { promisify } from "node:util";
import { createRequire } from "node:module";
import { spawnServer, type TestServer } from "../testing/spawn-server.ts";

const run = promisify(execFile);
/** The checker itself, from the `vnu-jar` package (Java 11 or later runs it). */
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
let server: TestServer;
let dir: string;

before(async () => {
  server = await spawnServer();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "menu-prices-vnu-"));
});
after(async () => {
  await server?.stop();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test("every sitemap page passes the Nu HTML Checker with no errors", { timeout: 600_000 }, async () => {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replaceAll("&amp;", "&")).pathname);
  assert.ok(paths.length > 100, `the sitemap lists ${paths.length} pages`);
  const names = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const p = paths[next++];
      const res = await fetch(`${server.url}${p}`, { headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) vnu-check" } });
      assert.equal(res.status, 200, `${p} answers 200`);
      const name = `${names.size.toString().padStart(4, "0")}.html`;
      names.set(name, p);
      await fs.writeFile(path.join(dir, name), await res.text());
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);

  // vnu exits 1 when it finds errors; its JSON report goes to stderr either way.
  const result = await run("java", ["-Xss8m", "-jar", VNU_JAR, "--errors-only", "--format", "json", "--skip-non-html", dir], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((err: { stderr?: string; code?: number }) => {
    if (typeof err.stderr !== "string" || !err.stderr.startsWith("{")) throw err;
    return { stderr: err.stderr };
  });
  const report = JSON.parse(result.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
  const errors = report.messages.filter((m) => m.type === "error" || m.subType === "fatal");
  const described = errors
    .slice(0, 30)
    .map(
      (m) =>
        `${names.get(path.basename(m.url ?? "")) ?? m.url}:${m.lastLine ?? "?"}: ${m.message} ${m.extract ? `[${m.extract.trim()}]` : ""}`,
    );
  assert.deepEqual(described, [], `${errors.length} errors in ${paths.length} pages`);
  console.log(`vnu: ${paths.length} sitemap pages checked, no errors`);
});
