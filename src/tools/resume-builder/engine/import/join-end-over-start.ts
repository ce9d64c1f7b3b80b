import { findDates, isOpenEnd, toIsoDate } from './parse-dates';
import { markBullet, type ResumeLine } from './resume-line';

// Some LaTeX CV classes stack an item's two dates in a left margin with the end on top: "Present" (or the
// later month) beside the title, the start month beside the line under it. Read line by line, the title
// gets only the end and the line under it starts with the start. The two are put back together as one
// range on the title line ("Mar 2019 – Present ⇥ Title"), and the second line keeps its own text.
//
// A start whose dash is left open at the end of its line ("Sep 2013 –") takes the month date under it as its end.
//
// Only dates with a month are joined, and only when the later one is on top: a list of single-year items
// ("2022 ⇥ Course", "2020 ⇥ Course") is no range, nor are two dated lines beside a third.

/** The margin cell of a line: its text before the first tab, when the line has one. */
function marginCell(line: ResumeLine): string | undefined {
  const tab = line.text.indexOf('\t');
  return tab > 0 ? line.text.slice(0, tab).trim() : undefined;
}

/** "Mar 2019" alone: a date with a month and nothing else ("Jun 2018 (expected)" too: a planned end is still the end). */
function monthDate(cell: string): string | undefined {
  const dates = findDates(cell.replace(/\s*\(?\b(?:expected|anticipated)\b\)?\s*$/i, ''));
  if (!dates || dates.endDate !== undefined || dates.ongoing || dates.rest.replace(/[^\p{L}\d]/gu, '') !== '') return undefined;
  const iso = dates.startDate && toIsoDate(dates.startDate);
  return iso && /^\d{4}-\d{2}/.test(iso) ? iso : undefined;
}

function isDated(line: ResumeLine | undefined): boolean {
  const cell = line ? marginCell(line) : undefined;
  return cell !== undefined && (isOpenEnd(cell) || findDates(cell) !== undefined);
}

export function joinEndOverStart(lines: ResumeLine[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const below = lines[index + 1];
    const after = lines[index + 2];
    const top = marginCell(line);
    const bottom = below && !below.bullet ? marginCell(below) : undefined;
    const start = bottom === undefined ? undefined : monthDate(bottom);
    // "Sep 2013 –" over "Jun 2018": the start on top, its dash left open for the end under it.
    const openDash = top !== undefined && /\s*[-\u2010-\u2015\u2212]$/u.test(top) ? monthDate(top.replace(/\s*[-\u2010-\u2015\u2212]$/u, '')) : undefined;
    // "Déc. 2023—" over "Aujourd’hui": an open dash over an open end is a current item.
    const openUnder = bottom !== undefined && isOpenEnd(bottom);
    if (openDash !== undefined && ((start !== undefined && start > openDash) || openUnder) && !line.bullet) {
      const tab = line.text.indexOf('\t');
      out.push({ ...line, text: `${top} ${bottom}${line.text.slice(tab)}` });
      const rest = below!.text.slice(below!.text.indexOf('\t') + 1);
      out.push(markBullet({ ...below!, text: rest, x: below!.cellX![0], cellX: below!.cellX!.slice(1) }));
      index += 1;
      continue;
    }
    // "1935 ⇥ Experimental Brewer, …" over "1899 ⇥ Angle-Right ⇥ Design experiments" (YAAC): years alone pair too when
    // the line under goes on with a list item, which no second dated item starts with.
    const listUnder = below !== undefined && bottom !== undefined && markBullet({ ...below, text: below.text.slice(below.text.indexOf('\t') + 1) }).bullet === true;
    const yearStart = listUnder && bottom !== undefined && /^(?:1[89]|20)\d{2}$/.test(bottom) ? bottom : undefined;
    const yearEnd = yearStart !== undefined && top !== undefined && /^(?:1[89]|20)\d{2}$/.test(top) ? top : undefined;
    const end = top === undefined ? undefined : isOpenEnd(top) ? 'open' : (monthDate(top) ?? yearEnd);
    const later = (start ?? yearStart) !== undefined && end !== undefined && (end === 'open' || end > (start ?? yearStart)!);
    // A third dated line just above or below makes a list of dated items, not a pair.
    const thirdDated = isDated(after) || isDated(lines[index - 1]);
    // Both dates stand in the margin, left of where the title's text starts.
    const bodyX = line.cellX?.[0];
    const inMargin = bodyX !== undefined && below?.x !== undefined && below.cellX?.[0] !== undefined && below.x < bodyX && below.cellX[0] >= bodyX - 2;
    if (line.bullet || !later || thirdDated || !inMargin || findDates(line.text.slice(line.text.indexOf('\t') + 1)) !== undefined) {
      out.push(line);
      continue;
    }
    const tab = line.text.indexOf('\t');
    out.push({ ...line, text: `${bottom} – ${top}${line.text.slice(tab)}` });
    const rest = below!.text.slice(below!.text.indexOf('\t') + 1);
    out.push(markBullet({ ...below!, text: rest, x: below!.cellX![0], cellX: below!.cellX!.slice(1) }));
    index += 1;
  }
  return out;
}
