/**
 * One writer per journal folder (docs/decisions/0004-journal-durability.md): before a server reads or repairs
 * anything in JOURNAL_DIR it takes `JOURNAL_DIR/journal.lock`, a file naming its process (pid, host, the process's
 * start time from /proc where there is one). The file is made whole under a temporary name and linked into place,
 * so it appears atomically and only once: a second server finds it and refuses to start, naming the holder. A lock
 * left by a process that is gone (kill -9, a crash, a restarted container whose pid is now someone else's) is
 * taken over; one held by a live process never is. Node has no flock(2), and a lock on a file that outlives its
 * process needs exactly this liveness check.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export const LOCK_FILE = "journal.lock";

interface Holder {
  pid: number;
  host: string;
  /** The process's start time in clock ticks since boot (/proc/<pid>/stat), or null where /proc is missing. */
  started: number | null;
  since: string;
}

/** Locks this process holds, by path: a second open in the same process is refused like another process's. */
const held = new Set<string>();

export class JournalLockedError extends Error {}

async function processStart(pid: number): Promise<number | null> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: the fields after it follow the last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[19]);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

function readHolder(text: string): Holder | null {
  try {
    const h = JSON.parse(text) as Partial<Holder>;
    if (typeof h.pid !== "number" || !Number.isInteger(h.pid) || h.pid <= 0 || typeof h.host !== "string") return null;
    return {
      pid: h.pid,
      host: h.host,
      started: typeof h.started === "number" ? h.started : null,
      since: typeof h.since === "string" ? h.since : "?",
    };
  } catch {
    return null;
  }
}

/** Whether the holder is a process still running (another host's cannot be checked: it counts as running). */
async function alive(h: Holder, lockPath: string): Promise<boolean> {
  if (h.host !== os.hostname()) return true;
  if (h.pid === process.pid) return held.has(lockPath);
  try {
    process.kill(h.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  // Running, or another user's (EPERM): the same process only if it started when the holder did (pids are reused).
  if (h.started === null) return true;
  const now = await processStart(h.pid);
  return now === null || now === h.started;
}

const describeHolder = (h: Holder) => `pid ${h.pid}${h.host === os.hostname() ? "" : ` on host ${h.host}`}, since ${h.since}`;

/**
 * Takes the folder's lock, or throws JournalLockedError naming the live holder. Returns the release, which
 * removes the lock file if it is still this process's.
 */
export async function lockJournalDir(dir: string, onStale: (holder: string) => void): Promise<() => Promise<void>> {
  const lockPath = path.join(dir, LOCK_FILE);
  const mine =
    JSON.stringify({
      pid: process.pid,
      host: os.hostname(),
      started: await processStart(process.pid),
      since: new Date().toISOString(),
    } satisfies Holder) + "\n";
  const tmp = path.join(dir, `${LOCK_FILE}.${process.pid}.tmp`);
  await fs.writeFile(tmp, mine, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await fs.link(tmp, lockPath);
        held.add(lockPath);
        return async () => {
          held.delete(lockPath);
          const now = await fs.readFile(lockPath, "utf8").catch(() => null);
          if (now === mine) await fs.rm(lockPath, { force: true });
        };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      }
      const text = await fs
        .readFile(lockPath, "utf8")
        .catch((err: NodeJS.ErrnoException) => (err.code === "ENOENT" ? null : Promise.reject(err)));
      if (text === null) continue;
      const holder = readHolder(text);
      if (holder && (await alive(holder, lockPath))) {
        throw new JournalLockedError(
          `journal: ${dir} is in use by another server (${describeHolder(holder)}): one server writes a journal. Stop that one first, or give this one its own JOURNAL_DIR (several instances share submissions through DATABASE_URL).`,
        );
      }
      await takeOver(lockPath, text);
      onStale(holder ? describeHolder(holder) : "an unreadable lock file");
    }
    throw new JournalLockedError(
      `journal: could not take the lock ${lockPath}: other processes keep taking it; is another server starting on this JOURNAL_DIR?`,
    );
  } finally {
    await fs.rm(tmp, { force: true });
  }
}

/**
 * Moves a stale lock aside and deletes it. Renaming is atomic, so of two servers taking over the same stale lock
 * only one moves it; if what was moved is no longer the stale lock (another server took it over in between), it
 * is put back where it was.
 */
async function takeOver(lockPath: string, staleText: string): Promise<void> {
  const aside = `${lockPath}.stale.${process.pid}`;
  try {
    await fs.rename(lockPath, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
    throw err;
  }
  const moved = await fs.readFile(aside, "utf8");
  if (moved !== staleText) await fs.link(aside, lockPath).catch(() => undefined);
  await fs.rm(aside, { force: true });
}
