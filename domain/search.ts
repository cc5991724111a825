/**
 * What people type, matched to menu names: one normalisation and one synonym list, used by the home page's
 * server-side `/?q=` search, its client-side filtering and the calculators' search alike.
 */

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
};

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
