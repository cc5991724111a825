/** Styles of the item page. */
import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css.ts";
import { tag } from "../tag.css.ts";
import { renderWhenNear, scrollTable } from "../ui.css.ts";

export const hero = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  gridTemplateColumns: "1fr",
  margin: `${vars.space.md} 0 ${vars.space.xl}`,
  "@media": { "(min-width: 800px)": { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});
export const heroImage = style({ width: "100%", height: "auto", aspectRatio: "8 / 5", objectFit: "cover", borderRadius: vars.radius.md, background: vars.color.surfaceAlt });
export const metaLine = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md, color: vars.color.muted, fontSize: vars.size.sm, margin: `${vars.space.sm} 0` });
export const priceBox = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `2px solid ${vars.color.brand}`,
  margin: `${vars.space.md} 0`,
});
export const bigPrice = style({ fontSize: vars.size.xxl, fontWeight: 800, color: vars.color.price, lineHeight: 1.1, display: "block" });
export const ready = tag({ tone: "success", size: "body" });
export const sizes = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", listStyle: "none", padding: 0, margin: `${vars.space.sm} 0` });
export const sizeLink = style({
  display: "inline-flex",
  flexDirection: "column",
  alignItems: "center",
  minWidth: "92px",
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 700,
  selectors: {
    "&:hover": { borderColor: vars.color.brand, color: vars.color.text },
    '&[aria-current="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.brandText },
  },
});
export const sizeSub = style({ fontWeight: 400, fontSize: vars.size.xs });
export const block = style([renderWhenNear, { margin: `${vars.space.xl} 0`, maxWidth: "860px" }]);
export const tableWrap = style([scrollTable]);
export const indent = style({ paddingLeft: vars.space.lg });
export const currentRow = style({ background: vars.color.surfaceAlt, fontWeight: 700 });
export const commentList = style({ listStyle: "none", padding: 0, margin: `0 0 ${vars.space.lg}` });
export const comment = style({ padding: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });
export const commentHead = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", alignItems: "baseline", marginBottom: vars.space.xs });
export const commentText = style({ whiteSpace: "pre-wrap", overflowWrap: "anywhere", margin: 0 });
export const form = style({ maxWidth: "640px" });
export const checkbox = style({ display: "flex", gap: vars.space.sm, alignItems: "center", marginBottom: vars.space.md });
export const faq = style({ borderBottom: `1px solid ${vars.color.border}`, padding: `${vars.space.sm} 0` });
export const faqQ = style({ fontWeight: 700, padding: `${vars.space.sm} 0` });
export const infoGrid = style({ display: "grid", gap: vars.space.md, gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 240px), 1fr))" });
