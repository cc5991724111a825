/**
 * Claims of work nobody did, run by `npm run check-data` beside the figure checks: sentences that say
 * an editorial or research team checks menu boards and receipts, that prices are surveyed, measured, collected,
 * verified or checked every week, or that markets are tracked; promises of a reply, a reply time or a check;
 * what is "popular" or what "most people" or "usually" do, which nobody measures; and a person named as an author
 * (a byline in copy, or an article's author without its pen-name flag). Every price on this site is our estimate
 * (data/SOURCES.md), so such a sentence is untrue wherever a visitor can read it: page copy, the FAQ and JSON-LD
 * text built in domain/, and the prose of the data files.
 *
 * Source files are read with the TypeScript parser, so only text a visitor can read is scanned (JSX text, string
 * and template literals), never identifiers or comments. A sentence that is true (a third party's survey named
 * with its year, a cadence a visitor controls) is let through by a `claim-ok: <why>` comment on its line or the
 * line above, so each exception is written down where it is. The data files cannot carry comments: reword there.
 *
 * Two more classes: a date in copy or data prose that no record of the data carries (sourceUnbackedDates,
 * dataProseDates: "Deal details last checked October 30, 2025" was typed, not recorded), and an estimate marked up
 * for search engines as an Offer (offerMarkup: every price here is our estimate, and an Offer says a seller sells at
 * that price).
 */
import ts from "typescript";
import { DATA_FILES, type DataKey, type DataSet } from "../data/data-files.ts";
import type { DataError } from "../data/data-error.ts";
import { PROSE_FIELDS } from "./prose-fields.ts";
import { displayedDates, recordedDates, unbackedDates } from "./date-checks.ts";

/** The wording of a claim, what kind of claim it is (by default one of work nobody did), and what is true instead. */
export interface ClaimRule {
  pattern: RegExp;
  why: string;
  /** "claims work nobody did" unless said otherwise. */
  claim?: string;
}

const PROMISE = "promises a reply or a check the site does not make";
const MEASURE = "states a measurement nobody made";

