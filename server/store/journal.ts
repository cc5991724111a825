/**
 * The append-only journal of submissions (docs/decisions/0004-journal-durability.md): one writer, one JSON object per line, fsync before the
 * caller is answered, and group commit (server/store/group-commit.ts: all records waiting when a write starts share one
 * write and one fsync). Opening reads and repairs the file (server/store/journal-file.ts) and follows the moderation
 * feed (server/store/journal-moderation.ts).
 */
import { createHash, randomUUID } from "node:crypto";
import { statSync } from "node:fs";
import type fs from "node:fs/promises";
import { chmod, mkdir } from "node:fs/promises";
import path from "node:path";
import {
  applyRecord,
  emptyCommunity,
  isShownRecord,
  type CommunityState,
  type JournalRecord,
  type RecordType,
} from "#domain/indexes/journal-records.ts";
import { MemoryPosts } from "#domain/indexes/posts.ts";
import type { ReportIndex } from "#domain/price-reports/report-index.ts";
import { GroupCommit } from "./group-commit.ts";
import { lockJournalDir } from "./journal-lock.ts";
import { JOURNAL_FILE, openJournalFile } from "./journal-file.ts";
import { MODERATION_FILE, ModerationFeed } from "./journal-moderation.ts";
import type { Logger } from "../base/log.ts";
import { PostsBuild } from "./posts-build.ts";
import { POSTS_FILE, SqlitePosts, type IndexedUpTo } from "./posts-sqlite.ts";
import { readReportSnapshot, removeReportSnapshot, writeReportSnapshot, type Covered } from "./report-snapshot.ts";

/** At start, the posts file commits every this many records of the journal it had not indexed yet. */
const INDEX_BATCH = 20_000;
/** A new posts index is built by a worker thread (server/store/posts-build.ts) when the journal is at least this long. */
const BUILD_IN_WORKER_BYTES = 16 * 1024 * 1024;
/** How the journal's review and comment lines begin (JSON.stringify of a record, type first). */
const REVIEW_PREFIX = Buffer.from('{"type":"review","id":"');
const COMMENT_PREFIX = Buffer.from('{"type":"comment","id":"');
const REPORT_PREFIX = Buffer.from('{"type":"price-report","id":"');
/** A start that parsed at least this many price reports (none in a snapshot) writes a new snapshot of them. */
const SNAPSHOT_AFTER_REPORTS = 20_000;

interface Pending {
  record: JournalRecord;
  line: string;
  resolve: (r: JournalRecord) => void;
  reject: (e: unknown) => void;
}

export class Journal {
  /** Bumped after every durable record. */
  version = 0;
  /**
   * Bumped only by records some page or API answer shows (reviews, comments, hides): the render cache and
   * /api/reviews key on it, so contact messages and sign-ups, which nothing shows, never empty the caches.
   */
  shownVersion = 0;
  /** How many batches were written and fsync'd: fewer than records under load (group commit). */
  readonly stats = { records: 0, syncs: 0 };

  private readonly queue = new GroupCommit<Pending>((batch) => this.commit(batch));
  private closed = false;
  private readonly moderation: ModerationFeed;

  private fh: fs.FileHandle;
  private size: number;
  readonly file: string;
  private log: Logger;
  readonly state: CommunityState;
  private readonly posts: SqlitePosts;
  /** Set when a batch could not be written to the posts index: its mark then stays where it was. */
  private indexBehind = false;
  private readonly unlock: () => Promise<void>;
  private constructor(
    fh: fs.FileHandle,
    size: number,
    file: string,
    log: Logger,
    state: CommunityState,
    posts: SqlitePosts,
    unlock: () => Promise<void>,
  ) {
    this.unlock = unlock;
    this.posts = posts;
    this.fh = fh;
    this.size = size;
    this.file = file;
    this.log = log;
    this.state = state;
    this.moderation = new ModerationFeed(path.join(path.dirname(file), MODERATION_FILE), log, (records) => this.foldHides(records));
  }

