/**
 * A write that cannot be stored right now (the database is unreachable): thrown by the PostgreSQL journal
 * (server/store/journal-pg.ts), answered 503 with Retry-After by the API and the forms (server/http/error-answer.ts).
 * Nothing was acknowledged, so trying again is safe.
 */

/** How long a client should wait before trying a refused write again (seconds). */
export const RETRY_AFTER_SECONDS = 5;

export class StoreUnavailableError extends Error {
  readonly status = 503;
  readonly retryAfter = RETRY_AFTER_SECONDS;
  readonly reason: string;
  constructor(
    reason: string,
    message = "We cannot save submissions just now: our database is not answering. Nothing was saved. Please try again in a minute.",
  ) {
    super(message);
    this.reason = reason;
    this.name = "StoreUnavailableError";
  }
}

export function isStoreUnavailable(err: unknown): err is StoreUnavailableError {
  return err instanceof Error && err.name === "StoreUnavailableError";
}

/** Errors that say the database cannot be reached or is not answering (starting, stopped, stuck), not a mistake of ours. */
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "57P01",
  "57P02",
  "57P03",
]);

export function isUnreachable(err: unknown): boolean {
  return UNREACHABLE.has((err as { code?: string } | null)?.code ?? "");
}
