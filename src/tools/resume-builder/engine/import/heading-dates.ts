import { findSectionKey } from './find-sections';
import { findDates } from './parse-dates';
import type { ResumeLine } from './resume-line';

/**
 * "EDUCACIÓN (03/2019-EN CURSO)", "EXPERIENCIA (10/2022-05/2023)" (a one-item section with its dates in the heading):
 * the heading is the words before the brackets, and the dates go to the section's first line, set right as a
 * title's dates are. Only brackets that hold nothing but dates, after a known heading, are read so.
 */
export function liftHeadingDates(lines: ResumeLine[]): ResumeLine[] {
  const out = lines.map((line) => ({ ...line }));
  out.forEach((line, index) => {
    const match = /^(.+?)\s*\(([^()]+)\)\s*$/.exec(line.text);
    if (!match || line.bullet || findSectionKey({ text: match[1]! }) === undefined) return;
    const dates = findDates(match[2]!);
    if (!dates || /\p{L}{2,}/u.test(dates.rest) || findDates(match[2]!.replace(/\s+/g, '')) === undefined) return;
    const next = out[index + 1];
    if (!next || findSectionKey(next) !== undefined || findDates(next.text)) return;
    line.text = match[1]!.trim();
    next.text = `${next.text}\t${match[2]!.trim()}`;
  });
  return out;
}
