/**
 * The docs a newcomer follows point at real things: every "spec §N" a comment cites is a section of
 * docs/product-spec.md, every file docs/where-to-change.md names exists, and so does every path the README, the
 * docs and the code's comments name.
 */
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import ts from "typescript";

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

/** Paths npm run build writes (.gitignore): named in comments before a fresh clone has built them. */
const GENERATED = /^(build|public\/(icons|images\/food|sw\.js|manifest\.webmanifest|favicon\.ico|og-image\.png)|data\/journal|bench\/results|test-results|playwright-report)(\/|$)/;
const TOP = "routes|components|domain|server|scripts|e2e|data|docs|bench|public|deploy|test-support";
const PATH_IN_TEXT = new RegExp(`(?<![\\w./@#-])((?:${TOP})/[\\w./[\\]+-]*\\w)(-?…)?`, "g");

function tracked(): { files: Set<string>; dirs: Set<string>; basenames: Set<string> } {
  const files = new Set<string>();
  const dirs = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      if (name.startsWith(".") || name === "node_modules") continue;
      const rel = dir ? `${dir}/${name}` : name;
      if (statSync(path.join(root, rel)).isDirectory()) {
        dirs.add(rel);
        walk(rel);
      } else files.add(rel);
    }
  };
  walk("");
  return { files, dirs, basenames: new Set([...files].map((f) => path.basename(f))) };
}

/** Whether a path named in prose exists (a file or a folder; `docs/decisions/0012-…` names any file it begins). */
function named(tree: ReturnType<typeof tracked>, p: string, ellipsis: boolean): boolean {
  if (GENERATED.test(p) || tree.files.has(p) || tree.dirs.has(p)) return true;
  return ellipsis && [...tree.files].some((f) => f.startsWith(p));
}

/** The comments of a TypeScript or JavaScript file, as its parser sees them (not strings, not regexes). */
function comments(file: string): string[] {
  const text = readFileSync(path.join(root, file), "utf8");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : file.endsWith(".js") ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) seen.set(r.pos, text.slice(r.pos, r.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.forEachChild(visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return [...seen.values()];
}

test("every path a code comment names exists, and every file name it gives exists somewhere in the tree", () => {
  const tree = tracked();
  const code = [...tree.files].filter((f) => /\.(ts|tsx|js)$/.test(f) && !GENERATED.test(f) && !f.startsWith("data/") && !f.includes("/+types/"));
  assert.ok(code.length > 200, `only ${code.length} source files found`);
  const missing: string[] = [];
  let checked = 0;
  for (const file of code) {
    for (const comment of comments(file)) {
      for (const m of comment.matchAll(PATH_IN_TEXT)) {
        checked++;
        if (!named(tree, m[1], Boolean(m[2]))) missing.push(`${file} names ${m[1]}`);
      }
      // A bare file name ("see schemas.ts", "(README.md)"): some file of that name must exist.
      for (const m of comment.matchAll(/(?<![\w./@#\]*-])([\w-]+\.(?:ts|tsx|md))\b/g)) {
        checked++;
        if (!tree.basenames.has(m[1])) missing.push(`${file} names ${m[1]}, and no file has that name`);
      }
    }
  }
  assert.ok(checked > 100, `only ${checked} names found in comments: has the comment reader broken?`);
  assert.deepEqual(missing, [], "comments naming files that do not exist");
});

test("every path the README and the docs name exists", () => {
  const tree = tracked();
  const docs = ["README.md", "data/README.md", ...[...tree.files].filter((f) => /^docs\/.*\.md$/.test(f) && f !== "docs/product-spec.md")];
  const missing: string[] = [];
  for (const doc of docs) {
    for (const m of readFileSync(path.join(root, doc), "utf8").matchAll(PATH_IN_TEXT)) {
      if (!named(tree, m[1], Boolean(m[2]))) missing.push(`${doc} names ${m[1]}`);
    }
  }
  assert.deepEqual(missing, [], "docs naming files that do not exist");
});

test("every decision is dated, has a status, names decisions that exist, and is in the index", () => {
  const dir = path.join(root, "docs/decisions");
  const files = readdirSync(dir).filter((f) => /^\d{4}-.*\.md$/.test(f));
  const index = readFileSync(path.join(dir, "README.md"), "utf8");
  const numbers = new Set<string>();
  for (const file of files) {
    const n = file.slice(0, 4);
    assert.ok(!numbers.has(n), `two decisions numbered ${n}`);
    numbers.add(n);
    const text = readFileSync(path.join(dir, file), "utf8");
    assert.match(text.split("\n")[0], new RegExp(`^# ${Number(n)}\\. `), `${file}: the title starts with its number`);
    const status = /^Date: (\d{4}-\d{2}-\d{2})\. Status: (accepted|superseded by \[\d+\])/m.exec(text);
    assert.ok(status, `${file}: a "Date: YYYY-MM-DD. Status: accepted | superseded by [N](…)" line`);
    for (const m of text.matchAll(/\]\((\d{4}-[\w-]+\.md)\)/g)) assert.ok(files.includes(m[1]), `${file} links ${m[1]}, which does not exist`);
    assert.ok(index.includes(`](${file})`), `docs/decisions/README.md lists ${file}`);
  }
  assert.ok(files.length >= 14, `only ${files.length} decisions found`);
});
