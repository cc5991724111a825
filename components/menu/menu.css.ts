/** Styles of the menu pieces: home menu section, cards, category page, skeletons. */
import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { vars } from "../theme.css.ts";
import { renderWhenNear } from "../ui.css.ts";

const phone = "(max-width: 599.98px)";

export const menuSection = style({
  padding: `${vars.space.xl} 0`,
  scrollMarginTop: vars.space.md,
  "@media": { [phone]: { paddingTop: vars.space.xs } },
});
globalStyle(`${menuSection} > h2`, { "@media": { [phone]: { marginTop: 0, marginBottom: vars.space.xs } } });

export const searchForm = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  marginBottom: vars.space.lg,
  "@media": { [phone]: { gap: vars.space.xs, marginBottom: vars.space.md } },
});
export const searchRow = style({ display: "flex", gap: vars.space.sm, flexWrap: "nowrap", alignItems: "center" });
export const searchBox = style({ position: "relative", flex: "1 1 auto", minWidth: 0, display: "flex" });
export const searchInput = style({
  flex: 1,
  minHeight: "48px",
  padding: `${vars.space.sm} 48px ${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontSize: vars.size.md,
});
// One clear button: the browser's own (x) in a search field is hidden, ours works without JavaScript too.
globalStyle(`${searchInput}::-webkit-search-cancel-button`, { WebkitAppearance: "none", appearance: "none", display: "none" });
export const clearX = style({
  position: "absolute",
  right: "4px",
  top: "50%",
  transform: "translateY(-50%)",
  width: "40px",
  height: "40px",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: vars.radius.pill,
  border: "none",
  background: "transparent",
  color: vars.color.muted,
  fontSize: vars.size.lg,
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceAlt, color: vars.color.text } },
});

/** On a phone the category filter is one row that scrolls sideways, so the results start right below it. */
export const pills = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [phone]: { flexWrap: "nowrap", overflowX: "auto", paddingBottom: vars.space.xs, scrollbarWidth: "thin" } },
});
export const pill = style({
  minHeight: "40px",
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: vars.size.sm,
  whiteSpace: "nowrap",
  cursor: "pointer",
  selectors: {
    "&:hover": { borderColor: vars.color.brand },
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.brandText, borderColor: vars.color.brand },
  },
});

export const resultLine = style({ fontWeight: 600, marginBottom: vars.space.md, scrollMarginTop: vars.space.sm });
/** The one answer a search names ("Big Mac Extra Value Meal: the price in Texas"): a large, full-width link. */
export const searchAnswer = style({
  fontSize: vars.size.lg,
  margin: `0 0 ${vars.space.sm}`,
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: "8px",
});
globalStyle(`${searchAnswer} a`, { display: "block", fontWeight: 700 });
globalStyle(`${searchAnswer} a::after`, { content: '" →"' });

export const noResults = style({ textAlign: "center", padding: vars.space.xl });

/** Placeholder heights near the measured ones (about 850 px on a phone, 400 on a desktop), so the page does not jump. */
export const categoryBlock = style([
  renderWhenNear,
  { marginBottom: vars.space.xl, containIntrinsicSize: "auto 400px", "@media": { [phone]: { containIntrinsicSize: "auto 850px" } } },
]);
/**
 * A block of the whole menu at a glance (compact cards, cardRow): its placeholder height near the measured one,
 * and the space around it tightened (the home page is an index, under 8 phone screens).
 */
export const rowBlock = style({
  containIntrinsicSize: "auto 260px",
  marginBottom: vars.space.lg,
  "@media": { [phone]: { containIntrinsicSize: "auto 160px", marginBottom: vars.space.md } },
});
export const blockHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginBottom: vars.space.md,
  "@media": { [phone]: { gap: `0 ${vars.space.sm}`, marginBottom: vars.space.xs } },
});
export const blockTitle = style({ fontSize: vars.size.xl, margin: 0, "@media": { [phone]: { fontSize: vars.size.lg } } });
export const blockDesc = style({
  color: vars.color.muted,
  margin: 0,
  flexBasis: "100%",
  "@media": { [phone]: { fontSize: vars.size.sm } },
});
export const moreLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "24px",
  marginTop: vars.space.md,
  fontWeight: 600,
  "@media": { [phone]: { marginTop: 0 } },
});

export const cardGrid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 220px), 1fr))",
  listStyle: "none",
  margin: 0,
  padding: 0,
});
/**
 * The home page's category blocks: compact cards (picture beside name, price and calories, about
 * 80 px tall), on a phone one strip swiped sideways, so the nine categories take about a screen and a half
 * instead of three; on wider screens a grid of four to a row.
 */
export const cardRow = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 250px), 1fr))",
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": {
    [phone]: {
      gridTemplateColumns: "none",
      gridAutoFlow: "column",
      gridAutoColumns: "min(74%, 270px)",
      overflowX: "auto",
      overscrollBehaviorX: "contain",
      scrollSnapType: "x proximity",
      paddingBottom: vars.space.xs,
    },
  },
});
globalStyle(`${cardRow} > li`, { "@media": { [phone]: { scrollSnapAlign: "start" } } });
/** '+ N more items in category' as the strip's last tile: the way on from the last card. */
export const moreTile = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  height: "100%",
  minHeight: "48px",
  padding: vars.space.sm,
  textAlign: "center",
  fontWeight: 600,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  height: "100%",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  boxShadow: vars.shadow.card,
  selectors: { "&:hover, &:focus-within": { borderColor: vars.color.brand } },
});
/** On a phone a card is one row: a small picture beside the name and price (about 110 px tall, not 500). */
export const cardWithImage = style([
  card,
  { padding: 0, overflow: "hidden", "@media": { [phone]: { flexDirection: "row", alignItems: "stretch" } } },
]);
export const cardBody = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  flex: 1,
  "@media": { [phone]: { padding: vars.space.sm, minWidth: 0 } },
});
export const cardImage = style({
  width: "100%",
  height: "auto",
  aspectRatio: "8 / 5",
  objectFit: "cover",
  background: vars.color.surfaceAlt,
  display: "block",
  "@media": { [phone]: { width: "112px", flex: "0 0 112px", alignSelf: "center" } },
});
/** A card that is one row at every width (a long list: /explore): the small picture beside the text. */
export const cardAsRow = style({ flexDirection: "row", alignItems: "stretch" });
globalStyle(`${cardAsRow} > img`, {
  width: "112px",
  flex: "0 0 112px",
  alignSelf: "center",
  "@media": { [phone]: { width: "80px", flex: "0 0 80px" } },
});
globalStyle(`${cardAsRow} > div`, { padding: vars.space.sm, minWidth: 0 });
/**
 * The compact card (the home page's index of the menu): the same card, smaller: a narrow picture beside the
 * name (whole: a cut name hid what the item is), the price and calories; no description.
 */
export const cardCompact = style({ flexDirection: "row", alignItems: "stretch" });
globalStyle(`${cardCompact} > img`, {
  width: "76px",
  flex: "0 0 76px",
  height: "auto",
  aspectRatio: "auto",
  alignSelf: "stretch",
  objectFit: "cover",
});
globalStyle(`${cardCompact} > div`, { padding: `${vars.space.xs} ${vars.space.sm}`, gap: "2px", minWidth: 0 });
globalStyle(`${cardCompact} h4`, { fontSize: vars.size.sm });
export const cardTitle = style({ fontSize: vars.size.md, margin: 0 });
export const cardLink = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: vars.radius.md },
    "&:hover": { color: vars.color.brand, textDecoration: "underline" },
  },
});
export const cardMeta = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.sm,
  marginTop: "auto",
  flexWrap: "wrap",
});
export const cardPrice = style({ color: vars.color.price, fontWeight: 700, fontSize: vars.size.lg });
export const cardSmall = style({ color: vars.color.muted, fontSize: vars.size.xs, margin: 0 });
globalStyle(`${cardCompact} ${cardPrice}`, { fontSize: vars.size.md });
export const cardDesc = style({
  color: vars.color.muted,
  fontSize: vars.size.sm,
  margin: 0,
  "@media": { [phone]: { display: "-webkit-box", WebkitLineClamp: 2, WebkitBoxOrient: "vertical", overflow: "hidden" } },
});

export const stars = style({ display: "inline-flex", alignItems: "center", gap: "2px", color: vars.color.star, fontSize: vars.size.sm });
export const ratingText = style({ color: vars.color.muted, fontSize: vars.size.xs, marginLeft: vars.space.xs });

// Category page
export const pageHead = style({
  padding: `${vars.space.lg} 0 ${vars.space.md}`,
  "@media": { [phone]: { padding: `${vars.space.sm} 0 0` } },
});
export const byline = style({ color: vars.color.muted, fontSize: vars.size.sm });
export const linkRow = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: `${vars.space.md} 0 ${vars.space.lg}`,
  "@media": { [phone]: { margin: `${vars.space.sm} 0 ${vars.space.md}` } },
});
export const empty = style({
  textAlign: "center",
  padding: `${vars.space.xl} ${vars.space.md}`,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
});
export const bio = style({
  display: "flex",
  gap: vars.space.md,
  alignItems: "flex-start",
  marginTop: vars.space.xl,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const bioAvatar = style({
  flex: "0 0 56px",
  width: "56px",
  height: "56px",
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandText,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  fontWeight: 800,
});

// Skeletons
const pulse = keyframes({ "0%": { opacity: 1 }, "50%": { opacity: 0.45 }, "100%": { opacity: 1 } });
export const skeleton = style({
  background: vars.color.border,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});
export const skeletonCard = style([card, { minHeight: "180px" }]);
export const skeletonLine = style([skeleton, { height: "14px", width: "80%" }]);
export const skeletonTitle = style([skeleton, { height: "20px", width: "60%", marginBottom: vars.space.sm }]);
export const skeletonImage = style([skeleton, { height: "110px", width: "100%", marginBottom: vars.space.sm }]);

export const errorPanel = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  border: `1px solid ${vars.color.danger}`,
});
export const pillsFieldset = style({ border: "none", margin: 0, padding: 0, minWidth: 0 });

/** The state chooser's list: columns of links with room to tap (at least 44 px tall). */
export const stateList = style({
  listStyle: "none",
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  columns: "3 150px",
  columnGap: vars.space.md,
});
globalStyle(`${stateList} a`, { display: "inline-flex", alignItems: "center", minHeight: "44px" });
