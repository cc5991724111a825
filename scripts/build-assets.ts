/**
 * Build step run before `react-router build`: draws every generated static file into public/ from our SVG
 * sources (scripts/assets/art.ts) with sharp, and writes the service worker from its source.
 *
 *   icons/icon.svg, icons/icon-192.png, icons/icon-512.png, icons/maskable-512.png, icons/apple-touch-icon.png,
 *   favicon.ico (16, 32 and 48 px), og-image.png (1200x630),
 *   images/food/<category-slug>-<card|hero>.webp for the 9 categories and images/food/fallback-<size>.webp,
 *   manifest.webmanifest (scripts/assets/manifest.ts, its colours from domain/rules/palette.ts),
 *   sw.js (scripts/assets/sw.js with its cache version and precache lists).
 *
 * Run: node --import tsx scripts/build-assets.ts   (npm run build does it first)
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { FOOTER_CATEGORIES, categoryPath } from "#domain/rules/categories.ts";
import { categorySlug } from "#domain/rules/slug.ts";
import { IMAGE_SIZES, type ImageSize } from "#components/media/image-paths.ts";
import { FOOD_ART, foodScene, iconSvg, ogImageSvg } from "./assets/art.ts";
import { itemScene } from "./assets/item-art.ts";
import { manifestText } from "./assets/manifest.ts";
import { parseDataFile } from "#domain/data/data-files.ts";
import { itemSlug } from "#domain/rules/slug.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "public");

function out(rel: string): string {
  const file = path.join(publicDir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return file;
}

function png(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * (size / 512) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An .ico file holding PNG images (supported by every current browser). */
export function icoFromPngs(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const dir = Buffer.alloc(16 * images.length);
  let offset = 6 + dir.length;
  images.forEach(({ size, data }, i) => {
    const at = i * 16;
    dir.writeUInt8(size >= 256 ? 0 : size, at);
    dir.writeUInt8(size >= 256 ? 0 : size, at + 1);
    dir.writeUInt8(0, at + 2);
    dir.writeUInt8(0, at + 3);
    dir.writeUInt16LE(1, at + 4);
    dir.writeUInt16LE(32, at + 6);
    dir.writeUInt32LE(data.length, at + 8);
    dir.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, dir, ...images.map((i) => i.data)]);
}

async function icons() {
  const icon = iconSvg();
  fs.writeFileSync(out("icons/icon.svg"), icon);
  fs.writeFileSync(out("icons/icon-192.png"), await png(icon, 192));
  fs.writeFileSync(out("icons/icon-512.png"), await png(icon, 512));
  const full = iconSvg({ maskable: true });
  fs.writeFileSync(out("icons/maskable-512.png"), await png(full, 512));
  // iOS rounds the corners itself and shows transparency as black: the full square.
  fs.writeFileSync(out("icons/apple-touch-icon.png"), await png(full, 180));
  const ico = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(icon, size) })));
  fs.writeFileSync(out("favicon.ico"), icoFromPngs(ico));
}

async function ogImage() {
  fs.writeFileSync(out("og-image.png"), await sharp(Buffer.from(ogImageSvg())).resize(1200, 630).png({ compressionLevel: 9 }).toBuffer());
}

async function foodImages(): Promise<string[]> {
  const written: string[] = [];
  for (const slug of Object.keys(FOOD_ART)) {
    const svg = Buffer.from(foodScene(slug));
    for (const size of Object.keys(IMAGE_SIZES) as ImageSize[]) {
      const { width, height } = IMAGE_SIZES[size];
      const rel = `images/food/${slug}-${size}.webp`;
      await sharp(svg, { density: 72 * (width / 640) * 2 })
        .resize(width, height)
        .webp({ quality: 82, effort: 4 })
        .toFile(out(rel));
      written.push(`/${rel}`);
    }
  }
  return written;
}

