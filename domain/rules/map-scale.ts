/**
 * The US map's colour scale: a state's Big Mac price falls into one of five equal-width bands between the
 * lowest and the highest price, light (cheaper) to dark (dearer). One hue, so it reads without colour names.
 */
import { MAP_SCALE } from "./palette.ts";

/** One state on the map: its projected outline (SVG path data) and its price. */
export interface MapState {
  name: string;
  d: string;
  /** The item's price in this state, if known. */
  price?: number;
  /** True when the price is an estimate (domain/rules/state-estimates.ts): the label and the table say so. */
  estimate?: boolean;
}

/** The five bands' colours (domain/rules/palette.ts). */
export const MAP_COLOURS = MAP_SCALE;

export interface ColourBand {
  colour: string;
  from: number;
  to: number;
}

/** The five bands for prices between min and max (legend order, cheapest first). */
export function colourBands(min: number, max: number): ColourBand[] {
  const step = (max - min) / MAP_COLOURS.length;
  return MAP_COLOURS.map((colour, i) => ({
    colour,
    from: Math.round((min + step * i) * 100) / 100,
    to: Math.round((i === MAP_COLOURS.length - 1 ? max : min + step * (i + 1)) * 100) / 100,
  }));
}

/** Band index (0-4) of a price; prices outside [min, max] are clamped, and a flat range is the middle band. */
export function colourIndex(price: number, min: number, max: number): number {
  if (!(max > min)) return Math.floor(MAP_COLOURS.length / 2);
  const t = (price - min) / (max - min);
  return Math.min(MAP_COLOURS.length - 1, Math.max(0, Math.floor(t * MAP_COLOURS.length)));
}

export function colourFor(price: number, min: number, max: number): string {
  return MAP_COLOURS[colourIndex(price, min, max)];
}

/** Black or white text, whichever reads better on a band's colour (for labels drawn over the map). */
export function textOn(colour: string): "#000000" | "#ffffff" {
  const n = Number.parseInt(colour.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? "#000000" : "#ffffff";
}
