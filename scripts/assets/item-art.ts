/**
 * Per-item drawings (issue 16): what each picture shows is read from the item's own data (name, category,
 * description) by itemArt(), so a Big Mac has two patties and a middle bun, a Double Filet-O-Fish two fish
 * fillets, an iced coffee a clear cup with ice and a hot one a steaming mug, a Sprite a pale-green drink. Items
 * the rules do not recognise keep their category's drawing (scripts/assets/art.ts). Plain shapes, our palette.
 */
import { BRAND, FOOD_ART } from "./art.ts";

export type Bun = "sesame" | "plain" | "muffin" | "biscuit" | "griddle" | "bagel";
export type Filling = "beef" | "chicken" | "fish" | "sausage" | "egg";

export type ItemArt =
  | { kind: "sandwich"; bun: Bun; fillings: Filling[]; cheese: number; middleBun: boolean; lettuce: boolean; bacon: boolean }
  | { kind: "drink"; hot: boolean; colour: string; ice: boolean; whipped: boolean }
  | { kind: "pieces"; count: number }
  | { kind: "category" };

const DRINK_COLOURS: [RegExp, string][] = [
  [/sprite|water|dasani/i, "#dff3e4"],
  [/fanta blue|blue raspberry/i, "#3aa0d8"],
  [/orange|hi-c|lavaburst/i, "#f29a2e"],
  [/root beer|dr pepper|coca-cola|coke/i, "#3b1f14"],
  [/tea/i, "#a8602a"],
  [/chocolate|mocha|hot chocolate/i, "#6b3d24"],
  [/milk/i, "#fbfaf5"],
  [/juice|appley/i, "#e9c46a"],
  [/strawberry/i, "#f0a3b5"],
  [/shamrock/i, "#9fd8a8"],
  [/vanilla shake/i, "#fbf3dc"],
  [/latte|cappuccino|macchiato|frapp|caramel/i, "#c89c72"],
  [/coffee|americano|roast/i, "#4a2b1a"],
];

const count = (text: string, word: RegExp) => (text.match(word) ?? []).length;

/** What to draw for an item, from its data alone. */
export function itemArt(item: { name: string; category: string; description?: string }): ItemArt {
  const name = item.name;
  const text = `${name} ${item.description ?? ""}`;
  const cat = item.category;
  if (cat === "McValue" || cat === "Sweets & Treats" || cat === "Fries & Sides") return { kind: "category" };
  if (cat === "McNuggets & Strips") {
    const n = Number(/^(\d+) Piece/i.exec(name)?.[1]);
    return Number.isInteger(n) && n > 0 ? { kind: "pieces", count: n } : { kind: "category" };
  }
  if (cat === "Beverages" || cat === "McCafé Coffees") {
    const iced = /iced|frapp|frozen/i.test(name);
    const hot = !iced && (cat === "McCafé Coffees" || /hot chocolate/i.test(name));
    const colour = DRINK_COLOURS.find(([re]) => re.test(name))?.[1] ?? "#c0dfe6";
    return { kind: "drink", hot, colour, ice: iced || (cat === "Beverages" && !/milk|juice|water|frozen/i.test(name)), whipped: /frapp/i.test(name) };
  }
  if (cat === "Burgers" || cat === "Chicken & Fish" || cat === "Breakfast") {
    if (/hotcakes|oatmeal|burrito|big breakfast|wrap/i.test(name)) return { kind: "category" };
    const bun: Bun = /mcmuffin/i.test(name)
      ? "muffin"
      : /biscuit/i.test(name)
        ? "biscuit"
        : /mcgriddle/i.test(name)
          ? "griddle"
          : /bagel/i.test(name)
            ? "bagel"
            : /sesame|big mac|quarter pounder/i.test(text)
              ? "sesame"
              : "plain";
    const stack = /triple/i.test(name) ? 3 : /double|mcdouble|big mac|two beef patties|two .*fillets/i.test(text) ? 2 : 1;
    const main: Filling | null = /fish|filet/i.test(name)
      ? "fish"
      : /chicken|mccrispy/i.test(name)
        ? "chicken"
        : /steak|beef|burger|mac|pounder|mcdouble|daily double/i.test(text) && cat === "Burgers"
          ? "beef"
          : /sausage/i.test(name)
            ? "sausage"
            : /steak/i.test(name)
              ? "beef"
              : null;
    const fillings: Filling[] = main ? Array.from({ length: stack }, () => main) : [];
    if (/egg/i.test(name)) fillings.push("egg");
    if (fillings.length === 0) fillings.push("egg");
    const cheese = /cheese/i.test(name) || /cheese/i.test(item.description ?? "") ? Math.max(1, Math.min(stack, count(text, /two slices/gi) ? 2 : stack)) : 0;
    return { kind: "sandwich", bun, fillings, cheese, middleBun: /big mac|three-part/i.test(text), lettuce: /lettuce|deluxe/i.test(text), bacon: /bacon/i.test(name) };
  }
  return { kind: "category" };
}

