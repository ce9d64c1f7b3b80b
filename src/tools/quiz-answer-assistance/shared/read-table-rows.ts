// A quiz copied out of a table (a Word or Google Docs grid, s32): one row a line, cells apart by tabs. Read before the
// quiz is split. No imports: the page bundles this with split-quiz.ts.

/** A row's first cell: the question's number ("1", "2.", "3)"). */
const NUMBER_CELL = /^\s*(\d{1,3})\s*[.)]?\s*$/;
/** A heading row: a cell says "Question" (the others "No.", "A", "B", "Answer"…). */
const HEADING_CELL = /^\s*(?:questions?|question\s+text)\s*$/i;
const LETTERS = 'ABCDEFGHIJ';

/**
 * Lines as the splitter should read them, when at least two lines are rows that open on a number cell followed by a
 * question cell: each such row written as "N. question" with its other filled cells as "A) …", "B) …" (an empty cell is
 * no option), a blank line between rows; a heading row, and any line above it that is no row (the table's title), dropped.
 */
export function readTableRows(lines: string[]): string[] {
  const cells = lines.map((line) => (line.includes('\t') ? line.split('\t') : null));
  const isRow = (row: string[] | null) => row !== null && row.length >= 2 && NUMBER_CELL.test(row[0]!) && row[1]!.trim() !== '';
  if (cells.filter(isRow).length < 2) return lines;
  const heading = cells.findIndex((row) => row !== null && row.some((cell) => HEADING_CELL.test(cell)));
  const out: string[] = [];
  cells.forEach((row, i) => {
    if (i === heading || (heading > i && row === null)) return;
    if (!row || !isRow(row)) {
      out.push(lines[i]!);
      return;
    }
    if (out.length > 0 && out[out.length - 1]!.trim() !== '') out.push('');
    out.push(`${NUMBER_CELL.exec(row[0]!)![1]}. ${row[1]!.trim()}`);
    const options = row.slice(2).map((cell) => cell.trim()).filter((cell) => cell !== '');
    if (options.length <= LETTERS.length) options.forEach((option, k) => out.push(`${LETTERS[k]}) ${option}`));
  });
  return out;
}