  /**
   * Takes the folder's lock (server/store/journal-lock.ts: throws, naming the holder, when another live server has it)
   * before reading or repairing anything; the folder and the file are the server user's alone (0700, 0600: the
   * records hold commenters' emails).
   */
  static async open(dir: string, log: Logger): Promise<Journal> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    const unlock = await lockJournalDir(dir, (holder) => log.warn("journal: took over the lock of a server that is gone", { holder, dir }));
    const file = path.join(dir, JOURNAL_FILE);
    const postsFile = path.join(dir, POSTS_FILE);
    let read;
    try {
      let snapshot = loadSnapshot(dir, file, log);
      let fresh = false;
      for (;;) {
        read = await readIntoIndex(file, postsFile, log, fresh, snapshot);
        if (read.matched && read.snapshotMatched) break;
        await read.fh.close();
        read.posts.close();
        if (!read.matched) {
          // The posts file holds records this journal does not (cut back, replaced): it is built again.
          log.warn("journal: the posts index does not match the journal; building it again", { file });
          fresh = true;
        } else {
          // The journal's bytes before the snapshot's mark are not the ones it was taken from: every report is read again.
          log.warn("journal: the report snapshot does not match the journal; reading every report", { file });
          removeReportSnapshot(dir);
          snapshot = null;
        }
      }
      if (read.reportsParsed >= SNAPSHOT_AFTER_REPORTS && read.sha256) {
        try {
          writeReportSnapshot(dir, read.state.reports, { bytes: read.size, sha256: read.sha256 });
          log.info("journal: wrote the report snapshot", { reports: read.state.reports.size, bytes: read.size });
        } catch (err) {
          log.warn("journal: could not write the report snapshot (the next start reads every report)", { err });
        }
      }
    } catch (err) {
      await unlock();
      throw err;
    }
    const { fh, size, count, state, shown, posts } = read;
    const journal = new Journal(fh, size, file, log, state, posts, unlock);
    journal.version = count;
    journal.shownVersion = shown;
    await journal.moderation.start();
    log.info("journal: opened", { file, records: count, hidden: journal.state.hidden.size });
    return journal;
  }

  /** Hides read from the moderation feed: the ones not applied yet are folded in and invalidate shown pages. */
  private foldHides(records: JournalRecord[]): void {
    // A hide of a hidden entry, or a restore of a shown one, changes nothing (the feed may be read again).
    let changed = 0;
    for (const r of records) {
      const target = r.data?.target;
      if (typeof target !== "string" || this.state.hidden.has(target) === (r.type === "hide")) continue;
      applyRecord(this.state, r);
      changed++;
      this.log.info(r.type === "hide" ? "journal: hid an entry" : "journal: restored an entry", { target });
    }
    if (changed === 0) return;
    this.version++;
    this.shownVersion++;
  }

  /** Appends a record; resolves once it is on disk (fsync'd). */
  append(type: RecordType, data: Record<string, unknown>, id: string = randomUUID()): Promise<JournalRecord> {
    if (this.closed) return Promise.reject(new Error("journal is closed"));
    const record: JournalRecord = { type, id, at: new Date().toISOString(), data };
    const line = JSON.stringify(record) + "\n";
    return new Promise((resolve, reject) => this.queue.push({ record, line, resolve, reject }));
  }

  /** One batch: one write and one fsync, then every record is folded in and answered. */
  private async commit(batch: Pending[]): Promise<void> {
    const buf = Buffer.from(batch.map((p) => p.line).join(""), "utf8");
    try {
      let offset = 0;
      while (offset < buf.length) {
        const { bytesWritten } = await this.fh.write(buf, offset, buf.length - offset);
        offset += bytesWritten;
      }
      await this.fh.datasync();
      this.stats.syncs++;
      this.stats.records += batch.length;
      this.size += buf.length;
    } catch (err) {
      // Leave no half record behind: cut the file back to its last whole line.
      this.log.error("journal: write failed", { err });
      await this.fh.truncate(this.size).catch(() => undefined);
      for (const p of batch) p.reject(err);
      return;
    }
    try {
      this.posts.begin();
      let failed: unknown = null;
      for (const p of batch) {
        try {
          applyRecord(this.state, p.record);
        } catch (err) {
          failed ??= err;
        }
      }
      if (failed) throw failed;
      // Once a batch is missing from the index, the index no longer says it holds the journal past it.
      this.posts.commit(this.indexBehind ? undefined : { bytes: this.size, lastId: batch[batch.length - 1].record.id });
    } catch (err) {
      // The records are durable in the journal; the index is behind it and catches up from its mark at the next start.
      this.log.error("journal: the posts index could not be written", { err });
      this.indexBehind = true;
      try {
        this.posts.rollback();
      } catch {
        // Nothing to roll back.
      }
    }
    for (const p of batch) {
      this.version++;
      if (isShownRecord(p.record)) this.shownVersion++;
      p.resolve(p.record);
    }
  }

  /** Waits for every queued record to be durable, then closes the file. */
  async close(): Promise<void> {
    this.closed = true;
    await this.moderation.close();
    await this.queue.idle();
    await this.fh.close();
    this.posts.close();
    await this.unlock();
  }
}

