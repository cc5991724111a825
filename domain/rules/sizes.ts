/**
 * The menu's sizes, in one place: what an item sold in sizes comes in, smallest first, and each size's price
 * against the Medium (the item's `avgPriceUsd`). The data files' checks (domain/data/schemas.ts, nutrition-entry.ts,
 * nutrition-checks.ts, combo.ts), the size rules (domain/rules/menu.ts), /explore, the report and follow forms, the
 * reports' checks and the OpenAPI document all read this list: a size is added or renamed here.
 * Imports nothing, so the schemas can read it without a cycle.
 */

export const SIZE_FACTORS = {
  Small: { price: 0.8 },
  Medium: { price: 1 },
  Large: { price: 1.25 },
} as const;

export type MenuSize = keyof typeof SIZE_FACTORS;

/** The sizes an item sold in sizes comes in, smallest first. */
export const MENU_SIZES = Object.keys(SIZE_FACTORS) as MenuSize[];

/** `["Small", "Medium", "Large"]`, as a data file's message shows the list. */
export const MENU_SIZES_LIST = `[${MENU_SIZES.map((s) => `"${s}"`).join(", ")}]`;
