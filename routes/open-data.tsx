/** /open-data: the outside datasets the site shows, with their licences, as CSV and JSON downloads. */
import { PageHero } from "#components/pages/PageParts.tsx";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { card, container, prose, section } from "#components/ui.css.ts";
import { OUR_LICENCE_URL } from "#domain/publish/datasets.ts";
import { openDataPage } from "#components/pages/datasets-data.server.ts";
import { DATA_FEED } from "#components/seo.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/open-data";
import { app } from "#server/http/context.ts";

export const handle: RouteHandle = { hydrate: false };

export function loader({ context: routerContext }: Route.LoaderArgs) {
  return openDataPage(app(routerContext));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Open Data: Menu Prices, State Prices, Nutrition and the Big Mac Index",
    description:
      "Our price estimates, the published figures we show and the outside datasets behind them, as CSV and JSON with their licences, an API description and a feed of updates.",
    path: "/open-data",
    dataFeed: true,
  });

export default function OpenData({ loaderData }: Route.ComponentProps) {
  const groups = [
    {
      id: "ours",
      title: "Our data",
      intro:
        'Our own estimates and compilations, under CC BY 4.0: use them freely, crediting "Menu Prices". Every row says its basis and date.',
    },
    { id: "source", title: "Outside data", intro: "Datasets published by others, as we use them, each under its own licence." },
  ] as const;
  return (
    <>
      <PageHero
        title="Open Data"
        intro="Everything the site shows, to download as CSV or JSON: our estimates with their basis, and the published datasets we show, each with its licence and source."
      />
      <div className={`${container} ${section}`}>
        {groups.map((g) => (
          <section key={g.id} aria-labelledby={`group-${g.id}`}>
            <h2 id={`group-${g.id}`} className={p.sectionTitle}>
              {g.title}
            </h2>
            <p className={prose}>
              {g.intro}
              {g.id === "ours" ? (
                <>
                  {" "}
                  <a href={OUR_LICENCE_URL} rel="license">
                    The licence
                  </a>
                  .
                </>
              ) : null}
            </p>
            <div className={p.twoCol}>
              {loaderData.datasets
                .filter((d) => d.origin === g.id)
                .map((d) => (
                  <DatasetCard key={d.id} d={d} />
                ))}
            </div>
          </section>
        ))}
        <div className={`${prose} ${p.tableSection}`}>
          <h2>For programs</h2>
          <ul>
            <li>
              <a href="/api/openapi.json">The API, described as an OpenAPI 3.1 document</a>: every <code>/api</code> path, its parameters
              and the shape of its answers, with each figure's basis beside it.
            </li>
            <li>
              <a href={DATA_FEED.path} type="application/atom+xml">
                A feed of data updates (Atom)
              </a>
              : each new month of our price estimates and each new edition of the datasets above, dated from the data.
            </li>
          </ul>
          <Glossary />
          <h2>About these files</h2>
          <p>
            They are written from the same data the pages and the API read, so a download always matches what the site shows. The CSV files
            have a header line, commas between fields and quotes around any field holding a comma; an empty field means the source gives no
            value. Our prices are estimates, not prices read at restaurants, and every row says so in its basis column.
          </p>
        </div>
      </div>
    </>
  );
}

/**
 * The precise words, said once: the pages a diner reads use plain ones ("where it comes from", "the middle
 * of our estimates", "a news-reader link", "a scrambled stand-in"); the files and the API use these, defined here.
 */
const GLOSSARY: readonly { term: string; plain: string; meaning: string }[] = [
  {
    term: "basis",
    plain: "where it comes from",
    meaning:
      "what a figure rests on: published (the chain's own, with its source), survey or open data (a named third party, with its date), reported (what visitors told us they paid) or estimate (our model, with its method on /about).",
  },
  {
    term: "median",
    plain: "the middle",
    meaning:
      "the middle value once the values are sorted: half are above it and half below. A reported price is the median over visitors; a state's comparison with the national average is the median over its items.",
  },
  {
    term: "price level",
    plain: "how a state's prices compare",
    meaning: "a state's prices against the national average for the same items, in percent.",
  },
  {
    term: "stored state estimate",
    plain: "priced state by state",
    meaning:
      "an estimate the price model made for one item in one state; the others (rough ones) are the national estimate times the state's level.",
  },
  {
    term: "channel",
    plain: "counted separately",
    meaning:
      "where a reported price was paid: at the counter or drive-thru, in the app, or through a delivery app. Each channel is its own figure, never mixed into another.",
  },
  {
    term: "keyed hash",
    plain: "a scrambled stand-in",
    meaning:
      "what we keep instead of a visitor's internet address: a one-way code made from it with a secret key, which cannot be turned back into the address.",
  },
  {
    term: "Atom feed",
    plain: "a news-reader link",
    meaning: "a list of updates in the Atom format (RFC 4287) that a feed reader app checks for you.",
  },
  {
    term: "CC BY 4.0",
    plain: "anyone may reuse, with credit",
    meaning:
      "the Creative Commons Attribution 4.0 licence of our data and of The Economist's Big Mac index: use it freely, naming who made it.",
  },
];

function Glossary() {
  return (
    <section aria-labelledby="glossary-title" data-testid="glossary">
      <h2 id="glossary-title">Words used in these files</h2>
      <p>
        The site's pages say these in plain words (in brackets); the files, the API and the method on the about page use the precise term.
      </p>
      <dl className={p.glossary}>
        {GLOSSARY.map((g) => (
          <div key={g.term}>
            <dt>
              <strong>{g.term}</strong> ({g.plain})
            </dt>
            <dd>{g.meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One dataset: its rows, columns, licence, source, the page that shows it, and its two downloads. */
function DatasetCard({ d }: { d: Route.ComponentProps["loaderData"]["datasets"][number] }) {
  return (
    <section className={card} aria-labelledby={`dataset-${d.id}`}>
      <h3 id={`dataset-${d.id}`} className={p.cardTitle}>
        {d.title}
      </h3>
      <dl>
        <dt>Rows</dt>
        <dd>
          {d.count.toLocaleString("en-US")}, each {d.row}
        </dd>
        <dt>Columns</dt>
        <dd>{d.columns.join(", ")}</dd>
        <dt>Licence</dt>
        <dd>{d.licence}</dd>
        <dt>Source</dt>
        <dd>{d.source}</dd>
        <dt>Shown on</dt>
        <dd>
          <a href={d.shownOn}>{d.shownOn}</a>
        </dd>
      </dl>
      <p>
        Download:{" "}
        <a href={`/open-data/${d.id}.csv`} download>
          {d.id}.csv
        </a>{" "}
        ·{" "}
        <a href={`/open-data/${d.id}.json`} download>
          {d.id}.json
        </a>
      </p>
    </section>
  );
}
