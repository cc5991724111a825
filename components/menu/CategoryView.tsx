/** The category page body (spec §2 Category page): badge, heading, byline, intro, links, cards, author bio. */
import { PricesChecked } from "../pages/PricesChecked.tsx";
import { Link } from "react-router";
import { Breadcrumbs } from "../layout/Breadcrumbs.tsx";
import { badge, button } from "../ui.css.ts";
import { formatPrice, type CategoryCard } from "#domain/rules/menu.ts";
import { Fig } from "../figures/Figure.tsx";
import { MenuCard } from "./MenuCard.tsx";
import { AUTHOR, AuthorBio } from "./AuthorBio.tsx";
import * as s from "./menu.css.ts";

export interface CategoryViewData {
  name: string;
  slug: string;
  /** When the category's price estimates were last reviewed: the oldest and newest dates (prices.json), or null when none is recorded. */
  updated: { oldest: string; newest: string } | null;
  items: CategoryCard[];
}

export function CategoryView({ data }: { data: CategoryViewData }) {
  const { name, items, updated } = data;
  const average = items.length ? items.reduce((sum, i) => sum + i.avgPriceUsd, 0) / items.length : 0;
  return (
    <>
      <Breadcrumbs />
      <header className={s.pageHead}>
        <span className={badge}>{name}</span>
        <h1>{name} Menu Prices</h1>
        <p className={s.byline}>
          By {AUTHOR.name}
          {updated ? (
            <>
              {" · "}
              <PricesChecked as="span" oldest={updated.oldest} newest={updated.newest} />
            </>
          ) : null}
        </p>
        {items.length ? (
          <p>
            Here are estimated prices for all {items.length} items in the {name} category, averaging{" "}
            <Fig kind="total">{formatPrice(average)}</Fig> across the United States. Open any item for its sizes, nutrition, state-by-state
            prices and visitor comments. Prices are estimates and vary by location.
          </p>
        ) : (
          <p>
            Estimated prices for the {name} category, with sizes and the chain's published nutrition where our data has it. Prices vary by
            location.
          </p>
        )}
        <div className={s.linkRow}>
          <Link className={button.secondary} to="/#menu">
            View the full menu
          </Link>
          <Link className={button.secondary} to="/menu/breakfast">
            Breakfast menu
          </Link>
        </div>
      </header>
      {items.length === 0 ? (
        <div className={s.empty}>
          <h2>No items found</h2>
          <p>This category doesn't have any menu items yet.</p>
        </div>
      ) : (
        <ul className={s.cardGrid} aria-label={`${name} items`}>
          {items.map((item, i) => (
            <li key={item.name}>
              <MenuCard item={item} headingLevel={2} priority={i < 4} />
            </li>
          ))}
        </ul>
      )}
      <AuthorBio />
    </>
  );
}
