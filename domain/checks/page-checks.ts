/**
 * What a rendered page must not hold, read from its HTML by the evidence crawl
 * (server/http/evidence-crawl.test.ts) over every sitemap page:
 * - a placeholder control: a button or link that says it leads to nothing ("not running", "coming soon", "sample"),
 *   that points nowhere ("#", javascript:) or to the retired sign-up (/signup);
 * - an allergen list ("Contains: Milk, ...") on a page that names no source for it: the chain's own statement.
 * Pure string functions, so a planted violation is tested without a server (domain/checks/page-checks.test.ts).
 */

/** Words that make a button or link a placeholder: it promises something that does not run. */
const PLACEHOLDER = /\b(?:not running(?: yet)?|coming soon|sample|placeholder|not (?:yet )?available|lorem ipsum|under construction)\b/i;

/** The text of some HTML, tags out and the entities the pages use decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The page's buttons and links: how many, the placeholders among them, and the internal addresses the links lead to. */
export function pageControls(html: string): { controls: number; placeholders: string[]; internalLinks: string[] } {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, " ");
  const placeholders: string[] = [];
  const internalLinks: string[] = [];
  let controls = 0;
  for (const m of body.matchAll(/<(a|button)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
    controls++;
    const [, tag, attrs, inner] = m;
    const label = htmlText(inner).slice(0, 60);
    const words = `${htmlText(inner)} ${/aria-label="([^"]*)"/.exec(attrs)?.[1] ?? ""} ${/\stitle="([^"]*)"/.exec(attrs)?.[1] ?? ""}`;
    const said = PLACEHOLDER.exec(words);
    if (said) placeholders.push(`<${tag}> "${label}" says "${said[0]}"`);
    if (tag !== "a") continue;
    const href = /\shref="([^"]*)"/.exec(attrs)?.[1];
    if (href === undefined) continue;
    if (href === "" || href === "#" || /^javascript:/i.test(href)) placeholders.push(`link "${label}" leads nowhere (${href || "empty"})`);
    else if (/^\/signup\b/.test(href)) placeholders.push(`link "${label}" leads to the retired sign-up`);
    else if (href.startsWith("/") && !href.startsWith("//")) {
      const target = href.replace(/&amp;/g, "&").split("#")[0];
      if (target) internalLinks.push(target);
    }
  }
  return { controls, placeholders, internalLinks };
}

/** An allergen list as the pages write it: "Contains: Milk, Eggs" or "may contain: Sesame" (one of the nine named). */
const ALLERGEN_LIST = /\b(?:Contains|May contain):\s*(?:Milk|Eggs|Fish|Shellfish|Tree nuts|Peanuts|Wheat|Soy|Sesame)\b/gi;
/** The source every list rests on: the chain's own statement, with the day it was captured (domain/rules/allergens.ts). */
const ALLERGEN_SOURCE = /McDonald's (?:own )?US allergen statements?, captured [A-Z][a-z]+ \d{1,2}, \d{4}/;

/** How many allergen lists a page's text shows, and whether it names their source. */
export function allergenLists(text: string): { lists: number; sourced: boolean } {
  return { lists: text.match(ALLERGEN_LIST)?.length ?? 0, sourced: ALLERGEN_SOURCE.test(text) };
}
