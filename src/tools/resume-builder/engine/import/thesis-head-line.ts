import { findDates } from './parse-dates';

const THESIS_LABEL = /^\s*(?:thesis|dissertation|master'?s thesis|ph\.?d\.? thesis|supervisors?|advisors?|advisers?)\s*:/i;

/**
 * "Ph.D. in Field at School ⇥ Town" over "Thesis: Its title. ⇥ Nov 2014 – Nov 2018" (a school item whose dates
 * stand right of the thesis line): the thesis title is no school, field or degree; only the line's dates are the
 * item's. A labelled thesis or supervisor line in the head keeps its cells that hold dates, and no more.
 */
export function keepDatesOfThesisLines(head: string[]): string[] {
  return head.flatMap((line) => {
    if (!THESIS_LABEL.test(line)) return [line];
    const dated = line.split('\t').slice(1).filter((cell) => findDates(cell));
    return dated.length > 0 ? [dated.join('\t')] : [];
  });
}

const DEGREE_AT_SCHOOL = /^(.+?\s(?:in|of)\s.+?)\s+at\s+(\p{Lu}.+)$/u;
const SCHOOL_WORD = /\b(?:university|college|institute|school|academy|polytechnic)\b/i;

/** "Ph.D. in Computer Engineering at The University of Birmingham": the degree and field, then the school. */
export function splitDegreeAtSchool(part: string, isDegree: (text: string) => boolean): string[] {
  const match = DEGREE_AT_SCHOOL.exec(part);
  if (!match || !isDegree(match[1]!) || !SCHOOL_WORD.test(match[2]!)) return [part];
  return [match[1]!.trim(), match[2]!.trim()];
}

const CAPTION_CELL = /^(?:qualifications?|degrees?|grades?|dates?|years?|institutions?|schools?|universit(?:y|ies)|fields?|subjects?|programmes?|programs?|results?|gpa|location|place)$/i;

/**
 * "Qualification ⇥ Grade ⇥ Date ⇥ Institution" (a table's header row over its rows, linked-cv): a line whose every
 * cell is a column's caption names no school, field or degree.
 */
export function dropCaptionRows(head: string[]): string[] {
  return head.filter((line) => {
    const cells = line.split('\t').map((cell) => cell.trim()).filter(Boolean);
    return !(cells.length >= 2 && cells.every((cell) => CAPTION_CELL.test(cell)));
  });
}
