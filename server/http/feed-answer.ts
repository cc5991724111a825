/**
 * A feed's answer. Feed apps get the Atom document (with its XSL stylesheet, which browsers that still
 * apply XSLT show as a page). A browser opening `<feed>.atom` itself (a navigation: Sec-Fetch-Dest document) is sent
 * to `<feed>.html`, the same entries as a readable page (domain/publish/atom.ts atomHtml): Chromium no longer applies XSL, and
 * a phone would show raw XML. Two addresses, not one answering two ways, so no cache can mix them up.
 */
import { ATOM_TYPE, atomHtml, atomXml, type AtomFeed } from "#domain/publish/atom.ts";

/** `.atom` or `.html` after a slug: what the feed routes answer. */
export const FEED_FILE = /^([a-z0-9-]{1,80})\.(atom|html)$/;

export function feedAnswer(request: Request, feed: AtomFeed, kind: string, cacheControl: string): Response {
  const url = new URL(request.url);
  if (kind === "html")
    return new Response(atomHtml(feed, url.pathname.replace(/\.html$/, ".atom")), {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl },
    });
  const dest = request.headers.get("sec-fetch-dest");
  const vary = { Vary: "Sec-Fetch-Dest" };
  if (dest === "document" && request.headers.get("sec-fetch-mode") === "navigate") {
    return new Response(null, {
      status: 303,
      headers: { Location: url.pathname.replace(/\.atom$/, ".html"), "Cache-Control": cacheControl, ...vary },
    });
  }
  return new Response(atomXml(feed), {
    headers: { "Content-Type": `${ATOM_TYPE}; charset=utf-8`, "Cache-Control": cacheControl, ...vary },
  });
}

/** No feed at a feed address: a 404 in plain text saying why, and where the feeds are linked from. */
export function noFeed(why: string, linkedFrom: string): Response {
  return new Response(`${why} The feeds are linked from ${linkedFrom}.\n`, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
