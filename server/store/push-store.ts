/**
 * Where push subscriptions live: beside the journal, in a store where one can be erased, as the alert
 * addresses are (server/store/alert-store.ts): a subscription's push address is a secret of the browser that made it, and
 * "Stop alerts" deletes it, which an append-only record could not.
 *
 * - File journal: one JSON file per subscription in JOURNAL_DIR/push-subscriptions/ (mode 0600, written to a
 *   temporary file, fsync'd and renamed), read once at start: one process owns the folder.
 * - PostgreSQL: the `push_subscriptions` table, and `push_sent`, whose primary key (subscription, item, day) lets one
 *   instance of many send each day's alert for an item: a claim is one INSERT that succeeds once.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type postgres from "postgres";
import type { PushTarget } from "#domain/indexes/push-alerts.ts";

export interface StoredPush extends PushTarget {
  id: string;
  /** The reported median last announced (or started from) per item key; null: no reported price. */
  announced: Record<string, number | null>;
  createdMs: number;
}

export interface PushStore {
  put(sub: StoredPush): Promise<void>;
  get(id: string): Promise<StoredPush | null>;
  all(): Promise<StoredPush[]>;
  erase(id: string): Promise<void>;
  /** Takes the day's one alert for an item of a subscription: false when it was taken already. */
  claimDay(id: string, topic: string, day: number): Promise<boolean>;
  count(): Promise<number>;
}

const SAFE_ID = /^p[A-Za-z0-9_-]{22}$/;
export const PUSH_DIR = "push-subscriptions";

export class FilePushStore implements PushStore {
  private readonly dir: string;
  private subs: Map<string, StoredPush> | null = null;
  /** `${id}|${topic}` -> the UTC day of its last alert: kept in memory (one process), so a restart may send a second alert that day. */
  private readonly days = new Map<string, number>();
  constructor(journalDir: string) {
    this.dir = path.join(journalDir, PUSH_DIR);
  }

  private async load(): Promise<Map<string, StoredPush>> {
    if (this.subs) return this.subs;
    const subs = new Map<string, StoredPush>();
    let names: string[] = [];
    try {
      names = await fs.readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
    for (const name of names) {
      if (!name.endsWith(".json") || !SAFE_ID.test(name.slice(0, -5))) continue;
      try {
        const sub = JSON.parse(await fs.readFile(path.join(this.dir, name), "utf8")) as StoredPush;
        if (sub.id === name.slice(0, -5)) subs.set(sub.id, sub);
      } catch {
        // A file cut short by a crash before its rename cannot exist; anything else unreadable is skipped.
      }
    }
    this.subs = subs;
    return subs;
  }

  private file(id: string): string {
    if (!SAFE_ID.test(id)) throw new Error(`not a subscription id: ${id.slice(0, 40)}`);
    return path.join(this.dir, `${id}.json`);
  }

  async put(sub: StoredPush): Promise<void> {
    const subs = await this.load();
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const file = this.file(sub.id);
    const tmp = `${file}.tmp`;
    const fh = await fs.open(tmp, "w", 0o600);
    try {
      await fh.write(JSON.stringify(sub));
      await fh.sync();
    } finally {
      await fh.close();
    }
    await fs.rename(tmp, file);
    subs.set(sub.id, sub);
  }

  async get(id: string): Promise<StoredPush | null> {
    return (await this.load()).get(id) ?? null;
  }

  async all(): Promise<StoredPush[]> {
    return [...(await this.load()).values()];
  }

  async erase(id: string): Promise<void> {
    if (!SAFE_ID.test(id)) return;
    (await this.load()).delete(id);
    try {
      await fs.unlink(this.file(id));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
  }

  claimDay(id: string, topic: string, day: number): Promise<boolean> {
    const key = `${id}|${topic}`;
    if (this.days.get(key) === day) return Promise.resolve(false);
    this.days.set(key, day);
    return Promise.resolve(true);
  }

  async count(): Promise<number> {
    return (await this.load()).size;
  }
}

export class PgPushStore implements PushStore {
  private readonly sql: postgres.Sql;
  constructor(sql: postgres.Sql) {
    this.sql = sql;
  }

  async put(sub: StoredPush): Promise<void> {
    const data = this.sql.json(sub as unknown as postgres.JSONValue);
    await this
      .sql`INSERT INTO push_subscriptions (id, data) VALUES (${sub.id}, ${data}) ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data`;
  }

  async get(id: string): Promise<StoredPush | null> {
    const [row] = await this.sql<{ data: StoredPush }[]>`SELECT data FROM push_subscriptions WHERE id = ${id}`;
    return row?.data ?? null;
  }

  async all(): Promise<StoredPush[]> {
    return (await this.sql<{ data: StoredPush }[]>`SELECT data FROM push_subscriptions`).map((r) => r.data);
  }

  async erase(id: string): Promise<void> {
    await this.sql`DELETE FROM push_subscriptions WHERE id = ${id}`;
    await this.sql`DELETE FROM push_sent WHERE sub = ${id}`;
  }

  async claimDay(id: string, topic: string, day: number): Promise<boolean> {
    const rows = await this
      .sql`INSERT INTO push_sent (sub, topic, day) VALUES (${id}, ${topic}, ${day}) ON CONFLICT DO NOTHING RETURNING sub`;
    return rows.length > 0;
  }

  async count(): Promise<number> {
    const [row] = await this.sql<{ n: string }[]>`SELECT count(*) AS n FROM push_subscriptions`;
    return Number(row?.n ?? 0);
  }
}

/** The schema steps server/store/journal-pg.ts appends to its migrations. */
export const PUSH_MIGRATIONS = [
  `CREATE TABLE IF NOT EXISTS push_subscriptions (
     id text PRIMARY KEY,
     data jsonb NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   );
   CREATE TABLE IF NOT EXISTS push_sent (
     sub text NOT NULL,
     topic text NOT NULL,
     day integer NOT NULL,
     PRIMARY KEY (sub, topic, day)
   )`,
];
