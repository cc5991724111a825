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
  const named = [
    ...doc.matchAll(/`((?:routes|components|domain|server|scripts|e2e|data|docs|bench|public|deploy)\/[\w./[\]+-]+\.\w+)`/g),
  ].map((m) => m[1]);
  assert.ok(named.length > 20, `only ${named.length} file names found`);
  for (const file of new Set(named))
    assert.ok(existsSync(path.join(root, file)), `docs/where-to-change.md names ${file}, which does not exist`);
});

/** Paths npm run build writes (.gitignore): named in comments before a fresh clone has built them. */
const GENERATED =
  /^(build|deploy\/(logs|tmp)|public\/(icons|images\/food|sw\.js|manifest\.webmanifest|favicon\.ico|og-image\.png)|data\/journal|bench\/results|test-results|playwright-report)(\/|$)/;
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
  const code = [...tree.files].filter(
    (f) => /\.(ts|tsx|js)$/.test(f) && !GENERATED.test(f) && !f.startsWith("data/") && !f.includes("/+types/"),
  );
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
    for (const m of text.matchAll(/\]\((\d{4}-[\w-]+\.md)\)/g))
      assert.ok(files.includes(m[1]), `${file} links ${m[1]}, which does not exist`);
    assert.ok(index.includes(`](${file})`), `docs/decisions/README.md lists ${file}`);
  }
  assert.ok(files.length >= 14, `only ${files.length} decisions found`);
});

test("data/README.md's 'Entries now' column counts the entries each data file holds", () => {
  const doc = readFileSync(path.join(root, "data/README.md"), "utf8");
  const rows = [...doc.matchAll(/^\| `([\w-]+\.json)` \|.*\| ([\d,]+)(?: \w+)? \|$/gm)];
  assert.ok(rows.length >= 15, `only ${rows.length} rows found in data/README.md's table of files`);
  for (const [, file, count] of rows) {
    const entries: unknown = JSON.parse(readFileSync(path.join(root, "data", file), "utf8"));
    assert.ok(Array.isArray(entries), `data/${file} is an array`);
    assert.equal(Number(count.replaceAll(",", "")), entries.length, `data/README.md says data/${file} holds ${count} entries`);
  }
});

test("the sample data error in the README and data/README.md names an entry as the loader would (index, id and name agree)", () => {
  const items = JSON.parse(readFileSync(path.join(root, "data/menu-items.json"), "utf8")) as { id: number; name: string }[];
  let seen = 0;
  for (const doc of ["README.md", "data/README.md"]) {
    for (const m of readFileSync(path.join(root, doc), "utf8").matchAll(/data\/menu-items\.json: entry (\d+) \(id (\d+), "([^"]+)"\)/g)) {
      seen++;
      const item = items[Number(m[1])];
      assert.deepEqual(
        { id: item?.id, name: item?.name },
        { id: Number(m[2]), name: m[3] },
        `${doc}: entry ${m[1]} of data/menu-items.json`,
      );
    }
  }
  assert.ok(seen >= 2, "both docs show a sample error");
});

/** The tools a documented command may call besides npm and npx: the shell's, PostgreSQL's and nginx's. */
const TOOLS = new Set([
  "cd",
  "mkdir",
  "export",
  "curl",
  "openssl",
  "git",
  "apt-get",
  "sudo",
  "createuser",
  "createdb",
  "psql",
  "nginx",
  "kill",
  "wrk",
  "cat",
  "ls",
]);