/**
 * One drawing per item whose data says what it looks like (scripts/assets/item-art.ts):
 * images/food/items/<item-slug>-<size>.webp. Items it does not recognise have no file and show their
 * category's drawing (components/media/image-paths.ts reads the list written here).
 */
async function itemImages(): Promise<string[]> {
  const { data, errors } = parseDataFile("menuItems", fs.readFileSync(path.join(root, "data/menu-items.json"), "utf8"));
  if (errors.length) throw new Error(`data/menu-items.json has errors; run npm run check-data`);
  const dir = path.join(publicDir, "images/food/items");
  fs.rmSync(dir, { recursive: true, force: true });
  const slugs: string[] = [];
  await Promise.all(
    data.map(async (item) => {
      const svg = itemScene(item, categorySlug(item.category), data);
      if (!svg) return;
      const slug = itemSlug(item.name);
      slugs.push(slug);
      for (const size of Object.keys(IMAGE_SIZES) as ImageSize[]) {
        const { width, height } = IMAGE_SIZES[size];
        await sharp(Buffer.from(svg), { density: 72 * (width / 640) * 2 })
          .resize(width, height)
          .webp({ quality: 75, effort: 4 })
          .toFile(out(`images/food/items/${slug}-${size}.webp`));
      }
    }),
  );
  slugs.sort();
  fs.writeFileSync(out("../components/media/item-pictures.json"), `${JSON.stringify(slugs)}\n`);
  return slugs;
}

/** A version that changes whenever anything the pages are built from changes, so the worker's caches turn over. */
function sourceVersion(): string {
  const hash = createHash("sha256");
  const dirs = ["routes", "components", "domain", "scripts/assets"];
  const files: string[] = [
    "package-lock.json",
    "vite.config.ts",
    "react-router.config.ts",
    "public/app-lite.js",
    "public/explore-filters.js",
    "public/manifest.webmanifest",
  ];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.(tsx?|js|json|css)$/.test(entry.name)) files.push(rel);
    }
  };
  for (const dir of dirs) if (fs.existsSync(path.join(root, dir))) walk(dir);
  for (const rel of files.sort()) {
    const file = path.join(root, rel);
    if (!fs.existsSync(file)) continue;
    hash.update(rel).update("\0").update(fs.readFileSync(file)).update("\0");
  }
  return hash.digest("hex").slice(0, 12);
}

function serviceWorker(foodFiles: string[]) {
  const pages = ["/", "/offline", "/menu", "/prices", "/tools", ...FOOTER_CATEGORIES.map(categoryPath)];
  const files = [
    "/app-lite.js",
    "/manifest.webmanifest",
    "/favicon.ico",
    "/icons/icon.svg",
    "/icons/icon-192.png",
    ...foodFiles.filter((f) => f.includes("fallback-") || FOOTER_CATEGORIES.some((c) => f.includes(`/${categorySlug(c)}-card.`))),
  ];
  const source = fs.readFileSync(path.join(root, "scripts/assets/sw.js"), "utf8");
  const sw = source
    .replace("__SW_VERSION__", sourceVersion())
    .replace("__PRECACHE_PAGES__", JSON.stringify(pages))
    .replace("__PRECACHE_FILES__", JSON.stringify(files));
  if (/__[A-Z_]+__/.test(sw)) throw new Error("scripts/assets/sw.js: a placeholder was left unfilled");
  fs.writeFileSync(out("sw.js"), sw);
}

async function main() {
  const started = Date.now();
  await icons();
  await ogImage();
  const food = await foodImages();
  const items = await itemImages();
  // Before the service worker: its version hashes the manifest too.
  fs.writeFileSync(out("manifest.webmanifest"), manifestText());
  serviceWorker(food);
  console.log(
    `build-assets: icons, favicon, og-image, ${food.length} food images, ${items.length} item drawings (x${Object.keys(IMAGE_SIZES).length} sizes), the manifest and sw.js written to public/ in ${Date.now() - started} ms`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
