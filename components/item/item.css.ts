/** Styles of the item page. */
import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme.css.ts";
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
export const stateLead = style({ display: "grid", gap: vars.space.sm });
export const stateLeadFigures = style({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: `${vars.space.sm} ${vars.space.lg}`, margin: 0 });
export const sidePrice = style({ fontSize: vars.size.lg, fontWeight: 700, display: "block" });
export const stateForm = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
globalStyle(`${stateForm} select`, { minHeight: "44px", fontSize: vars.size.md, maxWidth: "100%" });
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

const phone = "(max-width: 599.98px)";
/**
 * Each section's stand-in height while content-visibility skips it, [phone, wide]: the real heights measured at
 * 390 and 1366 px across five items (bench/item-section-heights.ts), rounded. With one 600 px for all, the
 * 50-state table (about 4,100 px on a phone) and the FAQs put an anchor such as #leave-a-reply about 3,000 px
 * off and made the page jump while scrolling. Measured again on 2026-11-25, when the 50-state table folded under
 * the map (one table of the state prices, not two), with the reported prices and the related cards: each stand-in
 * is the tallest of the five items, since a stand-in shorter than the content lets its last rows overlap the next
 * sections while skipped, which axe reads as targets too close together.
 */
const SECTION_HEIGHTS = {
  about: [220, 140],
  sizes: [150, 130],
  nutrition: [890, 590],
  ingredients: [180, 100],
  dietary: [200, 130],
  allergens: [240, 160],
  guide: [270, 170],
  combo: [710, 510],
  delivery: [320, 180],
  categoryTable: [610, 500],
  states: [730, 850],
  overview: [210, 110],
  reported: [1320, 840],
  reviews: [150, 120],
  comments: [100, 80],
  reply: [720, 670],
  more: [290, 150],
  faq: [1440, 1070],
  related: [670, 660],
} as const satisfies Record<string, readonly [number, number]>;
export const blockSize = styleVariants(SECTION_HEIGHTS, ([narrow, wide]) => ({
  containIntrinsicSize: `auto ${wide}px`,
  "@media": { [phone]: { containIntrinsicSize: `auto ${narrow}px` } },
}));
// A form answered with its errors lands at the form (#leave-a-reply): with every section laid out for real above
// it, the landing place is exact, whatever the item's sections really measure (the stand-ins above are averages).
globalStyle(`body:has([data-form-error]) ${block}`, { contentVisibility: "visible" });
export const tableWrap = style([scrollTable]);
export const indent = style({ paddingLeft: vars.space.lg });
export const currentRow = style({ background: vars.color.surfaceAlt, fontWeight: 700 });
export const commentList = style({ listStyle: "none", padding: 0, margin: `0 0 ${vars.space.lg}` });
export const comment = style({ padding: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });
export const commentHead = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", alignItems: "baseline", marginBottom: vars.space.xs });
export const commentText = style({ whiteSpace: "pre-wrap", overflowWrap: "anywhere", margin: 0 });
export const form = style({ maxWidth: "640px" });
export const checkbox = style({ display: "flex", gap: vars.space.sm, alignItems: "center", marginBottom: vars.space.md, minBlockSize: "44px" });
// The box itself is a 24 px target (WCAG 2.2 2.5.8), not the browser's 13 px default.
globalStyle(`${checkbox} input[type="checkbox"]`, { inlineSize: "24px", blockSize: "24px", margin: 0, flex: "none" });
export const faq = style({ borderBottom: `1px solid ${vars.color.border}`, padding: `${vars.space.sm} 0` });
export const faqQ = style({ fontWeight: 700, padding: `${vars.space.sm} 0` });
export const infoGrid = style({ display: "grid", gap: vars.space.md, gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 240px), 1fr))" });
