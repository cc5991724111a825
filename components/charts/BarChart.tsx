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


/**
 * Two drawings of the same bars: 640 wide for wide screens and 320 wide for phones (CSS shows one), so the
 * labels stay at about 13 px on a phone instead of shrinking with a wide drawing to 7 px.
 */
function Bars({ bars, colour, width, labelW, maxChars, className, id, title, description }: { bars: Bar[]; colour?: string; width: number; labelW: number; maxChars: number; className: string; id: string; title: string; description: string }) {
  const rowH = 26;
  const valueW = 60;
  const barArea = width - labelW - valueW;
  const max = Math.max(...bars.map((b) => b.value), 0.01);
  const height = bars.length * rowH + 8;
  return (
    <svg className={`${s.svg} ${className}`} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`}>
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{description}</desc>
      {bars.map((b, i) => {
        const y = 4 + i * rowH;
        const w = Math.max(2, Math.round((b.value / max) * barArea));
        return (
          <g key={`${b.label}-${i}`}>
            <text className={s.barLabel} x={labelW - 8} y={y + rowH / 2 + 4} textAnchor="end">
              {b.label.length > maxChars ? `${b.label.slice(0, maxChars - 1)}…` : b.label}
            </text>
            <rect x={labelW} y={y + 3} width={w} height={rowH - 8} rx={3} className={colour ? undefined : s.barFill} fill={colour} />
            <text className={s.barValue} x={labelW + w + 6} y={y + rowH / 2 + 4}>
              {formatPrice(b.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export function BarChart({ title, description, bars, valueLabel, noteLabel, colour }: BarChartProps) {
  const id = useId();
  return (
    <figure className={s.figure} aria-labelledby={`${id}-cap`}>
      <figcaption className={s.caption} id={`${id}-cap`}>
        {title}
      </figcaption>
      <Bars bars={bars} colour={colour} width={640} labelW={210} maxChars={26} className={s.wideOnly} id={`${id}-w`} title={title} description={description} />
      <Bars bars={bars} colour={colour} width={320} labelW={140} maxChars={17} className={s.narrowOnly} id={`${id}-n`} title={title} description={description} />
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
