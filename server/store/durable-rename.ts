/**
 * A file written beside its final name and put in place so a crash leaves the old file or the new one, never half of
 * one: the new file's bytes synced, the rename, then the folder synced so the rename itself survives a power cut. The
 * report snapshot (report-snapshot.ts) and a newly built posts index (posts-sqlite.ts) are put in place this way.
 */
import { closeSync, fsyncSync, openSync, renameSync } from "node:fs";
import path from "node:path";

/** fsync of a file or folder by path. */
function syncPath(p: string, flags: "r" | "r+"): void {
  const fd = openSync(p, flags);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Syncs `from` (already written and closed), renames it over `to`, and syncs `to`'s folder. */
export function renameDurably(from: string, to: string): void {
  syncPath(from, "r+");
  renameSync(from, to);
  syncPath(path.dirname(to), "r");
}
