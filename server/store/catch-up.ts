/**
 * Read your own writes across instances. After a form posts, the browser's next request (the redirect, or React
 * Router's revalidation) may reach another instance before that one has heard of the new record (NOTIFY arrives
 * within milliseconds, but "within" is not "before"). A page that was sent the new record's id calls catchUp
 * when it does not know it yet: one read by sequence number, shared by everyone asking at the time, at most
 * CATCH_UP_MS (docs/decisions/0011-submissions-in-postgresql.md).
 */
import type { SubmissionStore } from "./store.ts";

/** The longest a page waits for a catch-up read (the database is slow or away: it shows what it has). */
export const CATCH_UP_MS = 1_000;

export async function catchUp(store: SubmissionStore, ms = CATCH_UP_MS): Promise<void> {
  if (!store.readNew) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([store.readNew(), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
