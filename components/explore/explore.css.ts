/** /explore and /compare: the filter form, the menu table (cards on a phone) and the side-by-side table. */
import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css.ts";

export const form = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(140px, 1fr))",
  alignItems: "end",
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const control = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, fontWeight: 600 });
export const inputBox = style({
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontWeight: 400,
  width: "100%",
});
export const allergenSet = style({ gridColumn: "1 / -1", border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, margin: 0 });
export const checks = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.md}` });
export const check = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs, minHeight: "32px" });
globalStyle(`${check} input`, { width: "20px", height: "20px", margin: 0 });
export const actions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", alignItems: "center", gridColumn: "1 / -1" });
export const summary = style({ margin: `${vars.space.md} 0 ${vars.space.sm}`, fontWeight: 600 });
export const small = style({ fontSize: vars.size.sm, color: vars.color.muted });

/** The menu table; below 720px each row becomes a card whose cells carry their column's name. */
export const table = style({ width: "100%", borderCollapse: "collapse", background: vars.color.surface });
globalStyle(`${table} th, ${table} td`, { verticalAlign: "top" });
globalStyle(`${table} td.num, ${table} th.num`, { textAlign: "right", whiteSpace: "nowrap" });
globalStyle(`${table} thead th a`, { display: "inline-flex", alignItems: "center", minHeight: "24px" });
const phone = "screen and (max-width: 719px)";
globalStyle(`${table} thead`, { "@media": { [phone]: { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)" } } });
globalStyle(`${table} tr`, {
  "@media": { [phone]: { display: "block", border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, marginBottom: vars.space.sm, padding: vars.space.sm } },
});
globalStyle(`${table} td, ${table} th[scope="row"]`, {
  "@media": { [phone]: { display: "flex", justifyContent: "space-between", gap: vars.space.md, border: 0, padding: `2px ${vars.space.xs}`, textAlign: "right" } },
});
globalStyle(`${table} td[data-label]::before`, { "@media": { [phone]: { content: "attr(data-label)", fontWeight: 600, textAlign: "left", color: vars.color.muted } } });
globalStyle(`${table} th[scope="row"]`, { "@media": { [phone]: { fontSize: vars.size.lg, textAlign: "left" } } });
export const compareLink = style({ display: "inline-flex", alignItems: "center", minHeight: "24px", minWidth: "24px", fontWeight: 600 });

/** /compare */
export const scroll = style({ overflowX: "auto", margin: `${vars.space.md} 0` });
export const compareTable = style({ width: "100%", borderCollapse: "collapse", background: vars.color.surface });
globalStyle(`${compareTable} th, ${compareTable} td`, { verticalAlign: "top", "@media": { [phone]: { padding: vars.space.xs, fontSize: vars.size.sm } } });
globalStyle(`${compareTable} tbody th`, { width: "11rem", background: vars.color.surfaceAlt, "@media": { [phone]: { width: "6.5rem" } } });
export const best = style({ background: vars.color.successSoft, fontWeight: 700 });
export const bestMark = style({
  display: "inline-block",
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.success}`,
  borderRadius: vars.radius.sm,
  color: vars.color.success,
  fontSize: vars.size.xs,
  fontWeight: 700,
});
export const sizeList = style({ listStyle: "none", margin: 0, padding: 0 });
export const picker = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", alignItems: "flex-end", margin: `${vars.space.md} 0` });
