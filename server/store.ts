/**
 * Where submissions live: the file journal (server/journal.ts, the default: one process, nothing to run) or
 * PostgreSQL (server/journal-pg.ts, when DATABASE_URL is set: any number of instances on one database).
 * Both hold the same records (domain/journal-records.ts) and fold them into the same state; the app sees
 * only this interface, chosen at boot from the settings.
 */
import type { CommunityState, JournalRecord, RecordType } from "#domain/journal-records.ts";
import type { Config } from "./config.ts";
import { Journal } from "./journal.ts";
import type { Logger } from "./log.ts";
import type { Submissions } from "./submissions.ts";
import type { AlertStore } from "./alert-store.ts";

export interface SubmissionStore {
  /** Bumped after every record folded in: render caches and prepared answers key on it. */
  readonly version: number;
  /** Bumped only by records some page shows (reviews, comments, hides): cached pages key on it. */
  readonly shownVersion: number;
  readonly state: CommunityState;
  /** Resolves once the record is durable (fsync'd, or committed) and folded into `state`. */
  append(type: RecordType, data: Record<string, unknown>, id?: string): Promise<JournalRecord>;
  /**
   * Folds in records other instances stored that this one has not read yet (PostgreSQL). Absent for the file
   * journal, which one process owns.
   */
  readNew?(): Promise<void>;
  /** PostgreSQL: the alert addresses and send leases in the database (server/alert-store.ts). */
  alertStore?(): AlertStore;
  /** PostgreSQL: a secret shared by every instance on the database, created with `fallback` by the first to ask. */
  sharedSecret?(name: string, fallback: string): Promise<string>;
  close(): Promise<void>;
}

/** What /healthz says about the database; null for the file journal. */
export interface DatabaseHealth {
  state: "up" | "down";
  /** Whether this instance is subscribed to new records right now (LISTEN). */
  listening: boolean;
  /** The newest record folded in (its sequence number in the table). */
  lastSeq: number;
  /** Why the database was last unreachable, while it is. */
  error?: string;
}

export function databaseHealth(store: SubmissionStore): DatabaseHealth | null {
  const h = (store as { health?: () => DatabaseHealth }).health;
  return typeof h === "function" ? h.call(store) : null;
}

/** The longest a page waits for a catch-up read (the database is slow or away: it shows what it has). */
export const CATCH_UP_MS = 1_000;

/**
 * Read your own writes across instances. After a form posts, the browser's next request (the redirect, or React
 * Router's revalidation) may reach another instance before that one has heard of the new record (NOTIFY arrives
 * within milliseconds, but "within" is not "before"). A page that was sent the new record's id calls this when
 * it does not know it yet: one read by sequence number, shared by everyone asking at the time, at most
 * CATCH_UP_MS.
 */
export async function catchUp(store: SubmissionStore, ms = CATCH_UP_MS): Promise<void> {
  if (!store.readNew) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([store.readNew(), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** How long a client should wait before trying a refused write again (seconds). */
export const RETRY_AFTER_SECONDS = 5;

/**
 * A write that cannot be stored right now (the database is unreachable). The API answers 503 with
 * Retry-After; forms show the same message. Nothing was acknowledged, so trying again is safe.
 */
export class StoreUnavailableError extends Error {
  readonly status = 503;
  readonly retryAfter = RETRY_AFTER_SECONDS;
  readonly reason: string;
  constructor(reason: string) {
    super("We cannot save submissions just now: our database is not answering. Nothing was saved. Please try again in a minute.");
    this.reason = reason;
    this.name = "StoreUnavailableError";
  }
}

export function isStoreUnavailable(err: unknown): err is StoreUnavailableError {
  return err instanceof Error && err.name === "StoreUnavailableError";
}

/**
 * The submissions as route actions see them (forms posted without JavaScript): a write refused because the
 * database is down becomes a thrown 503 Response, which the root error boundary shows with its message,
 * instead of an unexplained 500. The API catches StoreUnavailableError itself (server/api.ts).
 */
export function forRouteActions(submit: Submissions): Submissions {
  const wrap =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(...args);
      } catch (err) {
        if (!isStoreUnavailable(err)) throw err;
        throw new Response(err.message, { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": String(err.retryAfter) } });
      }
    };
  return { review: wrap(submit.review), comment: wrap(submit.comment), contact: wrap(submit.contact), signup: wrap(submit.signup), priceReport: wrap(submit.priceReport) };
}

/** Opens the store the settings ask for: PostgreSQL when DATABASE_URL is set, else the file journal. */
export async function openStore(config: Config, log: Logger): Promise<SubmissionStore> {
  if (config.databaseUrl) {
    const { PgJournal } = await import("./journal-pg.ts");
    return PgJournal.open(config.databaseUrl, log);
  }
  return Journal.open(config.journalDir, log);
}
