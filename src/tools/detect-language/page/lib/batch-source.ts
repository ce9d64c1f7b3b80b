import type { CsvTable } from './parse-csv';

/** One text of a batch and where it came from, for the results table. */
export interface BatchEntry {
  text: string;
  /** "Line 3", a file name or "Row 12". */
  source: string;
}

export interface LoadedFile {
  name: string;
  text: string;
}

export interface LoadedCsv {
  fileName: string;
  table: CsvTable;
  column: number;
}

/** Non-blank lines, each one text. */
export function entriesFromLines(value: string): BatchEntry[] {
  return value
    .split(/\r?\n/)
    .map((line, index) => ({ text: line.trim(), source: `Line ${index + 1}` }))
    .filter((entry) => entry.text !== '');
}

export function entriesFromFiles(files: readonly LoadedFile[]): BatchEntry[] {
  return files.filter((file) => file.text.trim() !== '').map((file) => ({ text: file.text, source: file.name }));
}

/** The chosen column's non-blank cells; rows are numbered as a spreadsheet shows them (header = row 1). */
export function entriesFromCsv(csv: LoadedCsv, hasHeader: boolean): BatchEntry[] {
  const rows = hasHeader ? csv.table.rows : [csv.table.headerRow, ...csv.table.rows];
  const firstRow = hasHeader ? 2 : 1;
  return rows
    .map((row, index) => ({ text: (row[csv.column] ?? '').trim(), source: `Row ${index + firstRow}` }))
    .filter((entry) => entry.text !== '');
}
