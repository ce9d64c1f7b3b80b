import { findDates, type FoundDates } from './parse-dates';
import { LOCATION } from './read-entry-head';
import type { ResumeLine } from './resume-line';

// Several roles held at one organisation are often set under it: the organisation's line with its whole
// span set right ("Acme Corp, Springfield ⇥ Jun 2018 – Present"), then each role on a line of its own
// with its own dates run into the text ("Senior Engineer, Springfield, IL, Jan 2022 – Present"), each
// followed by its bullets. Read as they stand, the organisation's line is an item of its own (with the
// span as its dates) and every role an item with no employer. Each role is its own item under the
// organisation: the organisation's line is taken out (its span is no role's) and every role line carries
// the organisation's name, without the place after it ("Acme Corp") or a web address after a dash.

/** The dates set right after a line's last wide gap, when that cell holds nothing else. */
function placedDates(line: ResumeLine): FoundDates | undefined {
  if (line.bullet) return undefined;
  const at = line.text.lastIndexOf('\t');
  if (at < 0) return undefined;
  const dates = findDates(line.text.slice(at + 1));
  return dates && dates.rest.replace(/[^\p{L}\d]/gu, '') === '' ? dates : undefined;
}

/** ", Jan 2022 – Present", ", Jul 2017", ", 2011 – 2013" closing a line. */
const DATES_AFTER_COMMA = /,\s*(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d\d(?:\s*[-–—]\s*(?:(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d\d|present|current|now|today))?\s*$/iu;

/** Dates run into the line's text after a comma, with no wide gap: how a nested role carries its own. */
function inlineDates(line: ResumeLine): FoundDates | undefined {
  if (line.bullet || line.heading || line.text.includes('\t') || line.text.length > 120 || !DATES_AFTER_COMMA.test(line.text)) return undefined;
  const dates = findDates(line.text);
  return dates?.startDate && dates.rest.trim() ? dates : undefined;
}

const within = (inner: FoundDates, outer: FoundDates) => {
  const start = (date: string | undefined) => date ?? '';
  if (!outer.startDate || start(inner.startDate) < outer.startDate) return false;
  // An open span takes any later role; a closed one, roles that start before it ends (a year keeps its months).
  return outer.ongoing || !outer.endDate || start(inner.startDate).slice(0, outer.endDate.length) <= outer.endDate;
};

/** "Acme Corp, Springfield, IL" → "Acme Corp"; "Acme – acme.org" → "Acme". */
function nameOf(title: string): string {
  const name = title.replace(/\t.*$/, '').replace(/\s+[–—-]\s+(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)+\/?\S*$/, '').trim();
  const comma = name.indexOf(',');
  return comma > 0 && LOCATION.test(name.slice(comma + 1).trim()) ? name.slice(0, comma).trim() : name;
}

export function nestGroupedRoles(lines: ResumeLine[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  let group: { employer: string; span: FoundDates } | undefined;
  for (const [index, line] of lines.entries()) {
    const span = placedDates(line);
    const next = lines[index + 1];
    const nextDates = next ? inlineDates(next) : undefined;
    if (span && nextDates && within(nextDates, span)) {
      group = { employer: nameOf(line.text.slice(0, line.text.lastIndexOf('\t'))), span };
      continue;
    }
    if (line.heading || span) group = undefined;
    const dates = group ? inlineDates(line) : undefined;
    out.push(group && dates && within(dates, group.span) ? { ...line, employer: group.employer } : line);
  }
  return out;
}
