/**
 * Reading the raw files: CSV through csv-parse (quoted fields, commas and line breaks inside quotes, CR, LF or
 * CRLF line ends and a byte-order mark are all handled), checked against the columns a module needs, and cells
 * read as numbers strictly. Every problem names the file, the line and the column.
 */
import { parse } from "csv-parse/sync";

export interface CsvRow {
  /** Line of the file the row ends on (the header is line 1; a quoted line break makes a row span lines). */
  line: number;
  cells: Record<string, string>;
}

/** The rows of a CSV file with a header line, as text cells; a missing column of `required` is an error. */
export function readCsv(file: string, text: string, required: readonly string[]): CsvRow[] {
  const records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: false, info: true }) as unknown as {
    record: string[];
    info: { lines: number };
  }[];
  const [head, ...body] = records;
  if (!head) throw new Error(`${file}: is empty`);
  const header = head.record;
  const missing = required.filter((c) => !header.includes(c));
  if (missing.length) throw new Error(`${file}: line 1: missing column(s) ${missing.join(", ")} (has ${header.join(", ")})`);
  return body.map(({ record, info }) => ({ line: info.lines, cells: Object.fromEntries(header.map((h, i) => [h, record[i] ?? ""])) }));
}

/** A cell as a number: digits as written, no blank, no "NA"; an error names file, line and column. */
export function numberCell(file: string, row: CsvRow, column: string): number {
  const raw = row.cells[column]?.trim() ?? "";
  const n = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isFinite(n)) throw new Error(`${file}: line ${row.line}: column ${column}: "${raw}" is not a number`);
  return n;
}

/** A cell that may be blank: undefined when blank, else a number (numberCell). */
export function optionalNumberCell(file: string, row: CsvRow, column: string): number | undefined {
  return (row.cells[column]?.trim() ?? "") === "" ? undefined : numberCell(file, row, column);
}

/** A cell that must not be blank, trimmed. */
export function textCell(file: string, row: CsvRow, column: string): string {
  const raw = row.cells[column]?.trim() ?? "";
  if (!raw) throw new Error(`${file}: line ${row.line}: column ${column}: is blank`);
  return raw;
}
