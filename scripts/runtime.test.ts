/**
 * The project brings its runtime: the `node` devDependency (Node 24 LTS from the npm registry) is what every
 * `npm run` script runs on, since npm puts node_modules/.bin first on their PATH. The version files for people
 * who bring their own Node (nvm, fnm, asdf, volta...) and `engines` say the same version.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";

const root = path.join(import.meta.dirname, "..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};
const pinned = pkg.devDependencies.node;

test("the tests run on the Node the project brings, not on the system's", () => {
  assert.match(pinned, /^24\.\d+\.\d+$/, "devDependencies.node is an exact 24.x version");
  assert.equal(
    process.version,
    `v${pinned}`,
    "run the tests through npm (npm test, npm run test:quick), which puts node_modules/.bin first",
  );
});

test(".nvmrc, .node-version and engines name the same Node", () => {
  for (const file of [".nvmrc", ".node-version"]) assert.equal(readFileSync(path.join(root, file), "utf8").trim(), pinned, file);
  const floor = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(pkg.engines.node);
  assert.ok(floor, `engines.node is a caret range: ${pkg.engines.node}`);
  const [major, minor] = pinned.split(".").map(Number);
  assert.equal(major, Number(floor[1]), "engines and the devDependency are the same major");
  assert.ok(minor >= Number(floor[2]), "the devDependency satisfies engines");
});

test("the production start bounds V8's heap with HEAP_LIMIT_MB (the README gives the same default) and passes the bench the same V8 flags", () => {
  const m = /--max-old-space-size=\$\{HEAP_LIMIT_MB:-(\d+)\}/.exec(pkg.scripts.serve);
  assert.ok(m, `npm run serve passes --max-old-space-size from HEAP_LIMIT_MB: ${pkg.scripts.serve}`);
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  assert.match(
    readme,
    new RegExp(`\\| \`HEAP_LIMIT_MB\` \\| \`${m[1]}\` \\|`),
    "the README's settings table names HEAP_LIMIT_MB with the script's default",
  );
  const bench = readFileSync(path.join(root, "bench/server.ts"), "utf8");
  assert.ok(bench.includes(`heapLimitMb = process.env.HEAP_LIMIT_MB ?? "${m[1]}"`), "the bench starts the server with the same heap limit");
  assert.ok(bench.includes("`--max-old-space-size=${heapLimitMb}`"), "the bench passes it as the old-space limit");
  for (const flag of ["--max-semi-space-size=2", "--no-allocation-site-pretenuring"]) {
    assert.ok(pkg.scripts.serve.includes(` ${flag} `), `npm run serve passes ${flag}`);
    assert.ok(bench.includes(`"${flag}"`), `the bench passes ${flag} as npm run serve does`);
  }
});

for (const [name, constant] of [
  ["MALLOC_ARENA_MAX", "mallocArenaMax"],
  ["MALLOC_MMAP_THRESHOLD_", "mallocMmapThreshold"],
] as const)
  test(`the production start sets glibc's ${name}, and the README and the bench agree`, () => {
    const m = new RegExp(`(?:^|\\s)${name}=\\$\\{${name}:-(\\d+)\\} `).exec(pkg.scripts.serve);
    assert.ok(m, `npm run serve sets ${name} with a default: ${pkg.scripts.serve}`);
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    assert.match(
      readme,
      new RegExp(`\\| \`${name}\` \\| \`${m[1]}\` \\|`),
      `the README's settings table names ${name} with the script's default`,
    );
    const bench = readFileSync(path.join(root, "bench/server.ts"), "utf8");
    assert.ok(bench.includes(`${constant} = process.env.${name} ?? "${m[1]}"`), "the bench starts the server with the same default");
    assert.ok(bench.includes(`${name}: ${constant}`), "the bench passes it to the server's environment");
  });
