/**
 * Per-item drawings: what each picture shows is read from the item's own data (name, category,
 * description) by itemArt(), so the items of a category look like themselves at card size. A Big Mac has two thin
 * patties, a middle bun, shredded lettuce and its sauce; a Quarter Pounder one thick patty on a sesame bun; a
 * McCrispy a craggy fillet wider than its potato roll; a Filet-O-Fish a square fillet, half a slice of cheese and
 * tartar sauce on a pale steamed bun; an Egg McMuffin a round egg and Canadian bacon on an English muffin; a
 * McGriddles dark griddle cakes; a Snack Wrap a rolled tortilla; a McFlurry its mix-in; a shake its colour and a
 * dome lid; a soda its colour and a band of its own; a milk a jug; nuggets and strips their count; a sauce its
 * dip cup; a meal its main item with fries and a drink (or a hash brown and coffee). Items the rules do not
 * recognise keep their category's drawing (scripts/assets/art.ts). Plain shapes in our palette: no logos, no
 * packaging of the chain's, no trade dress.
 */
import { BRAND, FOOD_ART } from "./art.ts";

export type Bun = "sesame" | "plain" | "steamed" | "potato" | "muffin" | "biscuit" | "griddle" | "bagel";
export type Filling = "beef" | "chicken" | "fish" | "sausage" | "steak" | "egg";

interface Item {
  name: string;
  category: string;
  description?: string;
}

export interface Sandwich {
  kind: "sandwich";
  bun: Bun;
  /** The proteins bottom up, then "egg" when there is one. */
  fillings: Filling[];
  /** Quarter-pound beef (thick), a small patty (thin), a McChicken-style patty or a McCrispy-style fillet. */
  patty: "small" | "quarter" | "patty" | "fillet" | "other";
  /** Slices of cheese; 0.5 for half a slice. */
  cheese: number;
  middleBun: boolean;
  lettuce: "shredded" | "leaf" | null;
  tomato: boolean;
  pickles: "round" | "crinkle" | null;
  onions: "raw" | "grilled" | null;
  bacon: boolean;
  canadianBacon: boolean;
  egg: "round" | "folded" | null;
  sauce: string | null;
  spicy: boolean;
}

export type Drink = {
  kind: "drink";
  /** cup: a fountain cup; iced: a clear cup with ice; hot: a mug; dome: a clear cup with a dome lid (frozen, frappé). */
  vessel: "cup" | "iced" | "hot" | "dome" | "jug" | "pouch" | "bottle";
  colour: string;
  /** The cup's band: each fountain drink its own colour, so the colas tell apart. */
  band: string;
  ice: boolean;
  whipped: boolean;
  drizzle: string | null;
  /** A hot drink's top: plain, latte art, a cappuccino's foam dome. */
  foam: "none" | "art" | "dome";
  /** An iced latte's milk below its coffee. */
  layer: string | null;
  /** Kept for readers of the old shape: hot or not. */
  hot: boolean;
};

export type Dessert =
  | { kind: "shake"; colour: string }
  | { kind: "mcflurry"; mixin: "cookie" | "candy" }
  | { kind: "sundae"; topping: string }
  | { kind: "cone" }
  | { kind: "pie"; glaze: boolean }
  | { kind: "cookies"; count: number };

export type ItemArt =
  | Sandwich
  | Drink
  | Dessert
  | { kind: "pieces"; count: number; shape: "nugget" | "strip" }
  | { kind: "wrap"; filling: "chicken" | "breakfast"; spicy: boolean }
  | { kind: "platter"; hotcakes: number; sausage: boolean; eggs: boolean; hashBrown: boolean; biscuit: boolean }
  | { kind: "bowl" }
  | { kind: "dip"; colour: string }
  | { kind: "side"; side: "fries" | "hashbrown" | "apples" | "mandarin" | "yogurt" }
  | { kind: "meal"; main: ItemArt; second: boolean; side: "fries" | "hashbrown"; drink: "soda" | "coffee" | "milk"; kids: boolean }
  | { kind: "category" };

/** A fountain drink's colour in the cup and its band, by name (first match wins). */
const SODAS: [RegExp, string, string][] = [
  [/diet coke/i, "#3b1f14", "#b7c0c6"],
  [/zero sugar/i, "#3b1f14", "#2b2b2b"],
  [/coca-cola|coke/i, "#3b1f14", BRAND.teal],
  [/dr pepper/i, "#4a1a1f", "#7b2336"],
  [/root beer/i, "#2e1a10", "#8a5a2b"],
  [/sprite/i, "#e4f4dc", "#5fae4e"],
  [/fanta blue|blue raspberry/i, "#3aa0d8", "#1f6fa8"],
  [/orange fanta/i, "#f29a2e", "#e0701a"],
  [/hi-c|lavaburst/i, "#f6b04a", "#d98324"],
  [/unsweetened/i, "#b87a3c", "#8fb1a3"],
  [/sweet tea/i, "#8e4f1f", "#d9a441"],
];

