/** Security defaults: response headers, the CSP (a nonce per streamed render, hashes for stored pages), client IP, POST origin and rate limit. */
import { randomBytes } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import type { Context, Middleware } from "koa";
import type { Config } from "./config.ts";
import type { Limit } from "./limits.ts";

/** A 4xx raised anywhere in the app (a bad URL, a bad header): answered as plain text with the site's headers. */
export class ClientError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The Content-Security-Policy of a page with this script-src: everything but scripts is the same for every page.
 * Styles allow 'unsafe-inline' for style attributes set by components; styles cannot run script.
 */
function policy(scriptSrc: string, opts: { dev: boolean; https: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${opts.dev ? " ws: wss:" : ""}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (opts.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** The policy of a page rendered for one response (a first, streamed render): its scripts carry this nonce. */
export function contentSecurityPolicy(nonce: string, opts: { dev: boolean; https: boolean }): string {
  return policy(opts.dev ? `'self' 'nonce-${nonce}' 'unsafe-inline'` : `'self' 'nonce-${nonce}'`, opts);
}

/**
 * The policy of a stored page, the same bytes for every visitor: the hashes of its scripts ('sha256-…', from
 * server/cache/stored-page.ts) and 'strict-dynamic', so the modules those scripts load may run and nothing else.
 * 'self' only matters to browsers without 'strict-dynamic' (CSP 2), which ignore it otherwise.
 */
export function hashedContentSecurityPolicy(hashes: readonly string[], opts: { https: boolean }): string {
  return policy(["'self'", ...hashes.map((h) => `'${h}'`), "'strict-dynamic'"].join(" "), { dev: false, https: opts.https });
}

/** Headers on every response (the CSP is set per page: it names that page's nonce or its scripts' hashes). */
export function securityHeaderList(config: Config): Array<[string, string]> {
  const list: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["X-Frame-Options", "DENY"],
  ];
  if (config.siteUrl.startsWith("https:")) list.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return list;
}

export function securityHeaders(config: Config): Middleware {
  const list = securityHeaderList(config);
  return async (ctx, next) => {
    for (const [name, value] of list) ctx.set(name, value);
    await next();
  };
}

/** The client's address: the socket's, or with TRUST_PROXY=n the n-th address from the right of X-Forwarded-For. */
export function clientIp(ctx: Context, trustProxy: number): string {
  const socketIp = ctx.req.socket.remoteAddress ?? "unknown";
  if (trustProxy <= 0) return socketIp;
  const header = ctx.get("X-Forwarded-For");
  if (!header) return socketIp;
  const hops = header
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return hops[hops.length - trustProxy] ?? hops[0] ?? socketIp;
}

/**
 * The client an address stands for, in one text form: what the rate limit and the reports' client hash key on.
 * IPv4 as is (an IPv4-mapped IPv6 address, `::ffff:1.2.3.4`, is its IPv4 address); IPv6 by its /64, since one
 * subscriber or one host holds a whole /64, as `2001:db8:1:2::/64` (lower case, no leading zeros, however it was
 * written). Anything else (a proxy's header holding no address) is kept, trimmed and lower-cased.
 */
export function clientKey(address: string): string {
  let a = address.trim().toLowerCase();
  if (a.startsWith("[") && a.endsWith("]")) a = a.slice(1, -1);
  const zone = a.indexOf("%");
  if (zone >= 0) a = a.slice(0, zone);
  if (isIPv4(a)) return a;
  if (!isIPv6(a)) return a;
  const words = ipv6Words(a);
  if (words.slice(0, 5).every((w) => w === 0) && words[5] === 0xffff)
    return [words[6] >> 8, words[6] & 255, words[7] >> 8, words[7] & 255].join(".");
  return `${words
    .slice(0, 4)
    .map((w) => w.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit words of a valid IPv6 address (with `::` and a dotted IPv4 tail expanded). */
function ipv6Words(a: string): number[] {
  let text = a;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [b0, b1, b2, b3] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, null];
  const part = (t: string) => (t === "" ? [] : t.split(":").map((w) => parseInt(w, 16)));
  const left = part(head);
  if (tail === null) return left;
  const right = part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** This request's client, as clientKey puts it: the address (proxy-aware) by its /64 for IPv6. */
export function requestClientKey(ctx: Context, trustProxy: number): string {
  return clientKey(clientIp(ctx, trustProxy));
}

function wantsJson(ctx: Context): boolean {
  return (
    ctx.path.startsWith("/api/") || ctx.is("application/json") === "application/json" || !!ctx.get("Accept").includes("application/json")
  );
}

function refuse(ctx: Context, status: number, message: string) {
  ctx.status = status;
  if (wantsJson(ctx)) ctx.body = { error: message };
  else {
    ctx.type = "text/plain; charset=utf-8";
    ctx.body = message;
  }
}

/**
 * Every POST (API and page forms): it must come from our own origin (Origin, else Sec-Fetch-Site), and each
 * client (an IPv4 address, an IPv6 /64: clientKey, as `clientOf` hashes it) gets RATE_LIMIT_PER_MINUTE of them,
 * counted by `limit` (server/base/limits.ts: in memory, or in PostgreSQL for every instance at once).
 */
export function postGuard(config: Config, limit: Limit, clientOf: (ctx: Context) => string): Middleware {
  const ownOrigins = new Set([new URL(config.siteUrl).origin]);
  return async (ctx, next) => {
    if (ctx.method !== "POST") return next();
    const origin = ctx.get("Origin");
    const site = ctx.get("Sec-Fetch-Site");
    const selfOrigin = `${ctx.protocol}://${ctx.host}`;
    const crossOrigin = origin ? origin !== selfOrigin && !ownOrigins.has(origin) : site === "cross-site" || site === "same-site";
    if (crossOrigin) return refuse(ctx, 403, "Forms on this site only accept submissions from this site.");
    const wait = await limit.hit(clientOf(ctx));
    if (wait > 0) {
      ctx.set("Retry-After", String(wait));
      return refuse(ctx, 429, `Too many submissions from your address. Please wait ${wait} seconds and try again.`);
    }
    await next();
  };
}
