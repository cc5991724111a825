/**
 * The one theme contract: every style reads these variables. The colours are domain/rules/palette.ts's, where the
 * brand colour is set. System fonts, so no font files to load.
 */
import { createGlobalTheme, globalStyle } from "@vanilla-extract/css";
import { THEME_COLOURS } from "#domain/rules/palette.ts";

export const vars = createGlobalTheme(":root", {
  color: THEME_COLOURS,
  space: { xs: "4px", sm: "8px", md: "16px", lg: "24px", xl: "40px", xxl: "64px" },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  size: { xs: "0.8125rem", sm: "0.9375rem", md: "1rem", lg: "1.25rem", xl: "1.625rem", xxl: "2.25rem" },
  radius: { sm: "6px", md: "10px", lg: "16px", pill: "999px" },
  shadow: { card: "0 1px 2px rgba(0,0,0,.06), 0 2px 8px rgba(0,0,0,.05)" },
  width: { page: "1160px", text: "72ch" },
});

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { WebkitTextSizeAdjust: "100%", scrollBehavior: "smooth" });
globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.size.md,
  lineHeight: 1.55,
  color: vars.color.text,
  background: vars.color.bg,
});
globalStyle("h1, h2, h3, h4", { lineHeight: 1.2, margin: `0 0 ${vars.space.sm}` });
globalStyle("p", { margin: `0 0 ${vars.space.md}` });
globalStyle("a", { color: vars.color.brand });
globalStyle("a:hover", { color: vars.color.brandDark });
globalStyle("img, svg", { maxWidth: "100%", height: "auto" });
// A select is as wide as its longest option: /prices's item list (long meal names) made the phone page 508 px wide.
globalStyle("select", { maxWidth: "100%" });
globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });
/**
 * The focus ring: 3 px wide, 2 px outside the element. A box that clips what its content paints (content-visibility,
 * paint containment) must leave it this much room (overflow-clip-margin), or a control at its edge loses its ring.
 */
const FOCUS_RING_WIDTH = 3;
const FOCUS_RING_OFFSET = 2;
export const focusRingRoom = `${FOCUS_RING_WIDTH + FOCUS_RING_OFFSET}px`;
globalStyle(":focus-visible", { outline: `${FOCUS_RING_WIDTH}px solid ${vars.color.focus}`, outlineOffset: `${FOCUS_RING_OFFSET}px` });
globalStyle("table", { borderCollapse: "collapse", width: "100%" });
globalStyle("th, td", { textAlign: "left", padding: `${vars.space.sm} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}` });
globalStyle("summary", { cursor: "pointer" });
globalStyle(".visually-hidden", {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0,0,0,0)",
  whiteSpace: "nowrap",
  border: 0,
});
globalStyle("html", { "@media": { "(prefers-reduced-motion: reduce)": { scrollBehavior: "auto" } } });
