/**
 * How a React render becomes an HTTP answer, and what happens when it goes wrong (routes/entry.server.tsx uses
 * it for every document). Browsers get the shell as soon as it is ready and deferred parts as they resolve;
 * crawlers (and SPA mode) get the whole page at once. A render still running after `timeoutMs` is aborted:
 * - not yet sent (a crawler's answer, or a shell that never finished): the answer is 503 with Retry-After and
 *   `no-store`, so a crawler comes back later instead of indexing half a page, and no cache keeps it;
 * - already streaming (a browser's): the unresolved parts go out as their fallbacks, to be finished in the
 *   browser, and the page is marked incomplete so the render cache does not keep it.
 * An error inside the render is a 500 when nothing was sent yet. Every one of these is logged with its cause
 * and the path; a client that went away is not an error.
 */
import { PassThrough, type Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import type { Logger } from "../base/log.ts";
import { NO_STORE } from "../cache/cache-policy.ts";

/** Seconds a client is asked to wait after a render that timed out. */
export const RENDER_RETRY_AFTER_SECONDS = 5;

export interface RenderOutcome {
  /** True once anything went wrong: a timeout or an error; the render cache must not keep this page. */
  incomplete: boolean;
}

export interface StreamDocumentOptions {
  element: ReactNode;
  status: number;
  headers: Headers;
  nonce?: string;
  /** Wait for every part before sending (crawlers, SPA mode) instead of streaming from the shell. */
  waitForAll: boolean;
  timeoutMs: number;
  /** The request's signal: aborted when the client goes away. */
  signal: AbortSignal;
  log: Logger;
  /** The path, for the log. */
  path: string;
  /** Where this render's outcome is recorded for the server (server/http/pages.ts reads it before storing the page). */
  outcome: RenderOutcome;
  /** A last transform of the HTML stream (server/http/html-first.ts). */
  transform?: () => Transform;
}

const TIMEOUT_BODY = "This page took too long to build. Please try again in a few seconds.";

function timedOutAnswer(headers: Headers): Response {
  headers.set("Content-Type", "text/plain; charset=utf-8");
  headers.set("Retry-After", String(RENDER_RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", NO_STORE);
  return new Response(TIMEOUT_BODY, { status: 503, headers });
}

export function streamDocument(o: StreamDocumentOptions): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    let status = o.status;
    let sent = false;
    let timedOut = false;
    let loggedTimeout = false;
    const clientGone = () => o.signal.aborted;

    const timer = setTimeout(() => {
      timedOut = true;
      o.outcome.incomplete = true;
      abort(new Error(`the render took over ${o.timeoutMs} ms`));
    }, o.timeoutMs);

    const { pipe, abort } = renderToPipeableStream(o.element, {
      nonce: o.nonce,
      [o.waitForAll ? "onAllReady" : "onShellReady"]() {
        sent = true;
        if (timedOut && o.waitForAll) {
          // A crawler would get fallbacks in place of content: tell it to come back instead.
          status = 503;
          resolve(timedOutAnswer(o.headers));
          return;
        }
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timer);
            callback();
          },
        });
        o.headers.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        const html = o.transform ? body.pipe(o.transform()) : body;
        resolve(new Response(createReadableStreamFromReadable(html), { headers: o.headers, status }));
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        if (clientGone()) return reject(error);
        if (timedOut) {
          o.log.warn("render: timed out before the shell was ready; answered 503", { url: o.path, timeoutMs: o.timeoutMs });
          return resolve(timedOutAnswer(o.headers));
        }
        // The caller's error handler logs it and answers 500.
        reject(error);
      },
      onError(error: unknown) {
        if (clientGone()) return;
        o.outcome.incomplete = true;
        if (timedOut) {
          if (loggedTimeout) return;
          loggedTimeout = true;
          o.log.warn(sent ? "render: timed out while streaming; unresolved parts sent as fallbacks" : "render: timed out; answered 503", {
            url: o.path,
            timeoutMs: o.timeoutMs,
          });
          return;
        }
        if (!sent) status = 500;
        o.log.error(sent ? "render: an error after the shell was sent" : "render: an error; answered 500", { err: error, url: o.path });
      },
    });
    o.signal.addEventListener("abort", () => abort(), { once: true });
  });
}
