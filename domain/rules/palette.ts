/**
 * The palette: every colour the site paints with, as plain values, in one place. The theme's CSS variables
 * (components/theme.css.ts), the few styles that need a literal (the footer, the hero, the map), the header's
 * logo, root's theme-color, the web app manifest and the icons and social image drawn at build time
 * (scripts/assets/), and the map's colour scale (domain/rules/map-scale.ts) all read it: the brand colour is changed
 * here and nowhere else (docs/where-to-change.md). Food colours in the drawings (buns, fries, drinks) describe
 * food, not the site, and stay there.
 *
 * Plain named strings, so a browser bundle that needs two of them carries two strings, not the whole palette.
 */

/** The page background; the logo's tile and the manifest's splash background. */
export const BG = "#f7f6f2";
/** The brand colour: links, buttons, the logo, the icons. */
export const BRAND = "#0b5d50";
/** The brand's darker step: hovers, the browser's theme-color, the manifest, the social image. */
export const BRAND_DARK = "#073f36";
/** A light brand tint for text and rings drawn on the brand colour (icons, social image). */
export const BRAND_MINT = "#cfe5dd";
/** A lighter brand step used in the food drawings' packaging (cups, boxes). */
export const BRAND_MID = "#0e7565";
/** Text on the brand-coloured hero, and the map's lightest band. */
export const ON_BRAND = "#e3f1ec";
export const WHITE = "#ffffff";

/** The theme's colours (components/theme.css.ts turns each into a CSS variable). */
export const THEME_COLOURS = {
  bg: BG,
  surface: WHITE,
  surfaceAlt: "#eef3f1",
  text: "#1b1d1c",
  muted: "#4d5552",
  border: "#d5dbd8",
  brand: BRAND,
  brandDark: BRAND_DARK,
  brandText: WHITE,
  accent: "#9a4a00",
  accentSoft: "#fff1e0",
  price: BRAND,
  danger: "#b3261e",
  dangerSoft: "#fdecea",
  success: "#1e6b2e",
  successSoft: "#e7f4ea",
  focus: "#1a5fd0",
  star: "#8a5a00",
} as const;

/** The footer: a dark band with its own text, link and rule colours. */
export const FOOTER = {
  bg: "#1e2422",
  text: "#e8ecea",
  heading: WHITE,
  link: "#cfe9e2",
  linkHover: WHITE,
  rule: "#3a4441",
  note: "#c9d0cd",
} as const;

/** A star not chosen in the review form: a light grey that still meets 3:1 against the white dialog. */
export const UNCHOSEN_STAR = "#7d8783";
/** The offline banner's dot. */
export const OFFLINE_DOT = "#f0b54a";

/** The US map: five bands from cheaper (light) to dearer (dark) in the brand's hue, and a state with no price. */
export const MAP_SCALE = [ON_BRAND, "#a9d6c7", "#62b09b", "#2a7f6c", "#0b4d41"] as const;
export const MAP_NO_PRICE = "#cccccc";
