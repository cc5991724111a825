/**
 * Who sent a price report, without keeping who it was: the client the rate limit keys on (its address,
 * proxy-aware as TRUST_PROXY says, IPv6 by its /64, in one text form: server/base/security.ts clientKey) goes through HMAC-SHA256 with a secret key, and only
 * the first 128 bits of that are stored. Without the key the hash cannot be turned back into an address, nor tested
 * against guesses; with the same key on every instance, one client is one client wherever it posts.
 *
 * The key is REPORT_HASH_KEY. When it is not set: with the file journal, a random key kept in
 * JOURNAL_DIR/report-hash.key (created once, mode 0600); with PostgreSQL, a random key kept in the database
 * (created once by the first instance), with a warning that a copy of the database then holds both.
 */
import { createHmac, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Context } from "koa";
import type { Config } from "../base/config.ts";
import type { Logger } from "../base/log.ts";
import { requestClientKey } from "../base/security.ts";
import type { SubmissionStore } from "../store/store.ts";

export const KEY_FILE = "report-hash.key";

/** The keyed hash of a client's address: 22 characters of base64url, the same on every instance sharing the key. */
export function clientHash(key: string, address: string): string {
  return createHmac("sha256", key).update(address).digest().subarray(0, 16).toString("base64url");
}

/** The hash of this request's client. */
export function requestClient(ctx: Context, config: Pick<Config, "trustProxy">, key: string): string {
  return clientHash(key, requestClientKey(ctx, config.trustProxy));
}

/** The key: the setting, else one kept beside the records (see above). */
export async function reportHashKey(
  config: Pick<Config, "reportHashKey" | "journalDir" | "databaseUrl">,
  store: SubmissionStore,
  log: Logger,
): Promise<string> {
  if (config.reportHashKey) return config.reportHashKey;
  if (config.databaseUrl && store.sharedSecret) {
    log.warn(
      "reports: REPORT_HASH_KEY is not set; using a key kept in the database. Set REPORT_HASH_KEY on every instance so that a copy of the database alone cannot be used to test guesses of addresses.",
    );
    return store.sharedSecret("report-hash-key", randomBytes(32).toString("base64url"));
  }
  const file = path.join(config.journalDir, KEY_FILE);
  try {
    const existing = (await fs.readFile(file, "utf8")).trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  await fs.mkdir(config.journalDir, { recursive: true });
  const key = randomBytes(32).toString("base64url");
  const fh = await fs.open(file, "wx", 0o600).catch(async (err: NodeJS.ErrnoException) => {
    if (err.code === "EEXIST") return null;
    throw err;
  });
  if (!fh) return (await fs.readFile(file, "utf8")).trim();
  try {
    await fh.write(key + "\n");
    await fh.sync();
  } finally {
    await fh.close();
  }
  log.info("reports: created a key for client hashes (set REPORT_HASH_KEY to share one between instances)", { file });
  return key;
}
