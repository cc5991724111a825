/**
 * The import path: each module in scripts/import/modules.ts reads raw files from data/sources/ and
 * derives one data file; the runner writes it in one compact layout, validates it like every data file (the
 * schema of DATA_FILES, then the whole folder's cross-checks) and reports which files changed.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { DATA_FILES, parseDataFile, type DataKey } from "#domain/data/data-files.ts";
import { formatDataError } from "#domain/data/data-error.ts";
import { loadCatalog } from "#server/base/catalog.ts";

export interface ImportModule {
  /** What it imports, for the runner's report. */
  name: string;
  /** The raw files it reads, relative to data/sources/. */
  sources: readonly string[];
  /** The data file it writes (a key of DATA_FILES, so the server loads, validates and watches it). */
  output: DataKey;
  /** The entries of the data file, from the raw files' text (keyed by their path in `sources`). Pure. */
  derive(read: (source: string) => string): unknown[];
}

/**
 * JSON with one entry's flat parts on one line: a value whose members are all numbers, strings, booleans or
 * null is written inline (`{ "iso": "USA", ... }`), anything holding such values is spread over lines. A diff of
 * a new edition then shows one line per changed country.
 */
export function compactJson(value: unknown, indent = ""): string {
  const flat = (v: unknown) => v === null || typeof v !== "object";
  if (flat(value)) return JSON.stringify(value);
  const inner = indent + "  ";
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every(flat)) return `[${value.map((v) => JSON.stringify(v)).join(", ")}]`;
    return `[\n${value.map((v) => inner + compactJson(v, inner)).join(",\n")}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return "{}";
  if (entries.every(([, v]) => flat(v))) return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(", ")} }`;
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${compactJson(v, inner)}`).join(",\n")}\n${indent}}`;
}

/** The text a module writes: its entries, laid out by compactJson, checked against the file's schema. */
export async function deriveFile(module: ImportModule, sourcesDir: string): Promise<string> {
  const texts = new Map<string, string>();
  for (const source of module.sources) texts.set(source, await fs.readFile(path.join(sourcesDir, source), "utf8"));
  const read = (source: string) => {
    const text = texts.get(source);
    if (text === undefined) throw new Error(`${module.name}: reads ${source}, which is not in its sources list`);
    return text;
  };
  const text = `${compactJson(module.derive(read))}\n`;
  const { errors } = parseDataFile(module.output, text);
  if (errors.length)
    throw new Error(`${module.name}: the derived file does not validate:\n${errors.map((e) => `  ${formatDataError(e)}`).join("\n")}`);
  return text;
}

export interface ImportResult {
  name: string;
  file: string;
  changed: boolean;
}

/**
 * Runs every module: derives its file and, when `write`, writes the ones that changed, then loads the whole
 * data folder as the server does (cross-checks between files). With `write` false nothing is written: the
 * results say which files would change (`npm run import-data -- --check`).
 */
export async function runImports(
  modules: readonly ImportModule[],
  opts: { sourcesDir: string; dataDir: string; write: boolean },
): Promise<ImportResult[]> {
  const results: ImportResult[] = [];
  for (const module of modules) {
    const file = DATA_FILES[module.output].file;
    const target = path.join(opts.dataDir, file);
    const text = await deriveFile(module, opts.sourcesDir);
    const old = await fs.readFile(target, "utf8").catch(() => null);
    const changed = old !== text;
    if (changed && opts.write) await fs.writeFile(target, text);
    results.push({ name: module.name, file, changed });
  }
  if (opts.write) {
    const loaded = await loadCatalog(opts.dataDir);
    if (!loaded.ok)
      throw new Error(`the data folder does not load after the import:\n${loaded.errors.map((e) => `  ${formatDataError(e)}`).join("\n")}`);
  }
  return results;
}
