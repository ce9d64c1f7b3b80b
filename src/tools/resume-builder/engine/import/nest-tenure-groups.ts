import { findDates } from './parse-dates';
import type { ResumeLine } from './resume-line';

// LinkedIn's layout (typst linked-cv): the employer's name, the time spent there under it ("1 yr 9 mos"), then
// each role held there as "Role ⇥ May 2025 — current" with a product or team line under it ("GPT-4"). Read as
// they stand, the tenure became the first role's employer and each product line the next role's. The tenure
// line says the line above it is an employer: it is taken out with that line, and every dated role after it,
// up to the next employer, carries the employer's name (as nest-grouped-roles.ts does for another layout); the
// product line under a role becomes its first highlight.

const TENURE = /^(?:\d+\s+(?:yrs?|years?)(?:\s+\d+\s+(?:mos?|months?))?|\d+\s+(?:mos?|months?))$/i;

/** True for a line that is only a tenure: "1 yr 9 mos", "5 mos", "2 yrs". */
export function isTenureLine(line: ResumeLine | undefined): boolean {
  return line !== undefined && !line.bullet && !line.heading && TENURE.test(line.text.trim());
}

/** A role's own line: "Role ⇥ dates" with the dates in the last cell. */
const isDatedTitle = (line: ResumeLine) => !line.bullet && line.text.includes('\t') && findDates(line.text.slice(line.text.lastIndexOf('\t') + 1)) !== undefined;

export function nestTenureGroups(lines: ResumeLine[]): ResumeLine[] {
  if (!lines.some((line) => isTenureLine(line))) return lines;
  const out: ResumeLine[] = [];
  let employer: string | undefined;
  for (const [index, line] of lines.entries()) {
    if (isTenureLine(line)) continue;
    const next = lines[index + 1];
    if (isTenureLine(next) && !line.bullet && !line.text.includes('\t')) {
      employer = line.text.trim();
      continue;
    }
    if (line.heading) employer = undefined;
    // The product or team line under a role ("GPT-4", "GitHub Copilot") is kept as the role's first highlight.
    const previous = out.at(-1);
    if (employer && previous?.employer === employer && isDatedTitle(previous) && !line.text.includes('\t') && line.text.trim().split(/\s+/).length <= 4 && !findDates(line.text)) {
      out.push({ ...line, bullet: true });
      continue;
    }
    out.push(employer && isDatedTitle(line) ? { ...line, employer } : line);
  }
  return out;
}
