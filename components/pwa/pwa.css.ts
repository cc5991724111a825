import { style } from "@vanilla-extract/css";
import { OFFLINE_DOT, WHITE } from "#domain/rules/palette.ts";
import { vars } from "../theme.css.ts";

/** Bottom-left, above the page and below toasts (which sit bottom-right). */
export const dock = style({
  position: "fixed",
  zIndex: 50,
  left: vars.space.md,
  right: vars.space.md,
  bottom: `calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.sm,
  pointerEvents: "none",
});

const panel = style({
  pointerEvents: "auto",
  width: "100%",
  maxWidth: "380px",
  borderRadius: vars.radius.md,
  boxShadow: "0 10px 30px rgba(0,0,0,.18)",
  selectors: { "&[hidden]": { display: "none" } },
});

export const offline = style([
  panel,
  {
    display: "flex",
    gap: vars.space.sm,
    alignItems: "center",
    padding: `${vars.space.sm} ${vars.space.md}`,
    background: vars.color.text,
    color: WHITE,
    fontSize: vars.size.sm,
  },
]);
export const offlineDot = style({
  flex: "none",
  width: "10px",
  height: "10px",
  borderRadius: vars.radius.pill,
  background: OFFLINE_DOT,
});
export const offlineText = style({ margin: 0 });

export const install = style([
  panel,
  {
    display: "grid",
    gridTemplateColumns: "48px 1fr",
    gap: `${vars.space.xs} ${vars.space.md}`,
    padding: vars.space.md,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    color: vars.color.text,
  },
]);
export const installIcon = style({ gridRow: "1 / span 2", borderRadius: vars.radius.sm });
export const installTitle = style({ fontSize: vars.size.md, margin: 0 });
export const installText = style({ margin: 0, color: vars.color.muted, fontSize: vars.size.sm });
export const installActions = style({
  gridColumn: "1 / -1",
  display: "flex",
  gap: vars.space.sm,
  justifyContent: "flex-end",
  marginTop: vars.space.sm,
});
