import { style, styleVariants } from "@vanilla-extract/css";
import { WHITE } from "#domain/rules/palette.ts";
import { vars } from "../theme.css.ts";

export const region = style({
  position: "fixed",
  zIndex: 60,
  right: vars.space.md,
  bottom: vars.space.md,
  left: vars.space.md,
  display: "flex",
  justifyContent: "flex-end",
  pointerEvents: "none",
});
const base = style({
  pointerEvents: "auto",
  display: "flex",
  gap: vars.space.md,
  alignItems: "flex-start",
  maxWidth: "420px",
  width: "100%",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: "0 10px 30px rgba(0,0,0,.2)",
  border: "1px solid",
});
export const toast = styleVariants({
  default: [base, { background: vars.color.surface, borderColor: vars.color.border, color: vars.color.text }],
  destructive: [base, { background: vars.color.danger, borderColor: vars.color.danger, color: WHITE }],
});
export const title = style({ fontWeight: 700, margin: 0 });
export const description = style({ margin: 0, fontSize: vars.size.sm });
export const close = style({
  marginLeft: "auto",
  background: "transparent",
  border: 0,
  color: "inherit",
  fontSize: "1.25rem",
  lineHeight: 1,
  minWidth: "32px",
  minHeight: "32px",
  cursor: "pointer",
});
