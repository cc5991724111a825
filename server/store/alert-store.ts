/**
 * What price alerts keep outside the append-only records (docs/decisions/0017-price-alerts-outbox.md):
 *
 * - The followers' email addresses, by follow id, in a store where one can be erased: the records hold only a
 *   keyed hash of an address, and unsubscribing (or a follow left unconfirmed) deletes the address itself.
 *   File journal: one file per follow in JOURNAL_DIR/alert-addresses/ (mode 0600, written to a temporary file,
 *   fsync'd and renamed). PostgreSQL: the `alert_addresses` table.
 * - Leases on emails to send, so that of several instances on one PostgreSQL one sends each email: a claim is one
 *   atomic upsert that succeeds only when no other instance holds an unexpired lease on it and no `alert-sent`
 *   record names it. The file journal has one process, so its claims always succeed (the worker never sends one
 *   email twice at once).
 */
import fs from "node:fs/promises";
import path from "node:path";
import type postgres from "postgres";

export interface AlertStore {
  putAddress(follow: string, email: string): Promise<void>;
  address(follow: string): Promise<string | null>;
  erase(follow: string): Promise<void>;
  /** The follow ids that have an address, with when it was stored (ms). */
  addresses(): Promise<{ follow: string; storedMs: number }[]>;
  /** Takes the right to send one email for `ms`; false when another instance holds it or its sent record exists. */
  claim(message: string, sentRecordId: string, holder: string, ms: number): Promise<boolean>;
  /** Gives a claim back (the send failed): another instance may try at once. */
  release(message: string, holder: string): Promise<void>;
  /** The email was sent and its record written: no one claims it again. */
  done(message: string): Promise<void>;
  /** How many addresses are kept (npm run journal -- alerts). */
  count(): Promise<number>;
}

/** Follow ids are base64url with a prefix (server/notify/alerts.ts): anything else never becomes a file name. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,80}$/;
export const ADDRESS_DIR = "alert-addresses";

export class FileAlertStore implements AlertStore {
  private readonly dir: string;
  constructor(journalDir: string) {
    this.dir = path.join(journalDir, ADDRESS_DIR);
  }

  private file(follow: string): string {
    if (!SAFE_ID.test(follow)) throw new Error(`not a follow id: ${follow.slice(0, 40)}`);
    return path.join(this.dir, follow);
  }

  private async syncDir() {
    const fh = await fs.open(this.dir, "r");
    try {
      await fh.sync();
    } finally {
      await fh.close();
    }
  }

  async putAddress(follow: string, email: string): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const file = this.file(follow);
    const tmp = `${file}.tmp`;
    const fh = await fs.open(tmp, "w", 0o600);
    try {
      await fh.write(email);
      await fh.sync();
    } finally {
      await fh.close();
    }
    await fs.rename(tmp, file);
    await this.syncDir();
  }

  async address(follow: string): Promise<string | null> {
    if (!SAFE_ID.test(follow)) return null;
    try {
      return await fs.readFile(this.file(follow), "utf8");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }

  async erase(follow: string): Promise<void> {
    if (!SAFE_ID.test(follow)) return;
    try {
      await fs.unlink(this.file(follow));
      await this.syncDir();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
  }

  async addresses(): Promise<{ follow: string; storedMs: number }[]> {
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw err;
    }
    const out: { follow: string; storedMs: number }[] = [];
    for (const name of names) {
      if (!SAFE_ID.test(name)) continue;
      const st = await fs.stat(path.join(this.dir, name)).catch(() => null);
      if (st) out.push({ follow: name, storedMs: st.mtimeMs });
    }
    return out;
  }

  async count(): Promise<number> {
    return (await this.addresses()).length;
  }

  claim(): Promise<boolean> {
    return Promise.resolve(true);
  }
  release(): Promise<void> {
    return Promise.resolve();
  }
  done(): Promise<void> {
    return Promise.resolve();
  }
}

export class PgAlertStore implements AlertStore {
  private readonly sql: postgres.Sql;
  private readonly recordsTable: string;
  constructor(sql: postgres.Sql, recordsTable: string) {
    this.sql = sql;
    this.recordsTable = recordsTable;
  }

  async putAddress(follow: string, email: string): Promise<void> {
    await this.sql`INSERT INTO alert_addresses (follow, email) VALUES (${follow}, ${email}) ON CONFLICT (follow) DO NOTHING`;
  }

  async address(follow: string): Promise<string | null> {
    const [row] = await this.sql<{ email: string }[]>`SELECT email FROM alert_addresses WHERE follow = ${follow}`;
    return row?.email ?? null;
  }

  async erase(follow: string): Promise<void> {
    await this.sql`DELETE FROM alert_addresses WHERE follow = ${follow}`;
  }

  async addresses(): Promise<{ follow: string; storedMs: number }[]> {
    const rows = await this.sql<{ follow: string; created_at: Date }[]>`SELECT follow, created_at FROM alert_addresses`;
    return rows.map((r) => ({ follow: r.follow, storedMs: r.created_at.getTime() }));
  }

  async count(): Promise<number> {
    const [row] = await this.sql<{ n: string }[]>`SELECT count(*) AS n FROM alert_addresses`;
    return Number(row?.n ?? 0);
  }

  async claim(message: string, sentRecordId: string, holder: string, ms: number): Promise<boolean> {
    // One statement: the lease is taken only when free (or expired), and the claim counts only when no instance
    // has written the email's sent record yet.
    const rows = await this.sql<{ message: string }[]>`
      WITH claimed AS (
        INSERT INTO alert_leases (message, holder, until)
        VALUES (${message}, ${holder}, now() + ${ms} * interval '1 millisecond')
        ON CONFLICT (message) DO UPDATE SET holder = EXCLUDED.holder, until = EXCLUDED.until
          WHERE alert_leases.until < now()
        RETURNING message
      )
      SELECT message FROM claimed
      WHERE NOT EXISTS (SELECT 1 FROM ${this.sql(this.recordsTable)} WHERE id = ${sentRecordId})`;
    return rows.length > 0;
  }

  async release(message: string, holder: string): Promise<void> {
    await this.sql`DELETE FROM alert_leases WHERE message = ${message} AND holder = ${holder}`;
  }

  async done(message: string): Promise<void> {
    await this.sql`UPDATE alert_leases SET until = 'infinity' WHERE message = ${message}`;
  }
}
