/**
 * A mistake in a data file, named so a maintainer can find it: the file, the entry (its index, and its id or
 * name) and the field. Every check of the data files reports these (domain/data/data-files.ts and the checks beside it).
 */

export interface DataError {
  file: string;
  /** Index of the entry in the file's array, when the error is about one entry. */
  index?: number;
  /** id or name of the entry, when it has one. */
  entry?: string;
  field?: string;
  message: string;
}

export function formatDataError(e: DataError): string {
  const where = [`data/${e.file}`];
  if (e.index !== undefined) where.push(`entry ${e.index}${e.entry ? ` (${e.entry})` : ""}`);
  if (e.field) where.push(`field "${e.field}"`);
  return `${where.join(": ")}: ${e.message}`;
}
