/**
 * The chain's national figures, deals and events (a compiled research file: every row names the page that reported
 * it; data/sources/prices/README.md) into data/national-figures.json. Kept: every row the file rates high or medium
 * reliability (low-rated rows, such as a $2.99 Snack Wrap from one weak page, must be confirmed before they are shown
 * as facts, so they are left out). A value is kept as a number when the cell is one number, else as written.
 */
import { NATIONAL_FIGURE_KINDS, type NationalFigure } from "#domain/data/price-inputs.ts";
import { readCsv, textCell } from "./csv.ts";
import type { ImportModule } from "./run.ts";

export const NATIONAL_FIGURES = "prices/us-mcdonalds-national-figures.csv";

const COLUMNS = ["kind", "item", "value", "unit", "effective", "published", "source", "source_url", "note", "reliability"] as const;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** The month a figure took effect, where `effective` starts with one ("2024-05", "2025-09-08"); a bare year or a quarter names none. */
export function effectiveMonth(effective: string): string | undefined {
  return /^(\d{4}-(0[1-9]|1[0-2]))(\b|-)/.exec(effective)?.[1];
}

export function deriveNationalFigures(csv: string): NationalFigure[] {
  const file = NATIONAL_FIGURES;
  const out: NationalFigure[] = [];
  for (const row of readCsv(file, csv, COLUMNS)) {
    const reliability = textCell(file, row, "reliability");
    if (reliability !== "high" && reliability !== "medium" && reliability !== "low")
      throw new Error(`${file}: line ${row.line}: column reliability: "${reliability}" must be high, medium or low`);
    if (reliability === "low") continue;
    const kind = textCell(file, row, "kind");
    if (!(NATIONAL_FIGURE_KINDS as readonly string[]).includes(kind))
      throw new Error(`${file}: line ${row.line}: column kind: "${kind}" must be one of ${NATIONAL_FIGURE_KINDS.join(", ")}`);
    const raw = row.cells.value.trim();
    const effective = textCell(file, row, "effective");
    const month = effectiveMonth(effective);
    const opt = (column: (typeof COLUMNS)[number]) => row.cells[column].trim() || undefined;
    out.push({
      kind: kind as NationalFigure["kind"],
      item: textCell(file, row, "item"),
      ...(raw === "" ? {} : NUMBER.test(raw) ? { value: Number(raw) } : { valueText: raw }),
      unit: opt("unit"),
      effective,
      month,
      published: opt("published"),
      source: textCell(file, row, "source"),
      sourceUrl: textCell(file, row, "source_url"),
      note: opt("note"),
      reliability,
    });
  }
  return out;
}

export const nationalFiguresImport: ImportModule = {
  name: "The chain's national figures, deals and events",
  sources: [NATIONAL_FIGURES],
  output: "nationalFigures",
  derive: (read) => deriveNationalFigures(read(NATIONAL_FIGURES)),
};
