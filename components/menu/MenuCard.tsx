import { memo } from "react";
import { Link } from "react-router";
import { cardPrice, hasSizes, itemPath, reviewCount, type CardItem } from "#domain/menu.ts";
import { Calories, CardPrice } from "../figures/Figure.tsx";
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
        <CardPrice item={item} className={s.cardPrice} />
        <Calories item={item.name} size={hasSizes(item) ? "Medium" : "Standard"} value={item.calories} className={s.cardSmall} />
      </div>
      {price.kind === "range" ? <p className={s.cardSmall}>{price.label}</p> : null}
    </article>
  );
});
