/**
 * /search's answers to questions naming places or offers (domain/rules/questions.ts): an item in two or more states
 * side by side with the gap between them, an item other than the Big Mac asked about abroad, and whether an offer
 * still runs, from its dated reports. Every price is marked by the one Price component, every date comes from a record.
 */
import { Link } from "react-router";
import { Fig, Price } from "#components/figures/Figure.tsx";
import { offerStatus } from "#domain/copy/offers.ts";
import { sourceDate } from "#domain/rules/locations.ts";
import { formatLongDate } from "#domain/rules/dates.ts";
import { formatPrice } from "#domain/rules/money.ts";
import { figureMark } from "#domain/publish/price-hooks.ts";
import { lineName, type QuestionAnswer, type StatesLine } from "#domain/rules/questions.ts";
import { priceKindLabel } from "#domain/rules/state-estimates.ts";
import { LineName, Unknown } from "./AnswerParts.tsx";
import * as s from "./search.css.ts";

/** One item in each state named: the gap first (when two states have a figure), then each state's figure with its kind and date. */
function StatesLineAnswer({ line, states }: { line: StatesLine; states: readonly string[] }) {
  const name = lineName({ ...line, quantity: 1 });
  const d = line.difference;
  return (
    <div data-testid="states-answer">
      <p className={s.big}>
        {d ? (
          <>
            {name}: <Fig kind="total">{formatPrice(d.amount)}</Fig> more in {d.dearer} than in {d.cheaper} (
            <Fig kind="total">{d.percent}%</Fig>)
          </>
        ) : (
          `${name} in ${states.join(" and ")}`
        )}
      </p>
      <ul className={s.list}>
        {line.prices.map((p) => (
          <li key={p.state} className={s.item}>
            <Link to={p.href}>{p.state}</Link>:{" "}
            {p.statePrice ? (
              <>
                <Price item={line.name} size={line.size} kind="state" state={p.state} value={p.statePrice.price}>
                  <strong>{formatPrice(p.statePrice.price)}</strong>
                </Price>
                , {priceKindLabel(p.statePrice.kind).toLowerCase()} for {p.state}, {formatLongDate(p.statePrice.checked)}
              </>
            ) : (
              <>no figure for {p.state} in our data</>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function StatesAnswer({ a }: { a: Extract<QuestionAnswer, { kind: "states" }> }) {
  const kinds = new Set(a.lines.flatMap((l) => l.prices.map((p) => p.statePrice?.kind).filter(Boolean)));
  return (
    <>
      {a.lines.map((l) => (
        <StatesLineAnswer key={l.slug} line={l} states={a.states} />
      ))}
      <Unknown parts={a.unknown} />
      {a.lines.length ? (
        <p className={s.small}>
          {kinds.has("stored") || kinds.has("estimate")
            ? "Each state's figure is our estimate for that state, not a price checked at a restaurant; the gap is the difference of the two figures. "
            : ""}
          {kinds.has("national") ? "An advertised price is the chain's, the same in every state where it runs. " : ""}
          Your restaurant may charge more or less.
        </p>
      ) : null}
    </>
  );
}

/** An item other than the Big Mac asked about abroad: we hold only the Big Mac's price there, and link to it. */
export function OtherCountryAnswer({ a }: { a: Extract<QuestionAnswer, { kind: "country" }> }) {
  return (
    <>
      <p className={s.big}>
        We have no price for the {a.otherItem} in {a.country}.
      </p>
      <p>
        Outside the US we hold only the Big Mac's price, from The Economist's Big Mac index:{" "}
        <Link to={a.href}>the Big Mac in {a.country}, every edition of the index</Link>.
      </p>
    </>
  );
}

export function OfferAnswer({ a }: { a: Extract<QuestionAnswer, { kind: "offer" }> }) {
  const status = offerStatus(a.line.name, a);
  return (
    <>
      {/* An offer's name and terms are its own rules ("$5 Meal Deal"): one mark for the sentence. */}
      <p className={s.big} data-testid="offer-status" {...figureMark("rule")}>
        {status.head}
      </p>
      <p {...figureMark("rule")}>
        {status.more}
        {a.description ? ` What is in it: ${a.description}` : ""}
      </p>
      <p>
        Its page, with our price: <LineName line={a.line} />
      </p>
      {a.records.length ? (
        <>
          <h3>What the reports say, newest first</h3>
          <ol className={s.list} data-testid="offer-records">
            {[...a.records].reverse().map((r) => (
              <li key={`${r.url}-${r.effective}-${r.what}`} className={s.item}>
                {sourceDate(r.effective)}: <Fig kind="dataset">{r.what}</Fig> (
                <a href={r.url} rel="external noopener">
                  {r.source}
                </a>
                {r.published ? `, ${sourceDate(r.published)}` : ""})
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <p className={s.small}>
        Your restaurant's app lists the deals it runs today. <Link to="/mcvalue">Every value deal we have a report of</Link>.
      </p>
    </>
  );
}
