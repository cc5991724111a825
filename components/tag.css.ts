import { recipe } from "@vanilla-extract/recipes";
import { vars } from "./theme.css.ts";

/**
 * Every small rounded label (a page's tag, a category) is this one recipe: the
 * shape once, the colours and size as variants. An icon inside sits beside the text.
 *
 * Only other .css.ts files call it (for example `export const categoryTag = tag({ tone: "success" })`), so the class
 * names are fixed at build time and the recipe's small runtime never reaches the browser; components use those
 * exported class names.
 */
export const tag = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: "4px",
    padding: `2px ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    fontWeight: 700,
    letterSpacing: "0.02em",
  },
  variants: {
    tone: {
      accent: { background: vars.color.accentSoft, color: vars.color.accent },
      success: { background: vars.color.successSoft, color: vars.color.success },
    },
    size: {
      small: { fontSize: vars.size.xs },
      body: { fontSize: vars.size.sm },
    },
  },
  defaultVariants: { tone: "accent", size: "small" },
});
