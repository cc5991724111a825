/**
 * Where item pictures live and their sizes: one place for ItemImage and scripts/build-assets.ts, which draws
 * our own image per category (public/images/food/<category-slug>-<size>.webp) and a generic fallback.
 */
import { categorySlug, itemSlug } from "#domain/rules/slug.ts";
import type { MenuItemEntry } from "#domain/data/schemas.ts";
/** Items with their own drawing (written by scripts/build-assets.ts from scripts/assets/item-art.ts). */
import ITEM_PICTURES from "./item-pictures.json" with { type: "json" };

const withPicture: ReadonlySet<string> = new Set(ITEM_PICTURES);

export const IMAGE_SIZES = { card: { width: 320, height: 200 }, hero: { width: 640, height: 400 } } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** Our drawing for a category: /images/food/burgers-card.webp */
export function categoryImagePath(category: string, size: ImageSize): string {
  return `/images/food/${categorySlug(category)}-${size}.webp`;
}

/** The generic food picture shown when an image is missing or fails to load. */
export function fallbackImagePath(size: ImageSize): string {
  return `/images/food/fallback-${size}.webp`;
}

/** The item's own drawing when it has one (/images/food/items/big-mac-card.webp), else its category's. */
export function itemImagePath(item: Pick<MenuItemEntry, "name" | "category">, size: ImageSize): string {
  const slug = itemSlug(item.name);
  return withPicture.has(slug) ? `/images/food/items/${slug}-${size}.webp` : categoryImagePath(item.category, size);
}
