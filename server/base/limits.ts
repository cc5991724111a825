/**
 * Counters that limit what one client (or one mailbox) may do in a window: the POST rate limit (server/base/security.ts
 * postGuard) and the daily cap of follow emails to one mailbox (server/notify/alerts.ts). rate-limiter-flexible counts them:
 *
 * - file journal (one process): in this process's memory (RateLimiterMemory);
 * - PostgreSQL (any number of instances): in the `rate_limits` table of the same database (RateLimiterPostgres, one
 *   atomic upsert a hit), so N instances give one client one limit. While the database cannot be reached, each
 *   instance counts in its own memory instead (the library's insurance limiter) rather than refusing or letting all
 *   through. See docs/decisions/0002-rate-limit-keyed-by-client-ip.md.
 *
 * Keys that stand for a client are keyed hashes (server/http/report-client.ts clientHash), never addresses: the table is
 * shared and outlives a request.
 */
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type postgres from "postgres";

/** The table every PostgreSQL counter shares (its migration is in server/store/journal-pg.ts); each counter prefixes its keys. */
export const LIMITS_TABLE = "rate_limits";

export interface Limit {
  /** Counts one hit on `key`: 0 when it is within the limit, else the seconds until the window ends (at least 1). */
  hit(key: string): Promise<number>;
}

/** A limit of `points` hits a key in `seconds` (fixed windows from a key's first hit); 0 points: no limit. */
export interface LimitSpec {
  /** Names the counter (the prefix of its keys in the shared table). */
  name: string;
  points: number;
  seconds: number;
}

function limitOf(limiter: RateLimiterAbstract, points: number): Limit {
  return {
    async hit(key) {
      if (points <= 0) return 0;
      try {
        await limiter.consume(key);
        return 0;
      } catch (refused) {
        if (refused instanceof RateLimiterRes) return Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
        throw refused;
      }
    },
  };
}

/** Counted in this process's memory: the file journal's limits (one process serves it). */
export function memoryLimit(spec: LimitSpec): Limit {
  return limitOf(new RateLimiterMemory({ keyPrefix: spec.name, points: spec.points, duration: spec.seconds }), spec.points);
}

/**
 * Counted in PostgreSQL through the project's postgres.js pool. rate-limiter-flexible speaks to a node-postgres
 * style client (`query({ text, values })` answering `{ rows, rowCount }`): this adapter is that client.
 */
export function postgresLimit(sql: postgres.Sql, spec: LimitSpec): Limit {
  const client = {
    async query(q: { text: string; values?: unknown[] }) {
      const rows = await sql.unsafe(q.text, (q.values ?? []) as postgres.ParameterOrJSON<never>[]);
      return { rows, rowCount: rows.count };
    },
  };
  const limiter = new RateLimiterPostgres({
    storeClient: client,
    storeType: "client",
    tableName: LIMITS_TABLE,
    tableCreated: true,
    keyPrefix: spec.name,
    points: spec.points,
    duration: spec.seconds,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: spec.name, points: spec.points, duration: spec.seconds }),
  });
  return limitOf(limiter, spec.points);
}
