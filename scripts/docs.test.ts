/**
 * The docs a newcomer follows point at real things: every "spec §N" a comment cites is a section of
 * docs/product-spec.md, and every file docs/where-to-change.md names exists.
 */
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";

const root = path.join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) return name === "+types" ? [] : sourceFiles(rel);
    return /\.(ts|tsx|js)$/.test(name) ? [rel] : [];
  });
}

test("every 'spec §N' cited in the code is a numbered section of docs/product-spec.md", () => {
  const spec = readFileSync(path.join(root, "docs/product-spec.md"), "utf8");
  const sections = new Set([...spec.matchAll(/^## (\d+)\. /gm)].map((m) => m[1]));
  assert.ok(sections.size >= 9, "the spec's numbered sections were found");
  let cited = 0;
  for (const file of ["routes", "components", "domain", "server", "scripts", "e2e"].flatMap(sourceFiles)) {
    for (const m of readFileSync(path.join(root, file), "utf8").matchAll(/spec §(\d+)((?:,\s*§\d+)*)/g)) {
      for (const n of [m[1], ...[...m[2].matchAll(/§(\d+)/g)].map((x) => x[1])]) {
        cited++;
        assert.ok(sections.has(n), `${file} cites spec §${n}, which docs/product-spec.md does not have`);
      }
    }
  }
  assert.ok(cited > 20, `only ${cited} citations found: has the way the code cites the spec changed?`);
});

test("every file docs/where-to-change.md names exists", () => {
  const doc = readFileSync(path.join(root, "docs/where-to-change.md"), "utf8");
  const named = [...doc.matchAll(/`((?:routes|components|domain|server|scripts|e2e|data|docs|bench|public|deploy)\/[\w./[\]+-]+\.\w+)`/g)].map((m) => m[1]);
  assert.ok(named.length > 20, `only ${named.length} file names found`);
  for (const file of new Set(named)) assert.ok(existsSync(path.join(root, file)), `docs/where-to-change.md names ${file}, which does not exist`);
});
