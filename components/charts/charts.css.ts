import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css.ts";
import { scrollTable } from "../ui.css.ts";

export const figure = style({ margin: `${vars.space.lg} 0`, padding: vars.space.md, background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const caption = style({ fontWeight: 700, fontSize: vars.size.lg, marginBottom: vars.space.sm });
export const svg = style({ display: "block", width: "100%", height: "auto" });
export const state = style({ stroke: "#ffffff", strokeWidth: 0.8, strokeLinejoin: "round" });
export const stateLink = style({});
globalStyle(`${stateLink}:hover ${state}, ${stateLink}:focus ${state}`, { stroke: vars.color.text, strokeWidth: 2 });
globalStyle(`${stateLink}:focus`, { outline: "none" });
globalStyle(`${stateLink}:focus-visible ${state}`, { stroke: vars.color.focus, strokeWidth: 3 });
export const legend = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, listStyle: "none", padding: 0, margin: `${vars.space.sm} 0`, fontSize: vars.size.sm });
export const legendItem = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });
export const swatch = style({ display: "inline-block", width: "18px", height: "14px", border: `1px solid ${vars.color.border}`, borderRadius: "3px" });
export const tableBox = style({ marginTop: vars.space.sm });
export const tableScroll = style([scrollTable, { maxHeight: "420px" }]);
export const barLabel = style({ fontSize: "13px", fill: vars.color.text });
export const barValue = style({ fontSize: "13px", fontWeight: 700, fill: vars.color.text });
export const num = style({ textAlign: "right", fontVariantNumeric: "tabular-nums" });
export const barFill = style({ fill: vars.color.brand });

/** BarChart draws its bars twice; one drawing shows (a wide one would shrink its labels to ~7 px on a phone). */
export const wideOnly = style({ "@media": { "(max-width: 559.98px)": { display: "none" } } });
export const narrowOnly = style({ "@media": { "(min-width: 560px)": { display: "none" } } });
export const mapList = style({ margin: `${vars.space.sm} 0`, fontSize: vars.size.sm });
globalStyle(`${mapList} a`, { display: "inline-block", minHeight: "24px", fontWeight: 700 });
