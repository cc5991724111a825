/** Shared building blocks: page container, section, cards, buttons, badges, grids. */
import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { WHITE } from "#domain/rules/palette.ts";
import { tag } from "./tag.css.ts";
import { focusRingRoom, vars } from "./theme.css.ts";

export const container = style({ maxWidth: vars.width.page, margin: "0 auto", padding: `0 ${vars.space.md}` });
/** Vertical rhythm only: it is often on the same element as `container`, whose side padding must survive. */
export const section = style({ paddingTop: vars.space.xl, paddingBottom: vars.space.xl });
export const sectionAlt = style([section, { background: vars.color.surfaceAlt }]);
/** A section inside a page's `section`, after another block: the same rhythm (xl) above it, so a heading never sits on the button before it. */
export const subsection = style({ marginTop: vars.space.xl });
export const lead = style({ fontSize: vars.size.lg, color: vars.color.muted, maxWidth: vars.width.text });
export const prose = style({ maxWidth: vars.width.text });
export const muted = style({ color: vars.color.muted });
/**
 * For the long lower parts of a page: the browser skips their layout and paint until they come near the
 * viewport (content-visibility), which halves the rendering work of the home page on a slow phone. The size
 * stands in until then and `auto` remembers the real one; the content stays in the page for find-in-page,
 * links and assistive technology. Paint containment clips what overflows the box, so keep it to plain blocks; the
 * focus ring of a control at its edge gets room outside it (focusRingRoom).
 */
export const renderWhenNear = style({ contentVisibility: "auto", containIntrinsicSize: "auto 600px", overflowClipMargin: focusRingRoom });
/** A server island's wrapper takes no part in layout: its sections lay out as if it were not there. */
export const island = style({ display: "contents" });

export const grid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 240px), 1fr))",
});
export const gridWide = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 320px), 1fr))",
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  boxShadow: vars.shadow.card,
});

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: "2px solid transparent",
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:disabled": { opacity: 0.55, cursor: "not-allowed" } },
});
export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.color.brand,
      color: vars.color.brandText,
      selectors: { "&:hover:not(:disabled)": { background: vars.color.brandDark, color: vars.color.brandText } },
    },
  ],
  secondary: [
    buttonBase,
    {
      background: vars.color.surface,
      color: vars.color.brand,
      borderColor: vars.color.brand,
      selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceAlt } },
    },
  ],
  ghost: [buttonBase, { background: "transparent", color: vars.color.text, borderColor: vars.color.border }],
  danger: [buttonBase, { background: vars.color.danger, color: WHITE }],
});

/** The accent tag most pages show above their heading (components/tag.css.ts has the other variants). */
export const badge = tag();
export const price = style({ color: vars.color.price, fontWeight: 700 });

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, marginBottom: vars.space.md });
export const label = style({ fontWeight: 600 });
export const input = style({
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: "2px" } },
});
export const fieldError = style({ color: vars.color.danger, fontSize: vars.size.sm, margin: 0 });
export const notice = styleVariants({
  info: {
    padding: vars.space.md,
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceAlt,
    border: `1px solid ${vars.color.border}`,
  },
  success: {
    padding: vars.space.md,
    borderRadius: vars.radius.sm,
    background: vars.color.successSoft,
    color: vars.color.success,
    border: `1px solid ${vars.color.success}`,
  },
  error: {
    padding: vars.space.md,
    borderRadius: vars.radius.sm,
    background: vars.color.dangerSoft,
    color: vars.color.danger,
    border: `1px solid ${vars.color.danger}`,
  },
});

/**
 * A table that may be wider than the screen: it scrolls inside its box and soft shadows on the edges
 * show that more columns are there. Given a maxHeight (and tabIndex=0 for the keyboard), the header row also
 * stays at the top while it scrolls down.
 */
export const scrollTable = style({
  overflow: "auto",
  // Tab scrolls a link into view just far enough: leave room for its focus ring, and above it for the sticky
  // heading row, which would otherwise cover a link scrolled up to the top.
  scrollPadding: `calc(2.5em + ${focusRingRoom}) ${focusRingRoom} ${focusRingRoom}`,
  background: [
    `linear-gradient(to right, ${vars.color.bg} 30%, rgba(255,255,255,0)) left center / 40px 100% no-repeat local`,
    `linear-gradient(to left, ${vars.color.bg} 30%, rgba(255,255,255,0)) right center / 40px 100% no-repeat local`,
    "radial-gradient(farthest-side at 0 50%, rgba(0,0,0,.22), rgba(0,0,0,0)) left center / 14px 100% no-repeat scroll",
    "radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,.22), rgba(0,0,0,0)) right center / 14px 100% no-repeat scroll",
  ].join(", "),
});
globalStyle(`${scrollTable} thead th`, { position: "sticky", top: 0, zIndex: 1, background: vars.color.surfaceAlt });
/** Shown on narrow screens under a wide table's heading. */
export const scrollHint = style({
  fontSize: vars.size.sm,
  color: vars.color.muted,
  "@media": { "(min-width: 700px)": { display: "none" } },
});

/**
 * A long section folded (the answer first): a native <details> whose text is in the page with or without
 * JavaScript; its summary is a 44 px target that says what opens.
 */
export const fold = style({ margin: `${vars.space.sm} 0` });
export const foldSummary = style({
  cursor: "pointer",
  minHeight: 44,
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontWeight: 600,
  color: vars.color.brand,
});
