/**
 * The pieces every answer of /search writes an item with: its name as a link (with its size, and what the diner
 * typed when it was read as another spelling), its national price with what the price is, and the parts of a
 * question that named nothing on the menu.
 */
import { itemSlugPath } from "#domain/rules/menu.ts";
import { Link } from "react-router";
import { Fig, Price } from "#components/figures/Figure.tsx";
import { lineName, type AnswerLine, type UnknownPart } from "#domain/rules/questions.ts";

/** An item's name as a link, with its size, and the words it was read from when they were spelled otherwise. */
export function LineName({ line }: { line: AnswerLine }) {
  return (
    <>
      <Link to={`${itemSlugPath(line.slug)}${line.size !== "Standard" && line.size !== "Medium" ? `?size=${line.size}` : ""}`}>
        {lineName(line)}
      </Link>
      {line.sizeAssumed ? " (no size named: the usual Medium)" : ""}
      {line.typed ? (
        <>
          {" "}
          (you typed "<Fig kind="user">{line.typed}</Fig>")
        </>
      ) : null}
    </>
  );
}

/** An item's national price in a size, with what it is: an estimate for a month, or the chain's advertised price. */
export function LinePrice({ line }: { line: AnswerLine }) {
  return (
    <>
      <Price item={line.name} size={line.size} value={line.price} />, {line.priceBasis.words}
    </>
  );
}

/** Each part of the question that names no item, with the nearest names. */
export function Unknown({ parts }: { parts: readonly UnknownPart[] }) {
  return parts.map((u) => (
    <p key={u.typed}>
      We have no item called "<Fig kind="user">{u.typed}</Fig>".
      {u.nearest.length ? (
        <>
          {" "}
          Did you mean{" "}
          {u.nearest.map((n, i) => (
            <span key={n.slug}>
              {i ? ", " : ""}
              <Link to={itemSlugPath(n.slug)}>{n.name}</Link>
            </span>
          ))}
          ?
        </>
      ) : null}
    </p>
  ));
}
