/**
 * One way to load a page's data: a route's loader reads its params and query, calls a data function beside its
 * screen (`components/<screen>/<screen>-data.server.ts`) and returns what it gives, or throws its redirect. A loader
 * that builds the page's data itself (long, with helper functions of its own or beside it in the route) fails here,
 * with a planted example of each kind, so a new inline loader is caught in review by `npm run test:quick`.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import ts from "typescript";

const root = path.join(import.meta.dirname, "..");

/** The most lines of code (blank lines and comments aside) a loader may have, its first and last line included. */
const MAX_LOADER_LINES = 8;

/** The exported `loader` of a route module: a function declaration or a const holding a function. */
function findLoader(source: ts.SourceFile): ts.FunctionLikeDeclaration | undefined {
  for (const s of source.statements) {
    if (ts.isFunctionDeclaration(s) && s.name?.text === "loader") return s;
    if (ts.isVariableStatement(s))
      for (const d of s.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.name.text === "loader" && d.initializer && ts.isFunctionLike(d.initializer))
          return d.initializer as ts.FunctionLikeDeclaration;
  }
  return undefined;
}

/** The names of the functions the route module itself defines at its top level (not imported ones). */
function moduleFunctions(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const s of source.statements) {
    if (ts.isFunctionDeclaration(s) && s.name) names.add(s.name.text);
    if (ts.isVariableStatement(s))
      for (const d of s.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer)))
          names.add(d.name.text);
  }
  return names;
}

/** Lines holding code between two offsets: blank lines and comment-only lines are not counted. */
function codeLines(text: string): number {
  const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return withoutComments.split("\n").filter((l) => l.trim() !== "").length;
}

/** What is wrong with a route module's loader: too long, a function defined inside it, or a call of the route's own helper. */
function loaderProblems(file: string, text: string): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const loader = findLoader(source);
  if (!loader?.body) return [];
  const problems: string[] = [];
  const lines = codeLines(loader.getText(source));
  if (lines > MAX_LOADER_LINES)
    problems.push(`${file}: the loader has ${lines} lines of code (at most ${MAX_LOADER_LINES}): move its body to a data function`);
  const own = moduleFunctions(source);
  own.delete("loader");
  const visit = (node: ts.Node) => {
    if (node !== loader && ts.isFunctionLike(node))
      problems.push(
        `${file}: the loader defines a function (line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1})`,
      );
    else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && own.has(node.expression.text))
      problems.push(`${file}: the loader calls ${node.expression.text}, a helper defined in the route: move it to the data function`);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(loader.body, visit);
  return problems;
}

const routeFiles = () =>
  readdirSync(path.join(root, "routes"))
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.posix.join("routes", f));

test("every route's loader only reads its params, calls a data function and returns or throws its answer", () => {
  const problems = routeFiles().flatMap((file) => loaderProblems(file, readFileSync(path.join(root, file), "utf8")));
  assert.deepEqual(problems, []);
});

test("a loader that builds its page's data inline fails the check (planted)", () => {
  const long = `export function loader({ request }: Args) {\n${Array.from({ length: MAX_LOADER_LINES - 2 }, (_, i) => `  const v${i} = ${i};`).join("\n")}\n  return v0;\n}\n`;
  assert.match(loaderProblems("routes/planted.tsx", long).join("\n"), /the loader has 9 lines of code \(at most 8\)/);

  const inner = "export function loader() {\n  const flat = (x: number) => x + 1;\n  return [1, 2].map(flat);\n}\n";
  assert.match(loaderProblems("routes/planted.tsx", inner).join("\n"), /the loader defines a function \(line 2\)/);

  const callback = "export function loader() {\n  return [1, 2].map(function (x) { return x * 2; });\n}\n";
  assert.match(loaderProblems("routes/planted.tsx", callback).join("\n"), /the loader defines a function/);

  const helper =
    'const notFound = (what: string) => new Response(what, { status: 404 });\nfunction rows() { return []; }\nexport const loader = () => (Math.random() ? notFound("x") : rows());\n';
  const found = loaderProblems("routes/planted.ts", helper);
  assert.equal(found.length, 2, found.join("\n"));
  assert.match(found[0], /calls notFound, a helper defined in the route/);
  assert.match(found[1], /calls rows, a helper defined in the route/);
});

test("a loader that parses, calls a data function and returns or throws passes, comments not counted", () => {
  const thin = [
    'import { data, redirect } from "react-router";',
    'import { itemPage } from "#components/item/item-page-data.server.ts";',
    "function Unrelated() { return null; }",
    "export function loader({ params, request, context }: Args) {",
    "  // The one address of an item: other spellings are sent there.",
    "  /* a block comment",
    "     over two lines */",
    "",
    "  const page = itemPage(app(context), params.itemId, new URL(request.url));",
    "  if (page.redirectTo) throw redirect(page.redirectTo, 301);",
    "  return data(page.body, { status: page.status });",
    "}",
    "export default Unrelated;",
  ].join("\n");
  assert.deepEqual(loaderProblems("routes/planted.tsx", thin), []);
});
