/**
 * Atom feeds (RFC 4287): what a feed reader follows. One writer for every feed the site serves (data updates,
 * domain/publish/data-feed.ts; reported prices per item and state). Every entry has a stable id, so a reader shows an entry once however
 * often it polls, and an `updated` date; the feed's own `updated` is its newest entry's.
 */
import { escapeMarkup } from "./escape.ts";

export interface AtomEntry {
  /** Stable for the life of the entry: a tag: URI, or an absolute URL with a fragment naming the entry. */
  id: string;
  title: string;
  /** YYYY-MM-DD or a full ISO date-time. */
  updated: string;
  /** The page that shows what changed (absolute URL). */
  link: string;
  /** Plain text. */
  summary: string;
}

export interface AtomFeed {
  /** The feed's id, stable for its life (a tag: URI, say); its own address when left out. */
  id?: string;
  /** The feed's own address (absolute URL): its rel="self" link. */
  self: string;
  /** The page the feed follows (absolute URL). */
  alternate: string;
  title: string;
  subtitle: string;
  author: string;
  /** Newest first is not required: the writer sorts. */
  entries: readonly AtomEntry[];
  /** At most this many entries, newest first. */
  limit?: number;
  /** The feed's `updated` when it has no entry yet: the date of the data it reads (YYYY-MM-DD, YYYY-MM or ISO), never 1970. */
  dataDate: string;
}

/** The XSL stylesheet a browser applies to every feed (public/feeds/feed.xsl): a readable page on a phone. */
export const FEED_STYLESHEET = "/feeds/feed.xsl";

export const ATOM_TYPE = "application/atom+xml";

/** An RFC 3339 date-time: a data date (YYYY-MM-DD, YYYY-MM or YYYY) is the start of that day, month or year in UTC. */
export function atomDate(date: string): string {
  const m = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(date);
  if (m) return `${m[1]}-${m[2] ?? "01"}-${m[3] ?? "01"}T00:00:00Z`;
  return new Date(date).toISOString().replace(/\.\d{3}Z$/, "Z");
}

const newestEntries = (feed: AtomFeed) =>
  [...feed.entries]
    .sort((a, b) => (atomDate(b.updated) < atomDate(a.updated) ? -1 : atomDate(b.updated) > atomDate(a.updated) ? 1 : a.id < b.id ? -1 : 1))
    .slice(0, feed.limit ?? 50);

/**
 * The same feed as a page a person reads: what a browser opening the feed's address is sent to, since
 * Chromium no longer applies XSL stylesheets. Its look is public/feeds/feed.css, as the stylesheet's.
 */
export function atomHtml(feed: AtomFeed, feedPath: string): string {
  const entries = newestEntries(feed);
  const e = escapeMarkup;
  const updated = atomDate(entries.length ? entries[0].updated : feed.dataDate);
  const day = (iso: string) => `<time datetime="${e(iso)}">${e(iso.slice(0, 10))}</time>`;
  return [
    "<!doctype html>",
    '<html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${e(feed.title)}</title><link rel="stylesheet" href="/feeds/feed.css"><link rel="alternate" type="${ATOM_TYPE}" href="${e(feedPath)}"></head>`,
    "<body><main>",
    '<p class="kind">Updates you can follow</p>',
    `<h1>${e(feed.title)}</h1>`,
    `<p>${e(feed.subtitle)}</p>`,
    `<p class="how">To get these updates, add this address to a news or podcast app that follows feeds: <code>${e(feed.self)}</code>, or <a href="/alerts">choose alerts on your phone or by email</a>.</p>`,
    `<p>Last change: ${day(updated)}. <a href="${e(feed.alternate)}">Open the page these updates are about</a>.</p>`,
    "<h2>Updates, newest first</h2>",
    entries.length
      ? `<ol class="entries">${entries.map((x) => `<li><h3><a href="${e(x.link)}">${e(x.title)}</a></h3><p class="date">${day(atomDate(x.updated))}</p><p>${e(x.summary)}</p></li>`).join("")}</ol>`
      : "<p>Nothing yet: the first update appears here when there is one.</p>",
    '<p><a href="/">Menu Prices home</a></p>',
    "</main></body></html>",
  ].join("\n");
}

export function atomXml(feed: AtomFeed): string {
  const entries = newestEntries(feed);
  // A feed with no entries is still valid Atom: its updated date is the date of the data it reads, not
  // today's, so it never claims a change that did not happen, nor the Unix epoch's.
  const updated = atomDate(entries.length ? entries[0].updated : feed.dataDate);
  const e = escapeMarkup;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    // Browsers show the feed through this stylesheet (a readable page); feed readers ignore it.
    `<?xml-stylesheet type="text/xsl" href="${FEED_STYLESHEET}"?>`,
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-US">',
    `  <id>${e(feed.id ?? feed.self)}</id>`,
    `  <title>${e(feed.title)}</title>`,
    `  <subtitle>${e(feed.subtitle)}</subtitle>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${e(feed.author)}</name></author>`,
    `  <link rel="self" type="${ATOM_TYPE}" href="${e(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${e(feed.alternate)}"/>`,
    ...entries.flatMap((x) => [
      "  <entry>",
      `    <id>${e(x.id)}</id>`,
      `    <title>${e(x.title)}</title>`,
      `    <updated>${atomDate(x.updated)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${e(x.link)}"/>`,
      `    <summary type="text">${e(x.summary)}</summary>`,
      "  </entry>",
    ]),
    "</feed>",
  ];
  return lines.join("\n") + "\n";
}
