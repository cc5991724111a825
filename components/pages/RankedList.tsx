import { card, price } from "../ui.css.ts";
import * as p from "./pages.css.ts";
import { formatPrice } from "#domain/money.ts";
import { figureMark } from "#domain/price-hooks.ts";

export interface RankedCity {
  rank: number;
  city: string;
  state: string;
  price: number;
}

/** A numbered list of cities; tied cities show the same rank (the list uses value= so the numbers are real). */
export function RankedList({ id, title, rows }: { id: string; title: string; rows: RankedCity[] }) {
  return (
    <section className={card} aria-labelledby={id}>
      <h2 id={id} className={p.cardTitle}>
        {title}
      </h2>
      <ol className={p.list}>
        {rows.map((r) => (
          <li key={`${r.city}-${r.state}`} value={r.rank}>
            <strong>{r.city}</strong>, {r.state}: <span className={price} {...figureMark("estimate")}>
              {formatPrice(r.price)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
