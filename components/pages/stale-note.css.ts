import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css.ts";

/** The "may be out of date" note: the accent colour on its soft ground (contrast 5.9:1), inline after a date. */
export const staleNote = style({
  color: vars.color.accent,
  background: vars.color.accentSoft,
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space.xs}`,
  fontWeight: 700,
});
