/**
 * A price over time as server-rendered SVG (no chart library, no script): a line through every point, dated
 * on a time axis, the value axis fitted to the data (not from zero, which would flatten the changes), and the
 * numbers as a table beside it (children), readable without JavaScript and by screen readers.
 * Two drawings, one shown by the width its box has (a container query), so labels stay at 13 px or more.
 */
import { useId, type ReactNode } from "react";
import * as s from "./charts.css.ts";
import { formatPrice } from "#domain/rules/money.ts";
import { figureMark, type OtherFigureKind } from "#domain/publish/price-hooks.ts";

export interface LinePoint {
  /** YYYY-MM-DD */
  date: string;
  value: number;
}

const time = (date: string) => Date.parse(`${date}T00:00:00Z`);
const yearStart = (year: number) => Date.UTC(year, 0, 1);

/** Value-axis ticks: whole dollars around the data, at most about six steps, never forced down to zero. */
export function valueTicks(values: readonly number[]): number[] {
  const lo = Math.floor(Math.min(...values));
  const hi = Math.max(Math.ceil(Math.max(...values)), lo + 1);
  const step = Math.max(1, Math.ceil((hi - lo) / 6));
  const ticks: number[] = [];
  for (let t = lo; t < hi + step; t += step) ticks.push(t);
  return ticks;
}

function Drawing({
  points,
  width,
  font,
  id,
  title,
  description,
  className,
}: {
  points: readonly LinePoint[];
  width: number;
  font: number;
  id: string;
  title: string;
  description: string;
  className: string;
}) {
  const height = Math.round(width * (width < 400 ? 0.72 : 0.56));
  const m = { left: font * 3.2, right: font, top: font, bottom: font * 2.6 };
  const firstYear = new Date(time(points[0].date)).getUTCFullYear();
  const lastYear = new Date(time(points[points.length - 1].date)).getUTCFullYear();
  const x0 = yearStart(firstYear);
  const x1 = Math.max(time(points[points.length - 1].date), yearStart(firstYear + 1));
  const ticks = valueTicks(points.map((p) => p.value));
  const [y0, y1] = [ticks[0], ticks[ticks.length - 1]];
  const x = (t: number) => m.left + ((t - x0) / (x1 - x0)) * (width - m.left - m.right);
  const y = (v: number) => height - m.bottom - ((v - y0) / (y1 - y0)) * (height - m.top - m.bottom);
  const span = lastYear - firstYear;
  const yearStep = span > 15 ? (width < 400 ? 10 : 5) : span > 6 ? (width < 400 ? 4 : 2) : 1;
  const years: number[] = [];
  for (let yr = Math.ceil(firstYear / yearStep) * yearStep; yearStart(yr) <= x1; yr += yearStep) years.push(yr);
  const line = points.map((p) => `${x(time(p.date)).toFixed(1)},${y(p.value).toFixed(1)}`).join(" ");
  return (
    <svg
      className={`${s.svg} ${className}`}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-d`}
    >
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{description}</desc>
      <g className={s.axis} style={{ fontSize: `${font}px` }}>
        {ticks.map((t) => (
          <g key={t}>
            <line className={s.gridLine} x1={m.left} x2={width - m.right} y1={y(t)} y2={y(t)} />
            <text x={m.left - 6} y={y(t) + font * 0.35} textAnchor="end">
              ${t}
            </text>
          </g>
        ))}
        {years.map((yr) => (
          <text key={yr} x={x(yearStart(yr))} y={height - m.bottom + font * 1.8} textAnchor="middle">
            {yr}
          </text>
        ))}
      </g>
      <polyline className={s.line} points={line} />
      {points.map((p) => (
        <circle
          key={p.date}
          className={s.dot}
          cx={x(time(p.date))}
          cy={y(p.value)}
          r={width < 400 ? 2.5 : 3}
          data-date={p.date}
          data-value={p.value}
        />
      ))}
    </svg>
  );
}

export function LineChart({
  title,
  description,
  points,
  children,
  note,
  kind = "dataset",
}: {
  title: string;
  description: string;
  points: readonly LinePoint[];
  children: ReactNode;
  note?: ReactNode;
  kind?: OtherFigureKind;
}) {
  const id = useId();
  if (points.length === 0) return null;
  return (
    <figure className={s.figure} aria-labelledby={`${id}-cap`} {...figureMark(kind)}>
      <figcaption className={s.caption} id={`${id}-cap`}>
        {title}
      </figcaption>
      <div className={s.lineLayout}>
        <div className={s.lineBox}>
          <Drawing points={points} width={640} font={14} id={`${id}-w`} title={title} description={description} className={s.lineWide} />
          <Drawing points={points} width={320} font={14} id={`${id}-n`} title={title} description={description} className={s.lineNarrow} />
        </div>
        <div className={s.lineTable}>{children}</div>
      </div>
      {note}
    </figure>
  );
}

/** The first and last points of a series in words, for a chart's description. */
export function seriesSummary(points: readonly LinePoint[], name: (date: string) => string): string {
  if (points.length === 0) return "";
  const [a, b] = [points[0], points[points.length - 1]];
  const lo = points.reduce((m, p) => (p.value < m.value ? p : m));
  const hi = points.reduce((m, p) => (p.value > m.value ? p : m));
  return `${points.length} points from ${formatPrice(a.value)} in ${name(a.date)} to ${formatPrice(b.value)} in ${name(b.date)}; lowest ${formatPrice(lo.value)} (${name(lo.date)}), highest ${formatPrice(hi.value)} (${name(hi.date)}).`;
}
