import { findDates } from './parse-dates';
import { ORG_WORDS, ROLE_WORDS } from './read-entry-head';
import type { ResumeLine } from './resume-line';

// Awesome-CV's \cventry{role}{employer}{place}{dates} turned into Word by pandoc (and saved again) comes out as
// one run of plain text: "Software Engineer E.SUN BANK Taipei, Taiwan Jun. 2018 - Mar. 2020", nothing between
// the four parts. Read as it is, the whole run became the employer. Here the dates and a closing "Town,
// Country" are cut off, and the role is the opening words up to the last role's word ("Assistant Project
// Manager", "School Ambassador, Software Engineer"); what follows is the employer. The line is then recast as
// the two title lines the entry reader knows ("Employer ⇥ Place" over "Role ⇥ Dates").

/** A town of one word and a country or region of one or two: "Taipei, Taiwan", "Austin, Texas" (or "Remote", below). */
const TRAILING_PLACE = /\s(\p{Lu}[\p{L}'-]+,\s\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?)$/u;
/** Anything that already parts a title line: the entry reader handles those. */
const SEPARATED = /\s[—–|·•@]\s|\s-\s|\sat\s/u;

type RunOn = { role: string; employer: string; place?: string; dates: string };

/** Splits one run-on title line, or returns undefined when any part is unsure. */
export function splitRunOnHead(text: string): RunOn | undefined {
  const found = findDates(text);
  // A tab (a wide gap on a PDF line) or a comma before the dates already parts the line: the entry reader handles it.
  if (!found || text.includes('\t')) return undefined;
  const before = found.rest.trim();
  if (SEPARATED.test(before) || before.endsWith(',')) return undefined;
  // The dates must close the line: what the date reader cut out is the line's tail.
  if (!text.startsWith(before)) return undefined;
  const dates = text.slice(before.length).trim();
  const place = TRAILING_PLACE.exec(before) ?? /\s(Remote|Hybrid|On-?site)$/iu.exec(before);
  const title = place ? before.slice(0, place.index).trim() : before;
  const words = title.split(' ');
  // The last word that names a role, counted in capitalised words from the start ("Full-Stack Developer").
  let cut = -1;
  for (let index = 0; index < words.length - 1; index += 1) {
    const word = words[index]!.replace(/,$/, '');
    if (!/^[\p{Lu}&(]/u.test(word) && !/^(?:of|and|in|for|to|&)$/.test(word)) break;
    if (ROLE_WORDS.test(word) && !ORG_WORDS.test(word)) cut = index;
  }
  if (cut < 0) return undefined;
  const role = words.slice(0, cut + 1).join(' ').replace(/,$/, '');
  const employer = words.slice(cut + 1).join(' ');
  // The employer names no role itself and opens with a capital or a digit ("3M", "E.SUN BANK").
  if (!/^[\p{Lu}\d]/u.test(employer) || ROLE_WORDS.test(employer.replace(ORG_WORDS, ''))) return undefined;
  return { role, employer, place: place?.[1], dates };
}

/**
 * Recasts a job section's run-on title lines. Only a section where two lines or more split so is changed:
 * one such line among others is more likely a sentence that happens to end with a year.
 */
export function splitRunOnHeads(lines: ResumeLine[]): ResumeLine[] {
  const split = lines.map((line) => (line.heading || line.bullet ? undefined : splitRunOnHead(line.text)));
  if (split.filter(Boolean).length < 2) return lines;
  return lines.flatMap((line, index) => {
    const item = split[index];
    if (!item) return [line];
    return [{ text: item.place ? `${item.employer}\t${item.place}` : item.employer }, { text: `${item.role}\t${item.dates}` }];
  });
}
