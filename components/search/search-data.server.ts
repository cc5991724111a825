/**
 * Server-only: what /search answers (routes/search.tsx): a question answered from the data, the menu's results for a
 * name, a place or a size (a redirect to them), or the nearest names for words it does not know (a 404).
 */
import type { AppContext } from "#server/http/context.ts";
import { questionPlaces } from "#domain/rules/question-places.ts";
import { ALL_ITEMS, filterMenu, menuHref } from "#domain/rules/menu.ts";
import { answerQuestion, nearestForQuery, type QuestionAnswer } from "#domain/rules/questions.ts";

export type SearchAnswer = QuestionAnswer | { kind: "unknown"; nearest: { name: string; slug: string }[] } | { kind: "empty" };

/** The page's answer to ?q= (200 characters at most): its data and status, or where the menu's results are. */
export function searchPage({ catalog }: AppContext, url: URL) {
  const q = (url.searchParams.get("q") ?? "").slice(0, 200).trim();
  if (!q) return { body: { q, answer: { kind: "empty" } as SearchAnswer }, status: 200 };
  const answer = answerQuestion(q, catalog.menuItems, questionPlaces(catalog));
  // A country of the Big Mac index: its page answers (every edition that priced it, the newest first).
  if (answer?.kind === "country" && !answer.otherItem) return { redirectTo: answer.href };
  if (answer) return { body: { q, answer: answer as SearchAnswer }, status: 200 };
  // A name, a place or a size: the menu's results (and the home search's direct answers) are the answer.
  if (filterMenu(catalog.menuItems, q, ALL_ITEMS).length) return { redirectTo: menuHref(q.slice(0, 100), ALL_ITEMS) };
  return { body: { q, answer: { kind: "unknown", nearest: nearestForQuery(q, catalog.menuItems) } as SearchAnswer }, status: 404 };
}
