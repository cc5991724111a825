/**
 * Turning an error into an answer, for every way a request can fail: in the Koa app (pages, static files; the
 * answer is plain text), under /api (JSON), and before either, when node:http's parser refuses the request (a
 * raw answer written to the socket in server.ts). A client's mistake is a 4xx with a sentence a person can act
 * on; ours is a 500 with a log line and the same sentence for everyone; never a stack trace. Forms posted
 * without JavaScript get theirs through forRouteActions.
 */
import { isStoreUnavailable } from "../store/store-unavailable.ts";
import { ClientError } from "../base/security.ts";
import type { Submissions } from "./submissions.ts";

/** The body of every 500. */
export const OUR_FAULT = "Something went wrong on our side. Please try again in a moment.";

export interface ErrorAnswer {
  status: number;
  message: string;
  /** Seconds, for a Retry-After header (the submissions store is down). */
  retryAfter?: number;
  /** Our fault, not the client's: log it with the error. */
  unexpected: boolean;
}

interface HttpishError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
}

/**
 * The answer to an error thrown while a page, a static file or a redirect was served: a 4xx keeps its status,
 * with its message when it was written for the visitor (ClientError, or an error Koa marks `expose`); anything
 * else is a 500.
 */
export function pageErrorAnswer(err: unknown): ErrorAnswer {
  const e = err as HttpishError;
  const status = e.status ?? e.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      status,
      message: err instanceof ClientError || e.expose ? String(e.message) : "The request could not be understood.",
      unexpected: false,
    };
  }
  return { status: 500, message: OUR_FAULT, unexpected: true };
}

/**
 * The answer to an error thrown under /api (sent as `{"error": message}`): 503 with Retry-After while the
 * submissions store is unavailable, 413 and 415 for a body too large or not JSON, 400 for a body that does not
 * parse, 500 for the rest.
 */
export function apiErrorAnswer(err: unknown, jsonLimit: string): ErrorAnswer {
  if (isStoreUnavailable(err)) return { status: 503, message: err.message, retryAfter: err.retryAfter, unexpected: false };
  const e = err as HttpishError;
  const status = e.status ?? e.statusCode ?? 500;
  if (status === 413 || e.type === "entity.too.large")
    return { status: 413, message: `The request body is too large (the limit is ${jsonLimit}).`, unexpected: false };
  if (status === 415) return { status: 415, message: "Send the body as JSON with Content-Type: application/json.", unexpected: false };
  if (status >= 400 && status < 500) {
    const message =
      e.type === "entity.parse.failed" || err instanceof SyntaxError || /json/i.test(e.message ?? "")
        ? "The request body is not valid JSON."
        : "The request could not be read. Send a JSON object with Content-Type: application/json.";
    return { status: 400, message, unexpected: false };
  }
  return { status: 500, message: OUR_FAULT, unexpected: true };
}

/**
 * The answer to a request node:http's parser refused (an unknown method, a control character in a header, a
 * conflicting length): 431 for headers over the limit (naming it), 400 for the rest, each saying what to do next.
 * Never our fault.
 */
export function refusedRequestAnswer(code: string | undefined, headerLimitBytes: number): ErrorAnswer & { reason: string } {
  const kb = Math.round(headerLimitBytes / 1024);
  return code === "HPE_HEADER_OVERFLOW"
    ? {
        status: 431,
        reason: "Request Header Fields Too Large",
        message: `This address and its headers come to more than the ${kb} KB we read. Use a shorter address, or clear this site's cookies, and try again.`,
        unexpected: false,
      }
    : {
        status: 400,
        reason: "Bad Request",
        message: "The request could not be understood: it is not well-formed HTTP. Reload the page, or start again from the home page (/).",
        unexpected: false,
      };
}

/**
 * A route action's answer to a refused write (a form posted without JavaScript, through forRouteActions or a
 * store of its own): the database is not answering, so the form shows the sentence and keeps what was typed, with
 * 503. Anything else is not the form's to answer: null, and the action rethrows it (logged, a 500 through the
 * root error boundary, like every other action).
 */
export async function refusedWrite(err: unknown): Promise<{ status: 503; message: string } | null> {
  if (err instanceof Response && err.status === 503) return { status: 503, message: await err.text() };
  if (isStoreUnavailable(err)) return { status: 503, message: err.message };
  return null;
}

/**
 * A loader's read the store refused (PostgreSQL not answering, server/store/posts-pg.ts): a 503 Response with
 * Retry-After, which the root error boundary shows with its sentence, instead of an unexplained 500. Anything
 * else is returned as it was, for the loader to rethrow.
 */
export function refusedRead(err: unknown): unknown {
  if (!isStoreUnavailable(err)) return err;
  return new Response(err.message, {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": String(err.retryAfter) },
  });
}

/**
 * The submissions as route actions see them (forms posted without JavaScript): a write refused because the
 * database is down becomes a thrown 503 Response, which the root error boundary shows with its message,
 * instead of an unexplained 500. The API answers StoreUnavailableError through apiErrorAnswer.
 */
export function forRouteActions(submit: Submissions): Submissions {
  const wrap =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(...args);
      } catch (err) {
        if (!isStoreUnavailable(err)) throw err;
        throw new Response(err.message, {
          status: 503,
          headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": String(err.retryAfter) },
        });
      }
    };
  return {
    review: wrap(submit.review),
    comment: wrap(submit.comment),
    contact: wrap(submit.contact),
    priceReport: wrap(submit.priceReport),
  };
}
