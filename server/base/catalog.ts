/**
 * Loads data/*.json, validates every entry, and watches the folder: a valid edit replaces the catalog within
 * a second; an invalid one is logged with file, entry and field and the last good catalog stays in service.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { buildCatalog, type Catalog } from "#domain/data/catalog.ts";
import { crossCheck, DATA_FILES, parseDataFile, type DataKey, type DataSet } from "#domain/data/data-files.ts";
import { formatDataError, type DataError } from "#domain/data/data-error.ts";
import type { Logger } from "./log.ts";

export type LoadResult = { ok: true; catalog: Catalog } | { ok: false; errors: DataError[] };

/** Reads and validates every data file in dir. */
export async function loadCatalog(dir: string): Promise<LoadResult> {
  const errors: DataError[] = [];
  const data = {} as DataSet;
  const hash = createHash("sha256");
  for (const key of Object.keys(DATA_FILES) as DataKey[]) {
    const { file } = DATA_FILES[key];
    let text: string;
    try {
      text = await fsp.readFile(path.join(dir, file), "utf8");
    } catch (err) {
      errors.push({ file, message: `cannot be read (${(err as NodeJS.ErrnoException).code ?? "error"})` });
      continue;
    }
    hash.update(file).update("\0").update(text).update("\0");
    const parsed = parseDataFile(key, text);
    errors.push(...parsed.errors);
    (data as Record<DataKey, unknown>)[key] = parsed.data;
  }
  if (errors.length === 0) errors.push(...crossCheck(data));
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, catalog: buildCatalog(data, hash.digest("hex").slice(0, 12)) };
}

export class CatalogStore {
  private watcher: fs.FSWatcher | null = null;
  private timer: NodeJS.Timeout | null = null;
  private reloading: Promise<void> | null = null;
  private again = false;
  private readonly listeners: ((before: Catalog, after: Catalog) => void)[] = [];

  public current: Catalog;
  private dir: string;
  private log: Logger;
  private constructor(current: Catalog, dir: string, log: Logger) {
    this.current = current;
    this.dir = dir;
    this.log = log;
  }

  /** Loads the catalog, or throws an error whose message lists every problem (file, entry, field). */
  static async open(dir: string, log: Logger): Promise<CatalogStore> {
    const result = await loadCatalog(dir);
    if (!result.ok) {
      const err = new Error(`The data files have ${result.errors.length} error(s):\n${result.errors.map(formatDataError).join("\n")}`);
      (err as Error & { dataErrors: DataError[] }).dataErrors = result.errors;
      throw err;
    }
    log.info("data: loaded", { version: result.catalog.version, items: result.catalog.menuItems.length });
    return new CatalogStore(result.catalog, dir, log);
  }

  /** Watches the data folder (not the journal below it); edits are picked up after a short debounce. */
  watch(): void {
    const names = new Set<string>(Object.values(DATA_FILES).map((f) => f.file));
    this.watcher = fs.watch(this.dir, (_event, name) => {
      if (name && !names.has(name.toString())) return;
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.reload(), 100);
    });
    this.watcher.on("error", (err) => this.log.error("data: watch failed", { err }));
  }

  async reload(): Promise<void> {
    if (this.reloading) {
      this.again = true;
      return this.reloading;
    }
    this.reloading = (async () => {
      do {
        this.again = false;
        const result = await loadCatalog(this.dir);
        if (!result.ok) {
          for (const e of result.errors)
            this.log.error("data: invalid edit, still serving the last good data", { problem: formatDataError(e), ...e });
          continue;
        }
        if (result.catalog.version === this.current.version) continue;
        const before = this.current;
        this.current = result.catalog;
        for (const l of this.listeners) l(before, result.catalog);
        this.log.info("data: reloaded", { version: result.catalog.version, items: result.catalog.menuItems.length });
      } while (this.again);
    })().finally(() => {
      this.reloading = null;
    });
    return this.reloading;
  }

  /** Called after each reload that changed the data, with the data before and after (push alerts compare estimates). */
  onReload(listener: (before: Catalog, after: Catalog) => void): void {
    this.listeners.push(listener);
  }

  close(): void {
    this.watcher?.close();
    if (this.timer) clearTimeout(this.timer);
  }
}
