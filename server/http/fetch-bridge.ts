/**
 * The bridge between Koa and React Router's Fetch handler: a Koa request becomes a Fetch Request (on SITE_URL's
 * origin, with the raw headers, the form body already read, and a signal that aborts when the client goes away),
 * and the handler's Response becomes the Koa answer (its body as a Node stream, so compression and every Koa
 * response header still apply, and every Set-Cookie kept).
 */
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { Context } from "koa";
import { ClientError } from "../base/security.ts";

/** `proto://host` if it is a valid origin, else null (a Host header such as `a b<>`, or none under HTTP/1.0). */
function originOf(candidate: string): string | null {
  try {
    const u = new URL(candidate);
    return u.origin === candidate ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The Fetch URL of a request: SITE_URL's origin plus the path, as the visitor's browser sees it. With TLS ended
 * at a proxy, ctx.protocol says http while the browser's Origin says https, and React Router refused every
 * no-JS form. The request's own origin is used only when the browser's Origin header names exactly it (a
 * development server reached as 127.0.0.1 while SITE_URL says localhost). The path is appended to the origin as
 * text, never resolved against it, so `//a:b@c/` stays a path on this site.
 */
export function requestUrl(originalUrl: string, siteUrl: string, ownOrigin: string, originHeader: string): URL {
  const site = new URL(siteUrl).origin;
  const own = originOf(ownOrigin);
  const base = own && originHeader === own ? own : site;
  try {
    return new URL(base + originalUrl);
  } catch {
    throw new ClientError(400, "The address could not be read.");
  }
}

export function toRequest(ctx: Context, siteUrl: string, signal: AbortSignal, body?: Buffer): Request {
  const url = requestUrl(ctx.originalUrl, siteUrl, `${ctx.protocol}://${ctx.host}`, ctx.get("Origin"));
  const headers = new Headers();
  const raw = ctx.req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i];
    if (name.startsWith(":")) continue;
    headers.append(name, raw[i + 1]);
  }
  const init: RequestInit & { duplex?: "half" } = { method: ctx.method, headers, signal };
  if (body) init.body = new Uint8Array(body);
  else if (ctx.method !== "GET" && ctx.method !== "HEAD") {
    init.body = Readable.toWeb(ctx.req) as unknown as ReadableStream;
    init.duplex = "half";
  }
  return new Request(url, init);
}

/** The Response's body as a Node stream ("" when it has none). */
export function responseBody(response: Response): Readable | string {
  return response.body ? Readable.fromWeb(response.body as unknown as NodeReadableStream) : "";
}

/** Sends the Response on Koa: the body first (Koa turns a null body after a status into 204), status, headers. */
export function sendResponse(ctx: Context, response: Response, body: Readable | string): void {
  ctx.body = body;
  ctx.status = response.status;
  const cookies = response.headers.getSetCookie();
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    ctx.set(name, value);
  }
  if (cookies.length > 0) ctx.set("Set-Cookie", cookies);
}
