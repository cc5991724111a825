/** Test items with published nutrition, in the shape the catalog joins from data/nutrition.json. */
import type { ItemNutrition, Nutrition, NutritionSize } from "../domain/rules/nutrition.ts";

export const TEST_SOURCE = "McDonald's US nutrition calculator";
export const TEST_AS_OF = "2026-09-16";

/** `{ nutrition }` with each size's figures marked published by the chain on TEST_AS_OF. */
export function published(bySize: Partial<Record<NutritionSize, Nutrition>>): { nutrition: ItemNutrition } {
  const nutrition: ItemNutrition = {};
  for (const [size, n] of Object.entries(bySize) as [NutritionSize, Nutrition][]) {
    nutrition[size] = { ...n, basis: { kind: "published", source: TEST_SOURCE, asOf: TEST_AS_OF } };
  }
  return { nutrition };
}
