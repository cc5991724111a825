/** /explore and /compare: the filter form, the list of menu cards and the side-by-side table. */
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
export const allergenSet = style({
  gridColumn: "1 / -1",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  margin: 0,
});
export const checks = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.md}` });
export const check = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs, minHeight: "32px" });
globalStyle(`${check} input`, { width: "20px", height: "20px", margin: 0 });
export const actions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", alignItems: "center", gridColumn: "1 / -1" });
export const summary = style({ margin: `${vars.space.md} 0 ${vars.space.sm}`, fontWeight: 600 });
export const small = style({ fontSize: vars.size.sm, color: vars.color.muted });

/** The list of results: the menu's cards (MenuCard) laid out as rows, one column on a phone, more on wider screens. */
export const cards = style({
  listStyle: "none",
  margin: `${vars.space.sm} 0`,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 340px), 1fr))",
});
/** The value figures and allergens under a card's price. */
export const facts = style({ margin: 0, fontSize: vars.size.xs, color: vars.color.muted });
export const sortBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  margin: `${vars.space.sm} 0`,
  fontWeight: 600,
});
globalStyle(`${sortBar} ul`, { display: "flex", flexWrap: "wrap", gap: vars.space.xs, listStyle: "none", margin: 0, padding: 0 });
export const sortLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "32px",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.brand, background: vars.color.surfaceAlt } },
});
const phone = "screen and (max-width: 719px)";
export const compareLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "24px",
  minWidth: "24px",
  fontWeight: 600,
  position: "relative",
  zIndex: 1,
});

/** /compare */
export const scroll = style({ overflowX: "auto", margin: `${vars.space.md} 0` });
export const compareTable = style({ width: "100%", borderCollapse: "collapse", background: vars.color.surface });
globalStyle(`${compareTable} th, ${compareTable} td`, {
  verticalAlign: "top",
  "@media": { [phone]: { padding: vars.space.xs, fontSize: vars.size.sm } },
});
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
export const picker = style({
  display: "flex",
  gap: vars.space.sm,
  flexWrap: "wrap",
  alignItems: "flex-end",
  margin: `${vars.space.md} 0`,
});
/** The picker's fields share the row (a whole row each on a phone): at their own width the hint was cut to "e.g. McC". */
globalStyle(`${picker} > label`, { flex: "1 1 16rem" });
/** "Show 24 more" under a page of the list, with how many are shown. */
export const more = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, margin: `${vars.space.md} 0` });
/** One short line under the title: the filters stay on a phone's first screen. */
export const intro = style({ margin: `${vars.space.xs} 0 ${vars.space.sm}`, color: vars.color.muted });
/** The nine allergen boxes, folded until one is chosen (the fold opens without JavaScript too). */
export const allergenFold = style({ gridColumn: "1 / -1" });
globalStyle(`${allergenFold} > summary`, {
  minHeight: "44px",
  padding: "10px 0",
  boxSizing: "border-box",
  fontWeight: 600,
  cursor: "pointer",
});
