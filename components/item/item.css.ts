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
export const heroImage = style({
  width: "100%",
  height: "auto",
  aspectRatio: "8 / 5",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});
export const metaLine = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  color: vars.color.muted,
  fontSize: vars.size.sm,
  margin: `${vars.space.sm} 0`,
});
export const priceBox = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `2px solid ${vars.color.brand}`,
  margin: `${vars.space.md} 0`,
});
export const bigPrice = style({ fontSize: vars.size.xxl, fontWeight: 800, color: vars.color.price, lineHeight: 1.1, display: "block" });
export const stateLead = style({ display: "grid", gap: vars.space.sm });
export const stateLeadFigures = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "end",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});
export const sidePrice = style({ fontSize: vars.size.lg, fontWeight: 700, display: "block" });
export const stateForm = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
globalStyle(`${stateForm} select`, { minHeight: "44px", fontSize: vars.size.md, maxWidth: "100%" });
export const sizes = style({
  display: "flex",
  gap: vars.space.sm,
  flexWrap: "wrap",
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.sm} 0`,
});
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
/** From this width the page is two columns: short sections side by side, tables and forms across both. */
const wide = "(min-width: 1100px)";
export const page = style({
  "@media": {
    [wide]: { display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", columnGap: vars.space.xl, alignItems: "start" },
  },
});
// The breadcrumbs, the hero, the author's box and the like run across both columns.
globalStyle(`${page} > :not(section)`, { "@media": { [wide]: { gridColumn: "1 / -1" } } });

/**
 * Each section's stand-in height while content-visibility skips it, [phone, wide], and whether it takes one
 * column of the two from 1,100 px ("half") or runs across both: the real heights measured at 390 and 1366 px
 * across five items (bench/item-section-heights.ts), rounded. With one 600 px for all, the
 * 50-state table (about 4,100 px on a phone) and the FAQs put an anchor such as #leave-a-reply about 3,000 px
 * off and made the page jump while scrolling. Measured again on 2026-11-25, when the 50-state table folded under
 * the map (one table of the state prices, not two) and the page took two columns, and on 2026-11-29, when the
 * comment form, the nutrients, the category's prices and the FAQs after the second had folded (the stand-ins were
 * up to three times the real heights: unscrolled, the meal's page measured 14.4 phone screens for 10.3 laid out;
 * now 9.8 for 9.5): each stand-in
 * is the tallest of the five items, since a stand-in shorter than the content lets its last rows overlap the next sections while
 * skipped, which axe reads as targets too close together. Sections are paired in the page's order (about and
 * sizes, ingredients and dietary, allergens and the guide, the meal and delivery checks, the category table and
 * the state map, reviews and comments), so reading order and visual order stay the same.
 */
const SECTION_HEIGHTS = {
  about: [250, 170, "half"],
  sizes: [210, 210, "half"],
  nutrition: [230, 160, "full"],
  ingredients: [180, 160, "half"],
  dietary: [210, 160, "half"],
  allergens: [290, 240, "half"],
  guide: [310, 210, "half"],
  combo: [300, 220, "half"],
  delivery: [180, 160, "half"],
  categoryTable: [140, 130, "half"],
  states: [700, 710, "half"],
  overview: [230, 130, "full"],
  reported: [320, 220, "full"],
  reviews: [150, 120, "half"],
  comments: [110, 80, "half"],
  reply: [90, 90, "full"],
  more: [320, 160, "full"],
  faq: [500, 350, "full"],
  related: [670, 660, "full"],
} as const satisfies Record<string, readonly [number, number, "half" | "full"]>;
export const blockSize = styleVariants(SECTION_HEIGHTS, ([narrow, wideHeight, span]) => ({
  containIntrinsicSize: `auto ${wideHeight}px`,
  "@media": {
    [phone]: { containIntrinsicSize: `auto ${narrow}px` },
    // Grid items' margins do not collapse: half the flow's spacing above and below.
    [wide]: {
      gridColumn: span === "half" ? "auto" : "1 / -1",
      marginBlock: vars.space.lg,
      ...(span === "half" ? { maxWidth: "none" } : {}),
    },
  },
}));
// A form answered with its errors lands at the form (#leave-a-reply): with every section laid out for real above
// it, the landing place is exact, whatever the item's sections really measure (the stand-ins above are averages).
globalStyle(`body:has([data-form-error]) ${block}`, { contentVisibility: "visible" });
export const tableWrap = style([scrollTable]);
export const indent = style({ paddingLeft: vars.space.lg });
export const currentRow = style({ background: vars.color.surfaceAlt, fontWeight: 700 });
export const commentList = style({ listStyle: "none", padding: 0, margin: `0 0 ${vars.space.lg}` });
export const comment = style({ padding: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });
export const commentHead = style({
  display: "flex",
  gap: vars.space.sm,
  flexWrap: "wrap",
  alignItems: "baseline",
  marginBottom: vars.space.xs,
});
export const commentText = style({ whiteSpace: "pre-wrap", overflowWrap: "anywhere", margin: 0 });
export const form = style({ maxWidth: "640px" });
export const checkbox = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  marginBottom: vars.space.md,
  minBlockSize: "44px",
});
// The box itself is a 24 px target (WCAG 2.2 2.5.8), not the browser's 13 px default.
globalStyle(`${checkbox} input[type="checkbox"]`, { inlineSize: "24px", blockSize: "24px", margin: 0, flex: "none" });
export const faq = style({ borderBottom: `1px solid ${vars.color.border}`, padding: `${vars.space.sm} 0` });
export const faqQ = style({ fontWeight: 700, padding: `${vars.space.sm} 0` });
export const infoGrid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 240px), 1fr))",
});
