/** Ranking with ties (spec §9: 10 entries per Big Mac list, ties share a rank). */

export interface Ranked<T> {
  rank: number;
  entry: T;
}

/**
 * Sorts entries by value (highest first for "desc", lowest first for "asc") and gives each its competition
 * rank: equal values share a rank and the next different value skips the shared places (1, 2, 2, 4).
 * Ties keep their original order. Returns at most `limit` entries.
 */
export function rankWithTies<T>(entries: readonly T[], value: (t: T) => number, order: "asc" | "desc", limit = Infinity): Ranked<T>[] {
  const sorted = entries
    .map((entry, index) => ({ entry, index, v: value(entry) }))
    .sort((a, b) => (order === "desc" ? b.v - a.v : a.v - b.v) || a.index - b.index);
  const out: Ranked<T>[] = [];
  for (let i = 0; i < sorted.length && out.length < limit; i++) {
    const rank = i > 0 && sorted[i].v === sorted[i - 1].v ? out[i - 1].rank : i + 1;
    out.push({ rank, entry: sorted[i].entry });
  }
  return out;
}
