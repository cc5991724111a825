/** Opens the submissions store the settings ask for (server/store/store.ts): PostgreSQL when DATABASE_URL is set, else the file journal. */
import type { Config } from "../base/config.ts";
import { Journal } from "./journal.ts";
import type { Logger } from "../base/log.ts";
import type { SubmissionStore } from "./store.ts";

export async function openStore(config: Config, log: Logger): Promise<SubmissionStore> {
  if (config.databaseUrl) {
    // Loaded only when asked for: the file journal's sites never load the PostgreSQL client.
    const { PgJournal } = await import("./journal-pg.ts");
    return PgJournal.open(config.databaseUrl, log);
  }
  return Journal.open(config.journalDir, log);
}
