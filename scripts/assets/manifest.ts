/**
 * The web app manifest (public/manifest.webmanifest), written by scripts/build-assets.ts: its colours come from
 * the palette (domain/rules/palette.ts), so the brand colour is changed in one place.
 */
import { BG, BRAND_DARK } from "#domain/rules/palette.ts";

const MANIFEST = {
  id: "/",
  name: "Menu Prices",
  short_name: "Menu Prices",
  description: "An unofficial guide to US menu prices, nutrition and deals, by state. Works offline for the pages you have opened.",
  lang: "en-US",
  dir: "ltr",
  start_url: "/",
  scope: "/",
  display: "standalone",
  orientation: "any",
  theme_color: BRAND_DARK,
  background_color: BG,
  categories: ["food", "shopping", "lifestyle"],
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
  ],
};

/** One line a key; a list of plain values or an object on one line; a list of objects one object a line. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(", ")}]`;
  if (value && typeof value === "object")
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`)
      .join(", ")} }`;
  return JSON.stringify(value);
}

export function manifestText(): string {
  const lines = Object.entries(MANIFEST).map(([key, value]) => {
    const text =
      Array.isArray(value) && value.some((v) => typeof v === "object")
        ? `[\n${value.map((v) => `    ${inline(v)}`).join(",\n")}\n  ]`
        : inline(value);
    return `  ${JSON.stringify(key)}: ${text}`;
  });
  return `{\n${lines.join(",\n")}\n}\n`;
}
