/**
 * A horizontal bar chart as server-rendered SVG (no chart JavaScript): a title, a description, and the same
 * numbers as a table underneath for screen readers and anyone who prefers to read.
 */
import { useId } from "react";
import { ChartTable } from "./ChartTable.tsx";
import * as s from "./charts.css.ts";
import { formatPrice } from "#domain/money.ts";

export interface Bar {
  label: string;
  value: number;
  /** Extra column for the table (e.g. a rank). */
  note?: string;
}

export interface BarChartProps {
  title: string;
  description: string;
  bars: Bar[];
  valueLabel: string;
  noteLabel?: string;
  /** Bar colour as a hex value (the brand colour by default). */
  colour?: string;
}


export function BarChart({ title, description, bars, valueLabel, noteLabel, colour }: BarChartProps) {
  const id = useId();
  const rowH = 26;
  const labelW = 210;
  const valueW = 60;
  const width = 640;
  const barArea = width - labelW - valueW;
  const max = Math.max(...bars.map((b) => b.value), 0.01);
  const height = bars.length * rowH + 8;
  return (
    <figure className={s.figure} aria-labelledby={`${id}-cap`}>
      <figcaption className={s.caption} id={`${id}-cap`}>
        {title}
      </figcaption>
      <svg className={s.svg} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`}>
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        {bars.map((b, i) => {
          const y = 4 + i * rowH;
          const w = Math.max(2, Math.round((b.value / max) * barArea));
          return (
            <g key={`${b.label}-${i}`}>
              <text className={s.barLabel} x={labelW - 8} y={y + rowH / 2 + 4} textAnchor="end">
                {b.label.length > 26 ? `${b.label.slice(0, 25)}…` : b.label}
              </text>
              <rect x={labelW} y={y + 3} width={w} height={rowH - 8} rx={3} className={colour ? undefined : s.barFill} fill={colour} />
              <text className={s.barValue} x={labelW + w + 6} y={y + rowH / 2 + 4}>
                {formatPrice(b.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <ChartTable
        summary="Show the numbers as a table"
        caption={title}
        noteLabel={noteLabel}
        nameLabel="Name"
        valueLabel={valueLabel}
        rows={bars.map((b, i) => ({ key: `${b.label}-${i}`, note: b.note, name: b.label, value: formatPrice(b.value) }))}
      />
    </figure>
  );
}
