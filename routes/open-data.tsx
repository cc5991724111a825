/** /open-data: the datasets the site shows, ours and outside ones, with their licences, as CSV and JSON downloads (issue 28). */
import { PageHero } from "#components/pages/PageParts.tsx";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { card, container, prose, section } from "#components/ui.css.ts";
import { DATASETS, OUR_DATA_LICENCE } from "#domain/datasets.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/open-data";
import { app } from "#server/context.ts";
import { REPORT_COLUMNS } from "#domain/price-reports.ts";
import { DATA_FEED_LINK, DATA_FEED_PATH } from "#domain/data-updates.ts";

export const handle: RouteHandle = { hydrate: false };

export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  return {
    datasets: [
      ...DATASETS.map((d) => ({ id: d.id, title: d.title, row: d.row, licence: d.licence, source: d.source, shownOn: d.shownOn, columns: [...d.columns], count: d.rows(context.catalog).length })),
      // Prices visitors reported (issue 29): kept in the journal, not a data file, so listed beside the others.
      {
        id: "price-reports",
        title: "Prices visitors reported",
        row: "one price a visitor reported (hidden reports left out; nothing says who sent it)",
        licence: OUR_DATA_LICENCE,
        source: "Visitors of this site, through the report form and POST /api/price-reports",
        shownOn: "/prices",
        columns: [...REPORT_COLUMNS],
        count: context.community.reports.visibleCount,
      },
    ],
  };
}

/** Feed readers find the data-updates feed from the pages that show those datasets. */
export const links: Route.LinksFunction = () => [DATA_FEED_LINK];

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Open Data: Download Menu Prices, Nutrition and the Big Mac Index",
    description: "Every dataset Menu Prices shows, as CSV and JSON: our price estimates and nutrition figures, the Big Mac index and state minimum wages, each with its licence and source.",
    path: "/open-data",
  });

export default function OpenData({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Open Data" intro="The datasets this site shows, as we use them, to download as CSV or JSON: our own price estimates and nutrition figures, and the published datasets we take in. Each keeps its own licence and source." />
      <div className={`${container} ${section}`}>
        <div className={p.twoCol}>
          {loaderData.datasets.map((d) => (
            <section key={d.id} className={card} aria-labelledby={`dataset-${d.id}`}>
              <h2 id={`dataset-${d.id}`} className={p.cardTitle}>
                {d.title}
              </h2>
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
                Download: <a href={`/open-data/${d.id}.csv`} download>{d.id}.csv</a> · <a href={`/open-data/${d.id}.json`} download>{d.id}.json</a>
              </p>
            </section>
          ))}
        </div>
        <div className={`${prose} ${p.tableSection}`}>
          <h2>Follow the changes</h2>
          <p>
            A feed reader can follow new editions of these datasets and the dates our estimates were reviewed: <a href={DATA_FEED_PATH} type="application/atom+xml">the data updates feed (Atom)</a>.
          </p>
          <h2>About these files</h2>
          <p>
            They are written from the same data the pages read, so a download always matches what the site shows. The CSV files have a header line,
            commas between fields and quotes around any field holding a comma; an empty field means the source gives no value. Each row of our own files says what its figure is in its basis column
            (our estimate, a published figure, or a sum of published figures) and its date; our files are under {OUR_DATA_LICENCE}, so you may reuse them anywhere
            if you credit Menu Prices.
          </p>
        </div>
      </div>
    </>
  );
}
