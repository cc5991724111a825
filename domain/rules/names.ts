/**
 * A name as a diner types it, read against the names we know: "mc chicken" is the McChicken, "mcchiken"
 * too (edit distance), "crispy" is one of several items (the list is offered), "zzz" is none (the nearest are
 * offered). One reader for every place a name is typed: the search's questions, compare, the review and report
 * forms, an unknown item or state address.
 */
import { bestMatch, editDistance, matchesQuery, normaliseSearchText, readSearch, searchVocabulary } from "./search.ts";

export type NameMatch<T> =
  | { kind: "one"; item: T }
  /** Several names hold every word typed: `best` is the likeliest (bestMatch), `options` all of them, likeliest first. */
  | { kind: "several"; best: T; options: T[] }
  /** No name holds the words: the nearest names by spelling. */
  | { kind: "none"; nearest: T[] };

/** At most this many names are offered as choices or as the nearest. */
export const NAME_CHOICES = 6;

const compact = (text: string) => normaliseSearchText(text).replace(/ /g, "");

const vocabularies = new WeakMap<readonly object[], Set<string>>();

function vocabularyOf<T extends { name: string }>(items: readonly T[]): Set<string> {
  let v = vocabularies.get(items);
  if (!v) {
    v = searchVocabulary(items.map((i) => i.name));
    vocabularies.set(items, v);
  }
  return v;
}

/**
 * The names nearest to a typed text by spelling: the whole name's edit distance to the text (spaces and
 * punctuation ignored), or, when less, the distance to the name's start of the same length ("big macc" is near
 * "Big Mac Extra Value Meal" too). Ties by name.
 */
export function nearestNames<T extends { name: string }>(typed: string, items: readonly T[], limit = NAME_CHOICES): T[] {
  const t = compact(typed).slice(0, 60);
  if (!t) return [];
  const cap = Math.max(2, Math.ceil(t.length / 2));
  const scored = items.map((item) => {
    const n = compact(item.name);
    return { item, d: Math.min(editDistance(t, n, cap), editDistance(t, n.slice(0, t.length), cap) + 1) };
  });
  return scored
    .filter((s) => s.d <= cap)
    .sort((a, b) => a.d - b.d || a.item.name.localeCompare(b.item.name))
    .slice(0, limit)
    .map((s) => s.item);
}

/** Items whose name holds every word of the text (synonyms and plurals forgiven, as the home search). */
function holdingAll<T extends { name: string }>(text: string, items: readonly T[]): T[] {
  return text.trim() ? items.filter((i) => matchesQuery([i.name], text)) : [];
}

/** Several matches, the likeliest first (bestMatch's order: the exact name, a name that starts so, the shortest). */
function ranked<T extends { name: string }>(text: string, matches: readonly T[]): T[] {
  const rest = [...matches];
  const out: T[] = [];
  while (rest.length) {
    const next = bestMatch(rest, { itemQuery: text, meal: /\bmeals?\b/.test(normaliseSearchText(text)) })!;
    out.push(next);
    rest.splice(rest.indexOf(next), 1);
  }
  return out;
}

/**
 * Reads a typed name against `items`: the exact name (spaces, case and punctuation aside), else the names holding
 * every word, else the same after correcting misspelt words (one edit in 4-6 letters, two from 7), else none with
 * the nearest names. Input is cut to 100 characters before any work.
 */
export function resolveName<T extends { name: string }>(typed: string, items: readonly T[]): NameMatch<T> {
  const text = typed.slice(0, 100);
  const t = compact(text);
  if (!t) return { kind: "none", nearest: [] };
  const exact = items.find((i) => compact(i.name) === t);
  if (exact) return { kind: "one", item: exact };
  let matches = holdingAll(text, items);
  let read = text;
  if (!matches.length) {
    read = readSearch(text, [], vocabularyOf(items)).itemQuery;
    const fixed = items.find((i) => compact(i.name) === compact(read));
    if (fixed) return { kind: "one", item: fixed };
    matches = holdingAll(read, items);
  }
  if (matches.length === 1) return { kind: "one", item: matches[0] };
  if (matches.length > 1) {
    const options = ranked(read, matches);
    return { kind: "several", best: options[0], options: options.slice(0, NAME_CHOICES) };
  }
  // A whole name misspelt by a letter or two ("big macc", "filet o fsh"): that name.
  const close = items.filter((i) => editDistance(t, compact(i.name), t.length >= 7 ? 2 : 1) <= (t.length >= 7 ? 2 : 1));
  if (close.length === 1 && t.length >= 4) return { kind: "one", item: close[0] };
  return { kind: "none", nearest: nearestNames(text, items) };
}

/** The one item a typed name means when it is plain (one match), else null: a form may take it as chosen. */
export function onlyMatch<T extends { name: string }>(typed: string, items: readonly T[]): T | null {
  const m = resolveName(typed, items);
  return m.kind === "one" ? m.item : null;
}

/** The names an unknown address or text may mean: the one it resolves to, the several it holds, or the nearest. */
export function suggestNames<T extends { name: string }>(typed: string, items: readonly T[], limit = NAME_CHOICES): T[] {
  const m = resolveName(typed, items);
  return (m.kind === "one" ? [m.item] : m.kind === "several" ? m.options : m.nearest).slice(0, limit);
}
