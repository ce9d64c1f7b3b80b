import type { Resume } from '../api/run-resume';
import type { SectionKey } from './sections';

export type Entry = Record<string, unknown>;
type Basics = NonNullable<Resume['basics']>;

export function readEntries(resume: Resume, section: SectionKey): Entry[] {
  return (resume[section] as Entry[] | undefined) ?? [];
}

function withEntries(resume: Resume, section: SectionKey, entries: Entry[]): Resume {
  const next: Resume = { ...resume, [section]: entries };
  // An empty section is left out, so the exported JSON Resume stays as clean as one written by hand.
  if (entries.length === 0) delete next[section];
  return next;
}

export function addEntry(resume: Resume, section: SectionKey): Resume {
  return withEntries(resume, section, [...readEntries(resume, section), {}]);
}

export function removeEntry(resume: Resume, section: SectionKey, index: number): Resume {
  return withEntries(resume, section, readEntries(resume, section).filter((_, at) => at !== index));
}

/** Moves one entry to another place; out-of-range moves leave the resume as it was. */
export function moveEntry(resume: Resume, section: SectionKey, from: number, to: number): Resume {
  const entries = [...readEntries(resume, section)];
  if (from === to || from < 0 || to < 0 || from >= entries.length || to >= entries.length) return resume;
  const [moved] = entries.splice(from, 1);
  entries.splice(to, 0, moved!);
  return withEntries(resume, section, entries);
}

/** Sets one field of an entry; an empty value removes the field (JSON Resume has no empty strings to keep). */
export function setEntryField(resume: Resume, section: SectionKey, index: number, field: string, value: string | string[]): Resume {
  const entries = readEntries(resume, section).map((entry, at) => (at === index ? setField(entry, field, value) : entry));
  return withEntries(resume, section, entries);
}

function setField<T extends Record<string, unknown>>(object: T, field: string, value: string | string[] | Record<string, unknown>): T {
  const next: Record<string, unknown> = { ...object, [field]: value };
  const empty = Array.isArray(value) ? value.length === 0 : typeof value === 'string' ? value === '' : Object.keys(value).length === 0;
  if (empty) delete next[field];
  return next as T;
}

export function setBasicsField(resume: Resume, field: string, value: string): Resume {
  return withBasics(resume, setField(resume.basics ?? {}, field, value));
}

export function setLocationField(resume: Resume, field: string, value: string): Resume {
  const basics: Basics = resume.basics ?? {};
  return withBasics(resume, setField(basics, 'location', setField(basics.location ?? {}, field, value)));
}

function withBasics(resume: Resume, basics: Basics): Resume {
  const next: Resume = { ...resume, basics };
  if (Object.keys(basics).length === 0) delete next.basics;
  return next;
}

/** A list field as the textarea shows it, and back: one item per line, blank lines dropped. */
export const linesToText = (value: unknown): string => (Array.isArray(value) ? value.join('\n') : '');
export const textToLines = (text: string): string[] => text.split('\n').map((line) => line.trim()).filter(Boolean);
