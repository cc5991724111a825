import { globalStyle, style } from "@vanilla-extract/css";
import { FOOTER } from "#domain/rules/palette.ts";
import { vars } from "../theme.css.ts";

export const skipLink = style({
  position: "absolute",
  left: vars.space.sm,
  top: "-100px",
  zIndex: 100,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: 700,
  selectors: { "&:focus": { top: vars.space.sm } },
});

export const header = style({ background: vars.color.brandDark, color: vars.color.brandText, position: "relative", zIndex: 20 });
export const headerInner = style({ display: "flex", alignItems: "center", gap: vars.space.md, minHeight: "60px" });
export const brand = style({
  color: vars.color.brandText,
  fontWeight: 800,
  fontSize: vars.size.lg,
  textDecoration: "none",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  marginRight: "auto",
  selectors: { "&:hover": { color: vars.color.brandText } },
});
/** On a phone the tag sits under the name (one tidy block) instead of wrapping after it. */
export const brandTag = style({
  display: "block",
  fontSize: vars.size.xs,
  fontWeight: 600,
  opacity: 0.9,
  whiteSpace: "nowrap",
  "@media": { "(min-width: 480px)": { display: "inline" } },
});
export const nav = style({ display: "none", "@media": { "(min-width: 960px)": { display: "block" } } });
export const navList = style({
  display: "flex",
  flexWrap: "nowrap",
  alignItems: "center",
  gap: "2px",
  listStyle: "none",
  margin: 0,
  padding: 0,
  whiteSpace: "nowrap",
});
export const navLink = style({
  color: vars.color.brandText,
  textDecoration: "none",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  display: "inline-block",
  fontWeight: 600,
  fontSize: vars.size.sm,
  selectors: {
    "&:hover": { background: "rgba(255,255,255,.12)", color: vars.color.brandText },
    '&[aria-current="page"]': { textDecoration: "underline", textUnderlineOffset: "4px" },
  },
});
export const dropdown = style({ position: "relative" });
export const dropdownSummary = style([
  navLink,
  { listStyle: "none", cursor: "pointer", selectors: { "&::-webkit-details-marker": { display: "none" } } },
]);
export const dropdownMenu = style({
  position: "absolute",
  right: 0,
  top: "calc(100% + 4px)",
  minWidth: "220px",
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: "0 8px 24px rgba(0,0,0,.15)",
  listStyle: "none",
  margin: 0,
  padding: vars.space.xs,
});
export const dropdownLink = style({
  display: "block",
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover, &:focus-visible": { background: vars.color.surfaceAlt } },
});
export const mobile = style({ "@media": { "(min-width: 960px)": { display: "none" } } });
export const mobileSummary = style([
  navLink,
  {
    listStyle: "none",
    whiteSpace: "nowrap",
    border: "1px solid rgba(255,255,255,.5)",
    selectors: { "&::-webkit-details-marker": { display: "none" } },
  },
]);
export const mobilePanel = style({
  position: "absolute",
  left: 0,
  right: 0,
  top: "100%",
  background: vars.color.brandDark,
  padding: vars.space.md,
  boxShadow: "0 8px 24px rgba(0,0,0,.25)",
  maxHeight: "calc(100dvh - 60px)",
  overflowY: "auto",
});
/** Two columns: every page of the navigation fits a phone's screen without scrolling the menu. */
export const mobileList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "2px",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
});
export const mobileGroup = style({
  marginTop: vars.space.md,
  fontSize: vars.size.xs,
  fontWeight: 800,
  letterSpacing: "0.08em",
  opacity: 0.9,
});

const narrow = "(max-width: 599.98px)";
/**
 * On a phone the footer is an index, not two screens of one-link lines (the home page under 8 phone
 * screens): each group's links flow side by side as short lines, headings and notes in small type. Every link
 * keeps a 24 px target (WCAG 2.2 target size) with room between them.
 */
export const footer = style({
  background: FOOTER.bg,
  color: FOOTER.text,
  marginTop: vars.space.xxl,
  padding: `${vars.space.xl} 0 ${vars.space.lg}`,
  "@media": { [narrow]: { marginTop: vars.space.lg, padding: `${vars.space.md} 0` } },
});
export const footerGrid = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))",
  "@media": { [narrow]: { gap: vars.space.sm } },
});
export const footerAbout = style({ "@media": { [narrow]: { display: "none" } } });
export const footerHeading = style({
  fontSize: vars.size.md,
  color: FOOTER.heading,
  "@media": { [narrow]: { fontSize: vars.size.sm, marginBottom: "2px" } },
});
globalStyle(`${footerGrid} p`, { "@media": { [narrow]: { fontSize: vars.size.sm, margin: 0 } } });
export const footerList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
  "@media": { [narrow]: { display: "flex", flexWrap: "wrap", gap: `2px ${vars.space.md}`, fontSize: vars.size.sm } },
});
globalStyle(`${footer} a`, { color: FOOTER.link });
globalStyle(`${footer} a:hover`, { color: FOOTER.linkHover });
/** Each footer link a 24 px target (WCAG 2.2 target size): a 19 px line 4 px from the next was 0.8 px short. */
globalStyle(`${footerList} a`, { display: "inline-flex", alignItems: "center", minHeight: "24px", paddingBlock: "2px" });
export const footerNote = style({
  borderTop: `1px solid ${FOOTER.rule}`,
  marginTop: vars.space.lg,
  paddingTop: vars.space.md,
  fontSize: vars.size.sm,
  color: FOOTER.note,
  "@media": { [narrow]: { marginTop: vars.space.md, paddingTop: vars.space.sm, fontSize: vars.size.xs } },
});
globalStyle(`${footerNote} p`, { "@media": { [narrow]: { margin: `0 0 ${vars.space.xs}` } } });

export const crumbs = style({ fontSize: vars.size.sm, padding: `${vars.space.md} 0 0` });
export const crumbList = style({ listStyle: "none", display: "flex", flexWrap: "wrap", gap: vars.space.xs, margin: 0, padding: 0 });
export const crumbItem = style({
  color: vars.color.muted,
  selectors: { "&:not(:last-child)::after": { content: '"/"', marginLeft: vars.space.xs, color: vars.color.muted } },
});