/** The commands of every fenced shell block in the README and the docs, continuation lines joined, comments cut. */
function documentedCommands(): { doc: string; command: string }[] {
  const tree = tracked();
  const docs = ["README.md", "data/README.md", ...[...tree.files].filter((f) => /^docs\/.*\.md$/.test(f) && f !== "docs/product-spec.md")];
  const out: { doc: string; command: string }[] = [];
  for (const doc of docs) {
    for (const block of readFileSync(path.join(root, doc), "utf8").matchAll(/^```(?:sh|bash|shell)\n([\s\S]*?)^```/gm)) {
      for (const line of block[1].replace(/\\\n/g, " ").split("\n")) {
        const code = line.replace(/(^|\s)#.*$/, "").trim();
        for (const command of code.split(/&&|\|\||;|\||&(?=\s|$)/)) if (command.trim()) out.push({ doc, command: command.trim() });
      }
    }
  }
  return out;
}

/** What is wrong with one documented command, or null: scripts, files, flags and settings it names must exist. */
function commandProblem(command: string, scripts: Record<string, string>, settings: string): string | null {
  const words = command.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? "")) {
    const name = words.shift()!.split("=")[0];
    if (!settings.includes(`\`${name}\``)) return `sets ${name}, which neither README.md nor docs/settings.md or docs/scripts.md documents`;
  }
  const [cmd = "", ...args] = words;
  const paths = args.filter((a) =>
    /^(?:routes|components|domain|server|scripts|e2e|data|docs|bench|deploy|test-support)\/[\w./-]+\.\w+$/.test(a),
  );
  for (const p of paths) if (!existsSync(path.join(root, p))) return `names ${p}, which does not exist`;
  if (cmd === "node") return "runs the system's node, which cannot run the project's TypeScript: use an npm script or npx node";
  if (cmd === "npx")
    return args[0] === "node" || args[0] === "playwright" ? null : `runs npx ${args[0]}, which is not one of the project's tools`;
  if (TOOLS.has(cmd)) return null;
  if (cmd !== "npm") return `runs ${cmd}, which this test does not know: add it to TOOLS if a reader has it`;
  if (["ci", "start", "test"].includes(args[0])) return null;
  if (args[0] !== "run") return `runs npm ${args[0]}`;
  const script = scripts[args[1] ?? ""];
  if (!script) return `runs npm run ${args[1]}, which package.json does not have`;
  const files = [...script.matchAll(/[\w./-]+\.ts/g)].map((m) => m[0]).filter((f) => existsSync(path.join(root, f)));
  const source = files.map((f) => readFileSync(path.join(root, f), "utf8")).join("\n");
  for (const arg of args.slice(args.indexOf("--") + 1 || args.length)) {
    const word = arg.replace(/^["']|["']$/g, "").split("=")[0];
    if (/^<|^http|^\$|^\//.test(word) || !/^-{0,2}[a-z][\w-]*$/.test(word)) continue;
    if (!source.includes(word.replace(/^-+/, "")))
      return `passes ${word} to npm run ${args[1]}, which its script (${files.join(", ")}) never reads`;
  }
  return null;
}

test("every command in the README's and the docs' shell blocks runs a script, file, flag and setting that exist", () => {
  const scripts = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  const settings = ["README.md", "docs/settings.md", "docs/scripts.md"].map((f) => readFileSync(path.join(root, f), "utf8")).join("\n");
  const commands = documentedCommands();
  assert.ok(commands.length >= 15, `only ${commands.length} documented commands found`);
  const problems = commands.flatMap(({ doc, command }) => {
    const problem = commandProblem(command, scripts, settings);
    return problem ? [`${doc}: \`${command}\` ${problem}`] : [];
  });
  assert.deepEqual(problems, [], "documented commands that cannot run as written");
});

test("the command checker refuses what a newcomer would trip on", () => {
  const scripts = { bench: "node --import tsx bench/run.ts", "check-data": "node scripts/check-data.ts" };
  const settings = "`PORT`";
  assert.match(commandProblem("node scripts/diner-tasks.ts http://localhost:4301", scripts, settings) ?? "", /system's node/);
  assert.match(commandProblem("npm run state-model", scripts, settings) ?? "", /package.json does not have/);
  assert.match(commandProblem("npm run bench -- --no-such-flag", scripts, settings) ?? "", /never reads/);
  assert.match(commandProblem("UNDOCUMENTED_SETTING=1 npm run bench", scripts, settings) ?? "", /documents/);
  assert.match(commandProblem("npx playwright test e2e/no-such.spec.ts", scripts, settings) ?? "", /does not exist/);
  assert.equal(commandProblem("PORT=3001 npm run bench -- --only=model --quick", scripts, settings), null);
});
