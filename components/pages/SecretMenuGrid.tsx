/**
 * The secret menu cards. Each card is a button: clicking it selects (highlights) that item. Without
 * JavaScript the buttons submit a GET form (?selected=id) and the server renders the highlight; with it the
 * selection changes in place.
 */
import { useState } from "react";
import type { SecretItem } from "#domain/content-schemas.ts";
import { badge, muted, price } from "../ui.css.ts";
import * as p from "./pages.css.ts";
import { figureMark } from "#domain/price-hooks.ts";

export function SecretMenuGrid({ items, initialSelected }: { items: SecretItem[]; initialSelected: string | null }) {
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
                <span className={price} {...figureMark("estimate")}>
                  Estimated {it.price}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </form>
  );
}
