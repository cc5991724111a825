import type { ReactNode } from "react";
import * as s from "./charts.css.ts";

export interface ChartRow {
  key: string;
  /** Shown in the optional first column (e.g. a rank). */
  note?: ReactNode;
  name: ReactNode;
  /** The figure, marked (domain/publish/price-hooks.ts) by the caller. */
  value: ReactNode;
}

/** A table folded under a summary line, scrolling sideways on a narrow screen when it must. */
export function TableDisclosure({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className={s.tableBox}>
      <summary>{summary}</summary>
      <div className={s.tableScroll}>{children}</div>
    </details>
  );
}

/** The numbers behind a chart, as a table in a disclosure: every chart's text alternative. */
export function ChartTable(props: {
  summary: string;
  caption: string;
  noteLabel?: string;
  nameLabel: string;
  valueLabel: string;
  rows: ChartRow[];
}) {
  const { summary, caption, noteLabel, nameLabel, valueLabel, rows } = props;
  return (
    <TableDisclosure summary={summary}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {noteLabel ? <th scope="col">{noteLabel}</th> : null}
            <th scope="col">{nameLabel}</th>
            <th scope="col" className={s.num}>
              {valueLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              {noteLabel ? <td>{r.note}</td> : null}
              <th scope="row">{r.name}</th>
              <td className={s.num}>{r.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableDisclosure>
  );
}
