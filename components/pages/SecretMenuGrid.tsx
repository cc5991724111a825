/**
 * The secret menu cards. Each card is a button: clicking it selects (highlights) that item. Without
 * JavaScript the buttons submit a GET form (?selected=id) and the server renders the highlight; with it the
 * selection changes in place.
 */
import { useState } from "react";
import type { SecretItem } from "#domain/data/content-schemas.ts";
import type { SecretSum } from "#domain/rules/secret-menu.ts";
import { formatPrice } from "#domain/rules/money.ts";
import { badge, muted, price } from "../ui.css.ts";
import * as p from "./pages.css.ts";
import { Fig, Price } from "../figures/Figure.tsx";

export type PricedSecretItem = SecretItem & { sum: SecretSum | null };

/** "Sum of its parts: $6.08 (McDouble $3.19 + McChicken $2.89), plus Mac sauce, not priced": each part the item page's figure. */
export function SecretSumLine({ sum }: { sum: SecretSum | null }) {
  if (!sum) return <span className={price}>No price: a part is not on our menu</span>;
  return (
    <span data-testid="secret-sum">
      <span className={price}>
        {"Sum of its parts: "}
        <Fig kind="total">{formatPrice(sum.total)}</Fig>
      </span>
      {" ("}
      {sum.parts.map((part, i) => (
        <span key={`${part.item}-${part.size}`}>
          {i ? " + " : ""}
          {`${part.count > 1 ? `${part.count} × ` : ""}${part.item}${part.size === "Standard" ? "" : ` (${part.size})`} `}
          <Price item={part.item} size={part.size} value={part.price} />
        </span>
      ))}
      {sum.unpriced.length ? `), plus ${sum.unpriced.join(" and ")}, not priced` : ")"}
      {", at our national estimates."}
    </span>
  );
}

export function SecretMenuGrid({ items, initialSelected }: { items: PricedSecretItem[]; initialSelected: string | null }) {
  const [selected, setSelected] = useState(initialSelected);
  return (
    <form method="get" aria-label="Secret menu items">
      <ul className={p.cardGridWide}>
        {items.map((it) => {
          const isSelected = selected === it.id;
          return (
            <li key={it.id}>
              <button
                type="submit"
                name="selected"
                value={it.id}
                aria-pressed={isSelected}
                className={`${p.cardButton} ${isSelected ? p.selected : ""}`}
                onClick={(e) => {
                  e.preventDefault();
                  setSelected(isSelected ? null : it.id);
                }}
              >
                <span className={p.meta}>
                  <span className={badge}>{it.availability}</span>
                </span>
                <span className={p.cardTitle} role="heading" aria-level={3}>
                  {it.name}
                </span>
                <span className={muted}>{it.secret}</span>
                <SecretSumLine sum={it.sum} />
              </button>
            </li>
          );
        })}
      </ul>
    </form>
  );
}
