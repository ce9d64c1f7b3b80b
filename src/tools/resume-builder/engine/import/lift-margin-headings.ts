import { findSectionKey } from './find-sections';

type RowRun = { text: string; x: number; y: number; width: number; size: number; heading?: boolean };

/**
 * Section headings in a left margin, set larger than the text and aligned by their top with the section's
 * first line (JSON Resume's macchiato, many HTML themes printed from a browser), stand a little lower on
 * the page than that line: read top to bottom, "Experience" comes after the first job's title line, which
 * then ends the previous section. A heading row is put back before the row it belongs beside when
 *  - it is one run, a known heading or one marked as such, and the row above stands right of it (body text);
 *  - that row is less than a line and a half above it;
 *  - and that row starts a block: the space above it is wider than the space down to the heading, so it is
 *    the section's first line, not the previous section's last.
 * Rows are given top to bottom, each a list of runs on one baseline.
 */
export function liftMarginHeadings<T extends RowRun>(rows: T[][]): T[][] {
  const out = [...rows];
  for (let index = 1; index < out.length; index += 1) {
    const row = out[index]!;
    if (row.length !== 1) continue;
    const heading = row[0]!;
    if (heading.heading !== true && findSectionKey({ text: heading.text.trim() }) === undefined) continue;
    const above = out[index - 1]!;
    const first = above.reduce((left, run) => (run.x < left.x ? run : left));
    if (first.x <= heading.x + heading.width) continue;
    const drop = first.y - heading.y;
    if (drop <= 0 || drop >= Math.max(heading.size, first.size) * 1.5) continue;
    const before = out[index - 2];
    if (before && before[0]!.y - first.y <= drop) continue;
    out[index - 1] = row;
    out[index] = above;
  }
  return out;
}
