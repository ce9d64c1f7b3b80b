import { findDates } from './parse-dates';
import type { ResumeLine } from './resume-line';

// R Markdown's Word CVs (and other hand-typed Word files) write each item as one list line that opens with its
// dates: "Aug 2008 - Present, Research Ecologist, U.S. Environmental Protection Agency, Atlantic Ecology
// Division, Narragansett, RI", its description as the plain paragraph under it. Read as a bullet it becomes a
// highlight of nothing. Here such a line is recast as the two title lines a template sets ("Organisation ⇥
// Place" over "Role ⇥ Dates"), which the entry reader already knows.

/** "Narragansett, RI", "Research Triangle Park, NC": a town and a US state's or Canadian province's code. */
const TOWN_AND_STATE = /^(.+?),\s*(\p{Lu}[\p{L}.' -]*,\s*[A-Z]{2})$/u;
/** An honour set between a degree and its school ("Magna Cum Laude", "with Distinction") is neither. */
const HONOUR = /^(?:summa|magna)?\s*cum laude$|^(?:with )?(?:high(?:est)? )?(?:honou?rs|distinction|merit)$/i;

type DateFirst = { dates: string; first: string; rest: string[]; place?: string };

function readDateFirst(text: string): DateFirst | undefined {
  const match = /^(.{4,40}?),\s+(.+)$/.exec(text);
  if (!match) return undefined;
  const [, dateText, after] = match as unknown as [string, string, string];
  const dates = findDates(dateText);
  // The opening cell must be nothing but the dates: "2004", "May 2006 – July 2008".
  if (!dates || /\p{L}{3,}/u.test(dates.rest.replace(/\b(?:present|current|now)\b/gi, ''))) return undefined;
  const place = TOWN_AND_STATE.exec(after);
  const pieces = (place ? place[1]! : after).split(/,\s+/).filter((piece) => !HONOUR.test(piece.trim()));
  if (pieces.length < 2) return undefined;
  return { dates: dateText.trim(), first: pieces[0]!, rest: pieces.slice(1), place: place?.[2] };
}

/**
 * Recasts a section's date-first lines as title lines. Only a section where two lines or more open so, each
 * with a role or degree and an organisation after the dates, is changed; any other line stays as it was.
 */
export function readDateFirstLines(lines: ResumeLine[]): ResumeLine[] {
  const read = lines.map((line) => (line.heading ? undefined : readDateFirst(line.text)));
  if (read.filter(Boolean).length < 2) return lines;
  return lines.flatMap((line, index) => {
    const item = read[index];
    if (!item) return [line];
    const organisation = item.rest.join(', ');
    return [
      { text: item.place ? `${organisation}\t${item.place}` : organisation },
      { text: `${item.first}\t${item.dates}` },
    ];
  });
}