const BUN: Record<Bun, [string, string]> = {
  sesame: ["#dfa25c", "#c9863f"],
  plain: ["#e2ab68", "#c9863f"],
  muffin: ["#efd9b0", "#d9bb86"],
  biscuit: ["#e7b978", "#c8914b"],
  griddle: ["#b9712f", "#8e5220"],
  bagel: ["#c98a44", "#a66a2c"],
};
const FILL: Record<Filling, string> = { beef: "#6b3b1f", chicken: "#cf8a3e", fish: "#f1e3c6", sausage: "#8a4a2a", egg: "#fff6dd" };

function sandwich(a: Extract<ItemArt, { kind: "sandwich" }>): string {
  const [bun, edge] = BUN[a.bun];
  const layers: string[] = [];
  let y = 300; // bottom of the stack, drawn upwards
  const rect = (h: number, fill: string, extra = "") => {
    y -= h;
    layers.push(`<rect x="170" y="${y}" width="300" height="${h}" rx="${Math.min(18, h / 2)}" fill="${fill}" ${extra}/>`);
  };
  rect(34, bun, `stroke="${edge}" stroke-width="3"`);
  a.fillings.forEach((f, i) => {
    if (f === "egg") {
      y -= 26;
      layers.push(`<ellipse cx="320" cy="${y + 13}" rx="150" ry="14" fill="${FILL.egg}"/><ellipse cx="320" cy="${y + 13}" rx="40" ry="9" fill="#f5c542"/>`);
    } else {
      rect(f === "fish" ? 30 : 28, FILL[f], f === "fish" ? `stroke="#d29a35" stroke-width="5"` : "");
    }
    if (i < a.cheese) {
      y -= 8;
      layers.push(`<path d="M160 ${y + 8} h320 l-30 14 l-30 -10 l-40 14 l-40 -12 l-40 14 l-40 -12 l-40 12 z" fill="#f2b33d"/>`);
    }
    if (a.middleBun && i === 0) rect(22, bun, `stroke="${edge}" stroke-width="3"`);
  });
  if (a.bacon) {
    y -= 12;
    layers.push(`<path d="M168 ${y + 8} q40 -14 80 0 t80 0 t80 0 t70 0" stroke="#a33b2a" stroke-width="10" fill="none" stroke-linecap="round"/>`);
  }
  if (a.lettuce) {
    y -= 10;
    layers.push(`<path d="M164 ${y + 10} q14 -14 28 0 t28 0 t28 0 t28 0 t28 0 t28 0 t28 0 t28 0 t28 0 t28 0 t28 0 t28 0 v4 h-336 z" fill="#74b356"/>`);
  }
  const top = a.bun === "muffin" || a.bun === "biscuit" || a.bun === "griddle" || a.bun === "bagel" ? 46 : 80;
  layers.push(`<path d="M168 ${y} q0 -${top} 152 -${top} q152 0 152 ${top} z" fill="${bun}" stroke="${edge}" stroke-width="3"/>`);
  if (a.bun === "sesame")
    layers.push(
      [[250, y - 40], [300, y - 58], [350, y - 52], [400, y - 30], [280, y - 20], [360, y - 22]]
        .map(([x, sy]) => `<ellipse cx="${x}" cy="${sy}" rx="7" ry="3.5" fill="#fbf1dc"/>`)
        .join(""),
    );
  return layers.join("");
}

