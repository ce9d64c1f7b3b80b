import { findDates } from './parse-dates';
import type { ResumeLine } from './resume-line';

// pandoc's ConTeXt CV sets each item's dates in a narrow left margin, where a long range wraps: "2022 – cur-" over
// "rently", "2021 – Jul" over "2022". Read line by line, the range has no end (or "cur-" for one) and the end's
// piece is a line of its own, read as text. The piece is put back on the margin cell when it is the only thing
// on its line and stands at the margin cell's own left edge.

const OPEN_RANGE = /^(.*\d{4}\s*[-–—]\s*)(\p{L}{0,12}-?)$/u;

export function joinWrappedMarginDates(lines: ResumeLine[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const below = lines[index + 1];
    const tab = line.text.indexOf('\t');
    const cell = tab > 0 ? line.text.slice(0, tab).trim() : undefined;
    const open = cell ? OPEN_RANGE.exec(cell) : null;
    const piece = below?.text.trim() ?? '';
    const aligned = below !== undefined && !below.bullet && !below.text.includes('\t') && below.x !== undefined && line.x !== undefined && Math.abs(below.x - line.x) < 1;
    if (!open || !aligned || piece.length > 12 || !/^[\p{L}\d]+$/u.test(piece)) {
      out.push(line);
      continue;
    }
    const tail = open[2]!;
    const joined = tail.endsWith('-') ? `${open[1]}${tail.slice(0, -1)}${piece}` : `${open[1]}${tail}${tail ? ' ' : ''}${piece}`;
    // Only a join that makes a whole range is kept: "2021 – Jul 2022", "2022 – currently".
    const dates = findDates(joined.replace(/\bcurrently$/i, 'present'));
    if (!dates || (!dates.endDate && !dates.ongoing)) {
      out.push(line);
      continue;
    }
    out.push({ ...line, text: `${joined.replace(/\bcurrently$/i, 'present')}${line.text.slice(tab)}` });
    index += 1;
  }
  return out;
}
