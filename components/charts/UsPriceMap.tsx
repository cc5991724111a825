/**
 * The US map, each state coloured by its Big Mac price and linking to its /prices page. Server-rendered SVG
 * from path strings computed on the server (us-map.server.ts); no chart JavaScript. Accessible: a title, a
 * description, a named link per state, a legend, and every number also as a table.
 */
import { useId, type ReactNode } from "react";
import { colourBands, colourFor, type MapState } from "#domain/rules/map-scale.ts";
import { MAP_NO_PRICE } from "#domain/rules/palette.ts";
import { stateSlug } from "#domain/rules/slug.ts";
import { ChartTable, TableDisclosure } from "./ChartTable.tsx";
import * as s from "./charts.css.ts";
import { formatPrice } from "#domain/rules/money.ts";
import { figureMark, priceHook } from "#domain/publish/price-hooks.ts";

export interface UsPriceMapProps {
  states: MapState[];
  title: string;
  description: string;
  width?: number;
  height?: number;
  /** What the prices are of, in labels and the table ("Big Mac"). */
  itemName?: string;
  /** The size the prices are for ("Medium" for an item sold in sizes), for the figures' marks. */
  size?: string;
  /**
   * A fuller table of the same prices (the item page's: basis, difference, date), folded under the map in place of
   * the map's own two-column one, so that a page shows its 50 state prices once.
   */
  table?: ReactNode;
}

export function UsPriceMap({
  states,
  title,
  description,
  width = 975,
  height = 610,
  itemName = "Big Mac",
  size = "Standard",
  table,
}: UsPriceMapProps) {
  const id = useId();
  const prices = states.map((st) => st.price).filter((p): p is number => p !== undefined);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const bands = colourBands(min, max);
  return (
    <figure className={s.figure} aria-labelledby={`${id}-cap`}>
      <figcaption className={s.caption} id={`${id}-cap`}>
        {title}
      </figcaption>
      <svg className={s.svg} viewBox={`0 0 ${width} ${height}`} role="group" aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`}>
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        {states.map((st) => {
          const label =
            st.price === undefined
              ? `${st.name}: no price yet`
              : `${st.name}: ${itemName} ${formatPrice(st.price)}${st.estimate ? " (estimate)" : ""}`;
          return (
            <a key={st.name} href={`/prices/${stateSlug(st.name)}`} className={s.stateLink} aria-label={label}>
              <path className={s.state} d={st.d} fill={st.price === undefined ? MAP_NO_PRICE : colourFor(st.price, min, max)}>
                <title {...(st.price === undefined ? {} : priceHook(itemName, size, "state", st.price, st.name))}>{label}</title>
              </path>
            </a>
          );
        })}
      </svg>
      <ul className={s.legend} aria-label="Colour key">
        {bands.map((b) => (
          <li key={b.colour} className={s.legendItem}>
            <svg className={s.swatch} viewBox="0 0 18 14" aria-hidden="true" focusable="false">
              <rect width="18" height="14" fill={b.colour} />
            </svg>
            <span {...figureMark("rule")}>
              {formatPrice(b.from)} to {formatPrice(b.to)}
            </span>
          </li>
        ))}
      </ul>
      {/* Small states are a few pixels wide on a phone: a list with full-size targets is one tap away. */}
      <p className={s.mapList}>
        <a href="/prices">Choose a state from the list</a> (easier than tapping a small state on the map).
      </p>
      {table ? (
        <TableDisclosure summary="Show the prices as a table">{table}</TableDisclosure>
      ) : (
        <ChartTable
          summary="Show the prices as a table"
          caption={title}
          nameLabel="State"
          valueLabel={`${itemName} price`}
          rows={states.map((st) => ({
            key: st.name,
            name: <a href={`/prices/${stateSlug(st.name)}`}>{st.name}</a>,
            value:
              st.price === undefined ? (
                "n/a"
              ) : (
                <span
                  {...priceHook(itemName, size, "state", st.price, st.name)}
                >{`${formatPrice(st.price)}${st.estimate ? " (estimate)" : ""}`}</span>
              ),
          }))}
        />
      )}
    </figure>
  );
}
