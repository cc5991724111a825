import { memo } from "react";
import { Link } from "react-router";
import { formatCalorieFigure } from "#domain/nutrition.ts";
import { cardPrice, formatPrice, hasSizes, itemPath, reviewCount, type CardItem } from "#domain/menu.ts";
import { calorieHook, priceHook } from "#domain/price-hooks.ts";
import { Stars } from "./Stars.tsx";
import * as s from "./menu.css.ts";

/**
 * A menu card: name, the rating from the item's reviews (when it has any), price or 'Multiple sizes' range,
 * calories. No "Popular" badge: it went to every item over $5, which measured nothing (issue 27).
 * Memoised: a router update re-renders the page, and a grid of unchanged cards need not follow.
 */
export const MenuCard = memo(function MenuCard({ item, headingLevel = 3 }: { item: CardItem; headingLevel?: 3 | 4 }) {
  const price = cardPrice(item);
  const H = `h${headingLevel}` as "h3" | "h4";
  return (
    <article className={s.card}>
      <H className={s.cardTitle}>
        <Link className={s.cardLink} to={itemPath(item.name)}>
          {item.name}
        </Link>
      </H>
      {item.rating ? (
        <Stars
          value={item.rating.average}
          text={`${item.rating.average.toFixed(1)} (${item.rating.count})`}
          label={`Rated ${item.rating.average.toFixed(1)} out of 5 from ${reviewCount(item.rating.count)}`}
        />
      ) : null}
      <div className={s.cardMeta}>
        <span className={s.cardPrice}>
          {price.kind === "range" ? (
            <>
              <span {...priceHook(item.name, "Small", "national", price.low)}>{formatPrice(price.low)}</span> -{" "}
              <span {...priceHook(item.name, "Large", "national", price.high)}>{formatPrice(price.high)}</span>
            </>
          ) : (
            <span {...priceHook(item.name, "Standard", "national", price.price)}>{formatPrice(price.price)}</span>
          )}
        </span>
        <span className={s.cardSmall} {...calorieHook(item.name, hasSizes(item) ? "Medium" : "Standard", item.calories)}>
          {formatCalorieFigure(item.calories === null ? null : { calories: item.calories })}
        </span>
      </div>
      {price.kind === "range" ? <p className={s.cardSmall}>{price.label}</p> : null}
    </article>
  );
});
