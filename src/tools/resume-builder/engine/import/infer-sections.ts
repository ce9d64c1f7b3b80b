import { findSectionKey } from './find-sections';
import { findDates } from './parse-dates';
import { DEGREE, ROLE_WORDS } from './read-entry-head';
import type { ResumeLine } from './resume-line';

// A resume whose section headings were lost on the way (Awesome-CV's \cvsection, which pandoc does not know, is
// dropped from its Word output) had no section at all, so nothing but a wrong name was imported. When no line is
// a heading, the rows that still show their parts say what they are: "Label ⇥ a, b, c" rows are skills, and
// "Role ⇥ Employer ⇥ Place ⇥ Dates" rows jobs, "Degree ⇥ School ⇥ … ⇥ Year" schools, a certificate's row a
// certificate. A heading is put before the first row of each run; a paragraph above them all is the summary.

type Kind = 'Summary' | 'Skills' | 'Experience' | 'Education' | 'Certificates';

const CERTIFICATE = /\b(?:certificat(?:e|ion)|fundamentals|course)\b/i;

function kindOf(line: ResumeLine): Kind | undefined {
  if (line.bullet || !line.text.includes('\t')) return undefined;
  const cells = line.text.split('\t').map((cell) => cell.trim());
  const last = cells.at(-1)!;
  const datesOnly = findDates(last) !== undefined && !/\p{L}{3,}/u.test(findDates(last)!.rest.replace(/\b(?:present|current|now)\b/gi, ''));
  if (cells.length >= 3 && datesOnly) {
    if (CERTIFICATE.test(cells[0]!)) return 'Certificates';
    if (DEGREE.test(cells[0]!)) return 'Education';
    if (ROLE_WORDS.test(cells[0]!)) return 'Experience';
    return undefined;
  }
  if (cells.length === 2 && cells[0]!.split(/\s+/).length <= 3 && (cells[1]!.match(/[,;]/g) ?? []).length >= 2) return 'Skills';
  return undefined;
}

/** The lines with headings put in, or the lines as they are when any heading is there or no row says its kind. */
export function inferSections(lines: ResumeLine[]): ResumeLine[] {
  if (lines.some((line) => line.heading || findSectionKey(line) !== undefined)) return lines;
  const kinds = lines.map(kindOf);
  const first = kinds.findIndex(Boolean);
  // Two rows of a kind at least, or a single guess would name a section.
  if (first < 0 || kinds.filter(Boolean).length < 2) return lines;
  const out: ResumeLine[] = [];
  let current: Kind | undefined;
  lines.forEach((line, index) => {
    const kind = kinds[index];
    if (index === 0 && first > 0 && !line.text.includes('\t') && line.text.length > 120) {
      out.push({ text: 'Summary', heading: true });
      current = 'Summary';
    }
    if (kind && kind !== current) {
      out.push({ text: kind, heading: true });
      current = kind;
    }
    out.push(line);
  });
  return out;
}
