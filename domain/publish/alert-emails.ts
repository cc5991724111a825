/**
 * The price alerts' emails (docs/decisions/0017-price-alerts-outbox.md): the confirmation and the alert,
 * each written once as a list of paragraphs and sent as multipart/alternative, a plain-text part and an HTML part
 * made from the same paragraphs, so the two cannot say different things.
 *
 * The HTML part is one self-contained document: `lang`, a heading, paragraphs, the links to act on as large
 * buttons (plain links styled, at least 44 px high), the unsubscribe link in the footer; styles inline only (mail
 * programs drop style sheets), no image or anything else fetched from elsewhere. Every value from data (the item,
 * the state) and every link is escaped.
 */
import { CONFIRM_DAYS } from "../rules/alert-terms.ts";
import { escapeMarkup } from "./escape.ts";
import { formatPrice } from "../rules/money.ts";
import { BG, BRAND, THEME_COLOURS, WHITE } from "../rules/palette.ts";
import { reportedByText } from "../rules/report-terms.ts";
import { followedName, type AnnouncedFigure, type FollowTarget } from "../indexes/alerts.ts";

export interface MailLinks {
  /** The item-in-state page. */
  page: string;
  /** The unsubscribe page (GET shows a button; POST unsubscribes): also the List-Unsubscribe address. */
  unsubscribe: string;
  /** The confirmation page (confirmation email only). */
  confirm?: string;
}

/** Words, some of them the figure (bold in HTML). */
type Piece = string | { figure: string };

/** A paragraph: words, or words and a link (in the text part the address follows the words; in HTML a button or a link). */
type Line = { words: Piece[] } | { words: Piece[]; href: string; label: string; button?: boolean };

interface EmailContent {
  subject: string;
  /** Groups of lines, a blank line between groups in the text part. */
  body: Line[][];
  footer: Line[];
}

export interface Email {
  subject: string;
  text: string;
  html: string;
}

const footer = (links: MailLinks): Line[] => [
  {
    words: [
      "Menu Prices is an unofficial guide and is not affiliated with McDonald's. A reported price is the median of what visitors told us they paid; it is not a price McDonald's publishes.",
    ],
  },
  { words: ["Stop these emails:"], href: links.unsubscribe, label: "Unsubscribe from these price alerts" },
  { words: ["(the page has one button; nothing else is needed)"] },
];

export function confirmationEmail(t: FollowTarget, links: Required<MailLinks>): Email {
  const name = followedName(t);
  return render({
    subject: `Confirm: price alerts for ${name}`,
    body: [
      [{ words: [`Someone, we hope you, asked Menu Prices to email this address when the price visitors report for ${name} changes.`] }],
      [
        {
          words: ["To start, confirm here (the page has one button):"],
          href: links.confirm,
          label: "Confirm the price alerts",
          button: true,
        },
      ],
      [
        {
          words: [
            `If it was not you, do nothing: without a confirmation we send nothing more, and the address is erased after ${CONFIRM_DAYS} days.`,
          ],
        },
        { words: ["The prices:"], href: links.page, label: `${name} on Menu Prices` },
      ],
    ],
    footer: footer(links),
  });
}

export function alertEmail(t: FollowTarget, figure: AnnouncedFigure, previous: number | null, links: MailLinks): Email {
  const name = followedName(t);
  let subject: string;
  let lead: Piece[];
  if (figure.median === null) {
    subject = `${name}: no reported price any more`;
    lead = [
      `${name} has no reported price any more${previous !== null ? ` (it was ${formatPrice(previous)})` : ""}: fewer visitors than we need agree on it now, for example after reports were hidden by moderation or grew older than the window we count.`,
    ];
  } else if (previous === null) {
    subject = `${name}: reported price ${formatPrice(figure.median)}`;
    lead = [
      `${name} now has a reported price: `,
      { figure: formatPrice(figure.median) },
      ", the median of what visitors paid at the counter or drive-thru.",
    ];
  } else {
    subject = `${name}: reported price now ${formatPrice(figure.median)} (was ${formatPrice(previous)})`;
    lead = [
      `The price visitors report for ${name} moved from ${formatPrice(previous)} to `,
      { figure: formatPrice(figure.median) },
      " (the median of what they paid at the counter or drive-thru).",
    ];
  }
  const basis: Line[] =
    figure.median !== null && figure.first && figure.last
      ? [{ words: [`It is ${reportedByText({ visitors: figure.visitors, first: figure.first, last: figure.last })}.`] }]
      : [];
  return render({
    subject,
    body: [
      [{ words: lead }, ...basis],
      [{ words: ["See it beside our estimate, with its history:"], href: links.page, label: `${name} on Menu Prices`, button: true }],
    ],
    footer: footer(links),
  });
}

const plain = (words: Piece[]) => words.map((p) => (typeof p === "string" ? p : p.figure)).join("");

/** The text part: each line's words, then its link's address; "--" before the footer. */
function emailText(c: Pick<EmailContent, "body" | "footer">): string {
  const line = (l: Line) => ("href" in l ? `${plain(l.words)} ${l.href}` : plain(l.words));
  return [...c.body.map((group) => group.map(line).join("\n")), ["--", ...c.footer.map(line)].join("\n")].join("\n\n");
}

const C = THEME_COLOURS;
const FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const S = {
  body: `margin:0;padding:0;background:${BG};color:${C.text};${FONT};font-size:16px;line-height:1.5`,
  box: `max-width:560px;margin:0 auto;padding:24px 20px;background:${WHITE};border-bottom:1px solid ${C.border}`,
  h1: `margin:0 0 16px;font-size:22px;line-height:1.3;color:${C.text}`,
  p: "margin:0 0 12px",
  figure: `color:${BRAND};font-size:20px`,
  link: `color:${BRAND};text-decoration:underline`,
  button: `display:inline-block;padding:10px 20px;line-height:24px;background:${BRAND};color:${WHITE};border-radius:6px;font-weight:600;text-decoration:none`,
  rule: `border:0;border-top:1px solid ${C.border};margin:24px 0 16px`,
  footer: `font-size:14px;color:${C.muted}`,
};

function htmlLine(l: Line, style: string): string {
  const words = l.words
    .map((p) => (typeof p === "string" ? escapeMarkup(p) : `<strong style="${S.figure}">${escapeMarkup(p.figure)}</strong>`))
    .join("");
  if (!("href" in l)) return `<p style="${style}">${words}</p>`;
  const href = escapeMarkup(l.href);
  if (l.button)
    return `<p style="${style}">${words}</p>\n<p style="margin:0 0 20px"><a href="${href}" style="${S.button}">${escapeMarkup(l.label)}</a></p>`;
  return `<p style="${style}">${words} <a href="${href}" style="${S.link}">${escapeMarkup(l.label)}</a></p>`;
}

/** The HTML part: the subject as the heading, the same lines, the footer under a rule. */
function emailHtml(c: EmailContent): string {
  const subject = escapeMarkup(c.subject);
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${subject}</title>`,
    "</head>",
    `<body style="${S.body}">`,
    `<div role="article" aria-label="${subject}" lang="en" style="${S.box}">`,
    `<h1 style="${S.h1}">${subject}</h1>`,
    ...c.body.flat().map((l) => htmlLine(l, S.p)),
    `<hr style="${S.rule}">`,
    ...c.footer.map((l) => htmlLine(l, `${S.p};${S.footer}`)),
    "</div>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

const render = (c: EmailContent): Email => ({ subject: c.subject, text: emailText(c), html: emailHtml(c) });
