/**
 * An item's picture with fixed width and height (no layout shift), lazy unless it is above the fold. Without
 * imageUrl it shows our own drawing of the item, or of its category (scripts/build-assets.ts draws them); if a picture
 * fails to load it is replaced by the generic food drawing. The failure may happen before React hydrates
 * (or on a page without React): the effect checks an already-broken image, and app-lite.js does the same job
 * on pages that ship no framework JavaScript (it looks for data-fallback).
 *
 * alt is empty: the item's name is always shown next to its picture, so the picture adds nothing to read.
 */
import { useEffect, useRef, useState } from "react";
import { IMAGE_SIZES, fallbackImagePath, itemImagePath } from "./image-paths.ts";
import type { MenuItemEntry } from "#domain/data/schemas.ts";

export interface ItemImageProps {
  item: Pick<MenuItemEntry, "name" | "category" | "imageUrl">;
  size: "card" | "hero";
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

export function ItemImage({ item, size, priority, className }: ItemImageProps) {
  const { width, height } = IMAGE_SIZES[size];
  const fallback = fallbackImagePath(size);
  const preferred = item.imageUrl ?? itemImagePath(item, size);
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const src = failed ? fallback : preferred;

  useEffect(() => setFailed(false), [preferred]);
  useEffect(() => {
    const img = ref.current;
    // Broken before hydration: the error event has already fired.
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute("src") !== fallback) setFailed(true);
  }, [preferred, fallback]);

  return (
    <img
      ref={ref}
      className={className}
      src={src}
      width={width}
      height={height}
      alt=""
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      data-fallback={fallback}
      onError={() => {
        if (!failed) setFailed(true);
      }}
    />
  );
}
