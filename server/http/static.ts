/**
 * Static files from the client build, held in memory with their gzip and brotli forms. Only files found when
 * the server started can be served: a request path is a key into that map, so no path can leave the folder.
 * Hashed files under /assets/ are immutable for a year; everything else is short-lived.
 */
import fs from "node:fs";
import path from "node:path";
import type { Middleware } from "koa";
import { HASHED_ASSET, PUBLIC_FILE } from "../cache/cache-policy.ts";
import { etagMatches, prepare, prepareBinary, sendPrepared, type Prepared } from "../cache/prepared.ts";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".xsl": "text/xsl; charset=utf-8",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".json", ".webmanifest", ".svg", ".txt", ".xml", ".xsl", ".ico"]);

function walk(dir: string, base = ""): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = `${base}/${entry.name}`;
    if (entry.isDirectory()) out.push(...walk(path.join(dir, entry.name), rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

export function loadStaticFiles(root: string): Map<string, Prepared> {
  const files = new Map<string, Prepared>();
  for (const rel of walk(root)) {
    const ext = path.extname(rel).toLowerCase();
    const body = fs.readFileSync(path.join(root, rel));
    const type = TYPES[ext] ?? "application/octet-stream";
    if (COMPRESSIBLE.has(ext)) files.set(rel, prepare(body, type));
    else files.set(rel, prepareBinary(body, type));
  }
  return files;
}

export function serveStatic(files: Map<string, Prepared>): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    const file = files.get(ctx.path);
    if (!file) {
      if (ctx.path.startsWith("/assets/")) {
        ctx.status = 404;
        ctx.type = "text/plain; charset=utf-8";
        ctx.body = "Not found";
        return;
      }
      return next();
    }
    const immutable = ctx.path.startsWith("/assets/");
    if (file.gzip === file.raw) {
      // Already-compressed formats (images): no content negotiation.
      ctx.set("ETag", file.etag);
      ctx.set("Cache-Control", immutable ? HASHED_ASSET : PUBLIC_FILE);
      if (etagMatches(ctx.get("If-None-Match"), file.etag)) {
        ctx.status = 304;
        return;
      }
      ctx.type = file.type;
      ctx.body = file.raw;
      return;
    }
    sendPrepared(ctx, file, immutable ? HASHED_ASSET : PUBLIC_FILE);
  };
}
