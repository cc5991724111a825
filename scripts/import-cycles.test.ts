/**
 * No import cycles among the site's own modules (server/store/store.ts, journal-pg.ts and submissions.ts
 * imported each other). A cycle means two modules can only be read, tested or changed together; with `import
 * type` it still ties their designs together, so type-only and dynamic imports count as imports here.
 * The graph is read with TypeScript's own import scanner (`ts.preProcessFile`), resolving relative paths and the
 * package's `#domain/`, `#server/` and `#components/` aliases; tests and packages are left out.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import ts from "typescript";

const root = path.join(import.meta.dirname, "..");
/** The folders whose modules must form no cycle (every hand-written layer of the app). */
const LAYERS = ["domain", "server", "components", "routes"];
const ALIASES: Record<string, string> = { "#domain/": "domain/", "#server/": "server/", "#components/": "components/" };

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.posix.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [rel] : [];
  });
}

/** The module a specifier names, as a path from the root, or null for a package. */
function resolve(from: string, spec: string): string | null {
  for (const [alias, dir] of Object.entries(ALIASES)) if (spec.startsWith(alias)) return dir + spec.slice(alias.length);
  if (!spec.startsWith(".")) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
}

/** Each file's imports among the given files (static, type-only, re-exports and dynamic `import()`). */
function importGraph(files: ReadonlyMap<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of files) {
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles.map((f) => resolve(file, f.fileName)).filter((t): t is string => t !== null && files.has(t));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The cycles: every strongly connected component of more than one module, or a module importing itself (Tarjan). */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

test("no import cycle among the modules of domain/, server/, components/ and routes/, type-only imports included", () => {
  const files = new Map(LAYERS.flatMap(sourceFiles).map((f) => [f, readFileSync(path.join(root, f), "utf8")]));
  assert.ok(files.size > 200, `read the tree (${files.size} files)`);
  const graph = importGraph(files);
  assert.ok((graph.get("server/http/app.ts") ?? []).includes("server/store/store.ts"), "the scanner resolves relative imports");
  assert.deepEqual(
    importCycles(graph),
    [],
    "modules that import each other (directly or through others): move what both need into a module of its own",
  );
});

test("a planted cycle is found, through a type-only import, an alias and a dynamic import alike", () => {
  const planted = new Map([
    ["server/a.ts", 'import type { B } from "./b.ts";\nexport type A = B;\n'],
    ["server/b.ts", 'import { c } from "#server/c.ts";\nexport type B = number;\nexport const b = c;\n'],
    ["server/c.ts", 'export const c = 1;\nexport const load = () => import("./a.ts");\n'],
    ["server/d.ts", 'import { c } from "./c.ts";\nimport postgres from "postgres";\nexport const d = [c, postgres];\n'],
  ]);
  assert.deepEqual(importCycles(importGraph(planted)), [["server/a.ts", "server/b.ts", "server/c.ts"]]);
  planted.set("server/c.ts", "export const c = 1;\n");
  assert.deepEqual(importCycles(importGraph(planted)), [], "without the dynamic import there is none");
});

/** The room of a module of domain/ or server/ (its subfolder: domain/rules, server/http...), else null. */
const roomOf = (file: string) => /^(domain|server)\/[^/]+\//.exec(file)?.[0].slice(0, -1) ?? null;

test("the rooms of domain/ and server/ form no cycle, but the one docs/decisions/0019-folders-by-kind.md names", () => {
  const files = new Map(["domain", "server"].flatMap(sourceFiles).map((f) => [f, readFileSync(path.join(root, f), "utf8")]));
  const rooms = new Map<string, string[]>();
  for (const [file, targets] of importGraph(files)) {
    const from = roomOf(file);
    if (!from) continue;
    const to = targets.map(roomOf).filter((r): r is string => r !== null && r !== from);
    rooms.set(from, [...new Set([...(rooms.get(from) ?? []), ...to])]);
  }
  assert.ok(rooms.size >= 10, `read the rooms (${[...rooms.keys()].join(", ")})`);
  // domain/rules reads the schemas' types (domain/data); the loading checks entries with rules: kept as one pair.
  assert.deepEqual(
    importCycles(rooms),
    [["domain/data", "domain/rules"]],
    "rooms that import each other: move what both need into the lower one",
  );
});
