/** Test allergen statements, in the shape the catalog joins from data/allergens.json. */
import type { Allergen, AllergenStatement } from "../domain/data/allergen-entry.ts";

/** A statement of the chain's, captured on 2026-09-16, naming `contains` and `mayContain` (and any extra fields). */
export function statement(
  item: string,
  contains: Allergen[],
  mayContain: Allergen[] = [],
  extra: Partial<AllergenStatement> = {},
): AllergenStatement {
  return {
    item,
    sourceItem: item,
    sourceId: 200001,
    source: "McDonald's US allergen statement",
    capturedOn: "2026-09-16",
    contains,
    mayContain,
    ...extra,
  };
}
