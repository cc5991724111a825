/**
 * The layering is enforced, not only documented: ESLint (eslint.config.js) refuses a domain file that imports a
 * component or the server, and a component that imports server code. Each case lints a planted file through the
 * project's own config, as `npm run lint` would see it at that path. The same goes for the length of a function
 * (at most 80 lines).
 */
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { ESLint } from "eslint";

const root = path.join(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function layeringErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports").map((m) => m.message);
}

test("a domain file importing a component fails lint", async () => {
  const errors = await layeringErrors(
    "domain/planted.ts",
    'import { ItemView } from "#components/item/ItemView.tsx";\nexport const x = ItemView;\n',
  );
  assert.equal(errors.length, 1, "one layering error");
  assert.match(errors[0], /domain\/ is the bottom layer/);
});

test("a domain file importing the server, by alias or by relative path, fails lint", async () => {
  for (const spec of ["#server/base/config.ts", "../server/base/config.ts", "../routes/routes.ts", "react"]) {
    const errors = await layeringErrors("domain/planted.ts", `import * as m from "${spec}";\nexport const x = m;\n`);
    assert.equal(errors.length, 1, `${spec} is refused in domain/`);
  }
});

test("a component importing server code fails lint", async () => {
  for (const [file, spec] of [
    ["components/item/Planted.tsx", "#server/http/api.ts"],
    ["components/item/Planted.tsx", "../../server/http/api.ts"],
  ]) {
    const errors = await layeringErrors(file, `import { createApi } from "${spec}";\nexport const x = createApi;\n`);
    assert.equal(errors.length, 1, `${spec} is refused in ${file}`);
    assert.match(errors[0], /components\/ never import server code/);
  }
});

test("what the layers allow still passes: a domain import in a component, a type-only context import", async () => {
  assert.deepEqual(
    await layeringErrors("components/item/Planted.tsx", 'import { itemSlug } from "#domain/rules/slug.ts";\nexport const x = itemSlug;\n'),
    [],
  );
  assert.deepEqual(
    await layeringErrors(
      "components/item/planted.server.ts",
      'import type { AppContext } from "#server/http/context.ts";\nexport type X = AppContext;\n',
    ),
    [],
  );
  assert.deepEqual(await layeringErrors("domain/planted.ts", 'import * as v from "valibot";\nexport const x = v;\n'), []);
});

test("every hand-written script is linted: the browser scripts in public/ are not ignored, generated files are", async () => {
  for (const file of ["public/app-lite.js", "public/explore-filters.js", "scripts/assets/sw.js", "bench/soak.ts"]) {
    assert.equal(await eslint.isPathIgnored(path.join(root, file)), false, `${file} is linted`);
  }
  for (const file of ["public/sw.js", "public/manifest.webmanifest", "build/server/index.js"]) {
    assert.equal(await eslint.isPathIgnored(path.join(root, file)), true, `${file} is generated, not linted`);
  }
});

test("a function over 80 lines fails lint; one of 80 passes, blank lines and comments not counted", async () => {
  const fn = (lines: number) =>
    `export function planted() {\n  // a comment\n\n${Array.from({ length: lines - 3 }, (_, i) => `  const v${i} = ${i};`).join("\n")}\n  return 0;\n}\n`;
  const lengthErrors = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, "domain/planted.ts") });
    return result.messages.filter((m) => m.ruleId === "max-lines-per-function");
  };
  assert.equal((await lengthErrors(fn(80))).length, 0, "80 lines pass");
  const errors = await lengthErrors(fn(81));
  assert.equal(errors.length, 1, "81 lines fail");
  assert.match(errors[0].message, /too many lines \(81\)/);
});

async function fetchErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages
    .filter((m) => m.ruleId === "no-restricted-globals" || m.ruleId === "no-restricted-properties")
    .map((m) => m.message);
}

test("a component posting a form with its own fetch fails lint; a React Router form passes", async () => {
  const planted = [
    'export async function send(body: unknown) {\n  return fetch("/api/contact", { method: "POST", body: JSON.stringify(body) });\n}\n',
    'export const send = (body: string) => window.fetch("/api/reviews", { method: "POST", body });\n',
    'export const send = (body: string) => globalThis.fetch("/api/comments", { method: "POST", body });\n',
  ];
  for (const code of planted) {
    const errors = await fetchErrors("components/community/Planted.tsx", code);
    assert.equal(errors.length, 1, `refused: ${code}`);
    assert.match(errors[0], /React Router <Form> or useFetcher\(\)\.Form posting to a route action/);
  }
  const form =
    'import { useFetcher } from "react-router";\nexport function Planted() {\n  const fetcher = useFetcher();\n  return <fetcher.Form method="post" action="/contact" />;\n}\n';
  assert.deepEqual(await fetchErrors("components/community/Planted.tsx", form), []);
});