/** The wording of a process claim, and what is true instead. */
export const PROCESS_CLAIMS: readonly ClaimRule[] = [
  { pattern: /\b(?:editorial|research|data|pricing|survey)\s+team\b/i, why: "no team checks or surveys anything for this site" },
  {
    pattern: /\bour (?:own )?(?:surveys?|survey's|researchers?|measurements?|field ?work|reporters|checks)\b/i,
    why: "there is no survey of ours: every price is our estimate (data/SOURCES.md)",
  },
  {
    pattern:
      /\b(?:we|our team)\s+(?:(?:regularly|routinely|personally|also|still|carefully|constantly)\s+)?(?:survey(?:ed|s)?|measure[ds]?|collect(?:ed|s)?|verif(?:y|ied|ies)|visit(?:ed|s)?|track(?:ed|s)?|monitor(?:ed|s)?|check(?:ed|s)?|re-?check(?:ed|s)?|audit(?:ed|s)?|refresh(?:ed|es)?|update(?:d|s)? (?:prices|them|the averages|exchange rates))\b/i,
    why: "nobody surveys, measures, collects, verifies, tracks or checks prices for this site; say what the figure is (an estimate, with its date)",
  },
  { pattern: /\bmeasured\b/i, why: "no price on this site was measured: they are estimates" },
  {
    pattern: /\bsurvey(?:s|ed|ing)\b/i,
    why: "no survey was done for this site (name a third party's survey with its year, and claim-ok it)",
  },
  { pattern: /\bverif(?:y|ied|ies|ication)\b/i, why: "nothing on this site is verified" },
  {
    pattern: /\b(?:every|each)\s+(?:week|month|monday|day|morning|quarter)\b/i,
    why: "no figure is checked or sent on a schedule; state the date the data carries",
  },
  {
    pattern: /\b(?:weekly|bi-?weekly|monthly|fortnightly)\b/i,
    why: "no figure is checked or sent on a schedule; state the date the data carries",
  },
  {
    pattern: /\bmarkets?\s+(?:we\s+)?track(?:ed)?\b|\btrack(?:s|ed|ing)?\s+(?:more than\s+)?\d+\s+markets\b/i,
    why: "no market is tracked",
  },
  {
    pattern: /\b(?:receipts|menu boards)\b[^.]*\b(?:come in|we|our)\b|\b(?:we|team|checks?|collects?)\b[^.]*\b(?:receipts|menu boards)\b/i,
    why: "nobody reads menu boards or receipts for this site",
  },
  { pattern: /\b(?:real[- ]time|live (?:prices?|offers?|deals?))\b/i, why: "an estimate is never a live price or offer" },
  {
    // "not prices collected at restaurants" says the truth plainly: a negation is no claim.
    pattern:
      /(?<!\bnot\s+(?:\w+\s+)?)\b(?:gathered|collected|sourced|taken|pulled|obtained)\s+(?:directly\s+|in person\s+)?(?:from|at)\s+(?:(?:local|real|actual|participating|individual)\s+)?(?:restaurants|locations|stores|menu boards)\b/i,
    why: "no price was gathered at a restaurant: they are our estimates from published figures, or what visitors report",
  },
  // Promises of service: nobody is on call to answer a message or to check what a visitor sends.
  {
    pattern: /\bwe(?:'ll| will| shall)\s+(?:check|verify|look into|get back|reply|respond|answer|let you know|contact you|fix|review)\b/i,
    why: "nobody answers or checks on a schedule; say what happens to a message (it is kept) or where a price belongs (the price reports)",
    claim: PROMISE,
  },
  {
    pattern:
      /\bwe (?:answer|reply to|respond to|read) (?:every|all|each)\b|\bwe (?:(?:always|will) )?(?:reply|answer|respond)\b|\bread by a (?:person|human)\b|\bget back to you\b/i,
    why: "no message is promised an answer or a reader",
    claim: PROMISE,
  },
  { pattern: /\bwithin \d+(?:\s*[-–]\s*\d+)?\s*(?:hours|business days|days)\b/i, why: "no reply time is kept; state none", claim: PROMISE },
  // What is popular, or what people usually do, is measured by no one here.
  {
    pattern: /\b(?:most popular|popular|most people|usually|fan[- ]favou?rites?|best[- ]sell(?:ing|ers?))\b/i,
    why: "no one measures what is popular or what people usually do for this site; say what the data records, or name the measurement with its source and claim-ok it",
    claim: MEASURE,
  },
  // A byline naming a person: the site's copy is signed "Menu Prices" (a pen name must say it is one).
  {
    pattern: /\b(?:By|Written by|Author:?)\s+(?!Menu Prices\b)[A-Z][a-z]+\s+[A-Z][a-z]+\b/,
    why: 'no person writes for this site; sign it "Menu Prices", or say on the page that a name is a pen name',
    claim: "names a person as author",
  },
];

const CLAIM_OK = /claim-ok:/;

/** A claim-ok comment on the text's line, the line above it, or from the line above what holds the text down to it. */
function claimOk(lines: readonly string[], line: number, from: number): boolean {
  for (let l = Math.max(1, Math.min(from, line - 1) - 1); l <= line; l++) if (CLAIM_OK.test(lines[l - 1] ?? "")) return true;
  return false;
}

/** The first process claim in a piece of text, or null. */
export function findProcessClaim(text: string): { phrase: string; why: string; claim: string } | null {
  for (const { pattern, why, claim = "claims work nobody did" } of PROCESS_CLAIMS) {
    const m = text.match(pattern);
    if (m) return { phrase: m[0], why, claim };
  }
  return null;
}

/** The site's name: the one author an article may carry without a pen-name flag. */
export const SITE_AUTHOR = "Menu Prices";

/** A string literal that is a code value, not copy: one lowercase word or a kebab-case token ("measured", "weekly-digest"). */
const CODE_TOKEN = /^[a-z][a-z0-9]*(?:[-_.][a-z0-9]+)*$/;

/**
 * The text a visitor can read in one source file (JSX text, string and template literals), each with its line and
 * `from`, the first line of what holds it (its JSX element, its array, its template): a formatter may wrap a sentence
 * onto later lines of that element, away from the claim-ok comment written above or inside it.
 */
export function readableTexts(path: string, source: string): { line: number; from: number; text: string }[] {
  const file = ts.createSourceFile(
    path,
    source,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lineOf = (n: ts.Node) => file.getLineAndCharacterOfPosition(n.getStart(file)).line + 1;
  const out: { line: number; from: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    let text: string | null = null;
    if (ts.isJsxText(node)) text = node.text;
    else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      text = node.text;
    if (text !== null && text.trim() && !(ts.isStringLiteral(node) && CODE_TOKEN.test(text))) {
      let holder = node.parent;
      while (ts.isTemplateSpan(holder) || ts.isTemplateExpression(holder)) holder = holder.parent;
      const line = lineOf(node);
      out.push({ line, from: Math.min(line, lineOf(holder)), text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** Process claims in source copy (components, routes, domain), with file and line. */
export function sourceProcessClaims(files: readonly { path: string; text: string }[]): DataError[] {
  const errors: DataError[] = [];
  for (const f of files) {
    const lines = f.text.split("\n");
    for (const { line, from, text } of readableTexts(f.path, f.text)) {
      const found = findProcessClaim(text);
      if (!found) continue;
      if (claimOk(lines, line, from)) continue;
      errors.push({
        file: f.path,
        entry: `line ${line}`,
        message: `"${found.phrase}" ${found.claim}: ${found.why}; reword it, or, if the sentence is true, say why in a "claim-ok:" comment`,
      });
    }
  }
  return errors;
}

/** The data files whose prose is scanned, and the fields that are prose a visitor reads. */
export const CLAIM_DATA_KEYS = [
  "menuItems",
  "deals",
  "news",
  "secretMenu",
  "rewards",
  "deliveryPlatforms",
  "deliveryEstimate",
  "mealParts",
] as const satisfies readonly DataKey[];

/** One prose text of a data entry, where it is: the file, the entry's index and label, the (nested) field. */
interface ProseText {
  file: string;
  index: number;
  entry: string | undefined;
  field: string;
  /** The text a visitor reads: an article's HTML without its tags (a link's address is not copy). */
  text: string;
  raw: Record<string, unknown>;
  key: DataKey;
}

/** Every prose text of the data files (nested fields such as `parts.1.note` too), and each entry once with no text. */
function forEachProse(
  data: Partial<DataSet>,
  keys: readonly DataKey[],
  visit: (p: ProseText) => void,
  visitEntry?: (p: Omit<ProseText, "field" | "text">) => void,
): void {
  for (const key of keys) {
    const file = DATA_FILES[key].file;
    const entries = data[key];
    if (!Array.isArray(entries)) continue;
    entries.forEach((raw, index) => {
      const e = raw as unknown as Record<string, unknown>;
      const named = e.name ?? e.title ?? e.meal ?? e.platform;
      const entry =
        [e.id !== undefined ? `id ${JSON.stringify(e.id)}` : null, typeof named === "string" ? JSON.stringify(named) : null]
          .filter(Boolean)
          .join(", ") || undefined;
      const walk = (value: unknown, field: string, leaf: string) => {
        if (typeof value === "string") {
          if (PROSE_FIELDS.has(leaf)) visit({ file, index, entry, field, text: value.replace(/<[^>]*>/g, " "), raw: e, key });
        } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${field}.${i}`, leaf));
        else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, field ? `${field}.${k}` : k, k);
      };
      walk(e, "", "");
      visitEntry?.({ file, index, entry, raw: e, key });
    });
  }
}

/** Process claims in the data files' prose, with file, entry and field (nested fields such as `parts.1.note` too). */
export function dataProcessClaims(data: Partial<DataSet>, keys: readonly DataKey[] = CLAIM_DATA_KEYS): DataError[] {
  const errors: DataError[] = [];
  forEachProse(
    data,
    keys,
    ({ file, index, entry, field, text }) => {
      const found = findProcessClaim(text);
      if (found) errors.push({ file, index, entry, field, message: `"${found.phrase}" ${found.claim}: ${found.why}; reword it` });
    },
    ({ file, index, entry, raw: e, key }) => {
      // An article's author is the site, or a pen name that says it is one (never a person made up for a byline).
      if (key === "news" && typeof e.author === "string" && e.author !== SITE_AUTHOR && e.penName !== true) {
        errors.push({
          file,
          index,
          entry,
          field: "author",
          message: `"${e.author}" names a person as author without a pen-name flag: sign it "${SITE_AUTHOR}", or add "penName": true (the page then says it is a pen name)`,
        });
      }
    },
  );
  return errors;
}

/** Every date the data files carry (a source's, an import's, a report's): what a date in copy must be one of. */
export function dataRecordedDates(data: Partial<DataSet>): Set<string> {
  return recordedDates(Object.values(data));
}

const DATE_WHY =
  "no record of the data carries this date: show a date the data records (a source's, an import's, a report's), read from the data, or none";

/** Dates typed into source copy (components, routes, domain) that no record carries, with file and line. */
export function sourceUnbackedDates(files: readonly { path: string; text: string }[], recorded: ReadonlySet<string>): DataError[] {
  const errors: DataError[] = [];
  for (const f of files) {
    const lines = f.text.split("\n");
    for (const { line, from, text } of readableTexts(f.path, f.text)) {
      for (const d of unbackedDates(displayedDates(text), recorded)) {
        if (claimOk(lines, line, from)) continue;
        errors.push({
          file: f.path,
          entry: `line ${line}`,
          message: `"${d.text}": ${DATE_WHY}; or, if the sentence is true, say why in a "claim-ok:" comment`,
        });
      }
    }
  }
  return errors;
}

/** Dates in the data files' prose (the fields dataProcessClaims reads) that no record carries. */
export function dataProseDates(data: Partial<DataSet>, keys: readonly DataKey[] = CLAIM_DATA_KEYS): DataError[] {
  const recorded = dataRecordedDates(data);
  const errors: DataError[] = [];
  forEachProse(data, keys, ({ file, index, entry, field, text }) => {
    for (const d of unbackedDates(displayedDates(text), recorded))
      errors.push({ file, index, entry, field, message: `"${d.text}": ${DATE_WHY}; reword it` });
  });
  return errors;
}

const OFFER_TYPES = new Set(["Offer", "AggregateOffer"]);

/**
 * Structured data that marks a price up as an Offer, in source (components, routes, domain): an `offers` property or
 * an "Offer" / "AggregateOffer" type. Every price on this site is our estimate, so none is an Offer; a true one (a
 * price the chain itself publishes for sale) is let through by a `claim-ok:` comment saying so.
 */
export function offerMarkup(files: readonly { path: string; text: string }[]): DataError[] {
  const errors: DataError[] = [];
  for (const f of files) {
    if (!/\bOffer\b|\boffers\b/.test(f.text)) continue;
    const file = ts.createSourceFile(
      f.path,
      f.text,
      ts.ScriptTarget.Latest,
      true,
      f.path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const lines = f.text.split("\n");
    const visit = (node: ts.Node) => {
      let found: string | null = null;
      if (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) {
        const name = node.name;
        if ((ts.isIdentifier(name) || ts.isStringLiteral(name)) && name.text === "offers") found = "an `offers` property";
      } else if (ts.isStringLiteral(node) && OFFER_TYPES.has(node.text)) found = `the type "${node.text}"`;
      if (found) {
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
        if (!CLAIM_OK.test(lines[line - 1] ?? "") && !CLAIM_OK.test(lines[line - 2] ?? "")) {
          errors.push({
            file: f.path,
            entry: `line ${line}`,
            message: `${found} marks a price up as an Offer for search engines: every price here is our estimate, which no seller offers; leave it out`,
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return errors;
}
