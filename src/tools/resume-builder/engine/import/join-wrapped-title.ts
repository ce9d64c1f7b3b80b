import { findDates } from './parse-dates';

/**
 * "PHD RESEARCHER at Cells in Motion- International Max-Planck" over "Research School (Münster, Germany) ⇥ 2018.10–2024.09"
 * (a narrow right column): one title "Role at Employer (Town, Country)" wrapped onto the line of its dates. The two
 * lines are joined when the first has no cell and no dates and either leaves a bracket open ("… (Sheffield," over
 * "England (Remote)) ⇥ dates") or reads "Role at …", and the second ends its text with the bracketed place.
 * "Software Engineer" over "Acme Corp (Berlin) ⇥ 2019" (a role, then its employer) has no "at" and stays two lines.
 * A second line that opens with "of" before a capital ("of Münster.") finishes the name the first broke.
 */
export function joinWrappedTitle(head: string[]): string[] {
  if (head.length < 2) return head;
  const [first, second, ...rest] = head as [string, string, ...string[]];
  if (first.includes('\t') || findDates(first) || !second.includes('\t')) return head;
  const text = second.slice(0, second.lastIndexOf('\t')).trim();
  const cell = second.slice(second.lastIndexOf('\t') + 1).trim();
  if (!findDates(cell)) return head;
  const opened = (first.match(/\(/g) ?? []).length > (first.match(/\)/g) ?? []).length;
  const roleAt = /^\S.*\s(?:at|@)\s+\p{Lu}/u.test(first) && /\([\p{Lu}][^()]*\)$/u.test(text);
  // "DOCTORAL DEGREE IN BIOLOGY Department of Biology. University" over "of Münster. ⇥ 2018 –2024": a line that opens
  // with "of" or "and" goes on with the name the line above broke.
  const continued = /^(?:of|and|for|de|du|des|der|für)\s+\p{Lu}/u.test(text) && /\p{Lu}\p{Ll}+$/u.test(first.trim());
  if (!(/\)$/.test(text) && (opened || roleAt)) && !continued) return head;
  return [`${first.trim()} ${text}\t${cell}`, ...rest];
}

/**
 * "Science to Data Science - (Sheffield, England (Remote))": a dash before the bracketed place and a work mode inside its
 * brackets; read as "Science to Data Science (Sheffield, England)".
 */
export function tidyBracketedPlace(text: string): string {
  return text.replace(/\s*\((?:remote|hybrid|on-?site)\)(?=\))/i, '').replace(/\s+[-–—]\s+(\([\p{Lu}][^()]*\))\s*$/u, ' $1');
}
