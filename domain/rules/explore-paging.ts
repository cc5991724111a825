/**
 * /explore shows its list a page at a time (the whole menu was 27 phone screens): the first
 * EXPLORE_PAGE_SIZE matches, and "Show more" opens the same list with `shown` raised by a page, at the first new
 * item (`#result-25`), with or without JavaScript. `shown` is hostile input like every other parameter: a short
 * whole number, else a problem in words and the first page.
 */
export const EXPLORE_PAGE_SIZE = 24;
/** The most `shown` may ask for: more than the menu holds, less than anything costly. */
const MAX_SHOWN = 1000;

export function readShown(raw: string | null): { shown: number; problem: string | null } {
  const value = (raw ?? "").trim();
  if (!value) return { shown: EXPLORE_PAGE_SIZE, problem: null };
  if (!/^\d{1,4}$/.test(value) || Number(value) > MAX_SHOWN) {
    return {
      shown: EXPLORE_PAGE_SIZE,
      problem: `"Shown" must be a whole number of items from 1 to ${MAX_SHOWN}, like 48 (you gave "${value.slice(0, 20)}").`,
    };
  }
  return { shown: Math.max(EXPLORE_PAGE_SIZE, Number(value)), problem: null };
}

/** The next page's address: the list's own address with `shown` raised by a page, opening at its first new item. */
export function showMorePath(listPath: string, shown: number): string {
  const next = shown + EXPLORE_PAGE_SIZE;
  return `${listPath}${listPath.includes("?") ? "&" : "?"}shown=${next}#result-${shown + 1}`;
}
