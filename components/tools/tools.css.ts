/** Styles of the three tool pages (meal calculator, nutrition tracker, deals hub). */
import { globalStyle, style } from "@vanilla-extract/css";
import { focusRingRoom, vars } from "../theme.css.ts";
import { pill } from "../menu/menu.css.ts";

export const head = style({ paddingTop: vars.space.lg, paddingBottom: vars.space.md });
export const title = style({ fontSize: vars.size.xxl, marginTop: vars.space.sm });

export const layout = style({
  display: "grid",
  // One column on a phone, never wider than the screen (the category links' row scrolls inside it).
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { "(min-width: 900px)": { gridTemplateColumns: "minmax(0, 1fr) 360px" } },
});

export const searchRow = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", alignItems: "flex-end" });
export const searchField = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, flex: "1 1 240px", minWidth: 0 });
export const select = style({ width: "100%", maxWidth: "100%" });
/*
 * The calculators' menu lists (parts.tsx): the menu's compact cards (MenuCard), one column on a phone (about 80 px
 * a card; the two columns of 150 px tiles made the list 12,000-17,000 px), a grid on wider screens.
 */
export const results = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  "@media": { "(min-width: 600px)": { gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))" } },
});

// No content-visibility on the cards: with stand-in heights off screen, a jump to a category or to the card an Add
// reopens the page at (#pick-<slug>, without JavaScript) landed hundreds of pixels off, as the cards it passed were
// laid out. The cards are short and alike (about 80 px on a phone), so laying out the whole list is cheap. A card
// the pinned category links would cover when the page opens at it leaves them room.
globalStyle(`${results} > li`, { scrollMarginTop: "56px", "@media": { "(min-width: 900px)": { scrollMarginTop: "100px" } } });

export const itemName = style({ fontWeight: 700, lineHeight: 1.3 });
export const itemMeta = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", fontSize: vars.size.sm, color: vars.color.muted });
export const itemCategory = style({ fontSize: vars.size.xs, color: vars.color.muted });

/*
 * A card's Add button (an item of one size): its two figures side by side, and the "+ Add" hint at the end as
 * generated content whose alternative text is empty, so the accessible name stays "Add Big Mac to order, $5.58
 * 590 cal". Above the card's stretched link (menu.css.ts cardLink), as /explore's Compare link is.
 */
export const addButton = style({
  position: "relative",
  zIndex: 1,
  width: "100%",
  minHeight: "44px",
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  marginTop: "auto",
  padding: `0 ${vars.space.sm}`,
  textAlign: "left",
  fontSize: vars.size.sm,
  color: vars.color.muted,
  background: vars.color.surface,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceAlt },
    "&:active": { transform: "translateY(1px)" },
    "&::after": { content: '"+ Add" / ""', marginLeft: "auto", fontWeight: 700, color: vars.color.brand, whiteSpace: "nowrap" },
  },
});
// In a tool the card's name is a link to the item's page, not the whole card: a tap beside the Add buttons never
// leaves the order (and the link keeps a 24 px target of its own).
globalStyle(`${results} h4 a`, { display: "inline-flex", alignItems: "center", minHeight: "24px" });
globalStyle(`${results} h4 a::after`, { content: "none" });
// The first figure (the price in the order, the calories in the tracker) stands out.
globalStyle(`${addButton} > span:nth-child(2)`, { fontWeight: 700, color: vars.color.text });

/*
 * The category links at the top of the list, pinned while it scrolls: one row that scrolls sideways on a phone,
 * wrapped on wider screens.
 */
export const jumps = style({
  position: "sticky",
  top: 0,
  zIndex: 2,
  display: "flex",
  gap: vars.space.xs,
  margin: `${vars.space.sm} 0 0`,
  // Room for a focused link's ring inside the box that scrolls (it would cut the ring off at its edges).
  padding: focusRingRoom,
  scrollPadding: focusRingRoom,
  background: vars.color.bg,
  overflowX: "auto",
  scrollbarWidth: "thin",
  "@media": { "(min-width: 900px)": { flexWrap: "wrap" } },
});
/** A category link: the menu's category pill (menu.css.ts), as a link a little lower. */
export const jump = style([
  pill,
  {
    flex: "0 0 auto",
    display: "inline-flex",
    alignItems: "center",
    minHeight: "36px",
    padding: `0 ${vars.space.sm}`,
    textDecoration: "none",
    selectors: { "&[hidden]": { display: "none" } },
  },
]);

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  boxShadow: vars.shadow.card,
  "@media": { "(min-width: 900px)": { position: "sticky", top: vars.space.md } },
});

