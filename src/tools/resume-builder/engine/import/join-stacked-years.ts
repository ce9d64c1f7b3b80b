import { findDates, isOpenEnd } from './parse-dates';
import type { ResumeLine } from './resume-line';

// Some HTML and LaTeX résumés stack an item's years in a narrow left margin, one above the other with a
// bar or a dash between them: "2019" beside the title, "|" beside the second title line, "present" under
// it. Read line by line, the title takes the start year, the bar is the second line's first word and the
// end is a line of its own, read as the item's text. The three are put back together: the title line gets
// the range ("2019 – present ⇥ Title"), the bar goes, and so does the end's line.

/** A cell of nothing but one date: "2019", "Mar 2021". */
const isOneDate = (cell: string) => {
  const dates = findDates(cell);
  return dates !== undefined && dates.endDate === undefined && !dates.ongoing && dates.rest.replace(/[^\p{L}\d]/gu, '') === '';
};
/** What stands between the two years: a bar, a dash, "to". */
const JOINER = /^(?:[|¦│–—-]|to)$/i;

export function joinStackedYears(lines: ResumeLine[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const [bar, end] = [lines[index + 1], lines[index + 2]];
    const tab = line.text.indexOf('\t');
    const start = tab > 0 ? line.text.slice(0, tab).trim() : '';
    const barTab = bar?.text.indexOf('\t') ?? -1;
    const bodyX = line.cellX?.[0];
    const stacked =
      !line.bullet &&
      start !== '' &&
      isOneDate(start) &&
      bar !== undefined &&
      barTab > 0 &&
      JOINER.test(bar.text.slice(0, barTab).trim()) &&
      end !== undefined &&
      !end.bullet &&
      (isOneDate(end.text.trim()) || isOpenEnd(end.text)) &&
      // The end stands in the margin, left of the title's text.
      (bodyX === undefined || end.x === undefined || end.x < bodyX);
    if (!stacked) {
      out.push(line);
      continue;
    }
    const rest = bar.text.slice(barTab + 1);
    out.push({ ...line, text: `${start} – ${end.text.trim()}${line.text.slice(tab)}` });
    out.push({ ...bar, text: rest, ...(bar.cellX ? { cellX: bar.cellX.slice(1), x: bar.cellX[0] } : {}) });
    index += 2;
  }
  return out;
}
