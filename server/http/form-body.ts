/**
 * A page form's body, read before any route action sees it: only the form types, at most FORM_LIMIT_BYTES
 * (declared or streamed), and parsed once so a route action never meets a body that does not parse.
 */
import type { Context } from "koa";

/** Page forms are small: the same limit as the API's JSON bodies. */
export const FORM_LIMIT_BYTES = 64 * 1024;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export class BodyError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** Reads a page form's body with a size limit, and checks it parses, so a route action never meets a bad body. */
export async function readFormBody(ctx: Context): Promise<Buffer> {
  if (!ctx.is(FORM_TYPES))
    throw new BodyError(415, "Forms on this site are sent as application/x-www-form-urlencoded or multipart/form-data.");
  const declared = Number(ctx.get("Content-Length") || 0);
  if (declared > FORM_LIMIT_BYTES) throw new BodyError(413, "The form is too large.");
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_LIMIT_BYTES) throw new BodyError(413, "The form is too large.");
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  try {
    await new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": ctx.get("Content-Type") },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw new BodyError(400, "The form could not be read. Please go back and try again.");
  }
  return body;
}