const SAUCES: [RegExp, string][] = [
  [/spicy buffalo|buffalo/i, "#c0301c"],
  [/chili/i, "#f08a4b"],
  [/sweet 'n sour|sweet and sour/i, "#e9782a"],
  [/barbe?que|bbq/i, "#6b2d17"],
  [/hot mustard/i, "#d9a21b"],
  [/honey mustard/i, "#ecc13f"],
  [/ranch/i, "#f7f3e8"],
  [/^honey$/i, "#e8a317"],
];

const MAIN_CATEGORY: [RegExp, string][] = [
  [/mcnuggets/i, "McNuggets & Strips"],
  [/mcmuffin|biscuit|mcgriddles/i, "Breakfast"],
  [/mccrispy|mcchicken|filet/i, "Chicken & Fish"],
];

/** What to draw for an item, from its data alone; `menu` lets a meal draw its main item. */
export function itemArt(item: Item, menu: readonly Item[] = []): ItemArt {
  const { name, category: cat } = item;
  const text = `${name} ${item.description ?? ""}`;
  if (cat === "McValue") return mealArt(item, menu);
  if (/sauce|dip$|^honey$/i.test(name)) return { kind: "dip", colour: SAUCES.find(([re]) => re.test(name))?.[1] ?? "#e9c46a" };
  if (cat === "McNuggets & Strips") {
    const n = Number(/^(\d+) Piece/i.exec(name)?.[1]);
    return Number.isInteger(n) && n > 0
      ? { kind: "pieces", count: n, shape: /strip/i.test(name) ? "strip" : "nugget" }
      : { kind: "category" };
  }
  if (cat === "Fries & Sides") return sideArt(name);
  if (cat === "Sweets & Treats") return dessertArt(name);
  if (cat === "Beverages" || cat === "McCafé Coffees") return drinkArt(name, cat);
  if (cat === "Burgers" || cat === "Chicken & Fish" || cat === "Breakfast") {
    if (/wrap|burrito/i.test(name))
      return { kind: "wrap", filling: /burrito/i.test(name) ? "breakfast" : "chicken", spicy: /spicy/i.test(name) };
    if (/oatmeal/i.test(name)) return { kind: "bowl" };
    if (/hotcakes|big breakfast/i.test(name)) {
      const big = /big breakfast/i.test(name);
      return {
        kind: "platter",
        hotcakes: /hotcakes/i.test(name) ? 3 : 0,
        sausage: big || /sausage/i.test(name),
        eggs: big,
        hashBrown: big,
        biscuit: big,
      };
    }
    return sandwichArt(name, text, cat);
  }
  return { kind: "category" };
}

function bunOf(name: string, text: string): Bun {
  if (/mcmuffin/i.test(name)) return "muffin";
  if (/biscuit/i.test(name)) return "biscuit";
  if (/mcgriddle/i.test(name)) return "griddle";
  if (/bagel/i.test(name)) return "bagel";
  if (/potato roll/i.test(text)) return "potato";
  if (/steamed/i.test(text)) return "steamed";
  if (/sesame|big mac|quarter pounder/i.test(text)) return "sesame";
  return "plain";
}

function sandwichArt(name: string, text: string, cat: string): Sandwich {
  const stack = /triple/i.test(name)
    ? 3
    : /double|mcdouble|two beef patties|two small beef|two quarter|two breaded|two .*fillets/i.test(text)
      ? 2
      : 1;
  let main: Filling | null = null;
  let patty: Sandwich["patty"] = "other";
  if (/fish|filet/i.test(name)) main = "fish";
  else if (/mccrispy/i.test(name)) [main, patty] = ["chicken", "fillet"];
  else if (/chicken/i.test(name)) [main, patty] = ["chicken", "patty"];
  else if (cat === "Burgers") [main, patty] = ["beef", /quarter/i.test(text) ? "quarter" : "small"];
  else if (/sausage/i.test(name)) main = "sausage";
  else if (/steak/i.test(name)) main = "steak";
  const fillings: Filling[] = main ? Array.from({ length: stack }, () => main) : [];
  const egg = /egg/i.test(name) ? (/mcmuffin/i.test(name) ? "round" : "folded") : null;
  if (egg || fillings.length === 0) fillings.push("egg");
  const desc = text.slice(name.length);
  const cheese = /half a slice/i.test(desc) ? 0.5 : /two slices|second slice/i.test(desc) ? 2 : /cheese/i.test(text) ? 1 : 0;
  const spicy = /spic|pepper/i.test(text) && !/peppery crispy/i.test(text);
  return {
    kind: "sandwich",
    bun: bunOf(name, text),
    fillings,
    patty,
    cheese,
    middleBun: /big mac|three-part/i.test(text),
    lettuce: /leaf lettuce|deluxe|lettuce, tomato/i.test(text) ? "leaf" : /lettuce/i.test(text) ? "shredded" : null,
    tomato: /tomato/i.test(text),
    pickles: /crinkle/i.test(text) ? "crinkle" : /pickle/i.test(text) ? "round" : null,
    onions: /grilled onions/i.test(text) ? "grilled" : /onion/i.test(text) ? "raw" : null,
    bacon: /bacon/i.test(name),
    canadianBacon: /canadian bacon/i.test(text),
    egg: egg ?? (fillings[0] === "egg" ? "folded" : null),
    sauce: /big mac sauce/i.test(text)
      ? "#e8925a"
      : spicy
        ? "#d9482b"
        : /tartar/i.test(text)
          ? "#f3efdc"
          : /mayo/i.test(text)
            ? "#fbf4dd"
            : /breakfast sauce/i.test(text)
              ? "#f3dc9a"
              : /ketchup/i.test(text)
                ? "#c8322a"
                : null,
    spicy,
  };
}

function drinkArt(name: string, cat: string): Drink {
  const base: Drink = {
    kind: "drink",
    vessel: "cup",
    colour: "#c0dfe6",
    band: BRAND.teal,
    ice: true,
    whipped: false,
    drizzle: null,
    foam: "none",
    layer: null,
    hot: false,
  };
  if (/milk jug/i.test(name))
    return {
      ...base,
      vessel: "jug",
      colour: /chocolate/i.test(name) ? "#7a4a2c" : "#fbfaf5",
      band: /chocolate/i.test(name) ? "#7a4a2c" : "#5b8fd6",
      ice: false,
    };
  if (/juice drink|pouch|honest kids/i.test(name)) return { ...base, vessel: "pouch", colour: "#e9c46a", band: "#8cc06f", ice: false };
  if (/water|dasani/i.test(name)) return { ...base, vessel: "bottle", colour: "#dbeef7", band: "#3a86c8", ice: false };
  if (/orange juice/i.test(name)) return { ...base, vessel: "iced", colour: "#f7a531", band: "#f7a531", ice: false };
  if (/frozen/i.test(name)) return { ...base, vessel: "dome", colour: "#3aa0d8", band: "#1f6fa8", ice: false };
  const soda = SODAS.find(([re]) => re.test(name));
  if (soda) return { ...base, colour: soda[1], band: soda[2] };
  if (cat !== "McCafé Coffees") return base;
  const caramel = /caramel/i.test(name) ? "#c07a2c" : null;
  const chocolate = /mocha|chocolate/i.test(name) ? "#4a2616" : null;
  if (/frapp/i.test(name))
    return {
      ...base,
      vessel: "dome",
      colour: chocolate ? "#8a5a3c" : "#c89c72",
      band: chocolate ? "#6b3d24" : "#c07a2c",
      ice: false,
      whipped: true,
      drizzle: chocolate ?? caramel,
    };
  if (/iced/i.test(name)) {
    const latte = /latte|macchiato/i.test(name);
    return {
      ...base,
      vessel: "iced",
      colour: chocolate ? "#6b3d24" : latte ? "#8a5232" : "#6b4226",
      band: chocolate ? "#6b3d24" : caramel ? "#c07a2c" : "#8a5232",
      whipped: Boolean(chocolate),
      drizzle: chocolate ? chocolate : caramel,
      layer: latte ? "#f2e6d3" : /caramel coffee|iced coffee/i.test(name) ? "#d9b48c" : null,
    };
  }
  // Hot: a mug whose top says what is in it, and a band of its own (a decaf's orange, as on a diner's pot).
  const black = /premium roast|americano/i.test(name);
  const band: [RegExp, string][] = [
    [/decaf/i, "#e0701a"],
    [/vanilla/i, "#e9cf7a"],
    [/hot chocolate/i, "#b5523b"],
    [/mocha/i, "#4a2616"],
    [/caramel/i, "#c07a2c"],
    [/americano/i, "#3a2214"],
  ];
  return {
    ...base,
    vessel: "hot",
    hot: true,
    ice: false,
    colour: chocolate ? "#6b3d24" : black ? (/americano/i.test(name) ? "#3a2214" : "#4a2b1a") : "#c89c72",
    band: band.find(([re]) => re.test(name))?.[1] ?? BRAND.teal,
    whipped: Boolean(chocolate),
    drizzle: /mocha/i.test(name) ? "#4a2616" : /macchiato/i.test(name) ? "#c07a2c" : null,
    foam: /cappuccino/i.test(name) ? "dome" : /latte|macchiato/i.test(name) ? "art" : "none",
  };
}

function dessertArt(name: string): ItemArt {
  if (/shake/i.test(name)) {
    const colour = /chocolate/i.test(name)
      ? "#7a4a2c"
      : /strawberry/i.test(name)
        ? "#f0a3b5"
        : /shamrock/i.test(name)
          ? "#8fd19a"
          : "#fbf3dc";
    return { kind: "shake", colour };
  }
  if (/mcflurry/i.test(name)) return { kind: "mcflurry", mixin: /m&m/i.test(name) ? "candy" : "cookie" };
  if (/sundae/i.test(name)) return { kind: "sundae", topping: /caramel/i.test(name) ? "#c07a2c" : "#3b1f14" };
  if (/cone/i.test(name)) return { kind: "cone" };
  if (/pie/i.test(name)) return { kind: "pie", glaze: /holiday/i.test(name) };
  const n = Number(/^(\d+) Cookie/i.exec(name)?.[1]);
  if (/cookie/i.test(name)) return { kind: "cookies", count: Number.isInteger(n) && n > 0 ? n : 1 };
  return { kind: "category" };
}

function sideArt(name: string): ItemArt {
  if (/fries/i.test(name)) return { kind: "side", side: "fries" };
  if (/hash brown/i.test(name)) return { kind: "side", side: "hashbrown" };
  if (/apple/i.test(name)) return { kind: "side", side: "apples" };
  if (/cuties|mandarin/i.test(name)) return { kind: "side", side: "mandarin" };
  if (/go-gurt|yogurt/i.test(name)) return { kind: "side", side: "yogurt" };
  return { kind: "category" };
}

/** A meal: its main item (read from the menu by the meal's name), with fries and a soda, or a hash brown and coffee. */
function mealArt(item: Item, menu: readonly Item[]): ItemArt {
  const name = item.name;
  const mainName = /meal deal/i.test(name)
    ? "McDouble"
    : /buy one, add one/i.test(name)
      ? "McChicken"
      : name.replace(/ (Extra Value|Happy) Meal$/i, "");
  const found = menu.find((i) => i.name === mainName) ?? {
    name: mainName,
    category: MAIN_CATEGORY.find(([re]) => re.test(mainName))?.[1] ?? "Burgers",
  };
  const main = found.category === "McValue" ? ({ kind: "category" } as const) : itemArt(found, []);
  if (main.kind === "category") return { kind: "category" };
  const breakfast = found.category === "Breakfast";
  const kids = /happy meal/i.test(name);
  return {
    kind: "meal",
    main,
    second: /buy one, add one/i.test(name),
    side: breakfast ? "hashbrown" : "fries",
    drink: breakfast ? "coffee" : kids ? "milk" : "soda",
    kids,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Drawing: 640x400 scenes, the food standing on a shadow at y 338.

const BUN: Record<Bun, [string, string]> = {
  sesame: ["#dfa25c", "#c9863f"],
  plain: ["#e2ab68", "#c9863f"],
  steamed: ["#f3dcb0", "#d9b47a"],
  potato: ["#eaa640", "#c2801f"],
  muffin: ["#efd9b0", "#cfae78"],
  biscuit: ["#e7b978", "#c8914b"],
  griddle: ["#a8622a", "#7e4519"],
  bagel: ["#c98a44", "#9f6427"],
};

const FLAT_TOP: ReadonlySet<Bun> = new Set(["muffin", "griddle", "biscuit", "bagel"]);

// eslint-disable-next-line max-lines-per-function -- one drawing, its layers from the bottom bun up, each sharing the running height and the output: split, a dozen helpers would pass both around
function sandwich(a: Sandwich): string {
  const [bun, edge] = BUN[a.bun];
  const out: string[] = [];
  let y = 312; // bottom of the stack, drawn upwards
  const slab = (h: number, fill: string, x0 = 170, w = 300, extra = "") => {
    y -= h;
    out.push(`<rect x="${x0}" y="${y}" width="${w}" height="${h}" rx="${Math.min(16, h / 2)}" fill="${fill}" ${extra}/>`);
  };
  const bunSlab = (h: number) => {
    slab(h, bun, 170, 300, `stroke="${edge}" stroke-width="3"`);
    if (a.bun === "muffin") out.push(dots(190, y + 6, 260, h - 10, "#d6b987", 10));
    if (a.bun === "griddle") out.push(dots(200, y + 6, 240, h - 12, "#6e3a12", 6));
  };
  const cheese = (half: boolean) => {
    y -= 6;
    const w = half ? 160 : 330;
    out.push(
      `<path d="M${155} ${y + 6} h${w} l-24 22 l-22 -12 l-30 20 l-22 -16 ${half ? "" : "l-34 22 l-30 -18 l-30 18 l-28 -16 "}z" fill="#f4b63d"/>`,
    );
  };
  const sauce = () => {
    if (!a.sauce) return;
    y -= 7;
    out.push(
      `<path d="M166 ${y + 7} q24 -9 48 0 t48 0 t48 0 t48 0 t48 0 t48 0 v6 h-288z" fill="${a.sauce}" stroke="${a.sauce === "#f3efdc" || a.sauce === "#fbf4dd" ? "#d8cfb2" : "none"}" stroke-width="2"/>`,
    );
    out.push(`<path d="M232 ${y + 12} q6 16 0 20 q-6 -4 0 -20z M388 ${y + 12} q6 12 0 16 q-6 -4 0 -16z" fill="${a.sauce}"/>`);
  };
  const lettuce = () => {
    if (a.lettuce === "leaf") {
      y -= 14;
      out.push(
        `<path d="M150 ${y + 14} q20 -22 40 -4 q20 -20 40 0 q22 -22 44 0 q22 -20 44 0 q22 -22 44 0 q20 -20 40 -2 q20 -16 38 6 v6 h-330z" fill="#6fb24f" stroke="#4f8a3a" stroke-width="3"/>`,
      );
    } else if (a.lettuce === "shredded") {
      y -= 10;
      const bits = Array.from(
        { length: 22 },
        (_, i) =>
          `<rect x="${168 + i * 14}" y="${y + (i % 3) * 2}" width="12" height="7" rx="2" transform="rotate(${(i % 5) * 14 - 28} ${174 + i * 14} ${y + 4})" fill="${i % 2 ? "#9ccf72" : "#74b356"}"/>`,
      );
      out.push(bits.join(""));
    }
  };
  const protein = (f: Filling, i: number) => {
    // A slice on each patty; the last takes the slices left (a Quarter Pounder's two on its one patty). An egg
    // sits on its cheese, not under it: drawn over the egg, the slice and its drips hid the Egg McMuffin's egg.
    const last = i === a.fillings.length - 1;
    const slices = last ? Math.max(0, Math.ceil(a.cheese) - i) : i < a.cheese ? 1 : 0;
    const addCheese = () => {
      for (let n = 0; n < slices; n++) cheese(a.cheese === 0.5);
    };
    if (f === "egg") addCheese();
    if (f === "beef") {
      const thick = a.patty === "quarter";
      slab(thick ? 34 : 20, "#6b3b1f", thick ? 152 : 164, thick ? 336 : 312);
      if (thick)
        out.push(
          `<path d="M200 ${y + 10} h60 M300 ${y + 12} h70 M410 ${y + 10} h40" stroke="#4a2612" stroke-width="4" stroke-linecap="round"/>`,
        );
    } else if (f === "chicken" && a.patty === "fillet") {
      y -= 40;
      out.push(
        `<path d="M140 ${y + 22} q4 -22 26 -20 q10 -14 30 -6 q16 -12 34 -2 q18 -12 36 -2 q18 -12 36 -2 q18 -12 36 -2 q18 -10 34 0 q22 -8 30 10 q14 12 4 26 q6 14 -14 20 q-16 8 -30 0 q-18 8 -36 0 q-18 8 -36 0 q-18 8 -36 0 q-18 8 -36 0 q-18 8 -34 0 q-20 6 -30 -8 q-14 -10 -4 -22z" fill="${a.spicy ? "#c9652f" : "#d08a3a"}" stroke="#a9641f" stroke-width="3"/>` +
          dots(168, y + 8, 300, 24, "#a9641f", 14),
      );
    } else if (f === "chicken") {
      slab(26, a.spicy ? "#cf6d34" : "#d99a48", 160, 320, `stroke="#b4762c" stroke-width="3"`);
      out.push(dots(176, y + 5, 290, 16, "#b4762c", 12));
    } else if (f === "fish") {
      slab(32, "#f4e6c8", 176, 288, `stroke="#d29a35" stroke-width="6"`);
    } else if (f === "sausage") {
      slab(24, "#8a4a2a", 176, 288);
      out.push(dots(190, y + 5, 260, 14, "#5e2f18", 10));
    } else if (f === "steak") {
      y -= 22;
      out.push(
        `<path d="M176 ${y + 4} q40 -8 80 2 q40 -10 80 0 q40 -8 78 4 v14 q-40 8 -80 0 q-40 6 -80 0 q-40 8 -78 -2z" fill="#7a4426"/>`,
      );
    } else if (f === "egg" && a.egg === "round") {
      if (a.canadianBacon) {
        y -= 18;
        out.push(`<rect x="186" y="${y}" width="268" height="18" rx="9" fill="#d97b78" stroke="#b85a57" stroke-width="3"/>`);
      }
      y -= 30;
      out.push(
        `<path d="M180 ${y + 30} q0 -30 140 -30 q140 0 140 30z" fill="#fffaf0" stroke="#eadfc6" stroke-width="3"/><ellipse cx="320" cy="${y + 16}" rx="52" ry="13" fill="#f5c542"/>`,
      );
    } else if (f === "egg") {
      slab(22, "#f7da63", 182, 276, `stroke="#e6bf3a" stroke-width="3"`);
      out.push(`<path d="M200 ${y + 11} h240" stroke="#fbe89a" stroke-width="4"/>`);
    }
    if (f !== "egg") addCheese();
    if (a.middleBun && i === 0) {
      sauce();
      lettuce();
      bunSlab(20);
    }
  };
  bunSlab(34);
  if (!a.middleBun && a.sauce && a.bun !== "muffin") sauce();
  a.fillings.forEach(protein);
  if (a.bacon) {
    y -= 14;
    out.push(
      `<path d="M164 ${y + 8} q36 -14 72 0 t72 0 t72 0 t70 0" stroke="#a33b2a" stroke-width="11" fill="none" stroke-linecap="round"/><path d="M164 ${y + 8} q36 -14 72 0 t72 0 t72 0 t70 0" stroke="#e6a38c" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    );
  }
  if (a.onions === "grilled") {
    y -= 8;
    out.push(
      `<path d="M190 ${y + 6} q20 -8 40 0 t40 0 M300 ${y + 5} q20 -8 40 0 t40 0 M390 ${y + 6} q20 -8 40 0" stroke="#9a5a24" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    );
  }
  if (a.tomato) {
    y -= 14;
    out.push(
      [190, 282, 374]
        .map((x) => `<rect x="${x}" y="${y}" width="84" height="14" rx="7" fill="#d8432f" stroke="#a92c1d" stroke-width="2"/>`)
        .join(""),
    );
  }
  if (a.pickles) {
    const r = a.pickles === "crinkle" ? 20 : 15;
    out.push(
      [236, 320, 404]
        .map(
          (x) =>
            `<circle cx="${x}" cy="${y - 3}" r="${r}" fill="#7faa3a" stroke="#4f7a22" stroke-width="${a.pickles === "crinkle" ? 5 : 3}" ${a.pickles === "crinkle" ? 'stroke-dasharray="5 4"' : ""}/>`,
        )
        .join(""),
    );
    y -= 8;
  }
  if (!a.middleBun) lettuce();
  if (a.middleBun || a.bun === "muffin") sauce();
  const top = a.bun === "potato" ? 92 : a.bun === "biscuit" ? 58 : FLAT_TOP.has(a.bun) ? 44 : 80;
  if (a.bun === "muffin" || a.bun === "griddle") {
    y -= top;
    out.push(`<rect x="170" y="${y}" width="300" height="${top}" rx="20" fill="${bun}" stroke="${edge}" stroke-width="3"/>`);
    if (a.bun === "muffin") out.push(dots(190, y + 6, 260, top - 12, "#d6b987", 14));
    else
      out.push(
        dots(196, y + 8, 250, top - 16, "#6e3a12", 10),
        `<path d="M200 ${y + 14} q40 10 80 0 q40 -10 80 0 q30 8 60 0" stroke="#f0b35a" stroke-width="5" fill="none" opacity=".7"/>`,
      );
  } else {
    out.push(`<path d="M168 ${y} q0 -${top} 152 -${top} q152 0 152 ${top} z" fill="${bun}" stroke="${edge}" stroke-width="3"/>`);
    if (a.bun === "biscuit")
      out.push(
        `<path d="M190 ${y - 14} h260 M206 ${y - 30} h228 M236 ${y - 44} h168" stroke="${edge}" stroke-width="4" stroke-linecap="round"/>`,
      );
    if (a.bun === "potato" || a.bun === "bagel")
      out.push(
        `<path d="M206 ${y - top * 0.45} q40 -${top * 0.4} 110 -${top * 0.5}" stroke="#f6d59a" stroke-width="10" fill="none" stroke-linecap="round" opacity=".8"/>`,
      );
    if (a.bun === "sesame")
      out.push(
        [
          [250, y - 40],
          [300, y - 58],
          [350, y - 52],
          [400, y - 30],
          [280, y - 20],
          [360, y - 22],
          [222, y - 18],
          [418, y - 12],
        ]
          .map(([x, sy]) => `<ellipse cx="${x}" cy="${sy}" rx="7" ry="3.5" fill="#fbf1dc"/>`)
          .join(""),
      );
  }
  return out.join("");
}

/** Small dots scattered over a box, the same every build (no randomness): crumbs, specks, seeds. */
function dots(x: number, y: number, w: number, h: number, fill: string, n: number): string {
  return Array.from({ length: n }, (_, i) => {
    const dx = ((i * 37) % 100) / 100;
    const dy = ((i * 61) % 100) / 100;
    return `<circle cx="${Math.round(x + dx * w)}" cy="${Math.round(y + dy * Math.max(h, 1))}" r="3" fill="${fill}"/>`;
  }).join("");
}

function drink(a: Drink): string {
  switch (a.vessel) {
    case "hot":
      return mug(a);
    case "jug":
      return `<path d="M262 132 h116 v22 l20 30 v132 q0 14 -14 14 h-128 q-14 0 -14 -14 v-132 l20 -30z" fill="${a.colour}" stroke="#9fb3c8" stroke-width="5"/>
  <rect x="258" y="104" width="124" height="32" rx="8" fill="${a.band}"/>
  <rect x="244" y="206" width="152" height="60" fill="${a.band}" opacity=".85"/>
  <path d="M268 236 q52 -22 104 0" stroke="#ffffff" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    case "pouch":
      return `<path d="M244 118 h152 l10 210 q0 8 -8 8 h-156 q-8 0 -8 -8z" fill="${a.colour}" stroke="#c9a44a" stroke-width="5"/>
  <rect x="300" y="60" width="14" height="66" rx="4" transform="rotate(10 307 126)" fill="${a.band}"/>
  <circle cx="320" cy="236" r="44" fill="${a.band}"/><circle cx="320" cy="224" r="20" fill="#d9483b"/><path d="M320 204 q8 -12 18 -10" stroke="#4f8a3a" stroke-width="5" fill="none"/>`;
    case "bottle":
      return `<rect x="296" y="70" width="48" height="30" rx="6" fill="${a.band}"/>
  <path d="M300 100 h40 q0 26 28 42 v172 q0 16 -16 16 h-64 q-16 0 -16 -16 v-172 q28 -16 28 -42z" fill="${a.colour}" stroke="#8fbcd8" stroke-width="5"/>
  <rect x="272" y="196" width="96" height="54" fill="${a.band}"/><path d="M292 226 q28 -16 56 0" stroke="#ffffff" stroke-width="5" fill="none"/>`;
    case "dome":
      return `<rect x="352" y="20" width="16" height="100" rx="6" transform="rotate(12 360 120)" fill="${a.band}"/>
  <path d="M250 138 h140 l-20 186 q-2 12 -14 12 h-72 q-12 0 -14 -12z" fill="#ffffff" stroke="#9fbcb4" stroke-width="5"/>
  <path d="M256 160 h128 l-16 160 q-2 8 -10 8 h-76 q-8 0 -10 -8z" fill="${a.colour}"/>
  ${a.whipped ? `<path d="M246 140 q6 -56 74 -60 q68 4 74 60z" fill="#fffaf0"/>` : `<path d="M246 140 q6 -50 74 -54 q68 4 74 54z" fill="${a.colour}" opacity=".85"/>`}
  <path d="M240 140 q8 -74 80 -78 q72 4 80 78z" fill="none" stroke="#cfd8d5" stroke-width="6"/>
  ${a.drizzle ? `<path d="M266 120 q14 -16 28 0 t28 0 t28 0 t28 0" stroke="${a.drizzle}" stroke-width="7" fill="none" stroke-linecap="round"/>` : ""}
  <rect x="256" y="240" width="128" height="18" fill="${a.band}"/>`;
    default:
      return cup(a);
  }
}

function cup(a: Drink): string {
  const clear = a.vessel === "iced";
  const layer = a.layer ? `<path d="M262 240 h116 l-10 80 q-2 8 -10 8 h-76 q-8 0 -10 -8z" fill="${a.layer}"/>` : "";
  const ice = a.ice
    ? `<g fill="#ffffff" opacity=".7"><rect x="270" y="164" width="34" height="30" rx="6"/><rect x="318" y="178" width="34" height="30" rx="6" transform="rotate(12 335 193)"/><rect x="290" y="214" width="30" height="28" rx="6"/></g>`
    : "";
  const top = a.whipped
    ? `<path d="M252 132 q10 -44 68 -48 q58 4 68 48z" fill="#fffaf0"/>${a.drizzle ? `<path d="M270 116 q12 -12 24 0 t24 0 t24 0 t24 0" stroke="${a.drizzle}" stroke-width="6" fill="none" stroke-linecap="round"/>` : ""}`
    : `<rect x="236" y="106" width="168" height="24" rx="10" fill="#cfd8d5" opacity=".95"/>`;
  const drizzle =
    !a.whipped && a.drizzle ? `<path d="M262 160 l116 40 M262 200 l116 -40" stroke="${a.drizzle}" stroke-width="6" opacity=".9"/>` : "";
  return `<rect x="332" y="28" width="18" height="96" rx="6" transform="rotate(14 341 124)" fill="${a.band}"/>
  <path d="M250 130 h140 l-20 194 q-2 12 -14 12 h-72 q-12 0 -14 -12z" fill="${clear ? "#f4fbfb" : "#ffffff"}" stroke="#9fbcb4" stroke-width="5" opacity=".97"/>
  <path d="M256 150 h128 l-16 170 q-2 8 -10 8 h-76 q-8 0 -10 -8z" fill="${a.colour}"/>
  ${layer}${ice}${drizzle}
  ${clear ? "" : `<path d="M252 236 h136 l-4 40 h-128z" fill="${a.band}"/><path d="M276 258 q44 -16 88 0" stroke="#ffffff" stroke-width="5" fill="none" stroke-linecap="round" opacity=".8"/>`}
  ${top}`;
}

function mug(a: Drink): string {
  const surface =
    a.foam === "dome"
      ? `<path d="M224 150 q4 -48 96 -52 q92 4 96 52z" fill="#f6ede0"/><g fill="#c89c72">${dots(270, 112, 100, 24, "#b98a5c", 8)}</g>`
      : `<ellipse cx="320" cy="150" rx="96" ry="14" fill="${a.colour}"/>${a.foam === "art" ? `<path d="M320 158 q-26 -14 -14 -22 q8 -4 14 4 q6 -8 14 -4 q12 8 -14 22z" fill="#f6ede0"/>` : ""}`;
  const whipped = a.whipped ? `<path d="M232 150 q8 -58 88 -62 q80 4 88 62z" fill="#fffaf0"/>` : "";
  const drizzle = a.drizzle
    ? `<path d="M${a.whipped ? 262 : 270} ${a.whipped ? 122 : 148} l20 -10 l20 10 l20 -10 l20 10 l20 -10 l20 10" stroke="${a.drizzle}" stroke-width="6" fill="none" stroke-linecap="round"/>`
    : "";
  const steam =
    a.whipped || a.foam === "dome"
      ? ""
      : `<path d="M280 120 q-16 -24 0 -44 q16 -20 0 -40" stroke="#b9a89a" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M340 124 q-16 -24 0 -44 q16 -20 0 -40" stroke="#b9a89a" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  return `${steam}
  <path d="M398 186 h26 a40 40 0 0 1 0 80 h-26" stroke="#f8f4ee" stroke-width="20" fill="none"/>
  <path d="M222 148 h196 v124 q0 40 -40 40 h-116 q-40 0 -40 -40z" fill="#f8f4ee" stroke="#6b4a34" stroke-width="4"/>
  ${surface}${whipped}${drizzle}
  <rect x="222" y="210" width="196" height="26" fill="${a.band}"/>`;
}

function dessert(a: Dessert): string {
  switch (a.kind) {
    case "shake":
      return `<rect x="334" y="14" width="16" height="110" rx="6" transform="rotate(10 342 124)" fill="#e46f8f"/>
  <path d="M250 140 h140 l-20 184 q-2 12 -14 12 h-72 q-12 0 -14 -12z" fill="#ffffff" stroke="#9fbcb4" stroke-width="5"/>
  <path d="M256 162 h128 l-16 158 q-2 8 -10 8 h-76 q-8 0 -10 -8z" fill="${a.colour}"/>
  <path d="M246 142 q6 -60 74 -64 q68 4 74 64z" fill="#fffaf0" stroke="#cfd8d5" stroke-width="5"/>
  <rect x="256" y="236" width="128" height="20" fill="${a.colour}" stroke="#ffffff" stroke-width="3"/>`;
    case "mcflurry": {
      const bits =
        a.mixin === "candy"
          ? ["#d8324a", "#2f7fd1", "#f2c230", "#3aa14a", "#e9782a", "#6b3d24", "#d8324a", "#2f7fd1"]
              .map((c, i) => `<circle cx="${262 + i * 16}" cy="${150 - (i % 3) * 14}" r="8" fill="${c}"/>`)
              .join("")
          : Array.from(
              { length: 10 },
              (_, i) =>
                `<rect x="${258 + i * 13}" y="${140 - (i % 3) * 14}" width="11" height="8" rx="2" transform="rotate(${i * 23} ${263 + i * 13} ${144 - (i % 3) * 14})" fill="#2a2220"/>`,
            ).join("");
      return `<rect x="350" y="40" width="16" height="120" rx="5" transform="rotate(18 358 160)" fill="#cfd8d5"/>
  <path d="M240 168 h160 l-18 150 q-2 12 -14 12 h-96 q-12 0 -14 -12z" fill="#ffffff" stroke="#9fbcb4" stroke-width="5"/>
  <path d="M246 170 q8 -74 74 -78 q66 4 74 78z" fill="#fffaf0"/>
  ${bits}
  <path d="M252 236 h136" stroke="${BRAND.teal}" stroke-width="18"/>`;
    }
    case "sundae":
      return `<path d="M226 216 h188 q0 70 -70 84 v18 h34 a10 10 0 0 1 0 20 h-136 a10 10 0 0 1 0 -20 h34 v-18 q-70 -14 -70 -84z" fill="#e8f2f0" stroke="#9fbcb4" stroke-width="5"/>
  <path d="M232 218 q20 -44 88 -50 q68 6 88 50 z" fill="#fff8ef"/>
  <path d="M256 178 q16 -40 64 -44 q48 4 64 44 z" fill="#fffdf8"/>
  <path d="M238 214 q12 26 22 0 q10 30 22 0 q12 24 24 0 q10 32 24 0 q12 26 24 0 q10 28 22 0 q12 24 22 0 q8 20 18 0" stroke="${a.topping}" stroke-width="11" fill="none" stroke-linecap="round"/>
  <path d="M262 172 q26 16 58 -2 q30 16 56 0" stroke="${a.topping}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
    case "cone":
      return `<path d="M270 176 l50 150 l50 -150z" fill="#d9a15a" stroke="#b57f3a" stroke-width="4"/>
  <path d="M282 196 l60 30 M276 214 l62 36 M296 246 l38 22 M300 176 l-10 36 M330 176 l-20 70 M356 176 l-30 100" stroke="#b57f3a" stroke-width="4"/>
  <path d="M262 180 q-6 -44 40 -52 q-8 -40 36 -48 q30 8 20 44 q34 12 20 56z" fill="#fffaf0" stroke="#e6dccb" stroke-width="4"/>
  <path d="M320 70 q12 -10 6 -24" stroke="#e6dccb" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    case "pie":
      return `<rect x="190" y="200" width="260" height="112" rx="14" fill="#ffffff" stroke="#cfd8d5" stroke-width="4"/>
  <rect x="206" y="168" width="228" height="104" rx="18" fill="${a.glaze ? "#f3e7d3" : "#e0a255"}" stroke="${a.glaze ? "#d8c3a0" : "#b8782f"}" stroke-width="5"/>
  ${a.glaze ? dots(224, 180, 190, 76, "#e0487a", 14) + dots(232, 186, 180, 70, "#3aa0d8", 10) : `<path d="M244 196 l20 20 M292 196 l20 20 M340 196 l20 20 M388 196 l20 20 M244 232 l20 20 M292 232 l20 20 M340 232 l20 20 M388 232 l20 20" stroke="#9c5f1f" stroke-width="6" stroke-linecap="round"/>`}
  <rect x="190" y="264" width="260" height="48" rx="10" fill="${BRAND.teal}"/>`;
    case "cookies": {
      const cookie = (cx: number, cy: number, r: number) =>
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#d99a52" stroke="#b97a36" stroke-width="4"/>${dots(cx - r * 0.6, cy - r * 0.6, r * 1.2, r * 1.2, "#4a2616", 7)}`;
      if (a.count === 1) return cookie(320, 230, 92);
      return `<path d="M212 150 h216 l14 182 h-244z" fill="#c9a47a"/>
  <path d="M200 150 h240 l-12 -24 h-216z" fill="#b58e62"/>
  ${cookie(270, 128, 44)}${cookie(360, 120, 46)}${cookie(318, 96, 40)}
  <circle cx="320" cy="252" r="46" fill="${BRAND.teal}"/>
  <text x="320" y="270" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="48" fill="#ffffff">${a.count}</text>`;
    }
  }
}

function pieces(n: number, shape: "nugget" | "strip"): string {
  const shown = Math.min(n, 10);
  const out: string[] = [`<path d="M206 226 l228 0 l-18 100 h-192 z" fill="${BRAND.teal}"/>`];
  for (let i = 0; i < shown; i++) {
    const x = 240 + (i % 5) * 40;
    const y = 210 - Math.floor(i / 5) * 34;
    if (shape === "strip")
      out.push(
        `<rect x="${210 + i * 54}" y="110" width="40" height="130" rx="18" transform="rotate(${i * 8 - 10} ${230 + i * 54} 240)" fill="#c9782e" stroke="#9c5a1e" stroke-width="4"/>${dots(214 + i * 54, 120, 32, 100, "#9c5a1e", 6)}`,
      );
    else out.push(`<ellipse cx="${x}" cy="${y}" rx="26" ry="19" fill="#cf8a3e" stroke="#b8742f" stroke-width="3"/>`);
    if (shape === "strip" && i === 3) break;
  }
  out.push(
    `<text x="320" y="300" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="44" fill="#ffffff">${n}</text>`,
  );
  return out.join("");
}

function wrap(a: { filling: "chicken" | "breakfast"; spicy: boolean }): string {
  const inside =
    a.filling === "chicken"
      ? `<circle cx="0" cy="0" r="44" fill="#d08a3a"/><path d="M-40 -10 q20 -20 40 0 t40 0" stroke="#74b356" stroke-width="12" fill="none"/><path d="M-36 18 h70" stroke="${a.spicy ? "#d9482b" : "#f7f3e8"}" stroke-width="10"/>`
      : `<circle cx="0" cy="0" r="44" fill="#f7da63"/>${dots(-34, -30, 60, 60, "#8a4a2a", 9)}${dots(-30, -26, 56, 50, "#74b356", 4)}`;
  const end = (x: number, y: number) =>
    `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="0" rx="58" ry="58" fill="#f4e2bd" stroke="#d9bb86" stroke-width="5"/>${inside}</g>`;
  return `<path d="M150 246 l150 -110 l76 88 l-150 110z" fill="#f4e2bd" stroke="#d9bb86" stroke-width="5"/>
  ${dots(170, 170, 180, 100, "#e3c48e", 12)}
  <path d="M330 290 l150 -110 l-20 -30" fill="#f4e2bd" stroke="#d9bb86" stroke-width="5"/>
  ${end(338, 180)}${end(430, 250)}`;
}

function platter(a: { hotcakes: number; sausage: boolean; eggs: boolean; hashBrown: boolean; biscuit: boolean }): string {
  // Each part side by side on the plate, left to right.
  const parts: ((x: number, wide: boolean) => string)[] = [];
  if (a.hotcakes)
    parts.push((x, wide) => {
      const rx = wide ? 120 : 74;
      const cakes = Array.from({ length: a.hotcakes }, (_, i) => {
        const y = 282 - i * 22;
        return `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="20" fill="#c88a45"/><ellipse cx="${x}" cy="${y - 6}" rx="${rx - 4}" ry="15" fill="#e8b272"/>`;
      }).join("");
      const top = 282 - (a.hotcakes - 1) * 22 - 14;
      return `${cakes}<path d="M${x - rx * 0.5} ${top} q${rx * 0.5} -14 ${rx} 0 q-10 22 -20 4 q-${rx * 0.3} 10 -${rx * 0.6} 0 q-10 20 -20 -4z" fill="#8a4b16"/><rect x="${x - 18}" y="${top - 20}" width="36" height="20" rx="5" fill="#f6e3a1"/>`;
    });
  if (a.biscuit)
    parts.push(
      (x) =>
        `<path d="M${x - 48} 290 q0 -62 48 -62 q48 0 48 62z" fill="#e7b978" stroke="#c8914b" stroke-width="3"/><path d="M${x - 34} 262 h68 M${x - 24} 246 h48" stroke="#c8914b" stroke-width="4" stroke-linecap="round"/>`,
    );
  if (a.eggs)
    parts.push(
      (x) =>
        `<path d="M${x - 54} 290 q-12 -40 26 -44 q18 -24 46 -4 q40 -4 34 40 q-50 18 -106 8z" fill="#f7da63" stroke="#e6bf3a" stroke-width="3"/>`,
    );
  if (a.hashBrown)
    parts.push(
      (x) =>
        `<rect x="${x - 42}" y="252" width="84" height="36" rx="16" fill="#e4a94e" stroke="#c6862c" stroke-width="3"/>${dots(x - 30, 260, 60, 18, "#c6862c", 6)}`,
    );
  if (a.sausage)
    parts.push((x) => `<ellipse cx="${x}" cy="276" rx="38" ry="16" fill="#8a4a2a"/>${dots(x - 24, 268, 48, 14, "#5e2f18", 5)}`);
  const wide = parts.length <= 2;
  const spacing = wide ? 200 : Math.min(120, 420 / parts.length);
  const xs = parts.map((_, i) => 320 + (i - (parts.length - 1) / 2) * spacing + (a.hotcakes && i === 0 && !wide ? -20 : 0));
  return `<ellipse cx="320" cy="296" rx="240" ry="46" fill="#ffffff" stroke="#d5dbd8" stroke-width="4"/>${parts.map((draw, i) => draw(a.hotcakes && parts.length === 1 ? 320 : xs[i], wide)).join("")}`;
}

function side(kind: "fries" | "hashbrown" | "apples" | "mandarin" | "yogurt"): string {
  switch (kind) {
    case "fries":
      return FOOD_ART["fries-and-sides"][1];
    case "hashbrown":
      return `<path d="M206 170 h228 v150 q0 12 -12 12 h-204 q-12 0 -12 -12z" fill="#ffffff" stroke="#cfd8d5" stroke-width="4"/>
  <rect x="214" y="140" width="212" height="112" rx="52" fill="#e4a94e" stroke="#c6862c" stroke-width="5"/>
  ${dots(240, 160, 160, 70, "#c6862c", 16)}
  <rect x="206" y="236" width="228" height="96" rx="10" fill="${BRAND.teal}"/>`;
    case "apples":
      return `<path d="M210 120 h220 l10 212 h-240z" fill="#f4fbfb" stroke="#9fbcb4" stroke-width="5" opacity=".95"/>
  ${[0, 1, 2, 3, 4].map((i) => `<path d="M${236 + i * 34} ${300 - (i % 2) * 60} a40 40 0 0 1 70 -20 z" fill="#fbf3dc" stroke="#8cbf4a" stroke-width="8" transform="rotate(${i * 30 - 40} ${260 + i * 34} ${280 - (i % 2) * 60})"/>`).join("")}
  <rect x="206" y="104" width="228" height="26" rx="6" fill="${BRAND.teal}"/>`;
    case "mandarin":
      return `<circle cx="290" cy="236" r="84" fill="#f28c28" stroke="#d96f12" stroke-width="5"/>${dots(230, 180, 120, 110, "#e07a1a", 14)}
  <circle cx="400" cy="262" r="58" fill="#f28c28" stroke="#d96f12" stroke-width="5"/>
  <path d="M290 152 q20 -36 56 -30 q-14 32 -56 30z" fill="#4f8a3a"/>`;
    case "yogurt":
      return `<path d="M300 70 h40 v30 h-40z" fill="#cfd8d5"/>
  <path d="M290 100 h60 l14 214 q-34 26 -88 0z" fill="#f0a3b5" stroke="#d9708f" stroke-width="5"/>
  <path d="M286 200 h68" stroke="#ffffff" stroke-width="16"/>
  <path d="M250 110 h40 l10 200 q-30 18 -60 0z" fill="#b48fd9" stroke="#8f6ac0" stroke-width="4" opacity=".9"/>`;
  }
}

function dip(colour: string): string {
  return `<ellipse cx="320" cy="312" rx="116" ry="22" fill="#e9eeed"/>
  <path d="M212 190 h216 l-16 118 q-2 14 -16 14 h-152 q-14 0 -16 -14z" fill="#ffffff" stroke="#cfd8d5" stroke-width="5"/>
  <ellipse cx="320" cy="190" rx="108" ry="24" fill="${colour}" stroke="#cfd8d5" stroke-width="5"/>
  <path d="M262 186 q30 -10 60 0" stroke="#ffffff" stroke-width="6" fill="none" opacity=".6" stroke-linecap="round"/>
  <path d="M212 230 h216" stroke="${BRAND.teal}" stroke-width="14"/>`;
}

/** A drawing at a scale, its bottom centre at (x, y). */
function placed(drawing: string, x: number, y: number, scale: number): string {
  return `<g transform="translate(${x - 320 * scale} ${y - 336 * scale}) scale(${scale})">${drawing}</g>`;
}

function meal(a: Extract<ItemArt, { kind: "meal" }>): string {
  const main = drawingOf(a.main);
  const drinkArt: Drink =
    a.drink === "coffee"
      ? {
          kind: "drink",
          vessel: "hot",
          colour: "#4a2b1a",
          band: BRAND.teal,
          ice: false,
          whipped: false,
          drizzle: null,
          foam: "none",
          layer: null,
          hot: true,
        }
      : a.drink === "milk"
        ? {
            kind: "drink",
            vessel: "jug",
            colour: "#fbfaf5",
            band: "#5b8fd6",
            ice: false,
            whipped: false,
            drizzle: null,
            foam: "none",
            layer: null,
            hot: false,
          }
        : {
            kind: "drink",
            vessel: "cup",
            colour: "#3b1f14",
            band: BRAND.teal,
            ice: true,
            whipped: false,
            drizzle: null,
            foam: "none",
            layer: null,
            hot: false,
          };
  const parts = [
    a.kids
      ? `<rect x="150" y="150" width="340" height="186" rx="18" fill="${BRAND.mid}"/><path d="M230 150 q90 -80 180 0" stroke="${BRAND.mid}" stroke-width="18" fill="none"/><path d="M296 232 l24 -44 l24 44 l-48 -28 h48z" fill="#f2c230"/>`
      : "",
    placed(side(a.side), a.kids ? 250 : 180, 336, a.kids ? 0.5 : 0.62),
    placed(drink(drinkArt), a.kids ? 400 : 470, 336, a.kids ? 0.55 : 0.72),
    placed(main, a.kids ? 320 : 320, a.kids ? 346 : 350, a.second ? 0.55 : a.kids ? 0.5 : 0.66),
    a.second
      ? placed(main, 470, 340, 0.5) +
        `<circle cx="540" cy="110" r="40" fill="${BRAND.teal}"/><text x="540" y="124" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="34" fill="#ffffff">+1</text>`
      : "",
  ];
  return parts.join("");
}

function drawingOf(art: ItemArt): string {
  switch (art.kind) {
    case "sandwich":
      return sandwich(art);
    case "drink":
      return drink(art);
    case "pieces":
      return pieces(art.count, art.shape);
    case "wrap":
      return wrap(art);
    case "platter":
      return platter(art);
    case "bowl":
      return `<path d="M196 200 h248 q0 110 -124 120 q-124 -10 -124 -120z" fill="#ffffff" stroke="#cfd8d5" stroke-width="5"/>
  <ellipse cx="320" cy="202" rx="124" ry="24" fill="#d9b98a"/>${dots(230, 186, 170, 26, "#a8602a", 10)}${[0, 1, 2, 3].map((i) => `<rect x="${262 + i * 30}" y="${186 + (i % 2) * 8}" width="20" height="16" rx="3" fill="#d8432f"/>`).join("")}`;
    case "dip":
      return dip(art.colour);
    case "side":
      return side(art.side);
    case "meal":
      return meal(art);
    case "shake":
    case "mcflurry":
    case "sundae":
    case "cone":
    case "pie":
    case "cookies":
      return dessert(art);
    case "category":
      return "";
  }
}

/** The 640x400 scene for an item, or null when its category's drawing stands for it. */
export function itemScene(item: Item, categorySlug: string, menu: readonly Item[] = []): string | null {
  const art = itemArt(item, menu);
  if (art.kind === "category") return null;
  const bg = (FOOD_ART[categorySlug] ?? FOOD_ART.fallback)[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">
  <rect width="640" height="400" fill="${bg}"/>
  <ellipse cx="320" cy="338" rx="190" ry="16" fill="#000000" opacity=".07"/>
  ${drawingOf(art)}
</svg>`;
}
