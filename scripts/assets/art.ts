/**
 * Our own flat food drawings (SVG source for scripts/build-assets.ts): one per menu category plus a generic
 * fallback, the app icon and the social preview image. Plain shapes in our palette (teal, cream, browns); no
 * photos, no restaurant marks, no red-and-yellow trade dress.
 */
import { BG, BRAND as PALETTE_BRAND, BRAND_DARK, BRAND_MID, BRAND_MINT } from "#domain/rules/palette.ts";

/** The brand colours the drawings use (domain/rules/palette.ts). */
export const BRAND = { teal: PALETTE_BRAND, dark: BRAND_DARK, cream: BG, mint: BRAND_MINT, mid: BRAND_MID } as const;

const bun = "#dfa25c";
const bunDark = "#c9863f";
const seed = "#fbf1dc";
const lettuce = "#74b356";
const patty = "#6b3b1f";
const fry = "#ebbd55";
const fryEdge = "#d29a35";
const crust = "#cf8a3e";

/** Sesame seeds scattered on a bun top. */
function seeds(points: [number, number, number][]): string {
  return points
    .map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="7" ry="3.5" transform="rotate(${r} ${x} ${y})" fill="${seed}"/>`)
    .join("");
}

const burger = `
  <path d="M170 262 h300 a10 10 0 0 1 10 10 v8 q0 34 -40 34 h-240 q-40 0 -40 -34 v-8 a10 10 0 0 1 10 -10z" fill="${bun}"/>
  <rect x="158" y="226" width="324" height="42" rx="21" fill="${patty}"/>
  <path d="M164 222 h312 v10 l-18 20 l-20 -16 l-26 22 l-24 -20 l-30 24 l-28 -22 l-26 18 l-24 -18 l-28 20 l-22 -18 l-22 18 l-20 -20 z" fill="#efb347"/>
  <path d="M156 214 q14 -14 28 0 t28 0 t28 0 t28 0 t28 0 t28 0 t28 0 t28 0 t28 0 t28 0 t28 0 t28 0 v12 h-336 z" fill="${lettuce}"/>
  <path d="M160 210 q0 -112 160 -112 q160 0 160 112 z" fill="${bun}"/>
  <path d="M182 196 q10 -70 110 -84" stroke="#ecbd83" stroke-width="10" stroke-linecap="round" fill="none"/>
  ${seeds([
    [250, 140, -20],
    [300, 122, 10],
    [352, 130, 25],
    [398, 160, -15],
    [282, 166, 30],
    [338, 176, -10],
    [220, 178, 15],
    [420, 190, 5],
  ])}`;

const chickenSandwich = `
  <path d="M150 268 h340 a10 10 0 0 1 10 10 q0 34 -44 34 h-272 q-44 0 -44 -34 a10 10 0 0 1 10 -10z" fill="${bun}"/>
  <path d="M140 232 q20 -16 40 -4 q20 -14 40 0 q20 -12 40 0 q20 -14 40 0 q20 -12 40 0 q20 -14 40 0 q20 -12 40 0 q20 -14 40 4 v26 q-20 14 -40 4 q-20 12 -40 0 q-20 14 -40 0 q-20 12 -40 0 q-20 14 -40 0 q-20 12 -40 0 q-20 14 -40 0 q-20 12 -40 -4z" fill="${crust}"/>
  <g fill="#b8742f">${[178, 236, 298, 352, 410, 462].map((x, i) => `<circle cx="${x}" cy="${244 + (i % 2) * 6}" r="5"/>`).join("")}</g>
  <g fill="#8fc06f" stroke="#4f8a3a" stroke-width="4">
    <ellipse cx="250" cy="222" rx="30" ry="10"/><ellipse cx="320" cy="220" rx="30" ry="10"/><ellipse cx="390" cy="222" rx="30" ry="10"/>
  </g>
  <path d="M156 214 q164 -120 328 0 z" fill="${bun}"/>
  <path d="M186 200 q60 -52 140 -60" stroke="#ecbd83" stroke-width="10" stroke-linecap="round" fill="none"/>
  ${seeds([
    [270, 168, -10],
    [330, 160, 15],
    [390, 176, -20],
    [230, 190, 20],
    [430, 198, 5],
  ])}`;

const breakfast = `
  <ellipse cx="320" cy="300" rx="210" ry="40" fill="#ffffff" stroke="#d5dbd8" stroke-width="4"/>
  <ellipse cx="320" cy="296" rx="150" ry="24" fill="#f2f2ee"/>
  ${[0, 1, 2, 3]
    .map((i) => {
      const y = 270 - i * 34;
      return `<rect x="190" y="${y}" width="260" height="38" rx="19" fill="${bunDark}"/><rect x="194" y="${y}" width="252" height="24" rx="12" fill="#e8b272"/>`;
    })
    .join("")}
  <path d="M204 170 q116 -26 232 0 q-4 18 -20 22 q-6 30 -16 0 q-70 12 -140 0 q-10 40 -20 2 q-30 -4 -36 -24z" fill="#8a4b16"/>
  <rect x="296" y="150" width="48" height="26" rx="6" fill="#f6e3a1" stroke="#e6c872" stroke-width="3"/>`;

const nuggets = `
  <path d="M206 206 l228 0 l-18 120 h-192 z" fill="${BRAND.teal}"/>
  <path d="M206 206 l24 -44 h180 l24 44 z" fill="${BRAND.mid}"/>
  <rect x="206" y="230" width="228" height="16" fill="${BRAND.mid}"/>
  ${[
    [252, 184, 40, 28, -12],
    [316, 176, 42, 30, 8],
    [382, 186, 38, 27, 18],
    [284, 150, 40, 28, 20],
    [350, 148, 40, 28, -16],
  ]
    .map(
      ([x, y, rx, ry, r]) =>
        `<g transform="rotate(${r} ${x} ${y})"><path d="M${x - rx} ${y} q0 -${ry} ${rx * 0.9} -${ry} q${rx * 1.1} -4 ${rx * 1.1} ${ry * 0.8} q0 ${ry * 1.2} -${rx} ${ry * 1.2} q-${rx} 0 -${rx * 1.0} -${ry}z" fill="${crust}"/><circle cx="${x - 10}" cy="${y - 4}" r="4" fill="#b8742f"/><circle cx="${x + 12}" cy="${y + 6}" r="3" fill="#b8742f"/></g>`,
    )
    .join("")}`;

const fries = `
  ${[
    [250, 78, -10],
    [272, 64, -6],
    [296, 56, -2],
    [320, 50, 0],
    [344, 58, 3],
    [368, 66, 7],
    [390, 80, 11],
    [262, 96, -8],
    [308, 84, -3],
    [334, 88, 2],
    [380, 100, 9],
  ]
    .map(
      ([x, y, r]) =>
        `<rect x="${x - 10}" y="${y}" width="20" height="150" rx="4" transform="rotate(${r} ${x} ${y + 150})" fill="${fry}" stroke="${fryEdge}" stroke-width="3"/>`,
    )
    .join("")}
  <path d="M226 168 q94 24 188 0 l-24 162 h-140 z" fill="${BRAND.teal}"/>
  <path d="M232 208 q88 22 176 0 l-4 26 q-84 20 -168 0 z" fill="${BRAND.mid}"/>
  <circle cx="320" cy="270" r="26" fill="${BRAND.cream}"/>
  <path d="M306 272 l10 10 l20 -22" stroke="${BRAND.teal}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

const sundae = `
  <path d="M226 216 h188 q0 70 -70 84 v18 h34 a10 10 0 0 1 0 20 h-136 a10 10 0 0 1 0 -20 h34 v-18 q-70 -14 -70 -84z" fill="#e8f2f0" stroke="#9fbcb4" stroke-width="5"/>
  <path d="M232 218 q20 -44 88 -50 q68 6 88 50 z" fill="#fff8ef"/>
  <path d="M256 178 q16 -40 64 -44 q48 4 64 44 z" fill="#fffdf8"/>
  <path d="M284 140 q10 -34 36 -40 q26 6 36 40 z" fill="#fff8ef"/>
  <path d="M238 214 q12 22 22 0 q10 26 22 0 q12 20 24 0 q10 28 24 0 q12 22 24 0 q10 24 22 0 q12 20 22 0 q8 18 18 0" stroke="#5a3218" stroke-width="9" fill="none" stroke-linecap="round"/>
  <path d="M262 172 q26 14 58 -2 q30 14 56 0" stroke="#5a3218" stroke-width="8" fill="none" stroke-linecap="round"/>
  <rect x="352" y="70" width="14" height="70" rx="5" transform="rotate(20 359 140)" fill="#d7a35f"/>`;

const coffee = `
  <path d="M276 120 q-16 -24 0 -44 q16 -20 0 -40" stroke="#b9a89a" stroke-width="8" fill="none" stroke-linecap="round"/>
  <path d="M324 124 q-16 -24 0 -44 q16 -20 0 -40" stroke="#b9a89a" stroke-width="8" fill="none" stroke-linecap="round"/>
  <ellipse cx="320" cy="318" rx="150" ry="18" fill="#e7ddd2"/>
  <path d="M398 186 h26 a40 40 0 0 1 0 80 h-26" stroke="#f8f4ee" stroke-width="20" fill="none"/>
  <path d="M398 186 h26 a40 40 0 0 1 0 80 h-26" stroke="#6b4a34" stroke-width="4" fill="none" opacity=".35"/>
  <path d="M222 148 h196 v124 q0 40 -40 40 h-116 q-40 0 -40 -40z" fill="#f8f4ee" stroke="#6b4a34" stroke-width="4"/>
  <ellipse cx="320" cy="150" rx="96" ry="14" fill="#6b4226"/>
  <path d="M296 150 q24 -10 48 0 q-24 8 -48 0z" fill="#c89c72"/>
  <rect x="222" y="210" width="196" height="26" fill="${BRAND.teal}"/>`;

const cup = `
  <rect x="332" y="28" width="18" height="96" rx="6" transform="rotate(14 341 124)" fill="${BRAND.teal}"/>
  <path d="M250 128 h140 l-20 196 q-2 12 -14 12 h-72 q-12 0 -14 -12z" fill="#ffffff" stroke="#9fbcb4" stroke-width="5"/>
  <path d="M246 196 h148 l-4 40 h-140z" fill="${BRAND.teal}"/>
  <path d="M268 214 q52 -18 104 0" stroke="${BRAND.mint}" stroke-width="6" fill="none" stroke-linecap="round"/>
  <rect x="236" y="104" width="168" height="28" rx="10" fill="#cfd8d5"/>
  <rect x="252" y="96" width="136" height="14" rx="7" fill="#e3e9e6"/>
  <g fill="#e6f4f7" opacity=".9"><circle cx="282" cy="270" r="6"/><circle cx="300" cy="292" r="4"/><circle cx="350" cy="280" r="5"/></g>`;

const valueBag = `
  <path d="M212 136 h216 l14 196 h-244z" fill="#c9a47a"/>
  <path d="M212 136 l-12 -26 h240 l-12 26z" fill="#b58e62"/>
  <path d="M200 110 l12 26 l14 -26 l14 26 l14 -26 l14 26 l14 -26 l14 26 l14 -26 l14 26 l14 -26 l14 26 l14 -26 l14 26 l14 -26 l14 26 l14 -26 l12 26 l0 -26z" fill="#d8b88f"/>
  <path d="M286 100 q34 -48 68 0" stroke="#8c6a44" stroke-width="9" fill="none" stroke-linecap="round"/>
  <circle cx="320" cy="236" r="58" fill="${BRAND.teal}"/>
  <circle cx="320" cy="236" r="48" fill="none" stroke="${BRAND.mint}" stroke-width="4" stroke-dasharray="6 8"/>
  <text x="320" y="264" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="76" fill="#ffffff">$</text>`;

const fallback = `
  <ellipse cx="320" cy="296" rx="190" ry="36" fill="#ffffff" stroke="#d5dbd8" stroke-width="4"/>
  <path d="M190 286 q0 -150 130 -150 q130 0 130 150z" fill="#dfe6e3" stroke="#9fbcb4" stroke-width="5"/>
  <path d="M222 246 q12 -72 82 -84" stroke="#ffffff" stroke-width="12" fill="none" stroke-linecap="round" opacity=".8"/>
  <circle cx="320" cy="128" r="14" fill="#9fbcb4"/>
  <rect x="96" y="170" width="12" height="150" rx="6" fill="#9fbcb4"/>
  <path d="M88 120 v50 a14 14 0 0 0 28 0 v-50" stroke="#9fbcb4" stroke-width="8" fill="none"/>
  <path d="M534 120 q26 30 12 110 v90" stroke="#9fbcb4" stroke-width="12" fill="none" stroke-linecap="round"/>`;

/** Category page slug (domain/rules/slug.ts categorySlug) -> [background colour, drawing]. */
export const FOOD_ART: Record<string, [string, string]> = {
  burgers: ["#e4efe9", burger],
  "chicken-and-fish": ["#eae7f4", chickenSandwich],
  breakfast: ["#f4ede1", breakfast],
  "mcnuggets-and-strips": ["#e2edf5", nuggets],
  "fries-and-sides": ["#e9f1e3", fries],
  "sweets-and-treats": ["#f5e7ee", sundae],
  "mccafe-coffees": ["#efe7df", coffee],
  beverages: ["#dff0f2", cup],
  mcvalue: ["#ecebe2", valueBag],
  fallback: ["#eef3f1", fallback],
};

/** A 640x400 scene: soft background, a few confetti dots, a ground shadow and the drawing. */
export function foodScene(slug: string): string {
  const [bg, drawing] = FOOD_ART[slug] ?? FOOD_ART.fallback;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">
  <rect width="640" height="400" fill="${bg}"/>
  <g fill="#ffffff" opacity=".55"><circle cx="70" cy="70" r="22"/><circle cx="580" cy="90" r="14"/><circle cx="560" cy="330" r="26"/><circle cx="96" cy="330" r="12"/><circle cx="150" cy="40" r="8"/></g>
  <ellipse cx="320" cy="338" rx="190" ry="16" fill="#000000" opacity=".07"/>
  ${drawing}
</svg>`;
}

/** The app icon drawing on a 512 canvas: a cream burger on teal. `maskable` fills the square and keeps the
 * drawing inside the central safe zone; otherwise the square has rounded corners. */
export function iconSvg({ maskable = false } = {}): string {
  const scale = maskable ? 0.62 : 0.78;
  const offset = (512 - 512 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <rect width="512" height="512" ${maskable ? "" : 'rx="112"'} fill="${BRAND.teal}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M96 300 h320 q8 0 8 8 q0 56 -56 56 h-224 q-56 0 -56 -56 q0 -8 8 -8z" fill="#f3d2a4"/>
    <rect x="80" y="246" width="352" height="50" rx="25" fill="${BRAND.dark}"/>
    <path d="M80 232 q22 -18 44 0 t44 0 t44 0 t44 0 t44 0 t44 0 t44 0 t44 0 v14 h-352z" fill="#9fd38a"/>
    <path d="M86 226 q0 -150 170 -150 q170 0 170 150z" fill="#f3d2a4"/>
    <g fill="${BRAND.teal}" opacity=".55"><ellipse cx="200" cy="150" rx="10" ry="5" transform="rotate(-20 200 150)"/><ellipse cx="256" cy="126" rx="10" ry="5"/><ellipse cx="312" cy="150" rx="10" ry="5" transform="rotate(20 312 150)"/><ellipse cx="230" cy="186" rx="10" ry="5" transform="rotate(10 230 186)"/><ellipse cx="290" cy="188" rx="10" ry="5" transform="rotate(-10 290 188)"/></g>
  </g>
</svg>`;
}

/** The 1200x630 social preview: name, one line of what the site is, and the burger drawing. */
export function ogImageSvg(): string {
  const font = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
  <rect width="1200" height="630" fill="${BRAND.dark}"/>
  <circle cx="985" cy="315" r="225" fill="${BRAND.teal}"/>
  <g transform="translate(665 105)">${burger}</g>
  <text x="80" y="270" font-family="${font}" font-weight="700" font-size="92" fill="#ffffff">Menu Prices</text>
  <text x="80" y="345" font-family="${font}" font-size="36" fill="${BRAND.mint}">US menu prices, nutrition and deals</text>
  <text x="80" y="395" font-family="${font}" font-size="28" fill="${BRAND.mint}">An unofficial, independent guide</text>
</svg>`;
}