// The rooms of domain/ and server/ (docs/decisions/0019-folders-by-kind.md): each imports only the rooms below it.
test("a room importing a room above it fails lint, by relative path or by alias", async () => {
  const refused: [string, string, RegExp][] = [
    ["domain/rules/planted.ts", "../indexes/alerts.ts", /domain\/rules holds pure rules/],
    ["domain/rules/planted.ts", "#domain/publish/atom.ts", /domain\/rules holds pure rules/],
    ["domain/rules/planted.ts", "../price-reports/input.ts", /domain\/rules holds pure rules/],
    ["domain/data/planted.ts", "../checks/claim-checks.ts", /domain\/data holds/],
    ["domain/copy/planted.ts", "../publish/atom.ts", /domain\/copy is page copy/],
    ["domain/indexes/planted.ts", "../copy/item-faq.ts", /domain\/indexes folds/],
    ["domain/price-reports/planted.ts", "../indexes/alerts.ts", /domain\/price-reports imports only/],
    ["domain/publish/planted.ts", "../checks/page-checks.ts", /domain\/publish writes/],
    ["domain/checks/planted.ts", "../publish/atom.ts", /domain\/checks reads/],
    ["server/base/planted.ts", "../store/store.ts", /server\/base .* is the server's bottom room/],
    ["server/store/planted.ts", "../http/app.ts", /server\/store keeps records/],
    ["server/store/planted.ts", "#server/cache/render-cache.ts", /server\/store keeps records/],
    ["server/notify/planted.ts", "../http/api.ts", /server\/notify sends/],
    ["server/cache/planted.ts", "../store/store.ts", /server\/cache keeps/],
    ["server/cache/planted.ts", "../http/app.ts", /server\/cache keeps/],
  ];
  for (const [file, spec, message] of refused) {
    const errors = await layeringErrors(file, `import * as m from "${spec}";\nexport const x = m;\n`);
    assert.equal(errors.length, 1, `${spec} is refused in ${file}`);
    assert.match(errors[0], message, `${file} importing ${spec}`);
  }
  const domainBottom = await layeringErrors(
    "domain/rules/planted.ts",
    'import * as m from "../../server/base/config.ts";\nexport const x = m;\n',
  );
  assert.equal(domainBottom.length, 1, "a room of domain/ still may not import the server");
  assert.match(domainBottom[0], /domain\/ is the bottom layer/);
});

test("what the rooms allow still passes: a room below, its own room, and the HTTP side importing any room", async () => {
  const allowed: [string, string][] = [
    ["domain/rules/planted.ts", "../data/schemas.ts"],
    ["domain/rules/planted.ts", "./menu.ts"],
    ["domain/data/planted.ts", "#domain/rules/menu.ts"],
    ["domain/indexes/planted.ts", "../price-reports/input.ts"],
    ["domain/publish/planted.ts", "../indexes/alerts.ts"],
    ["server/store/planted.ts", "../base/log.ts"],
    ["server/notify/planted.ts", "../store/store.ts"],
    ["server/cache/planted.ts", "../base/security.ts"],
    ["server/http/planted.ts", "../notify/alerts.ts"],
    ["server/http/planted.ts", "#server/store/store.ts"],
  ];
  for (const [file, spec] of allowed) {
    assert.deepEqual(
      await layeringErrors(file, `import * as m from "${spec}";\nexport const x = m;\n`),
      [],
      `${spec} is allowed in ${file}`,
    );
  }
});

test("every module of domain/ and server/ is in a room, and every room says in its README what lives there", () => {
  for (const top of ["domain", "server"]) {
    const loose = readdirSync(path.join(root, top)).filter((f) => /\.tsx?$/.test(f));
    assert.deepEqual(loose, [], `${top}/ holds only rooms (subfolders): give each file a room (docs/decisions/0019-folders-by-kind.md)`);
    for (const room of readdirSync(path.join(root, top), { withFileTypes: true }).filter((d) => d.isDirectory())) {
      const readme = path.join(root, top, room.name, "README.md");
      assert.ok(existsSync(readme), `${top}/${room.name}/README.md says what lives there and what may import it`);
      assert.match(readFileSync(readme, "utf8"), /import/i, `${top}/${room.name}/README.md says what may import it`);
    }
  }
});
