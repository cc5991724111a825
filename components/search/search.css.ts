import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css.ts";

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, margin: `${vars.space.sm} 0` });
export const label = style({ fontWeight: 600 });
/** What may be asked, under the label: wraps on a phone instead of being cut off at the field's width. */
// The colour of the text around it: the phone menu sets the form on a dark panel, where the muted grey was unreadable.
export const hint = style({ margin: 0, color: "inherit", fontSize: vars.size.sm, overflowWrap: "anywhere" });
export const row = style({ display: "flex", gap: vars.space.sm, alignItems: "center" });
export const input = style({
  flex: "1 1 auto",
  minWidth: 0,
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.size.md,
  border: `2px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});
export const answer = style({
  margin: `${vars.space.md} 0`,
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
});
export const big = style({ fontSize: vars.size.xl, fontWeight: 700, margin: `0 0 ${vars.space.xs}` });
export const small = style({ color: vars.color.muted, fontSize: vars.size.sm, margin: `${vars.space.xs} 0 0` });
export const list = style({ paddingLeft: vars.space.lg, margin: `${vars.space.sm} 0` });
export const item = style({ margin: `${vars.space.xs} 0`, minHeight: "24px" });
