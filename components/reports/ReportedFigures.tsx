/**
 * Reported prices on a page: where enough visitors agree, the median they reported is the figure, with
 * "reported by N visitors, <dates>" and our estimate beside it; elsewhere the page says no one has reported yet.
 * Every figure goes through components/figures/Figure.tsx (kind "reported"), so the consistency crawl reads it.
 * The history is a server-drawn chart with its table (no script needed to read it).
 */
import { Link } from "react-router";
import { LineChart, seriesSummary } from "../charts/LineChart.tsx";
import { itemSlug, stateSlug } from "#domain/rules/slug.ts";
import * as s from "./reports.css.ts";
import { Fig, Price } from "#components/figures/Figure.tsx";
import { formatPrice } from "#domain/rules/money.ts";
import { nameWithSize } from "#domain/rules/menu.ts";
import { reportedByText, type ReportedRow } from "#domain/rules/report-terms.ts";

export interface ReportedRowView extends ReportedRow {
  /** Our estimate for the same item and size in the state, where the page shows one. */
  estimate: number | null;
}

const MONTH = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
const monthName = (date: string) => MONTH.format(new Date(`${date.slice(0, 7)}-01T00:00:00Z`));

export function ReportedFigures({
  state,
  rows,
  threshold,
  charts = 3,
}: {
  state: string;
  rows: readonly ReportedRowView[];
  threshold: number;
  charts?: number;
}) {
  if (rows.length === 0) {
    return (
      <p data-testid="no-reports">
        No one has reported a price in {state} yet (a reported price is shown once {threshold} different visitors agree): every price on
        this page is our estimate.
      </p>
    );
  }
  return (
    <>
      <div className={s.tableWrap} role="region" aria-labelledby="reported-caption" tabIndex={0}>
        <table className={s.table}>
          <caption id="reported-caption">
            Prices visitors reported in {state} (at the counter or drive-thru; app and delivery prices are counted separately)
          </caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Reported price</th>
              <th scope="col">Our estimate</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.itemName}|${r.size}`} data-testid="reported-row">
                <th scope="row">
                  <Link to={`/prices/${stateSlug(state)}/${itemSlug(r.itemName)}`}>
                    {nameWithSize(r.itemName, r.size === "Standard" ? null : r.size)}
                  </Link>
                </th>
                <td>
                  <Price item={r.itemName} size={r.size} kind="reported" state={state} value={r.median}>
                    <strong>{formatPrice(r.median)}</strong>
                  </Price>
                  <span className={s.basisLine}>{reportedByText(r)}</span>
                </td>
                <td>
                  {r.estimate !== null ? (
                    <>
                      <Price item={r.itemName} size={r.size} kind="state" state={state} value={r.estimate} />{" "}
                      <span className={s.basisLine}>estimate</span>
                    </>
                  ) : (
                    <span className={s.basisLine}>not shown for this size</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows
        .filter((r) => r.monthly.length > 0)
        .slice(0, charts)
        .map((r) => (
          <ReportHistory key={`${r.itemName}|${r.size}`} state={state} row={r} />
        ))}
    </>
  );
}

/** Monthly medians of one item's reports in a state: an SVG line and the same numbers as a table. */
export function ReportHistory({ state, row }: { state: string; row: ReportedRow }) {
  const name = nameWithSize(row.itemName, row.size === "Standard" ? null : row.size);
  const points = row.monthly.map((m) => ({ date: `${m.month}-15`, value: m.median }));
  return (
    <LineChart
      // claim-ok: the medians are of the reports grouped by the month of their purchase date; nothing is checked on a schedule
      title={`${name} in ${state}: the median price visitors reported each month (US dollars)`}
      description={`Line chart, ${seriesSummary(points, monthName)}`}
      points={points}
      kind="reported"
    >
      <table className={s.table}>
        {/* claim-ok: the reports grouped by the month of their purchase date */}
        <caption className="visually-hidden">
          Monthly median of the prices visitors reported for {name} in {state} (each visitor's latest that month), oldest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Median reported</th>
            <th scope="col">Visitors</th>
          </tr>
        </thead>
        <tbody>
          {row.monthly.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(m.month)}</th>
              <td>
                <Fig kind="reported">{formatPrice(m.median)}</Fig>
              </td>
              <td>{m.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </LineChart>
  );
}