export const lines = style({ listStyle: "none", margin: 0, padding: 0 });
export const line = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: `${vars.space.xs} ${vars.space.sm}`,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const lineName = style({ fontWeight: 600 });
export const entry = style({
  display: "grid",
  gridTemplateColumns: "1fr auto auto",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const lineControls = style({ display: "flex", alignItems: "center", gap: vars.space.xs, gridColumn: "1 / -1" });
export const qtyButton = style({
  width: "44px",
  height: "44px",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.size.lg,
  fontWeight: 700,
  cursor: "pointer",
  selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceAlt }, "&:disabled": { opacity: 0.5, cursor: "not-allowed" } },
});
export const qty = style({ minWidth: "2.5ch", textAlign: "center", fontWeight: 700 });
export const linkButton = style({
  marginLeft: "auto",
  justifySelf: "end",
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  background: "transparent",
  border: "none",
  color: vars.color.danger,
  textDecoration: "underline",
  cursor: "pointer",
  fontWeight: 600,
});

export const totals = style({
  margin: `${vars.space.md} 0`,
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: `${vars.space.xs} ${vars.space.md}`,
});
globalStyle(`${totals} dt`, { color: vars.color.muted });
globalStyle(`${totals} dd`, { margin: 0, textAlign: "right", fontWeight: 600 });
export const grandTotal = style({ fontSize: vars.size.lg, color: vars.color.text, fontWeight: 800 });
/** A line that says we have no figure (the app-savings line): plain, not a total. */
export const noFigure = style({ color: vars.color.muted, fontSize: vars.size.sm });
globalStyle(`${totals} dd${noFigure}`, { fontWeight: 400 });

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, margin: `${vars.space.md} 0` });
export const panelActions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", marginTop: vars.space.sm });

