/** Styles of the price report form and the reported figures. */
import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css.ts";
import { scrollTable } from "../ui.css.ts";

export const tableWrap = style([scrollTable, { maxHeight: "70vh" }]);

export const box = style({ display: "flex", flexDirection: "column", gap: vars.space.md, maxWidth: "46rem" });
export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
export const row = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 15rem), 1fr))",
});
export const channels = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
});
export const choice = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minHeight: "44px" });
export const table = style({ width: "100%", borderCollapse: "collapse" });
export const basisLine = style({ fontSize: vars.size.sm, color: vars.color.muted, display: "block" });
