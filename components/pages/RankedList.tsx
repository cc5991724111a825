import { card, price } from "../ui.css.ts";
import * as p from "./pages.css.ts";
import { Price } from "#components/figures/Figure.tsx";

export interface RankedState {
  rank: number;
  state: string;
  price: number;
}

/**
 * A numbered list of states by an item's price in each (our estimates, marked as state prices so the consistency
 * crawl compares them with the state pages); tied states show the same rank (value= keeps the numbers real).
 */
export function RankedList({ id, title, item, rows }: { id: string; title: string; item: string; rows: RankedState[] }) {
  return (
    <section className={card} aria-labelledby={id}>
      <h2 id={id} className={p.cardTitle}>
        {title}
      </h2>
      <ol className={p.list}>
        {rows.map((r) => (
          <li key={r.state} value={r.rank}>
            <strong>{r.state}</strong>: <Price className={price} item={item} kind="state" state={r.state} value={r.price} />
          </li>
        ))}
      </ol>
    </section>
  );
}
