import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css.ts";
import { scrollTable } from "../ui.css.ts";

export const block = style({ margin: `${vars.space.xl} 0` });
export const noticeBox = style({ maxWidth: vars.width.text });
/** Sideways only: the page scrolls, never a box inside it. */
export const tableWrap = style([scrollTable, { overflowY: "visible" }]);
export const searchForm = style({ display: "grid", gap: vars.space.xs, margin: `${vars.space.md} 0`, maxWidth: vars.width.text });
export const searchRow = style({ display: "flex", gap: vars.space.sm });
globalStyle(`${searchRow} input`, {
  flex: "1 1 auto",
  minWidth: 0,
  minHeight: "44px",
  fontSize: vars.size.md,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const menuGroup = style({ margin: `${vars.space.lg} 0` });
export const menuTable = style({ width: "100%", borderCollapse: "collapse", tableLayout: "fixed" });
globalStyle(`${menuTable} thead th:first-child`, { width: "55%" });
globalStyle(`${menuTable} th, ${menuTable} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "left",
  verticalAlign: "top",
});
globalStyle(`${menuTable} td`, { whiteSpace: "nowrap" });
export const rowPrice = style({ fontWeight: 700 });
export const basis = style({ display: "block", fontSize: vars.size.xs, color: vars.color.muted });
export const stateList = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
  gap: `${vars.space.xs} ${vars.space.md}`,
  listStyle: "none",
  padding: 0,
});
export const sortList = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, listStyle: "none", padding: 0 });
export const sortLink = style({ display: "inline-block", minHeight: 24, padding: `${vars.space.xs} ${vars.space.sm}` });
export const sortCurrent = style([sortLink, { fontWeight: 700 }]);

/** The "make this my state" button needs script: hidden until components/my-state.ts shows it. */
export const myStateButton = style({ margin: `0 0 ${vars.space.md}`, selectors: { "&[hidden]": { display: "none" } } });
export const figureList = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  margin: `${vars.space.sm} 0`,
});
