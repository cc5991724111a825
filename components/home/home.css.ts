import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { ON_BRAND } from "#domain/rules/palette.ts";
import { vars } from "../theme.css.ts";
import { grid } from "../ui.css.ts";

// On a phone the hero is compact (the three figures in one row) so the menu search is in the first screen.
const phone = "(max-width: 599.98px)";
export const hero = style({
  background: vars.color.brandDark,
  color: vars.color.brandText,
  padding: `${vars.space.xl} 0`,
  // A phone's hero is tight: the home page stays under 8 phone screens with visitors' ratings on its cards.
  "@media": { [phone]: { padding: `${vars.space.sm} 0` } },
});
globalStyle(`${hero} a`, { color: vars.color.brandText });
export const heroTitle = style({
  fontSize: vars.size.xxl,
  margin: `0 0 ${vars.space.sm}`,
  "@media": { [phone]: { fontSize: vars.size.xl } },
});
export const heroLead = style({
  fontSize: vars.size.lg,
  maxWidth: vars.width.text,
  margin: `0 0 ${vars.space.lg}`,
  color: ON_BRAND,
  "@media": { [phone]: { fontSize: vars.size.md, marginBottom: vars.space.sm } },
});
export const figures = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 180px), 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
  "@media": { [phone]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: vars.space.sm } },
});
export const figure = style({
  background: "rgba(255,255,255,.08)",
  border: "1px solid rgba(255,255,255,.25)",
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  "@media": { [phone]: { padding: vars.space.sm } },
});
export const figureValue = style({
  display: "block",
  fontSize: vars.size.xxl,
  fontWeight: 800,
  "@media": { [phone]: { fontSize: vars.size.lg } },
});
export const figureLabel = style({ display: "block", color: ON_BRAND, "@media": { [phone]: { fontSize: vars.size.xs } } });
/** The headline price's label, a link to the item's page: the hero's colours, underlined, in every link state. */
export const figureLink = style({ textDecoration: "underline", selectors: { "&:link, &:visited, &:hover, &:focus": { color: ON_BRAND } } });
export const banner = style({
  background: vars.color.accentSoft,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.md} 0`,
  "@media": { [phone]: { padding: `${vars.space.sm} 0` } },
});
export const bannerInner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
});
export const bannerText = style({
  margin: 0,
  fontWeight: 700,
  color: vars.color.accent,
  fontSize: vars.size.lg,
  "@media": { [phone]: { fontSize: vars.size.md } },
});
export const cards = style([grid, { listStyle: "none", padding: 0, margin: 0 }]);
/** Section titles: on a phone one size down, so most fit one line (the home page under 8 phone screens). */
export const title = style({
  fontSize: vars.size.xl,
  marginBottom: vars.space.md,
  "@media": { [phone]: { fontSize: vars.size.lg, marginBottom: vars.space.sm } },
});
export const cardTitle = style({ fontSize: vars.size.lg, margin: `${vars.space.sm} 0` });
export const twoCol = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 420px), 1fr))",
});
export const faq = style({ borderBottom: `1px solid ${vars.color.border}`, padding: `${vars.space.sm} 0`, maxWidth: vars.width.text });
export const faqSummary = style({ fontWeight: 700, padding: `${vars.space.sm} 0` });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, margin: `${vars.space.md} 0` });
export const rankList = style({ paddingLeft: vars.space.lg, margin: 0 });
globalStyle(`${rankList} li`, { padding: `${vars.space.xs} 0`, borderBottom: `1px solid ${vars.color.border}` });
export const promo = style({ borderLeft: `6px solid ${vars.color.accent}` });
export const toolList = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 340px), 1fr))",
  "@media": { [phone]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const toolLink = style({ fontWeight: 700, display: "inline-block", minHeight: "24px" });
export const inlineTitle = style({ display: "inline", fontSize: vars.size.lg, margin: 0 });
export const steps = style({ paddingLeft: vars.space.lg, maxWidth: vars.width.text });

/**
 * Each home section's stand-in height while content-visibility skips it, [phone, wide], measured at 390 and 1366 px
 * (all sections rendered) and rounded up. Paint containment clips a skipped section's content to this box, so a
 * stand-in far below the real height cut off its last links (the popular picks: 1,450 px on a phone against 600),
 * and the page jumped as sections rendered.
 */
const HOME_SECTION_HEIGHTS = {
  tools: [310, 160],
  insights: [330, 190],
  usa: [290, 160],
  faq: [290, 280],
  deals: [520, 270],
} as const satisfies Record<string, readonly [number, number]>;
export const homeSectionSize = styleVariants(HOME_SECTION_HEIGHTS, ([narrow, wide]) => ({
  containIntrinsicSize: `auto ${wide}px`,
  "@media": { [phone]: { containIntrinsicSize: `auto ${narrow}px` } },
}));

/** Home sections on a phone: less padding around each (the home page is an index, under 8 screens). */
export const tight = style({ "@media": { [phone]: { paddingTop: vars.space.md, paddingBottom: vars.space.md } } });
/** The value deals, one line each. */
export const dealList = style({ paddingLeft: vars.space.lg, margin: `0 0 ${vars.space.sm}` });
globalStyle(`${dealList} li`, { padding: `${vars.space.xs} 0` });
/** Where to go next, as short links side by side (not a stack of full-width buttons on a phone). */
export const linkList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.sm} 0`,
  fontWeight: 700,
});
globalStyle(`${linkList} a`, { display: "inline-flex", alignItems: "center", minHeight: "32px" });
export const toolText = style({ "@media": { [phone]: { display: "block", fontSize: vars.size.sm } } });
export const sources = style({ fontSize: vars.size.sm, marginTop: vars.space.sm });
/** "Highest: Hawaii $6.73" as one line each, not a term over an indented figure. */
export const inlineFigures = style({ margin: `0 0 ${vars.space.sm}` });
globalStyle(`${inlineFigures} > div`, { display: "flex", gap: vars.space.xs, alignItems: "baseline" });
globalStyle(`${inlineFigures} dd`, { margin: 0 });