function drink(a: Extract<ItemArt, { kind: "drink" }>): string {
  if (a.hot)
    return `<path d="M280 120 q-16 -24 0 -44 q16 -20 0 -40" stroke="#b9a89a" stroke-width="8" fill="none" stroke-linecap="round"/>
  <path d="M340 124 q-16 -24 0 -44 q16 -20 0 -40" stroke="#b9a89a" stroke-width="8" fill="none" stroke-linecap="round"/>
  <path d="M398 186 h26 a40 40 0 0 1 0 80 h-26" stroke="#f8f4ee" stroke-width="20" fill="none"/>
  <path d="M222 148 h196 v124 q0 40 -40 40 h-116 q-40 0 -40 -40z" fill="#f8f4ee" stroke="#6b4a34" stroke-width="4"/>
  <ellipse cx="320" cy="150" rx="96" ry="14" fill="${a.colour}"/>
  <rect x="222" y="210" width="196" height="26" fill="${BRAND.teal}"/>`;
  const ice = a.ice ? `<g fill="#ffffff" opacity=".75"><rect x="270" y="160" width="34" height="30" rx="6"/><rect x="318" y="176" width="34" height="30" rx="6" transform="rotate(12 335 191)"/><rect x="290" y="214" width="30" height="28" rx="6"/></g>` : "";
  const top = a.whipped ? `<path d="M252 128 q10 -40 68 -44 q58 4 68 44z" fill="#fffaf0"/>` : `<rect x="236" y="104" width="168" height="24" rx="10" fill="#cfd8d5" opacity=".9"/>`;
  return `<rect x="332" y="28" width="18" height="96" rx="6" transform="rotate(14 341 124)" fill="${BRAND.teal}"/>
  <path d="M250 128 h140 l-20 196 q-2 12 -14 12 h-72 q-12 0 -14 -12z" fill="#ffffff" stroke="#9fbcb4" stroke-width="5" opacity=".95"/>
  <path d="M256 150 h128 l-16 170 q-2 8 -10 8 h-76 q-8 0 -10 -8z" fill="${a.colour}"/>
  ${ice}${top}`;
}

function pieces(n: number): string {
  const shown = Math.min(n, 10);
  const out: string[] = [`<path d="M206 226 l228 0 l-18 100 h-192 z" fill="${BRAND.teal}"/>`];
  for (let i = 0; i < shown; i++) {
    const x = 240 + (i % 5) * 40;
    const y = 210 - Math.floor(i / 5) * 34;
    out.push(`<ellipse cx="${x}" cy="${y}" rx="26" ry="19" fill="#cf8a3e" stroke="#b8742f" stroke-width="3"/>`);
  }
  out.push(`<text x="320" y="300" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="44" fill="#ffffff">${n}</text>`);
  return out.join("");
}

/** The 640x400 scene for an item, or null when its category's drawing stands for it. */
export function itemScene(item: { name: string; category: string; description?: string }, categorySlug: string): string | null {
  const art = itemArt(item);
  if (art.kind === "category") return null;
  const bg = (FOOD_ART[categorySlug] ?? FOOD_ART.fallback)[0];
  const drawing = art.kind === "sandwich" ? sandwich(art) : art.kind === "drink" ? drink(art) : pieces(art.count);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">
  <rect width="640" height="400" fill="${bg}"/>
  <ellipse cx="320" cy="338" rx="190" ry="16" fill="#000000" opacity=".07"/>
  ${drawing}
</svg>`;
}
