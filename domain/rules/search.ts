/**
 * What people type, matched to menu names: one normalisation and one synonym list, used by the home page's
 * server-side `/?q=` search, its client-side filtering and the calculators' search alike.
 */
import type { MenuSize } from "./sizes.ts";

/** Words people use for menu items, mapped to text that appears in the items' names. */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  coke: ["coke", "cocacola"],
  cola: ["cola", "coke"],
  soda: ["cocacola", "coke", "sprite", "fanta", "pepper", "rootbeer", "hic"],
  pop: ["cocacola", "coke", "sprite", "fanta", "pepper", "rootbeer"],
  nugs: ["nugget"],
  nuggs: ["nugget"],
  nuggies: ["nugget"],
  nuggets: ["nugget"],
  chips: ["fries"],
  fry: ["fries"],
  milkshake: ["shake"],
  milkshakes: ["shake"],
  qp: ["quarterpounder"],
  qpc: ["quarterpounderwithcheese"],
  bigmac: ["bigmac"],
  mcflurries: ["mcflurry"],
  burger: ["burger", "mac", "pounder", "mcdouble"],
  burgers: ["burger", "mac", "pounder", "mcdouble"],
  icecream: ["mcflurry", "sundae", "cone"],
  water: ["water", "dasani"],
  oj: ["orangejuice"],
  pc: ["piece"],
  pcs: ["piece"],
};

/**
 * A query that may be a question rather than a name: a nutrient, "vs", "and"/"+", a price ceiling, "cheap",
 * "dollar menu", a family or group. Small on purpose (the home search ships it to the browser to send such a query to
 * /search); domain/rules/questions.ts does the reading, on the server.
 */
export const QUESTION_HINT =
  /\b(?:calor\w*|cals?|kcal|protein\w*|fats?|sodium|salt|carbs?|carbohydrates|sugars?|fib(?:er|re)|cholesterol|vs|versus|v|compare|and|under|below|less than|up to|at most|max|within|cheap\w*|budget|inexpensive|affordable|dollar menu|family|group|people|persons|feed\w*)\b|[+&$]/;

/** Lowercase, accents off, "&" as "and", apostrophes dropped, every other run of non-letters/digits one space. */
export function normaliseSearchText(text: string): string {
  return text
    .slice(0, 200)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’®™]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The same text without spaces, so "mc flurry" meets "McFlurry" and "big mac" meets "bigmac". */
const compact = (text: string) => normaliseSearchText(text).replace(/ /g, "");

/** Each word of the query, as the alternatives any one of which must appear in the item's text. */
export function searchTerms(query: string): string[][] {
  const words = normaliseSearchText(query).split(" ").filter(Boolean);
  const joined = words.join("");
  const terms = words.map((w) => {
    const alts = new Set<string>([w, ...(SEARCH_SYNONYMS[w] ?? [])]);
    if (w.length > 3 && w.endsWith("s")) alts.add(w.slice(0, -1));
    if (w.length > 4 && w.endsWith("es")) alts.add(w.slice(0, -2));
    return [...alts];
  });
  // "big mac" also as "bigmac" (a synonym of the joined form, e.g. "ice cream" -> "icecream")
  if (words.length > 1 && SEARCH_SYNONYMS[joined]) return [[joined, ...SEARCH_SYNONYMS[joined]]];
  return terms;
}

/** True when every word of the query (or one of its alternatives) appears in one of the texts; blank matches all. */
export function matchesQuery(texts: readonly string[], query: string): boolean {
  const terms = searchTerms(query);
  if (!terms.length) return true;
  const hay = texts.map(compact);
  return hay.some((h) => terms.every((alts) => alts.some((a) => h.includes(a))));
}

// ---------------------------------------------------------------------------------------------------------
// What the question is about: a state, a size, a meal, and the item, typos forgiven

/** Words for a size, to the size's name on the menu. */
const SIZE_WORDS: Readonly<Record<string, MenuSize>> = {
  small: "Small",
  sm: "Small",
  medium: "Medium",
  med: "Medium",
  regular: "Medium",
  large: "Large",
  lg: "Large",
  lrg: "Large",
  big: "Large",
};

/** Words that ask about price and name no item ("big mac price in texas"). */
const QUESTION_WORDS = new Set([
  "price",
  "prices",
  "cost",
  "costs",
  "how",
  "much",
  "is",
  "a",
  "the",
  "in",
  "at",
  "of",
  "for",
  "mcdonalds",
  "mcd",
  "mcds",
]);

