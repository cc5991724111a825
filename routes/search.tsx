/**
 * /search?q=: the answer to what a diner typed, read on the server (domain/rules/questions.ts), so the page
 * is the same with or without JavaScript and ships none. A question gets its answer here; a name goes to the menu's
 * results on the home page (which sends "big mac meal texas" on to that price); what we cannot read says what we
 * can answer and offers the nearest names.
 */
import { Link, data, redirect } from "react-router";
import { Breadcrumbs } from "#components/layout/Breadcrumbs.tsx";
import { Calories, Fig, Price } from "#components/figures/Figure.tsx";
import { SiteSearch } from "#components/search/SiteSearch.tsx";
import * as s from "#components/search/search.css.ts";
import { seo } from "#components/seo.ts";
import { container, section } from "#components/ui.css.ts";
import { basisLabel } from "#domain/rules/basis.ts";
import { formatPrice, itemSlugPath } from "#domain/rules/menu.ts";
import { lineName, type AnswerLine, type QuestionAnswer } from "#domain/rules/questions.ts";
import { LineName, LinePrice, Unknown } from "#components/search/AnswerParts.tsx";
import { OfferAnswer, OtherCountryAnswer, StatesAnswer } from "#components/search/PlaceAnswers.tsx";
import { formatLongDate } from "#domain/rules/dates.ts";
import { priceKindLabel } from "#domain/rules/state-estimates.ts";
import { searchPage, type SearchAnswer } from "#components/search/search-data.server.ts";
import { app } from "#server/http/context.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/search";

export const handle: RouteHandle = { hydrate: false };

/** What the search reads, each a link that asks it: the page's "what we can answer". */
const EXAMPLES = [
  "big mac calories",
  "protein in mcchicken",
  "calories in a large fries and a mcflurry",
  "mcchicken vs mccrispy",
  // figure-ok: an example of what a visitor types, not a price of ours
  "under $5",
  "cheap breakfast",
  "family of 4",
  "big mac meal texas",
  "mcchicken price in los angeles",
  "20 piece mcnuggets california vs ohio",
  // figure-ok: an example of what a visitor types, not a price of ours
  "is the $5 meal deal still on",
  "big mac japan",
] as const;

type Answer = SearchAnswer;

export function loader({ request, context: routerContext }: Route.LoaderArgs) {
  const page = searchPage(app(routerContext), new URL(request.url));
  if (page.redirectTo !== undefined) throw redirect(page.redirectTo);
  return data(page.body, { status: page.status });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: loaderData?.q ? `"${loaderData.q.slice(0, 60)}": search` : "Search the menu",
    description:
      "Ask about McDonald's menu prices and nutrition: calories of an item, two items added up, two compared, items under a price.",
    path: "/search",
    robots: "noindex, follow",
  });

