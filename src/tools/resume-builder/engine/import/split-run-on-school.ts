import { findDates } from './parse-dates';
import { DEGREE } from './read-entry-head';
import type { ResumeLine } from './resume-line';

// The school line of Awesome-CV's Word output saved as one run (split-run-on-heads.ts reads its jobs):
// "B.S. in Computer Science and Information Engineering NCKU (National Cheng Kung University) Tainan, Taiwan Sep.
// 2012 - Jun. 2016". Read as it stood, the field took the school's name and the town. Only the sure shape is read:
// a degree first, and the school as a short name in capitals with its full name in brackets.

const SCHOOL = /^(.+?)\s(\p{Lu}[\p{Lu}\d&-]{1,9}\s\([^()]*\b(?:University|College|Institute|School|Academy|Polytechnic)\b[^()]*\))(?:\s(\p{Lu}[\p{L}'-]+,\s\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?))?$/u;

export function splitRunOnSchool(line: ResumeLine): ResumeLine[] {
  if (line.bullet || line.heading || line.text.includes('\t')) return [line];
  const found = findDates(line.text);
  const before = found?.rest.trim();
  if (!found || !before || !line.text.startsWith(before)) return [line];
  const match = SCHOOL.exec(before);
  if (!match || !DEGREE.test(match[1]!) || DEGREE.exec(match[1]!)!.index !== 0) return [line];
  const dates = line.text.slice(before.length).trim();
  const [, degree, school, place] = match as unknown as [string, string, string, string | undefined];
  return [{ text: place ? `${school}\t${place}` : school }, { text: `${degree}\t${dates}` }];
}

export function splitRunOnSchools(lines: ResumeLine[]): ResumeLine[] {
  return lines.flatMap(splitRunOnSchool);
}
