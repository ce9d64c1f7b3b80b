import type { Resume } from '../../contract';
import { findSectionKey, type Section } from './find-sections';
import { findDates } from './parse-dates';
import type { ResumeLine } from './resume-line';

type Skill = NonNullable<Resume['skills']>[number];

/**
 * "Technical Experience" with no date on any line (pandoc_resume's Basile: "Programming ⇥ GoLang: My goto language …",
 * "Development ⇥ Scripting: Shell, Bash, PowerShell") describes skills, not jobs. With a job's date it stays a work section.
 */
export function isDescribedSkills(section: Section): boolean {
  return /^technical\s+experience$/i.test(section.heading.trim()) && section.lines.length > 0 && !section.lines.some(isDatedTitle);
}

/** A job's date: a short cell of dates, or dates opening the line; "Since 2005, Git has …" inside a sentence is none. */
function isDatedTitle(line: ResumeLine): boolean {
  if (/^\W*(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d\d\b/u.test(line.text)) return true;
  return line.text.split('\t').some((cell) => cell.trim().length <= 30 && findDates(cell) !== undefined);
}

const CONJUNCTION = /^(?:and|or|&)$/i;

/**
 * Each row's last cell (a group's label may stand in a column of its own before it): "Name: a, b, c" gives its short
 * items; "Name: a sentence about it" gives the name, which is what the sentence describes, when the section has lists
 * too. Lines that go on with a sentence, and a label's wrapped word alone in the label column, give nothing; a section
 * of prose alone gives nothing at all.
 */
export function readDescribedSkills(lines: ResumeLine[]): Skill[] {
  const labelX = Math.min(...lines.map((line) => line.x ?? Infinity));
  const keywords: string[] = [];
  const runOn: string[] = [];
  let lists = 0;
  for (const line of lines) {
    const cells = line.text.split('\t').map((cell) => cell.trim());
    if (cells.length === 1 && line.x !== undefined && Math.abs(line.x - labelX) <= 2 && line.cellX === undefined && lines.some((other) => (other.x ?? 0) > labelX + 20)) continue;
    const cell = cells.at(-1)!;
    // "Programming Languages : python: Have been programming … go: currently learning go …" (a definition list's term
    // that names a kind of skill, its text run on): each name before a colon, at the start or after a sentence, is one.
    const described = readRunOnDescriptions(line.text);
    if (described.length > 0) {
      runOn.push(...described);
      continue;
    }
    const named = /^(\p{Lu}[^:]{0,39}):\s*(.+)$/u.exec(cell);
    const list = named ? named[2]! : cells.length > 1 ? cell : undefined;
    if (list === undefined) continue;
    const items = list.replace(/\.$/, '').split(/,\s*/).map((item) => item.trim()).filter(Boolean);
    const isList = items.length > 0 && items.every((item) => item.split(/\s+/).length <= 3 && !CONJUNCTION.test(item)) && !/\b(?:and|or)$/i.test(list.trim());
    // Without a name, only a list of two items or more: "Languages ⇥ async consumers." is a label's and a sentence's wrapped ends.
    if (isList && (named || items.length >= 2)) {
      keywords.push(...items);
      lists += 1;
    }
    else if (named && named[1]!.trim().split(/\s+/).length <= 3) keywords.push(named[1]!.trim());
  }
  // Rows of prose alone ("Website : I have a website …", engeir) name no skill: a described name counts only beside lists.
  // A run-on term's names stand on their own: they do not make the rows of prose beside them lists.
  if (lists > 0) return [{ keywords: [...keywords, ...runOn] }];
  return runOn.length > 0 ? [{ keywords: runOn }] : [];
}

/** The names a skills term's run-on text describes: "Programming Languages : python: … go: …" gives python and go. */
export function readRunOnDescriptions(text: string): string[] {
  const term = /^([^:\t]{3,40}?)\s*\t?:\s+(.+)$/su.exec(text.replace(/\t/g, ' '));
  if (!term || findSectionKey({ text: term[1]!.trim() }) !== 'skills') return [];
  const names = [...term[2]!.matchAll(/(?:^|[.!?]\s+)([\p{L}][\p{L}\d+#.-]{0,20}):\s+\S/gu)].map((match) => match[1]!);
  return names.length >= 2 ? names : [];
}
