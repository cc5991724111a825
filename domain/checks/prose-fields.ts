/**
 * The data files' prose fields: where a maintainer writes copy a visitor reads (names and ids are not prose).
 * The claim check and the figure check both scan these, so a new prose field is added here once.
 */
export const PROSE_FIELDS: ReadonlySet<string> = new Set([
  "title",
  "description",
  "excerpt",
  "content",
  "savings",
  "terms",
  "secret",
  "text",
  "note",
  "benefit",
  "benefits",
  "label",
  "markupSource",
  "question",
  "answer",
  "step",
]);
