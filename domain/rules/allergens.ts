/**
 * What the site says about an item's allergens: only the chain's own statement as imported into
 * data/allergens.json (scripts/import/allergens.ts), with its source and capture date from the data; an item the
 * capture does not cover gets one plain sentence and no list, never a generic guess.
 */
import { ALLERGENS, type AllergenStatement } from "../data/allergen-entry.ts";
import { formatLongDate } from "./dates.ts";

/** The exact words for an item without a statement: on its page, in its FAQ, in the API's consumers. */
export const NO_ALLERGEN_STATEMENT = "We have no allergen statement for this item; check the chain's allergen guide.";

const lower = (list: readonly string[]) => list.map((a) => a.toLowerCase());

/** "milk, eggs and wheat". */
export function allergenList(list: readonly string[]): string {
  const l = lower(list);
  return l.length <= 1 ? (l[0] ?? "") : `${l.slice(0, -1).join(", ")} and ${l[l.length - 1]}`;
}

/**
 * The source line under a list of several items' allergens (/explore, /compare): each distinct source and capture
 * date once, from the statements shown; null when none is shown. A list with no source is a list from memory.
 */
export function allergenSourcesLine(
  statements: readonly (Pick<AllergenStatement, "source" | "capturedOn"> | null | undefined)[],
): string | null {
  const lines = [
    ...new Set(statements.filter((s): s is Pick<AllergenStatement, "source" | "capturedOn"> => Boolean(s)).map(allergenSourceLine)),
  ];
  return lines.length
    ? `Allergens: ${lines.join("; ")}. Recipes change and kitchens share equipment: check the chain's allergen guide before ordering.`
    : null;
}

/** "McDonald's US allergen statement, captured September 16, 2026": the source and date, both from the data. */
export function allergenSourceLine(s: Pick<AllergenStatement, "source" | "capturedOn">): string {
  return `${s.source}, captured ${formatLongDate(s.capturedOn)}`;
}

/** The "Contains:" line's list: the allergens named, or that the statement names none of the nine. */
export function containsText(s: Pick<AllergenStatement, "contains">): string {
  return s.contains.length ? s.contains.join(", ") : "none of the nine major allergens";
}

/** The "May contain:" line's list. */
export function mayContainText(s: Pick<AllergenStatement, "mayContain">): string {
  return s.mayContain.length ? s.mayContain.join(", ") : "nothing stated";
}

/** One sentence for the FAQ. */
export function allergenSentence(name: string, s: AllergenStatement | undefined): string {
  if (!s) return NO_ALLERGEN_STATEMENT;
  const contains = s.contains.length
    ? `the ${name} contains ${allergenList(s.contains)}.`
    : `the ${name} contains none of the nine major food allergens (${allergenList(ALLERGENS)}).`;
  const may = s.mayContain.length ? ` It may contain ${allergenList(s.mayContain)}.` : "";
  const unmapped = s.unmapped?.length
    ? ` It also says ${s.unmapped.map((u) => `"${u}"`).join(" and ")}, which we do not match to one of the nine.`
    : "";
  return `According to the ${allergenSourceLine(s)}, ${contains}${may}${unmapped} Recipes change, so check the chain's allergen guide before ordering if you have an allergy.`;
}
