/** What the site says about an item's allergens: only what data/menu-items.json records, never a generic guess. */
import { ALLERGENS, type MenuItemEntry } from "./schemas.ts";

/** An item's allergens as data/menu-items.json records them (`mayContain` optional). */
export type AllergenFacts = NonNullable<MenuItemEntry["allergens"]>;

const lower = (list: readonly string[]) => list.map((a) => a.toLowerCase());

/** "milk, eggs and wheat". */
export function allergenList(list: readonly string[]): string {
  const l = lower(list);
  return l.length <= 1 ? (l[0] ?? "") : `${l.slice(0, -1).join(", ")} and ${l[l.length - 1]}`;
}

/** One sentence for the FAQ and the allergen section. */
export function allergenSentence(name: string, facts: AllergenFacts | undefined): string {
  if (!facts) {
    return `We have no checked allergen information for the ${name}. If you have a food allergy, use the chain's official allergen guide or ask at the restaurant before ordering.`;
  }
  const contains = facts.contains.length
    ? `The ${name} contains ${allergenList(facts.contains)}.`
    : `The ${name} contains none of the nine major food allergens (${allergenList(ALLERGENS)}).`;
  const may = facts.mayContain?.length ? ` It may contain ${allergenList(facts.mayContain)} from shared equipment.` : "";
  return `${contains}${may} Recipes change, so check the chain's official allergen guide before ordering if you have an allergy.`;
}
