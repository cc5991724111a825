/**
 * Where submissions live: the file journal (server/store/journal.ts, the default: one process, nothing to run) or
 * PostgreSQL (server/store/journal-pg.ts, when DATABASE_URL is set: any number of instances on one database).
 * Both hold the same records (domain/indexes/journal-records.ts) and fold them into the same state; the app sees
 * only this interface. This file holds types only, so both journals and everything that uses them import it
 * without a cycle: the store is opened in server/store/open-store.ts, a refused write is StoreUnavailableError
 * (server/store/store-unavailable.ts), a page's catch-up read is server/store/catch-up.ts, and a form's answer to a
 * refused write is forRouteActions (server/http/error-answer.ts).
 */
import type { CommunityState, JournalRecord, RecordType } from "#domain/indexes/journal-records.ts";
import type { AlertStore } from "./alert-store.ts";
import type { PushStore } from "./push-store.ts";
import type { Limit, LimitSpec } from "../base/limits.ts";

export interface SubmissionStore {
  /** Bumped after every record folded in: render caches and prepared answers key on it. */
  readonly version: number;
  /** Bumped only by records some page shows (reviews, comments, hides): cached pages key on it. */
  readonly shownVersion: number;
  readonly state: CommunityState;
  /**
   * Resolves once the record is durable (fsync'd, or committed) and folded into `state`. Rejects with
   * StoreUnavailableError (server/store/store-unavailable.ts) when it cannot be stored right now.
   */
  append(type: RecordType, data: Record<string, unknown>, id?: string): Promise<JournalRecord>;
  /**
   * Folds in records other instances stored that this one has not read yet (PostgreSQL). Absent for the file
   * journal, which one process owns.
   */
  readNew?(): Promise<void>;
  /** PostgreSQL: the alert addresses and send leases in the database (server/store/alert-store.ts). */
  alertStore?(): AlertStore;
  /** PostgreSQL: the push subscriptions in the database (server/store/push-store.ts). */
  pushStore?(): PushStore;
  /** PostgreSQL: a limit counted in the database, shared by every instance (server/base/limits.ts). Absent: count in memory. */
  limit?(spec: LimitSpec): Limit;
  /** PostgreSQL: a secret shared by every instance on the database, created with `fallback` by the first to ask. */
  sharedSecret?(name: string, fallback: string): Promise<string>;
  /** PostgreSQL: what /healthz says about the database. Absent for the file journal (/healthz says null). */
  health?(): DatabaseHealth;
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