function NutrientAnswer({ a }: { a: Extract<QuestionAnswer, { kind: "nutrient" }> }) {
  const isCalories = a.nutrient === "calories";
  const amount = (value: number, line?: AnswerLine) =>
    isCalories && line ? (
      <Calories item={line.name} size={line.size} value={value} />
    ) : isCalories ? (
      <Fig kind="total">{value.toLocaleString("en-US")} cal</Fig>
    ) : (
      `${value.toLocaleString("en-US")} ${a.unit}`
    );
  const one = a.lines.length === 1 && a.lines[0].quantity === 1 ? a.lines[0] : null;
  return (
    <>
      {a.total !== null ? (
        <p className={s.big} data-testid="question-total">
          {a.missing.length ? "At least " : ""}
          {one && one.value !== null ? amount(one.value, one) : amount(a.total)}
          {a.missing.length ? `; no figure for ${a.missing.join(", ")}` : ""}
        </p>
      ) : a.lines.length ? (
        <p className={s.big}>
          We have no {a.label.toLowerCase()} figure for {a.missing.join(", ")}.
        </p>
      ) : null}
      {a.lines.length ? (
        <ul className={s.list}>
          {a.lines.map((l) => (
            <li key={`${l.slug}-${l.size}`} className={s.item}>
              <LineName line={l} />:{" "}
              {l.value === null ? `${a.label.toLowerCase()} not in our data` : amount(l.value, l.quantity === 1 ? l : undefined)}
              {l.value !== null && l.quantity > 1 ? ` (${l.quantity} x ${l.value.toLocaleString("en-US")})` : ""}
              {l.basis ? <span className={s.small}> ({basisLabel(l.basis)})</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <Unknown parts={a.unknown} />
    </>
  );
}

function SumAnswer({ a }: { a: Extract<QuestionAnswer, { kind: "sum" }> }) {
  return (
    <>
      <p className={s.big} data-testid="question-total">
        <Fig kind="total">{formatPrice(a.totalPrice)}</Fig>
        {a.anyEstimate ? " (estimate)" : ""}
        {a.totalCalories !== null ? (
          <>
            {", "}
            {a.missing.length ? "at least " : ""}
            <Fig kind="total">{a.totalCalories.toLocaleString("en-US")} cal</Fig>
          </>
        ) : null}
        {a.missing.length ? `; no calorie figure for ${a.missing.join(", ")}` : ""}
      </p>
      <ul className={s.list}>
        {a.lines.map((l) => (
          <li key={`${l.slug}-${l.size}`} className={s.item}>
            <LineName line={l} />: <LinePrice line={l} />
            {"; "}
            <Calories item={l.name} size={l.size} value={l.value} />
            {l.quantity > 1 ? `, each (x ${l.quantity})` : ""}
          </li>
        ))}
      </ul>
      <Unknown parts={a.unknown} />
      <p className={s.small}>
        Prices are national averages; your restaurant may charge more or less. Calories are the chain's published figures.
      </p>
    </>
  );
}

function ListAnswer({ a }: { a: Extract<QuestionAnswer, { kind: "list" }> }) {
  return (
    <>
      {a.dollarMenu ? (
        <p>
          There is no dollar menu in our data: here are the items at <Fig kind="rule">{formatPrice(a.max ?? 0)}</Fig> or less instead.
        </p>
      ) : null}
      <h2>
        {a.title}
        {a.max !== null ? (
          <>
            {" "}
            at <Fig kind="rule">{formatPrice(a.max)}</Fig> or less
          </>
        ) : null}
        , cheapest first
      </h2>
      {a.lines.length ? (
        <ol className={s.list} data-testid="question-list">
          {a.lines.map((l) => (
            <li key={`${l.slug}-${l.size}`} className={s.item}>
              <LineName line={l} />: <LinePrice line={l} />
            </li>
          ))}
        </ol>
      ) : (
        <p>No item on our menu is that cheap.</p>
      )}
      {a.count > a.lines.length ? (
        <p>
          The cheapest {a.lines.length} of {a.count}. <Link to="/explore?sort=price&order=asc">See them all in the menu explorer</Link>.
        </p>
      ) : null}
    </>
  );
}

/** An item asked about in a city: the state's figure, dated and labelled, or the US average where the state has none. */
function CityAnswer({ a }: { a: Extract<QuestionAnswer, { kind: "city" }> }) {
  return (
    <>
      <p className={s.big}>
        {a.city} is in {a.state}. We have no prices for single cities, so {a.lines.length > 1 ? "these are" : "this is"} our figure for{" "}
        {a.state}:
      </p>
      <ul className={s.list}>
        {a.lines.map((l) => (
          <li key={l.slug} className={s.item}>
            <Link to={l.href}>
              {lineName({ ...l, quantity: 1 })} in {a.state}
            </Link>
            :{" "}
            {l.statePrice ? (
              <>
                <Price item={l.name} size={l.size} kind="state" state={a.state} value={l.statePrice.price} />,{" "}
                {priceKindLabel(l.statePrice.kind).toLowerCase()} for {a.state}, {formatLongDate(l.statePrice.checked)}
              </>
            ) : (
              <>
                no figure for {a.state}; the US average is <LinePrice line={l} />
              </>
            )}
          </li>
        ))}
      </ul>
      <Unknown parts={a.unknown} />
    </>
  );
}

function Answered({ answer }: { answer: Answer }) {
  switch (answer.kind) {
    case "city":
      return <CityAnswer a={answer} />;
    case "states":
      return <StatesAnswer a={answer} />;
    case "country":
      return <OtherCountryAnswer a={answer} />;
    case "offer":
      return <OfferAnswer a={answer} />;
    case "nutrient":
      return <NutrientAnswer a={answer} />;
    case "sum":
      return <SumAnswer a={answer} />;
    case "list":
      return <ListAnswer a={answer} />;
    case "compare":
      return (
        <>
          <p className={s.big}>
            {answer.names.length >= 2 ? (
              <Link to={answer.href}>Compare {answer.names.join(" and ")} side by side</Link>
            ) : (
              <Link to={answer.href}>Open the comparison and add an item</Link>
            )}
          </p>
          <Unknown parts={answer.unknown} />
        </>
      );
    case "group":
      return (
        <>
          <p className={s.big}>
            <Link to={answer.href}>Plan an order for {answer.people} people in the meal calculator</Link>
          </p>
          <p>
            {answer.assumed ? `No number of people was given, so it starts with ${answer.people}; change it there. ` : ""}
            The calculator shows the order's total and each person's share.
            {answer.budget !== null && answer.perPerson !== null ? (
              <>
                {" "}
                A budget of <Fig kind="rule">{formatPrice(answer.budget)}</Fig> is <Fig kind="total">{formatPrice(answer.perPerson)}</Fig> a
                person.
              </>
            ) : null}
          </p>
        </>
      );
    case "unknown":
      return (
        <>
          <p className={s.big}>We could not find an answer to that.</p>
          {answer.nearest.length ? (
            <p>
              Did you mean{" "}
              {answer.nearest.map((n, i) => (
                <span key={n.slug}>
                  {i ? ", " : ""}
                  <Link to={itemSlugPath(n.slug)}>{n.name}</Link>
                </span>
              ))}
              ?
            </p>
          ) : null}
        </>
      );
    case "empty":
      return null;
  }
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, answer } = loaderData;
  return (
    <div className={`${container} ${section}`}>
      <Breadcrumbs />
      <h1>
        {q ? (
          <>
            Search: <Fig kind="user">{q}</Fig>
          </>
        ) : (
          "Search the menu"
        )}
      </h1>
      <SiteSearch id="search-page-q" label="Ask about the menu" value={q} />
      {answer.kind !== "empty" ? (
        <section className={s.answer} aria-labelledby="search-answer-title" data-testid="question-answer">
          <h2 id="search-answer-title" className="visually-hidden">
            Answer
          </h2>
          <Answered answer={answer} />
        </section>
      ) : null}
      <h2>What you can ask</h2>
      <ul className={s.list}>
        {EXAMPLES.map((e) => (
          <li key={e} className={s.item}>
            <Link to={`/search?q=${encodeURIComponent(e)}`}>
              <Fig kind="user">{e}</Fig>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        Or search by name on the <Link to="/#menu">menu</Link>.
      </p>
    </div>
  );
}
