import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css.ts";
import { scrollTable } from "../ui.css.ts";

export const block = style({ margin: `${vars.space.xl} 0` });
export const noticeBox = style({ maxWidth: vars.width.text });
export const tableWrap = style([scrollTable, { maxHeight: "70vh" }]);
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
