/**
 * The React Router request handler as Koa middleware: the Koa request becomes a Fetch Request, the streamed
 * Response body becomes a Node stream on ctx.body (so compression and every Koa response header still apply).
 */
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { Context, Middleware } from "koa";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { contentSecurityPolicy, newNonce } from "./security.ts";

export interface PageOptions {
  getBuild: () => Promise<ServerBuild> | ServerBuild;
  mode: "production" | "development";
  loadContext: (nonce: string) => AppLoadContext;
  https: boolean;
}

function toRequest(ctx: Context, signal: AbortSignal): Request {
  const url = new URL(ctx.originalUrl, `${ctx.protocol}://${ctx.host}`);
  const headers = new Headers();
  const raw = ctx.req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i];
    if (name.startsWith(":")) continue;
    headers.append(name, raw[i + 1]);
  }
  const init: RequestInit & { duplex?: "half" } = { method: ctx.method, headers, signal };
  if (ctx.method !== "GET" && ctx.method !== "HEAD") {
    init.body = Readable.toWeb(ctx.req) as unknown as ReadableStream;
    init.duplex = "half";
  }
  return new Request(url, init);
}

export function pages(opts: PageOptions): Middleware {
  let handler: ReturnType<typeof createRequestHandler> | null = null;
  let handlerBuild: ServerBuild | null = null;
  return async (ctx) => {
    const build = await opts.getBuild();
    if (!handler || build !== handlerBuild) {
      handler = createRequestHandler(build, opts.mode);
      handlerBuild = build;
    }
    const controller = new AbortController();
    ctx.res.once("close", () => {
      if (!ctx.res.writableFinished) controller.abort();
    });
    const nonce = newNonce();
    const response = await handler(toRequest(ctx, controller.signal), opts.loadContext(nonce));

    // Body first: Koa turns a null body after a status into 204.
    ctx.body = response.body ? Readable.fromWeb(response.body as unknown as NodeReadableStream) : "";
    ctx.status = response.status;
    for (const [name, value] of response.headers) {
      if (name === "set-cookie") continue;
      ctx.set(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) ctx.set("Set-Cookie", cookies);
    if ((response.headers.get("content-type") ?? "").startsWith("text/html")) {
      ctx.set("Content-Security-Policy", contentSecurityPolicy(nonce, { dev: opts.mode === "development", https: opts.https }));
      if (!response.headers.has("cache-control")) ctx.set("Cache-Control", "no-cache");
    }
  };
}
