import { findSectionKey } from './find-sections';
import type { ResumeLine } from './resume-line';

/**
 * "Programming Skill Assessment ⇥ Skill Highlights" (html-resume: a chart's caption beside the sidebar's heading, both
 * on one baseline): a line of two cells whose second is a known heading and whose first is a short caption of words is
 * two lines, so the heading opens its section. A row with a list, a date or a sentence in its first cell is left whole.
 */
export function splitHeadingCells(lines: ResumeLine[]): ResumeLine[] {
  return lines.flatMap((line) => {
    const cells = line.text.split('\t');
    if (cells.length !== 2 || line.bullet) return [line];
    const [caption, heading] = cells.map((cell) => cell.trim()) as [string, string];
    const isCaption = /^\p{L}[\p{L}\s'&-]*$/u.test(caption) && caption.split(/\s+/).length <= 5;
    if (!isCaption || findSectionKey({ text: heading }) === undefined || findSectionKey({ text: caption }) !== undefined) return [line];
    const { cellX, ...rest } = line;
    return [{ ...rest, text: caption }, { ...rest, text: heading, ...(cellX?.[0] !== undefined ? { x: cellX[0] } : {}) }];
  });
}