/** The report snapshot beside the journal, or null (none, or one that cannot be used: logged, and removed). */
function loadSnapshot(dir: string, file: string, log: Logger): { index: ReportIndex; covered: Covered } | null {
  let journalBytes = 0;
  try {
    journalBytes = statSync(file).size;
  } catch {
    // No journal yet: a snapshot beside none covers nothing.
  }
  const snap = readReportSnapshot(dir, journalBytes);
  if ("index" in snap) return snap;
  if (snap.reason !== "none") {
    log.warn("journal: ignored the report snapshot; reading every report", { reason: snap.reason });
    removeReportSnapshot(dir);
  }
  return null;
}

/**
 * Reads the journal into a fresh state whose reviews and comments are in the posts file beside it: the records the
 * file already holds are folded without being inserted again; the rest are inserted, committed every INDEX_BATCH.
 * An empty file (a first start, a rebuild, a build cut short) is instead built afresh beside it and renamed once
 * complete: for a long journal, by a worker thread (server/store/posts-build.ts) while this thread reads the rest, the
 * state holding the hides only until it is done.
 * `matched` is false when the file claims records the journal does not have where it says. With a report snapshot,
 * the state's reports are the snapshot's and the report lines it covers are only counted; the journal is hashed as
 * it is read, and `snapshotMatched` is false when its bytes up to the snapshot's mark are not the ones it covers.
 */
async function readIntoIndex(
  file: string,
  postsFile: string,
  log: Logger,
  fresh: boolean,
  snapshot: { index: ReportIndex; covered: Covered } | null,
) {
  const { build, building, ...open } = openPosts(file, postsFile, fresh);
  let posts = open.posts;
  const state = emptyCommunity(build ? new MemoryPosts() : posts);
  if (snapshot) state.reports = snapshot.index;
  const upTo = build ? { bytes: 0, lastId: "" } : posts.indexedUpTo();
  if (!build) {
    posts.showAll();
    posts.begin();
  }
  const read = { matched: upTo.bytes === 0, shown: 0, reportsParsed: 0, last: null as IndexedUpTo | null };
  let pending = 0;
  const hash = journalHash(snapshot?.covered.bytes ?? 0, !!snapshot);
  try {
    const opened = await openJournalFile(
      file,
      log,
      (r, end) => {
        read.last = { bytes: end, lastId: r.id };
        if (end === upTo.bytes && r.id === upTo.lastId) read.matched = true;
        if (r.type === "price-report") read.reportsParsed++;
        if (isShownRecord(r)) read.shown++;
        // A review or comment line not written as the server writes them (so not found by `skip`): handed on as such.
        if (build && (r.type === "review" || r.type === "comment")) {
          state.counts[r.type]++;
          build.add(Buffer.from(JSON.stringify(r)));
          return;
        }
        posts.replaying = end <= upTo.bytes;
        applyRecord(state, r);
        if (!build && !posts.replaying && ++pending >= INDEX_BATCH) {
          posts.commit(read.last);
          posts.begin();
          pending = 0;
        }
      },
      skipLine(state, read, upTo, snapshot?.covered.bytes ?? 0, build),
      (chunk) => {
        hash.onChunk(chunk);
        return build?.drained();
      },
    );
    if (build) {
      const invalid = await build.finish(read.last, state.hidden);
      if (invalid > 0) log.warn("journal: skipped review or comment lines that are not records", { lines: invalid, file });
      posts = new SqlitePosts(postsFile);
      state.posts = posts;
    } else {
      posts.replaying = false;
      posts.commit(read.last ?? undefined);
      if (building) posts.finishBuild(state.hidden);
    }
    const snapshotMatched = !snapshot || hash.prefix() === snapshot.covered.sha256;
    // The whole file's hash, when the whole file is what was kept (no torn last line cut off).
    const sha256 = hash.whole(opened.size);
    return {
      ...opened,
      state,
      shown: read.shown,
      posts,
      matched: read.matched,
      snapshotMatched,
      reportsParsed: read.reportsParsed,
      sha256,
    };
  } catch (err) {
    if (build) await build.abort();
    else posts.close();
    throw err;
  }
}

