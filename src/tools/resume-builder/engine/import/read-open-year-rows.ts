import type { ResumeLine } from './resume-line';

// A CV set as a table of rows, "2020 - ⇥ PhD ⇥ Economics ⇥ University of Texas at Austin" over "2023 ⇥ MS en
// Passant ⇥ Economics ⇥ University of Texas at Austin" (latex-cv-with-biblatex): "2020 -" with nothing after the
// dash is a range still open. Unread, the row had no dates and the next row's year became its end. The open
// dash is read as running to the present, but only when the row under it is a full row of its own (as many
// cells, its first a year): a stacked end ("2013 –" over "2018") stands alone under its start.

const OPEN_YEAR = /^((?:19|20)\d\d)\s*[-–—]$/;
const YEAR = /^(?:19|20)\d\d(?:\s*[-–—]\s*(?:(?:19|20)\d\d)?)?$/;

const cellsOf = (line: ResumeLine) => line.text.split('\t').map((cell) => cell.trim());

export function readOpenYearRows(lines: ResumeLine[]): ResumeLine[] {
  return lines.map((line, index) => {
    const cells = cellsOf(line);
    const open = OPEN_YEAR.exec(cells[0] ?? '');
    const below = lines[index + 1];
    if (!open || line.bullet || cells.length < 3 || !below) return line;
    const under = cellsOf(below);
    if (under.length !== cells.length || !YEAR.test(under[0]!)) return line;
    return { ...line, text: [`${open[1]} – present`, ...cells.slice(1)].join('\t') };
  });
}
