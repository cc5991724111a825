import { globalStyle, style } from "@vanilla-extract/css";
import { WHITE } from "#domain/rules/palette.ts";
import { vars } from "../theme.css.ts";
import { scrollTable } from "../ui.css.ts";

export const figure = style({
  margin: `${vars.space.lg} 0`,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const caption = style({ fontWeight: 700, fontSize: vars.size.lg, marginBottom: vars.space.sm });
export const svg = style({ display: "block", width: "100%", height: "auto" });
export const state = style({ stroke: WHITE, strokeWidth: 0.8, strokeLinejoin: "round" });
export const stateLink = style({});
globalStyle(`${stateLink}:hover ${state}, ${stateLink}:focus ${state}`, { stroke: vars.color.text, strokeWidth: 2 });
globalStyle(`${stateLink}:focus`, { outline: "none" });
globalStyle(`${stateLink}:focus-visible ${state}`, { stroke: vars.color.focus, strokeWidth: 3 });
export const legend = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.sm} 0`,
  fontSize: vars.size.sm,
});
export const legendItem = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });
export const swatch = style({
  display: "inline-block",
  width: "18px",
  height: "14px",
  border: `1px solid ${vars.color.border}`,
  borderRadius: "3px",
});
export const tableBox = style({ marginTop: vars.space.sm });
export const tableScroll = style([scrollTable, { maxHeight: "420px" }]);
export const num = style({ textAlign: "right", fontVariantNumeric: "tabular-nums" });

export const mapList = style({ margin: `${vars.space.sm} 0`, fontSize: vars.size.sm });
globalStyle(`${mapList} a`, { display: "inline-block", minHeight: "24px", fontWeight: 700 });

/** LineChart: the drawing and its table side by side when there is room, the table below otherwise. */
export const lineLayout = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg, alignItems: "flex-start" });
export const lineBox = style({ flex: "2 1 300px", minWidth: 0, containerType: "inline-size" });
export const lineTable = style({ flex: "1 1 320px", minWidth: 0 });
globalStyle(`${lineTable} > div`, { maxHeight: "460px" });
/** The 640-wide drawing only where its box is at least 600 px (labels at 14 px or more), else the 320-wide one. */
export const lineWide = style({ maxWidth: "760px", "@container": { "(max-width: 599.98px)": { display: "none" } } });
export const lineNarrow = style({ maxWidth: "440px", "@container": { "(min-width: 600px)": { display: "none" } } });
export const axis = style({ fill: vars.color.text });
export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });
export const line = style({ fill: "none", stroke: vars.color.brand, strokeWidth: 2.5, strokeLinejoin: "round" });
export const dot = style({ fill: vars.color.brand });