/**
 * The posts file, or (`building`: it was empty) the one being built in its stead: by a worker thread (`build`) for a
 * long journal, else here (a thread costs more than it saves).
 */
function openPosts(file: string, postsFile: string, fresh: boolean) {
  const existing = new SqlitePosts(postsFile, { fresh });
  if (!existing.isEmpty()) return { posts: existing, build: null, building: false };
  existing.close();
  if ((statSync(file, { throwIfNoEntry: false })?.size ?? 0) < BUILD_IN_WORKER_BYTES)
    return { posts: new SqlitePosts(postsFile, { building: true }), build: null, building: true };
  return { posts: existing, build: new PostsBuild(postsFile), building: true };
}

/**
 * The lines the read only counts (true), their lines starting as JSON.stringify wrote them: a price report the
 * snapshot holds; a review or a comment the posts file holds (before its last line, which is read to check its id),
 * or, while the file is built, any review or comment, handed unparsed to the worker building it.
 */
function skipLine(
  state: CommunityState,
  read: { matched: boolean; shown: number; last: IndexedUpTo | null },
  upTo: IndexedUpTo,
  reportsUpTo: number,
  build: PostsBuild | null,
) {
  return (line: Buffer, end: number): boolean => {
    if (end <= reportsUpTo && startsWith(line, REPORT_PREFIX)) {
      // The posts file's mark may fall on a report line: its id is read from the line to check it.
      if (end === upTo.bytes && idAfter(line, REPORT_PREFIX) === upTo.lastId) read.matched = true;
      state.counts["price-report"]++;
      return true;
    }
    if (!build && end >= upTo.bytes) return false;
    const prefix = startsWith(line, REVIEW_PREFIX) ? REVIEW_PREFIX : startsWith(line, COMMENT_PREFIX) ? COMMENT_PREFIX : null;
    if (!prefix) return false;
    state.counts[prefix === REVIEW_PREFIX ? "review" : "comment"]++;
    read.shown++;
    if (build) {
      build.add(line);
      read.last = { bytes: end, lastId: idAfter(line, prefix) };
    }
    return true;
  };
}

const startsWith = (line: Buffer, prefix: Buffer) => line.subarray(0, prefix.length).equals(prefix);
/** The id a line starting with `prefix` (which ends with the id's opening quote) holds. */
const idAfter = (line: Buffer, prefix: Buffer) => line.toString("utf8", prefix.length, line.indexOf(34, prefix.length));

/**
 * The journal's SHA-256, fed chunk by chunk as it is read: the whole file's, and (`withPrefix`, a report snapshot)
 * that of its first `upTo` bytes, the part the snapshot says it covers. Read `prefix()` before `whole()`.
 */
function journalHash(upTo: number, withPrefix: boolean) {
  const hash = createHash("sha256");
  let hashed = 0;
  let prefix: string | null = null;
  return {
    onChunk: (chunk: Buffer) => {
      if (withPrefix && prefix === null && hashed + chunk.length >= upTo) {
        const k = upTo - hashed;
        hash.update(chunk.subarray(0, k));
        prefix = hash.copy().digest("hex");
        hash.update(chunk.subarray(k));
      } else hash.update(chunk);
      hashed += chunk.length;
    },
    /** The first `upTo` bytes' hash, or null when the file is shorter (or there is no snapshot). */
    prefix: (): string | null => {
      if (withPrefix && prefix === null && hashed === upTo) prefix = hash.copy().digest("hex");
      return prefix;
    },
    /** The whole file's hash when `size` bytes were read (all of it), else null. Ends the hash. */
    whole: (size: number): string | null => (hashed === size ? hash.digest("hex") : null),
  };
}
