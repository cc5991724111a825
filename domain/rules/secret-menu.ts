/**
 * A secret-menu item's price is the sum of its parts' current national figures (each part's `avgPriceUsd`, or
 * its size's price for an item sold in sizes: the same figure its item page shows), added up when the page is
 * rendered, so it moves with the menu and is never typed. What the recipe adds that the menu does not sell on its
 * own is named beside the sum and left out of it.
 */
import type { SecretItem } from "../data/content-schemas.ts";
import type { MenuItemEntry } from "../data/schemas.ts";
import { SIZE_FACTORS, type MenuSize } from "./sizes.ts";

const round2 = (n: number) => Math.round(n * 100) / 100;

export interface SecretPart {
  item: string;
  /** "Standard" for an item not sold in sizes. */
  size: MenuSize | "Standard";
  count: number;
  /** One part's national figure (the item page's, for that size). */
  price: number;
}

export interface SecretSum {
  parts: SecretPart[];
  /** The parts' figures times their counts, added up. */
  total: number;
  /** What the recipe adds that has no price of its own in our data. */
  unpriced: string[];
}

type Priced = Pick<MenuItemEntry, "name" | "avgPriceUsd">;

/** The sum of an item's parts, or null when a part is not on the menu (check-data refuses that; a page then shows no price). */
export function secretMenuSum(item: Pick<SecretItem, "parts" | "unpriced">, find: (name: string) => Priced | undefined): SecretSum | null {
  const parts: SecretPart[] = [];
  for (const p of item.parts) {
    const menu = find(p.item);
    if (!menu) return null;
    const size = p.size ?? "Standard";
    parts.push({
      item: menu.name,
      size,
      count: p.count ?? 1,
      price: round2(menu.avgPriceUsd * (size === "Standard" ? 1 : SIZE_FACTORS[size].price)),
    });
  }
  return { parts, total: round2(parts.reduce((t, p) => t + p.price * p.count, 0)), unpriced: [...(item.unpriced ?? [])] };
}

/** The lowest and highest sums, and whether any of them leaves something unpriced; null with none. */
export function secretMenuRange(sums: readonly (SecretSum | null)[]): { low: number; high: number; partial: boolean } | null {
  const known = sums.filter((s): s is SecretSum => s !== null);
  if (!known.length) return null;
  const totals = known.map((s) => s.total);
  return { low: Math.min(...totals), high: Math.max(...totals), partial: known.some((s) => s.unpriced.length > 0) };
}

/** Each part that names no menu item, or a size the item is not sold in (or none for an item sold in sizes): for crossCheck. */
export function secretPartProblems(
  item: Pick<SecretItem, "parts">,
  find: (name: string) => Pick<MenuItemEntry, "sizes"> | undefined,
): { index: number; message: string }[] {
  const out: { index: number; message: string }[] = [];
  item.parts.forEach((p, index) => {
    const menu = find(p.item);
    if (!menu)
      out.push({
        index,
        message: `"${p.item}" is not an item in menu-items.json: a part must be a menu item, so its price can be added up`,
      });
    else if (menu.sizes?.length && !p.size)
      out.push({ index, message: `"${p.item}" is sold in sizes (${menu.sizes.join(", ")}): name one in "size"` });
    else if (p.size && !menu.sizes?.includes(p.size)) out.push({ index, message: `"${p.item}" is not sold in size ${p.size}` });
  });
  return out;
}
