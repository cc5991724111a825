/**
 * Text put into markup: one escape for the Atom feeds, the sitemap and the alert emails' HTML. `&#39;` rather than
 * `&apos;`, which HTML 4 (still what some mail programs read) does not know; XML reads both.
 */
const ENTITIES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&#39;", '"': "&quot;" };

export function escapeMarkup(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ENTITIES[c] ?? c);
}
