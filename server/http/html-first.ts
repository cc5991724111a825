/**
 * HTML first, JavaScript second (docs/decisions/0008-scripts-after-first-paint.md).
 *
 * React Router writes a `<link rel="modulepreload">` for every script of the page into <head> and imports the
 * route modules statically from an inline module script, so on a slow connection about 115 KB of JavaScript
 * start downloading with the HTML and the stylesheet and share their bandwidth, although every page works
 * without it. This rewrites the page as it streams so that the same files start downloading, still all at
 * once, right after the browser has painted the page:
 * - the modulepreload links leave <head>;
 * - the inline module script first waits for the first paint (or runs at once in a hidden tab), then adds
 *   the same modulepreload links and imports the same modules, in the same order, with `await import()`.
 * Everything else passes through unchanged, chunk by chunk.
 */
import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT_OPEN = /<script\b[^>]*\btype="module"[^>]*>/;
const STATIC_IMPORT = /^import \* as ([\w$]+) from ("[^"]+");$/gm;

/** Runs once the page has painted (a frame, then a task), or at once when nothing is painted (hidden tab). */
const AFTER_PAINT = `await new Promise((go) => document.visibilityState === "visible" ? requestAnimationFrame(() => setTimeout(go)) : go());`;

/** Takes the modulepreload links out of the page's <head>, returning the head without them and their URLs. */
export function takePreloads(head: string): { html: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const html = head.replace(PRELOAD_LINK, (_tag, href: string) => {
    hrefs.push(href);
    return "";
  });
  return { html, hrefs };
}

/** React Router's inline module script (whole element), rewritten to load the same modules after the first paint. */
export function deferModuleScript(script: string, hrefs: readonly string[]): string {
  const open = MODULE_SCRIPT_OPEN.exec(script)![0];
  const body = script.slice(open.length, script.length - "</script>".length);
  const preload = `for (const href of ${JSON.stringify(hrefs)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`;
  return `${open}${AFTER_PAINT}\n${preload}\n${body.replace(STATIC_IMPORT, "const $1 = await import($2);")}</script>`;
}

/** The rewrite of a whole page at once (what the stream below does piece by piece). */
export function scriptsAfterPaint(page: string): string {
  const end = page.indexOf("</head>");
  if (end < 0) return page;
  const { html, hrefs } = takePreloads(page.slice(0, end));
  if (hrefs.length === 0) return page;
  const rest = page.slice(end);
  const open = MODULE_SCRIPT_OPEN.exec(rest);
  const close = open ? rest.indexOf("</script>", open.index) : -1;
  if (!open || close < 0) return html + rest;
  return html + rest.slice(0, open.index) + deferModuleScript(rest.slice(open.index, close + 9), hrefs) + rest.slice(close + 9);
}

/**
 * The same rewrite as a stream transform for entry.server, passing every part on as soon as it can: the head
 * once it is complete, then the body as it comes, holding back only an unfinished tag and the module script
 * until its end. Pages with no modulepreload links (those that ship no framework JavaScript) pass untouched.
 */
export function htmlFirst(): Transform {
  const decoder = new StringDecoder("utf8");
  let state: "head" | "body" | "pass" = "head";
  let pending = "";
  let hrefs: string[] = [];

  /** What of `pending` can go now; keeps back an unfinished tag or an unfinished module script. */
  function release(final: boolean): string {
    if (state === "head") {
      const end = pending.indexOf("</head>");
      if (end < 0 && !final) return "";
      if (end < 0) return take(pending.length);
      const taken = takePreloads(pending.slice(0, end));
      hrefs = taken.hrefs;
      pending = pending.slice(end);
      state = hrefs.length > 0 ? "body" : "pass";
      return taken.html + release(final);
    }
    if (state === "pass") return take(pending.length);
    const open = MODULE_SCRIPT_OPEN.exec(pending);
    if (open) {
      const close = pending.indexOf("</script>", open.index);
      if (close < 0) return final ? take(pending.length) : take(open.index);
      const before = pending.slice(0, open.index);
      const script = deferModuleScript(pending.slice(open.index, close + 9), hrefs);
      pending = pending.slice(close + 9);
      state = "pass";
      return before + script + take(pending.length);
    }
    if (final) return take(pending.length);
    const lt = pending.lastIndexOf("<");
    return take(lt >= 0 && pending.indexOf(">", lt) < 0 ? lt : pending.length);
  }
  function take(n: number): string {
    const out = pending.slice(0, n);
    pending = pending.slice(n);
    return out;
  }

  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      pending += decoder.write(chunk);
      const out = release(false);
      done(null, out.length > 0 ? out : undefined);
    },
    flush(done: TransformCallback) {
      pending += decoder.end();
      const out = release(true);
      done(null, out.length > 0 ? out : undefined);
    },
  });
}