export const share = style({ marginTop: vars.space.md, paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` });
export const shareUrl = style({
  display: "block",
  width: "100%",
  marginTop: vars.space.xs,
  padding: vars.space.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.size.xs,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflowWrap: "anywhere",
});

export const steps = style({
  counterReset: "step",
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 240px), 1fr))",
});
export const step = style({
  counterIncrement: "step",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  selectors: {
    "&::before": {
      content: "counter(step)",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      width: "2rem",
      height: "2rem",
      marginBottom: vars.space.sm,
      borderRadius: vars.radius.pill,
      background: vars.color.brand,
      color: vars.color.brandText,
      fontWeight: 800,
    },
  },
});
export const tipList = style({ paddingLeft: vars.space.lg, maxWidth: vars.width.text });
globalStyle(`${tipList} li`, { marginBottom: vars.space.sm });

/* Nutrition tracker */
export const goalForms = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 240px), 1fr))",
});
export const inlineForm = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-end", flexWrap: "wrap" });
export const goalTable = style({ maxWidth: "420px", margin: `${vars.space.md} 0` });
export const progressBlock = style({ margin: `${vars.space.md} 0` });
export const progressLabel = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.sm,
  flexWrap: "wrap",
  fontWeight: 700,
});
export const progressLabelExceeded = style({ color: vars.color.danger });
export const track = style({
  height: "16px",
  marginTop: vars.space.xs,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  overflow: "hidden",
});
export const fill = style({
  height: "100%",
  background: vars.color.brand,
  transition: "width 200ms ease",
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});
export const fillExceeded = style({ background: vars.color.danger });
export const intake = style({ fontSize: vars.size.xl, fontWeight: 800, margin: `0 0 ${vars.space.sm}` });
export const intakeLabel = style({ margin: 0, color: vars.color.muted });
// Room above the tracker's list and day, below its goal panel.
export const toolBlock = style({ marginTop: vars.space.lg });

/*
 * Both calculators' categories, folded (parts.tsx ToolItemGroups): the summary is the category's
 * heading, a full-width target at least 48 px tall with a plus or minus at its end (generated content with empty
 * alternative text: the summary's own state is announced). The list inside is a category link's target: it stops
 * below the pinned links and its summary.
 */
export const categoryFold = style({ borderBottom: `1px solid ${vars.color.border}` });
export const categorySummary = style({
  listStyle: "none",
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "48px",
  padding: `${vars.space.xs} 0`,
  scrollMarginTop: "48px",
  "@media": { "(min-width: 900px)": { scrollMarginTop: "92px" } },
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::after": {
      content: '"+" / ""',
      marginLeft: "auto",
      padding: `0 ${vars.space.sm}`,
      fontSize: vars.size.xl,
      fontWeight: 700,
      color: vars.color.brand,
    },
    [`${categoryFold}[open] > &::after`]: { content: '"\\2212" / ""' },
    "&:hover": { color: vars.color.brand },
  },
});
globalStyle(`${categorySummary} > h3`, { margin: 0, fontSize: vars.size.lg });
globalStyle(`${categoryFold} > ul`, {
  paddingBottom: vars.space.md,
  scrollMarginTop: "104px",
  "@media": { "(min-width: 900px)": { scrollMarginTop: "148px" } },
});

/* Deals hub */
export const statValue = style({ display: "block", fontSize: vars.size.xl, fontWeight: 800, color: vars.color.brand });
export const cardList = style({ listStyle: "none", margin: 0, padding: 0 });
export const dealSavings = style({ fontWeight: 700, color: vars.color.accent });
export const cheapLink = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  height: "100%",
  textDecoration: "none",
  color: vars.color.text,
  selectors: { "&:hover": { borderColor: vars.color.brand } },
});
export const toolLinks = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });

/* Nutrition tracker on a phone: compact one-line items, and the running total pinned to the screen's bottom
   while the list scrolls. On a desktop only the Today's Food panel is sticky (the goal panel scrolls away), so
   no two panels overlap. */
export const goalPanel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  boxShadow: vars.shadow.card,
});
export const totalBar = style({
  position: "sticky",
  bottom: 0,
  zIndex: 2,
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginTop: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: "44px",
  alignItems: "center",
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontWeight: 700,
  textDecoration: "none",
  boxShadow: "0 -2px 8px rgba(0,0,0,.2)",
  // A link's colours in every state: never the brand's (dark green on green) once visited, hovered or focused.
  selectors: { "&:link, &:visited, &:hover, &:focus, &:active": { color: vars.color.brandText, background: vars.color.brand } },
  "@media": { "(min-width: 900px)": { display: "none" } },
});
export const goalDetails = style({ marginTop: vars.space.sm });
globalStyle(`${goalDetails} > summary`, { cursor: "pointer", fontWeight: 600, minHeight: "24px", padding: `${vars.space.xs} 0` });

/* Items sold in sizes: the card holds one add button per size with that size's price and calories, side
   by side, and any note under them. On wider screens the card takes two columns, so the three buttons keep
   readable figures. */
export const sizedItem = style({ "@media": { "(min-width: 600px)": { gridColumn: "span 2" } } });
export const sizeButtons = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: vars.space.xs,
  marginTop: "auto",
});
export const sizedNote = style({ gridColumn: "1 / -1", fontSize: vars.size.xs, color: vars.color.muted });
export const sizeButton = style({
  position: "relative",
  zIndex: 1,
  minHeight: "44px",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: `0 ${vars.space.xs}`,
  padding: `2px ${vars.space.xs}`,
  textAlign: "left",
  fontSize: vars.size.sm,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceAlt },
    "&:active": { transform: "translateY(1px)" },
  },
});
export const sizeLabel = style({ fontWeight: 700, color: vars.color.brand });
/* A sized line's size switch in the order panel. */
export const sizeSwitch = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  gridColumn: "1 / -1",
  flexWrap: "wrap",
  fontSize: vars.size.sm,
});
export const sizeOption = style({
  minHeight: "32px",
  minWidth: "44px",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.size.sm,
  cursor: "pointer",
  selectors: {
    "&:hover": { borderColor: vars.color.brand },
    '&[aria-pressed="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.brandText, fontWeight: 700 },
  },
});
export const unitFigures = style({ gridColumn: "1 / -1", fontSize: vars.size.xs, color: vars.color.muted });
export const stateChoice = style({ display: "grid", gap: vars.space.xs });

/** The suggested goals' basis under their table: small print, but full contrast. */
export const goalBasis = style({ maxWidth: "60ch", margin: `0 0 ${vars.space.md}`, fontSize: "0.9375rem" });
