/** Styles for the community pieces: reviews, rating inputs, dialogs and contact forms. */
import { style, styleVariants } from "@vanilla-extract/css";
import { UNCHOSEN_STAR } from "#domain/rules/palette.ts";
import { vars } from "../theme.css.ts";

export const pageHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

/* Category filter cards */
export const filterList = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 150px), 1fr))",
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.lg}`,
});
export const filterCard = style({
  display: "flex",
  flexDirection: "column",
  gap: "2px",
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 600,
  selectors: {
    "&:hover": { borderColor: vars.color.brand, color: vars.color.text },
    '&[aria-current="page"]': { borderColor: vars.color.brand, background: vars.color.surfaceAlt, color: vars.color.brandDark },
  },
});
export const filterCount = style({ fontSize: vars.size.xs, fontWeight: 500, color: vars.color.muted });

/* Overview */
export const overviewGrid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 220px), 1fr))",
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.xl}`,
});
export const overviewCard = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  boxShadow: vars.shadow.card,
});
export const overviewSelected = style({ borderColor: vars.color.brand, borderWidth: "2px" });
export const bigNumber = style({ fontSize: vars.size.xl, fontWeight: 800, color: vars.color.brandDark });
export const meter = style({
  height: "8px",
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  overflow: "hidden",
  margin: `${vars.space.xs} 0 ${vars.space.sm}`,
});
export const meterFill = style({ height: "100%", background: vars.color.brand });
export const statLine = style({ display: "flex", justifyContent: "space-between", gap: vars.space.sm, fontSize: vars.size.sm, margin: 0 });

/* Review list */
export const reviewList = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.md });
export const reviewCard = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  boxShadow: vars.shadow.card,
  selectors: { "&:target": { outline: `3px solid ${vars.color.brand}`, outlineOffset: "2px" } },
});
export const reviewHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
});
export const itemLink = style({ fontSize: vars.size.lg, fontWeight: 700 });
export const ratings = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "center",
  margin: `${vars.space.xs} 0 ${vars.space.sm}`,
});
export const stars = style({ color: vars.color.star, letterSpacing: "1px" });
export const dollars = style({ color: vars.color.price, fontWeight: 700, letterSpacing: "1px" });
export const dim = style({ color: vars.color.border });
export const byline = style({
  fontSize: vars.size.sm,
  color: vars.color.muted,
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
});
export const empty = style({
  textAlign: "center",
  padding: `${vars.space.xl} ${vars.space.md}`,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

/* Rating inputs: radio groups that highlight up to the checked (or hovered) choice, with or without JS. */
export const ratingGroup = style({ border: 0, padding: 0, margin: `0 0 ${vars.space.md}`, minWidth: 0 });
export const ratingChoices = style({ display: "inline-flex", gap: "2px" });
export const ratingChoice = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "44px",
  minHeight: "44px",
  fontSize: "1.6rem",
  lineHeight: 1,
  cursor: "pointer",
  color: UNCHOSEN_STAR,
  borderRadius: vars.radius.sm,
  selectors: {
    "&:has(input:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px" },
  },
});
/** The real radio covers its symbol, invisible: a click or tap lands on the input itself. */
export const ratingInput = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  opacity: 0,
  margin: 0,
  cursor: "pointer",
  zIndex: 1,
});
export const ratingKind = styleVariants({
  star: {
    selectors: {
      [`${ratingChoices}:not(:hover) &:has(input:checked), ${ratingChoices}:not(:hover) &:has(~ label input:checked)`]: {
        color: vars.color.star,
      },
      [`${ratingChoices}:hover &:hover, ${ratingChoices}:hover &:has(~ label:hover)`]: { color: vars.color.star },
    },
  },
  dollar: {
    selectors: {
      [`${ratingChoices}:not(:hover) &:has(input:checked), ${ratingChoices}:not(:hover) &:has(~ label input:checked)`]: {
        color: vars.color.price,
      },
      [`${ratingChoices}:hover &:hover, ${ratingChoices}:hover &:has(~ label:hover)`]: { color: vars.color.price },
    },
  },
});
export const ratingHint = style({ fontSize: vars.size.sm, color: vars.color.muted, marginLeft: vars.space.sm });

/* Forms */
export const form = style({ display: "block" });

export const textarea = style({ minHeight: "auto", resize: "vertical" });
export const counter = style({ fontSize: vars.size.xs, color: vars.color.muted, margin: 0, textAlign: "right" });
export const note = style({ fontSize: vars.size.sm, color: vars.color.muted, margin: 0 });
export const required = style({ color: vars.color.danger, marginLeft: "2px" });
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  justifyContent: "flex-end",
  marginTop: vars.space.md,
});
export const twoCols = style({
  display: "grid",
  gap: `0 ${vars.space.md}`,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 220px), 1fr))",
});

/* Dialogs (native <dialog>) */
export const dialog = style({
  width: "min(560px, calc(100vw - 24px))",
  maxHeight: "calc(100dvh - 24px)",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: "0 20px 60px rgba(0,0,0,.3)",
  selectors: { "&::backdrop": { background: "rgba(10, 20, 18, .55)" } },
});
export const dialogHead = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md} 0 ${vars.space.lg}`,
});
export const dialogBody = style({ padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}` });
export const closeIcon = style({
  marginLeft: "auto",
  minWidth: "44px",
  minHeight: "44px",
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  fontSize: "1.5rem",
  lineHeight: 1,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceAlt } },
});

/* Contact page */
export const contactLayout = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "1fr",
  "@media": { "(min-width: 900px)": { gridTemplateColumns: "3fr 2fr" } },
});
export const sideStack = style({ display: "grid", gap: vars.space.md, alignContent: "start" });
export const faqItem = style({ borderBottom: `1px solid ${vars.color.border}`, padding: `${vars.space.sm} 0` });
export const faqQuestion = style({ fontWeight: 600, minHeight: "32px" });
export const formCard = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  boxShadow: vars.shadow.card,
});

/* Review pages: newer / page n of m / older (on phones the page count goes on its own line above the links) */
export const pager = style({
  display: "grid",
  gridTemplateColumns: "1fr auto 1fr",
  alignItems: "center",
  gap: vars.space.md,
  margin: `${vars.space.lg} 0`,
  "@media": { "(max-width: 480px)": { gridTemplateColumns: "1fr 1fr", gap: vars.space.sm } },
});
export const pagerStatus = style({
  textAlign: "center",
  "@media": { "(max-width: 480px)": { gridColumn: "1 / -1", order: -1 } },
});
export const pagerLink = style({
  display: "inline-flex",
  alignItems: "center",
  justifySelf: "start",
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  whiteSpace: "nowrap",
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: "none",
  selectors: { "&:last-child": { justifySelf: "end" }, "&:hover": { borderColor: vars.color.brand } },
});
