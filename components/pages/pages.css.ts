import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css.ts";
import { card, grid, gridWide, scrollTable } from "../ui.css.ts";

export const hero = style({ padding: `${vars.space.lg} 0 ${vars.space.md}` });
export const heroTitle = style({ fontSize: vars.size.xxl, margin: `${vars.space.sm} 0` });
export const stats = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 180px), 1fr))",
  margin: `${vars.space.lg} 0`,
});
export const stat = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  textAlign: "center",
});
export const statValue = style({ display: "block", fontSize: vars.size.xl, fontWeight: 800, color: vars.color.brand });
export const statLabel = style({ display: "block", color: vars.color.muted, fontSize: vars.size.sm });
export const faq = style({ borderBottom: `1px solid ${vars.color.border}`, padding: `${vars.space.sm} 0` });
export const faqSummary = style({ fontWeight: 700, padding: `${vars.space.sm} 0`, minHeight: "44px" });
export const faqList = style({ maxWidth: vars.width.text });
export const steps = style({ paddingLeft: vars.space.lg, maxWidth: vars.width.text });
globalStyle(`${steps} li`, { marginBottom: vars.space.sm });
export const sectionTitle = style({ fontSize: vars.size.xl, marginBottom: vars.space.md });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, margin: `${vars.space.md} 0` });
export const cardTitle = style({ fontSize: vars.size.lg, margin: `${vars.space.sm} 0` });
export const list = style({ paddingLeft: vars.space.lg, margin: `0 0 ${vars.space.md}` });
export const plainList = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.xs });
/** A list of terms and their meanings (the glossary on /open-data): no indent, so a phone keeps its width. */
export const glossary = style({ display: "grid", gap: vars.space.sm });
globalStyle(`${glossary} dd`, { margin: 0 });
export const linkColumns = style({ columns: "14rem", columnGap: vars.space.lg, padding: 0, listStyle: "none" });
globalStyle(`${linkColumns} li`, { marginBottom: vars.space.xs });
export const selected = style({
  borderColor: vars.color.brand,
  boxShadow: `0 0 0 3px ${vars.color.brand}`,
  background: vars.color.surfaceAlt,
});
export const cardButton = style([
  card,
  {
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-start",
    gap: vars.space.xs,
    width: "100%",
    height: "100%",
    textAlign: "left",
    font: "inherit",
    color: "inherit",
    cursor: "pointer",
  },
]);
export const articleBody = style({ maxWidth: vars.width.text, fontSize: "1.0625rem" });
export const newsImage = style({
  width: "100%",
  height: "auto",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  display: "block",
});
export const meta = style({
  color: vars.color.muted,
  fontSize: vars.size.sm,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  margin: `${vars.space.sm} 0`,
});
export const searchRow = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "flex-end",
  margin: `${vars.space.md} 0`,
});
// A field may shrink to the row: at their content's width, /prices's item select (long meal names) made the phone page 508 px wide.
globalStyle(`${searchRow} > *`, { minWidth: 0, maxWidth: "100%" });
export const tableScroll = style([scrollTable]);
export const num = style({ textAlign: "right", fontVariantNumeric: "tabular-nums" });
export const highlight = style({ background: vars.color.accentSoft, borderColor: vars.color.accent });
export const twoCol = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 420px), 1fr))",
});
export const cardGrid = style([grid, { listStyle: "none", padding: 0, margin: 0 }]);
export const cardGridWide = style([gridWide, { listStyle: "none", padding: 0, margin: 0 }]);
export const sourceLine = style({ fontSize: vars.size.sm, color: vars.color.muted, marginTop: vars.space.sm });
export const tableSection = style({ marginTop: vars.space.xl });
export const nowrap = style({ whiteSpace: "nowrap" });

const phone = "screen and (max-width: 599.98px)";
/**
 * A table read as stacked rows on a phone (the country tables): the row's heading and its first figure on one line,
 * the other cells below in smaller type, each after its column's name (data-label). No sideways scrolling and no
 * box of its own to scroll; wider screens keep the plain table. The column headings stay for screen readers.
 */
export const stackTable = style({});
globalStyle(`${stackTable}${stackTable}`, { "@media": { [phone]: { maxHeight: "none", overflow: "visible", background: "none" } } });
globalStyle(`${stackTable} table`, { "@media": { [phone]: { display: "block", width: "100%" } } });
globalStyle(`${stackTable} tbody`, { "@media": { [phone]: { display: "block" } } });
globalStyle(`${stackTable} thead`, {
  "@media": {
    [phone]: { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" },
  },
});
globalStyle(`${stackTable} tr`, {
  "@media": {
    [phone]: {
      display: "flex",
      flexWrap: "wrap",
      alignItems: "baseline",
      columnGap: vars.space.md,
      padding: `${vars.space.sm} 0`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${stackTable} th, ${stackTable} td`, {
  "@media": { [phone]: { display: "block", padding: 0, border: "none", background: "none" } },
});
/** Line one: the heading takes what the figure leaves; the figure keeps 6 rem, so the other cells start line two. */
globalStyle(`${stackTable} tr > :first-child`, { "@media": { [phone]: { flex: "1 1 calc(100% - 7rem)", minWidth: 0 } } });
globalStyle(`${stackTable} tr > :nth-child(2)`, { "@media": { [phone]: { flex: "0 0 6rem", fontWeight: 700 } } });
globalStyle(`${stackTable} tr > :nth-child(n + 3)`, {
  "@media": { [phone]: { textAlign: "left", fontSize: vars.size.sm, color: vars.color.muted } },
});
globalStyle(`${stackTable} td[data-label]::before`, { "@media": { [phone]: { content: 'attr(data-label) ": "' } } });
