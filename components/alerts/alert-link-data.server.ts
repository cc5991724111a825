/**
 * Server-only: what the two links of every alert email answer (routes/alerts.confirm.tsx, routes/alerts.unsubscribe.tsx),
 * read from the link's `follow` and `token`. A GET only describes what the link is about (an incomplete link says so):
 * always a page, never a change. Only the POST confirms or unsubscribes (server/notify/alerts.ts checks the token on both).
 */
import type { AppContext } from "#server/http/context.ts";

/** The follow and the token a link carries, as typed (the alerts check them). */
const linkParams = (url: URL) => ({ f: url.searchParams.get("follow"), t: url.searchParams.get("token") });

/** What a confirmation or unsubscribe link is about, for its GET. */
export function alertLinkPage({ alerts }: AppContext, purpose: "confirm" | "unsubscribe", url: URL) {
  const { f, t } = linkParams(url);
  return alerts.describe(purpose, f, t);
}

/** The confirmation's POST, and its status: 400 for a bad link or one naming no follow we have (else the page says why). */
export async function confirmAlert({ alerts }: AppContext, url: URL) {
  const { f, t } = linkParams(url);
  const body = await alerts.confirm(f, t);
  return { body, status: body.target || body.ok ? 200 : 400 };
}

/** The unsubscribe POST (also RFC 8058's one-click), and its status: 400 when nothing was unsubscribed. */
export async function unsubscribeAlert({ alerts }: AppContext, url: URL) {
  const { f, t } = linkParams(url);
  const body = await alerts.unsubscribe(f, t);
  return { body, status: body.ok ? 200 : 400 };
}
