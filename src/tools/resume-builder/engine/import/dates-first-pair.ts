import { findDates } from './parse-dates';

// "Postgraduate Degree in Applied Data Engineering ⇥ 02/2026 – 02/2027" over "Lonestar Institute of Technology ⇥
// In Progress" (ats-friendly-latex-cv): each item is its dated title line first, then its organisation's line with a
// place or a status at the right. The usual reading (Awesome-CV's "Organisation ⇥ Place" over "Role ⇥ Dates")
// carried each school's line into the next degree, so every school stood one item off.

const rightCell = (line: string) => (line.includes('\t') ? line.slice(line.lastIndexOf('\t') + 1).trim() : undefined);
const leftCell = (line: string) => line.slice(0, line.indexOf('\t')).trim();

/**
 * True when the item so far is one "title ⇥ dates" line, the line under it an undated "name ⇥ place or status",
 * and the line after that again "title ⇥ dates" (or the section's end): the undated line closes this item
 * instead of opening the next.
 */
export function closesDatesFirstPair(dated: string, under: string, next: string | undefined): boolean {
  const datesOnly = (cell: string | undefined) => cell !== undefined && findDates(cell) !== undefined && !/\p{L}{3,}/u.test(findDates(cell)!.rest.replace(/\b(?:present|current|now)\b/gi, ''));
  const underCell = rightCell(under);
  return (
    datesOnly(rightCell(dated)) &&
    (next === undefined || datesOnly(rightCell(next))) &&
    underCell !== undefined &&
    findDates(underCell) === undefined &&
    findDates(leftCell(under)) === undefined &&
    underCell.split(/\s+/).length <= 4
  );
}