export interface SearchIntent {
  /** The words left to match item names, typos corrected ("mcchiken" -> "mcchicken"). */
  itemQuery: string;
  /** A state named in the query ("Texas"), or null. */
  state: string | null;
  size: MenuSize | null;
  /** "meal" was asked for: meal items come first. */
  meal: boolean;
  /** Each corrected word, for a "showing results for" line. */
  corrections: { from: string; to: string }[];
}

/**
 * Edit distance (insertions, deletions, substitutions and swaps of two neighbours) when it is at most `max`, else
 * max + 1: one row per letter of `a`, stopped as soon as every cell of a row is past `max`. Words are at most 200
 * characters (normaliseSearchText), so the cost is bounded.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length];
}

/** The words of the names a query is matched against (normalised), for typo correction. */
export function searchVocabulary(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const t of texts) for (const w of normaliseSearchText(t).split(" ")) if (w) words.add(w);
  return words;
}

/** A word that is in no name, moved to the nearest word that is (one edit for 4-6 letters, two from 7), else kept. */
function correctWord(word: string, vocabulary: ReadonlySet<string>): string {
  if (word.length < 4 || /\d/.test(word) || SEARCH_SYNONYMS[word]) return word;
  for (const v of vocabulary) if (v.includes(word)) return word;
  const max = word.length >= 7 ? 2 : 1;
  let best = word;
  let bestDistance = max + 1;
  for (const v of vocabulary) {
    const d = editDistance(word, v, max);
    if (d < bestDistance || (d === bestDistance && v < best)) {
      best = v;
      bestDistance = d;
    }
  }
  return bestDistance <= max ? best : word;
}

/**
 * Reads a query as a diner writes it: "big mac meal texas" is the Big Mac meal in Texas, "large fries" the
 * fries in Large, "mcchiken" the McChicken. `states` are the state names; `vocabulary` the words of the item
 * names (searchVocabulary). Words that are neither a state, a size nor a question word are the item's.
 */
export function readSearch(query: string, states: readonly string[], vocabulary: ReadonlySet<string>): SearchIntent {
  let words = normaliseSearchText(query).split(" ").filter(Boolean);
  let state: string | null = null;
  // Longest state names first, so "west virginia" is not read as "virginia".
  for (const name of [...states].sort((a, b) => b.length - a.length)) {
    const parts = normaliseSearchText(name).split(" ");
    const at = words.findIndex((_, i) => parts.every((p, k) => words[i + k] === p));
    if (at >= 0) {
      state = name;
      words = [...words.slice(0, at), ...words.slice(at + parts.length)];
      break;
    }
  }
  let size: SearchIntent["size"] = null;
  const rest: string[] = [];
  for (const [i, w] of words.entries()) {
    // "big" is a size only before a drink or fries word, never in "big mac" or "big breakfast".
    const sizeWord =
      SIZE_WORDS[w] &&
      (w !== "big" || (words[i + 1] !== undefined && /^(fries|fry|coke|drink|soda|cocacola|sprite|shake)/.test(words[i + 1])));
    if (sizeWord && !size && !(w !== "big" && vocabulary.has(w))) size = SIZE_WORDS[w];
    else if (!(QUESTION_WORDS.has(w) && words.length > 1)) rest.push(w);
  }
  const corrections: SearchIntent["corrections"] = [];
  const corrected = rest.map((w) => {
    const to = correctWord(w, vocabulary);
    if (to !== w) corrections.push({ from: w, to });
    return to;
  });
  return { itemQuery: corrected.join(" "), state, size, meal: corrected.includes("meal") || corrected.includes("meals"), corrections };
}

/**
 * The one item a query most likely means, among the items it matched: a meal item first when a meal was asked
 * for, else not one (after names that hold every word, before items matched only by their category); then a name that starts with the query; then the shortest name ("big mac" is the Big Mac,
 * not the Big Mac Extra Value Meal).
 */
export function bestMatch<T extends { name: string }>(matches: readonly T[], intent: Pick<SearchIntent, "itemQuery" | "meal">): T | null {
  if (!matches.length || !intent.itemQuery) return null;
  const q = compact(intent.itemQuery);
  const score = (item: T) => {
    const name = compact(item.name);
    const isMeal = /meal$/.test(name) ? 1 : 0;
    return [
      matchesQuery([item.name], intent.itemQuery) ? 0 : 1,
      isMeal === (intent.meal ? 1 : 0) ? 0 : 1,
      name === q ? 0 : name.startsWith(q) ? 1 : 2,
      name.length,
    ];
  };
  return [...matches].sort((a, b) => {
    const sa = score(a);
    const sb = score(b);
    return sa[0] - sb[0] || sa[1] - sb[1] || sa[2] - sb[2] || sa[3] - sb[3] || a.name.localeCompare(b.name);
  })[0];
}
