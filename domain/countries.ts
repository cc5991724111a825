/** International price comparison rules (spec §5: country search is a case-insensitive substring match). */

export interface CountryLike {
  country: string;
}

/** Countries whose name contains the query, ignoring case and surrounding spaces; an empty query keeps all. */
export function searchCountries<T extends CountryLike>(countries: readonly T[], query: string | null | undefined): T[] {
  const q = (query ?? "").trim().toLowerCase();
  if (!q) return [...countries];
  return countries.filter((c) => c.country.toLowerCase().includes(q));
}
