import { DEGREE } from './read-entry-head';

// "Prácticas universitarias: Vidext", "Master: IA, Imagen Digital", "Otros: Editor de imagen, Profesor . . .":
// a short label before a colon on an item's title says what kind of item it is; what follows is the item.

const LABELLED = /^(\p{L}[\p{L}.'-]*(?: [\p{L}.'-]+){0,2}):\s+(\S.*)$/u;
/** "Others:" heads a line of odd jobs: the line is the roles, the label no part of them. */
const OTHERS = /^(?:others?|otros|otras|outros|outras|autres|andere|sonstiges|altri|altro)$/i;
/** An ellipsis that says the list goes on (". . ."), no word of the list. */
const TRAILING_ELLIPSIS = /\s*(?:\.\s?){2,}\.?$|\s*…$/u;
const SHORT_NAME = /^\p{Lu}[\p{L}\p{N}&.'-]*(?: [\p{L}\p{N}&.'-]+){0,3}$/u;

/** A job's title part: the label is the role when a short name follows it, and dropped when it says "Others". */
export function splitWorkLabel(part: string): string[] {
  const match = LABELLED.exec(part);
  if (!match) return [part];
  const [, label, value] = match as unknown as [string, string, string];
  const items = value.replace(TRAILING_ELLIPSIS, '').trim();
  if (OTHERS.test(label)) return [items];
  return SHORT_NAME.test(items) && !items.includes(',') ? [label, items] : [part];
}

/** A school's title part: "Degree: field" gives both; "Erasmus: field" (a one-word programme) gives the field. */
export function splitSchoolLabel(part: string): string[] {
  const match = LABELLED.exec(part);
  if (!match) return [part];
  const [, label, value] = match as unknown as [string, string, string];
  if (DEGREE.test(label) && DEGREE.exec(label)!.index === 0) return [label, value.replace(TRAILING_ELLIPSIS, '').trim()];
  return !label.includes(' ') && /^\p{Lu}/u.test(label) && !/\d/.test(value) && !/^(?:gpa|cgpa|grade|score|note|nota|thesis|tesis|thèse|advisor|supervisor|courses|coursework|minor|major)$/i.test(label) ? [value.trim()] : [part];
}
