import { memo, type ReactNode } from "react";
import { Link } from "react-router";
import { cardPrice, hasSizes, itemPath, reviewCount, type CardItem } from "#domain/rules/menu.ts";
import { Calories, CardPrice, Price } from "../figures/Figure.tsx";
import { ItemImage } from "../media/ItemImage.tsx";
import { Stars } from "./Stars.tsx";
import * as s from "./menu.css.ts";

/**
 * The one card of a menu item, wherever it appears (home, category pages): the item's picture (our
 * drawing, scripts/assets/), its name, the rating from its reviews (when it has any), the price or the 'Multiple
 * sizes' range, calories, and on a category page a short description. No "Popular" badge: it went to every item
 * over $5, which measured nothing. A list of one size (/explore) gives that size's figures (`size`),
 * and may add lines of its own below them (`children`). The calculators' menu lists (components/tools/parts.tsx)
 * use the compact card with no figures of its own (`figures={false}`): their Add buttons carry each size's price
 * and calories, so no figure is shown twice in one card; those lists are server islands, rendered outside the
 * router, so the card's link is a plain <a> there (`plainLink`).
 * Memoised: a router update re-renders the page, and a grid of unchanged cards need not follow.
 */
/** The figures of one size, shown instead of the card's range: /explore's "Large only". */
export interface CardSize {
  name: string;
  price: number;
  calories: number | null;
}

/**
 * The item's rating from its reviews; `short` for a compact card's price line: the average only ("★ 4.0"), the count
 * of reviews in its accessible name and tooltip and beside it on the item's page (the line has no room for both).
 */
function rating(r: NonNullable<CardItem["rating"]>, short: boolean) {
  return (
    <Stars
      value={r.average}
      text={short ? r.average.toFixed(1) : `${r.average.toFixed(1)} (${r.count})`}
      label={`Rated ${r.average.toFixed(1)} out of 5 from ${reviewCount(r.count)}`}
      short={short}
    />
  );
}

export const MenuCard = memo(function MenuCard({
  item,
  headingLevel = 3,
  priority = false,
  size,
  row = false,
  compact = false,
  figures = true,
  plainLink = false,
  children,
}: {
  item: Omit<CardItem, "cuisine"> & { description?: string; imageUrl?: string };
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
  size?: CardSize;
  /** One row (picture beside the text) at every width, not only on a phone. */
  row?: boolean;
  /** Smaller: a narrow picture, no description (the home page's index of the menu). */
  compact?: boolean;
  /** False: the card shows no price or calories of its own, because its children carry them (the calculators' Add buttons). */
  figures?: boolean;
  /** A plain <a> instead of the router's Link: for a server island, rendered outside the router. */
  plainLink?: boolean;
  children?: ReactNode;
}) {
  const price = cardPrice(item);
  const H = `h${headingLevel}` as "h2" | "h3" | "h4";
  // A compact card with its own figures (the home page's index) says its rating on the price line: a line of its own
  // made every row holding a reviewed item taller, so the page grew with the visitors' reviews.
  const inPriceLine = compact && figures && !size;
  return (
    <article className={compact ? `${s.cardWithImage} ${s.cardCompact}` : row ? `${s.cardWithImage} ${s.cardAsRow}` : s.cardWithImage}>
      <ItemImage item={item} size="card" priority={priority} className={s.cardImage} />
      <div className={s.cardBody}>
        <H className={s.cardTitle}>
          {plainLink ? (
            <a className={s.cardLink} href={itemPath(item.name)}>
              {item.name}
            </a>
          ) : (
            <Link className={s.cardLink} to={itemPath(item.name)}>
              {item.name}
            </Link>
          )}
        </H>
        {item.rating && !inPriceLine ? rating(item.rating, false) : null}
        {!figures ? null : size ? (
          <div className={s.cardMeta}>
            <Price item={item.name} size={size.name} value={size.price} className={s.cardPrice} />
            <span className={s.cardSmall}>
              {size.name === "Standard" ? null : `${size.name}, `}
              <Calories item={item.name} size={size.name} value={size.calories} />
            </span>
          </div>
        ) : (
          <>
            <div className={s.cardMeta}>
              <CardPrice item={item} className={s.cardPrice} />
              <span className={s.cardSmall}>
                <Calories item={item.name} size={hasSizes(item) ? "Medium" : "Standard"} value={item.calories} />
                {/* The compact card says the range's label on the calories' line, one line shorter. */}
                {compact && price.kind === "range" ? ` · ${price.label}` : null}
                {item.rating && inPriceLine ? <> {rating(item.rating, true)}</> : null}
              </span>
            </div>
            {!compact && price.kind === "range" ? <p className={s.cardSmall}>{price.label}</p> : null}
          </>
        )}
        {item.description && !compact ? <p className={s.cardDesc}>{item.description}</p> : null}
        {children}
      </div>
    </article>
  );
});
