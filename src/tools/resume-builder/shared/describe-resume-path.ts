import type { Resume } from '../contract';

/** What each section's entries are called, and the field that names one (its employer, school…). */
const SECTIONS: Record<string, { entry: string; nameField: string }> = {
  work: { entry: 'job', nameField: 'name' },
  volunteer: { entry: 'volunteer role', nameField: 'organization' },
  education: { entry: 'education entry', nameField: 'institution' },
  skills: { entry: 'skill group', nameField: 'name' },
  projects: { entry: 'project', nameField: 'name' },
  awards: { entry: 'award', nameField: 'title' },
  certificates: { entry: 'certificate', nameField: 'name' },
  publications: { entry: 'publication', nameField: 'name' },
  languages: { entry: 'language', nameField: 'language' },
  interests: { entry: 'interest', nameField: 'name' },
  references: { entry: 'reference', nameField: 'name' },
};

const FIELD_WORDS: Record<string, string> = {
  name: 'name',
  email: 'e-mail',
  phone: 'phone',
  position: 'title',
  startDate: 'start date',
  endDate: 'end date',
  institution: 'school',
  organization: 'organisation',
  title: 'title',
  summary: 'summary',
  description: 'description',
  highlights: 'bullet',
  keywords: 'keyword',
  courses: 'course',
  language: 'language',
};

/**
 * A field's place in words a job seeker recognises: `work[0].highlights[2]` → "bullet 3 of your job at
 * Acme", `education[1]` → "your education entry at Leeds", `basics.email` → "your e-mail". The checks
 * address people, not the JSON paths the resume is stored under.
 */
export function describeResumePath(path: string, resume: Resume): string {
  const match = /^(\w+)(?:\[(\d+)\])?(?:\.(\w+)(?:\[(\d+)\])?)?$/.exec(path);
  if (!match) return path;
  const [, section = '', index, field, subIndex] = match;
  if (section === 'basics') return `your ${FIELD_WORDS[field ?? ''] ?? field ?? 'details'}`;
  const known = SECTIONS[section];
  if (!known || index === undefined) return path;
  const entries = (resume as Record<string, unknown>)[section];
  const entry = Array.isArray(entries) ? (entries[Number(index)] as Record<string, unknown> | undefined) : undefined;
  const entryName = typeof entry?.[known.nameField] === 'string' && (entry[known.nameField] as string).trim() ? (entry[known.nameField] as string).trim() : undefined;
  const preposition = section === 'work' || section === 'education' || section === 'volunteer' ? 'at' : '';
  const whole = entryName ? `your ${known.entry} ${preposition ? `${preposition} ` : ''}${preposition ? entryName : `“${entryName}”`}` : `your ${ordinal(Number(index) + 1)} ${known.entry}`;
  if (!field) return whole;
  const fieldWord = FIELD_WORDS[field] ?? field;
  return subIndex === undefined ? `the ${fieldWord} of ${whole}` : `${fieldWord} ${Number(subIndex) + 1} of ${whole}`;
}

function ordinal(n: number): string {
  const words = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
  return words[n - 1] ?? `${n}th`;
}
