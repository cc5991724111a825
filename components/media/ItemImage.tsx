/**
 * An item's picture with fixed width and height (no layout shift), lazy unless it is above the fold, and our
 * own generated per-category food image when imageUrl is missing or fails to load.
 * Placeholder: issue #7 generates the images (scripts/build-assets.ts) and adds the load-failure fallback.
 */
import { categorySlug } from "#domain/slug.ts";

export interface ItemImageProps {
  item: { name: string; category: string; imageUrl?: string };
  size: "card" | "hero";
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

export const IMAGE_SIZES = { card: { width: 320, height: 200 }, hero: { width: 640, height: 400 } } as const;

export function ItemImage({ item, size, priority, className }: ItemImageProps) {
  const { width, height } = IMAGE_SIZES[size];
  const src = item.imageUrl ?? `/images/food/${categorySlug(item.category)}-${size}.webp`;
  return (
    <img
      className={className}
      src={src}
      width={width}
      height={height}
      alt=""
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
