/**
 * npm run import-data: derives the data files that come from outside sources (scripts/import/modules.ts) from the
 * raw files in data/sources/, validates them like every data file and writes the ones that changed.
 * `npm run import-data -- --check` writes nothing and exits 1 when a committed file differs from its sources.
 * Optional arguments: the data folder (default DATA_DIR or ./data); sources are read from its sources/ folder.
 */
import path from "node:path";
import { loadConfig } from "#server/base/config.ts";
import { IMPORTS } from "./import/modules.ts";
import { runImports } from "./import/run.ts";

const args = process.argv.slice(2);
const check = args.includes("--check");
const dataDir = args.find((a) => !a.startsWith("--")) ?? loadConfig().dataDir;
try {
  const results = await runImports(IMPORTS, { sourcesDir: path.join(dataDir, "sources"), dataDir, write: !check });
  for (const r of results)
    console.log(
      `${r.name}: data/${r.file} ${r.changed ? (check ? "differs from its sources (run npm run import-data)" : "written") : "unchanged"}`,
    );
  if (check && results.some((r) => r.changed)) process.exit(1);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
