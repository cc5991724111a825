/**
 * An address whose %-escapes cannot be read: a % not followed by two hex digits ("/menu/%ZZ"), or escapes that are
 * not UTF-8 text ("/menu/%C0%AF", an overlong "/"). Either is answered 400 before any route sees it, saying which of
 * the two it is, with a way on: a link home and a search box (a small page for a browser, plain text otherwise).
 */

import { THEME_COLOURS as C } from "#domain/rules/palette.ts";
import { SITE_NAME } from "#domain/rules/site-name.ts";

export type PathProblem = "malformed" | "not-text";

/** What is wrong with a path's %-escapes, or null when it decodes. Linear: one pass of a regex, one decode. */
export function pathProblem(path: string): PathProblem | null {
  if (/%(?![0-9A-Fa-f]{2})/.test(path)) return "malformed";
  try {
    decodeURIComponent(path);
    return null;
  } catch {
    return "not-text";
  }
}

const REASON: Record<PathProblem, string> = {
  malformed: "This address has a % sign that is not followed by two hex digits, so we cannot read it.",
  "not-text": "This address has characters we cannot read: its %-escapes do not spell any text (they are not UTF-8).",
};

/** The plain-text answer: the reason, and where to go. */
export function unreadablePathText(problem: PathProblem): string {
  return `${REASON[problem]} Go to the home page (/) or search the menu (/search).`;
}

/** The page a browser gets: the reason, a link home and a search box (a GET form: no script, no stylesheet to load). */
export function unreadablePathHtml(problem: PathProblem): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>We cannot read this address | ${SITE_NAME}</title>
<style>
body{font:1rem/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;color:${C.text};background:${C.bg}}
a{color:${C.brand}}
a,input,button{min-height:44px}
form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
input{flex:1 1 12rem;font:inherit;padding:0 .5rem;border:2px solid ${C.muted};border-radius:8px}
button{font:inherit;font-weight:600;padding:0 1rem;border:0;border-radius:8px;background:${C.brand};color:${C.brandText}}
:focus-visible{outline:3px solid ${C.focus};outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>We cannot read this address</h1>
<p>${REASON[problem]}</p>
<p><a href="/">Go to the home page</a></p>
<form method="get" action="/search" role="search">
<label for="q">Search the menu</label>
<input id="q" type="search" name="q" maxlength="200">
<button type="submit">Search</button>
</form>
</main>
</body>
</html>
`;
}
