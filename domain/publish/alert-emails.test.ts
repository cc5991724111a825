import assert from "node:assert/strict";
import { test } from "node:test";
import { alertEmail, confirmationEmail, type Email } from "./alert-emails.ts";
import type { AnnouncedFigure } from "../indexes/alerts.ts";

const T = { itemName: "Big Mac", size: "Standard", state: "Ohio" };
const fig = (median: number | null): AnnouncedFigure => ({
  median,
  visitors: median === null ? 0 : 3,
  first: "2026-11-01",
  last: "2026-11-20",
});
const links = {
  page: "https://m.example/prices/ohio/big-mac",
  unsubscribe: "https://m.example/alerts/unsubscribe?f=x&t=y",
  confirm: "https://m.example/alerts/confirm?f=x&t=z",
};

const decode = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
/** What a reader of the HTML part reads: the body's text, tags taken out, entities decoded, spaces folded. */
const readable = (html: string) =>
  decode(
    html
      .slice(html.indexOf("<body"))
      .replace(/<\/?(strong|a)\b[^>]*>/g, "")
      .replace(/<[^>]+>/g, " "),
  ).replace(/\s+/g, " ");
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => decode(m[1]!));

/** The HTML part says what the text part says: each of its lines (less the addresses) is in it, and each address is a link. */
function assertSameContent(mail: Email) {
  const html = readable(mail.html);
  for (const line of mail.text.split("\n")) {
    const words = line
      .replace(/https?:\/\/\S+/g, "")
      .replace(/\s+/g, " ")
      .trim();
    if (words && words !== "--") assert.ok(html.includes(words), `the HTML part lacks: ${words}\n${html}`);
    for (const url of line.match(/https?:\/\/\S+/g) ?? []) assert.ok(hrefs(mail.html).includes(url), `the HTML part has no link to ${url}`);
  }
}

/** A self-contained, accessible document: lang, one heading, only these elements, no style sheet, no remote anything. */
function assertSafeHtml(html: string) {
  assert.match(html, /^<!DOCTYPE html>\n<html lang="en">/);
  assert.equal(html.match(/<h1\b/g)?.length, 1);
  const tags = new Set([...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => m[1]!.toLowerCase()));
  assert.deepEqual(
    [...tags].filter((t) => !["html", "head", "meta", "title", "body", "div", "h1", "p", "strong", "a", "hr"].includes(t)),
    [],
  );
  // Nothing is fetched from elsewhere: no source attribute, no url() or @import in any inline style.
  for (const [tag] of html.matchAll(/<[a-zA-Z][^>]*>/g))
    assert.doesNotMatch(tag.replace(/"[^"]*"/g, '""'), /\s(src|srcset|background|poster)=/i, tag);
  for (const [, style] of html.matchAll(/style="([^"]*)"/g)) assert.doesNotMatch(style!, /url\(|@import/i);
  // Every & starts an entity: nothing from data or a link's query reached the markup unescaped.
  assert.doesNotMatch(html, /&(?!(amp|lt|gt|quot|#39);)/);
}

test("the emails say what changed, on what basis, and how to stop them", () => {
  const c = confirmationEmail(T, links);
  assert.equal(c.subject, "Confirm: price alerts for Big Mac in Ohio");
  assert.match(c.text, /confirm here \(the page has one button\): https:\/\/m\.example\/alerts\/confirm\?f=x&t=z/);
  assert.match(c.text, /Stop these emails: https:\/\/m\.example\/alerts\/unsubscribe/);
  const moved = alertEmail(T, fig(5.79), 5.69, links);
  assert.equal(moved.subject, "Big Mac in Ohio: reported price now $5.79 (was $5.69)");
  assert.match(moved.text, /It is reported by 3 visitors, Nov 1 - Nov 20, 2026\./);
  assert.match(moved.text, /not affiliated with McDonald's/);
  assert.equal(alertEmail(T, fig(5.79), null, links).subject, "Big Mac in Ohio: reported price $5.79");
  assert.equal(
    alertEmail({ ...T, size: "Large", itemName: "Coca-Cola" }, fig(null), 2.19, links).subject,
    "Coca-Cola (Large) in Ohio: no reported price any more",
  );
});

test("each email's HTML part says what its text part says, with the subject as its heading, the figure with its basis and dates, and the links", () => {
  const mails = [
    confirmationEmail(T, links),
    alertEmail(T, fig(5.79), 5.69, links),
    alertEmail(T, fig(5.79), null, links),
    alertEmail(T, fig(null), 5.69, links),
  ];
  for (const mail of mails) {
    assertSameContent(mail);
    assertSafeHtml(mail.html);
    assert.match(mail.html, new RegExp(`<title>${mail.subject.replace(/[$()]/g, "\\$&")}</title>`));
    assert.match(mail.html, new RegExp(`<h1 [^>]*>${mail.subject.replace(/[$()]/g, "\\$&")}</h1>`));
    // The unsubscribe link is a link with words, in every email.
    assert.match(
      mail.html,
      /Stop these emails: <a href="https:\/\/m\.example\/alerts\/unsubscribe\?f=x&amp;t=y"[^>]*>Unsubscribe from these price alerts<\/a>/,
    );
  }
  // The figure stands out, beside its basis and date span; the action is a button-sized link.
  const moved = mails[1]!.html;
  assert.match(moved, /<strong [^>]*>\$5\.79<\/strong> \(the median of what they paid at the counter or drive-thru\)/);
  assert.match(readable(moved), /It is reported by 3 visitors, Nov 1 - Nov 20, 2026\./);
  assert.match(
    moved,
    /<a href="https:\/\/m\.example\/prices\/ohio\/big-mac" style="display:inline-block;padding:10px 20px;line-height:24px;[^"]*">Big Mac in Ohio on Menu Prices<\/a>/,
  );
  assert.match(mails[0]!.html, /<a href="https:\/\/m\.example\/alerts\/confirm\?f=x&amp;t=z" [^>]*>Confirm the price alerts<\/a>/);
});

test("the HTML part escapes every value from data: an item or state name cannot add markup", () => {
  const hostile = { itemName: `<img src=x onerror="alert(1)"> Fish & Chips`, size: "Standard", state: `O'Hio</h1><script>x()</script>` };
  const evil = { ...links, page: `https://m.example/prices/"><script>/x` };
  for (const mail of [
    confirmationEmail(hostile, evil),
    alertEmail(hostile, fig(5.79), 5.69, evil),
    alertEmail(hostile, fig(null), 5.69, evil),
  ]) {
    assertSafeHtml(mail.html);
    assert.ok(
      readable(mail.html).includes(`<img src=x onerror="alert(1)"> Fish & Chips in O'Hio</h1><script>x()</script>`),
      "the names are shown as text",
    );
    assert.ok(hrefs(mail.html).includes(evil.page));
    assertSameContent(mail);
  }
});
