import { describe, expect, it } from 'vitest';
import { isDescribedSkills, readDescribedSkills, readRunOnDescriptions } from './read-described-skills';
import type { ResumeLine } from './resume-line';

const rows: ResumeLine[] = [
  { text: 'Programming\tGoLang: My goto language for plumbing backends, with GRPC services, and', x: 57, cellX: [147] },
  { text: 'Languages\tasync consumers.', x: 57, cellX: [147] },
  { text: 'Python: Training ML models, building inference pipelines, utility scripting, and', x: 147 },
  { text: 'like Ableton and FL Studio. Since 2005, Git has revolutionized the way software', x: 147 },
  { text: 'Development\tScripting: Shell, Bash, PowerShell', x: 57, cellX: [147] },
  { text: 'Essentials', x: 57 },
  { text: 'Containerization: Docker', x: 147 },
  { text: 'Plumbing\tGRPC, REST, protos', x: 147, cellX: [200] },
];

describe('a "Technical Experience" section that describes skills (pandoc_resume)', () => {
  it('is read as skills when no line holds a job\'s date, a year inside a sentence aside', () => {
    expect(isDescribedSkills({ key: 'work', heading: 'Technical Experience', lines: rows })).toBe(true);
    expect(isDescribedSkills({ key: 'work', heading: 'Technical Experience', lines: [{ text: 'Jan 2020 – Present\tField Engineer, Acme', x: 57, cellX: [147] }, ...rows] })).toBe(false);
    expect(isDescribedSkills({ key: 'work', heading: 'Professional Experience', lines: rows })).toBe(false);
  });
  it('gives a described name, and the items of a list, but no sentence', () => {
    expect(readDescribedSkills(rows)[0]!.keywords).toEqual(['GoLang', 'Python', 'Shell', 'Bash', 'PowerShell', 'Docker', 'GRPC', 'REST', 'protos']);
  });
  it('gives nothing for rows of prose alone (engeir: "Website : I have a website …")', () => {
    expect(readDescribedSkills([{ text: 'Website : I have a website called eirik.re where I put up projects.' }, { text: 'Open Source : Maintainer of two projects published on PyPI.' }])).toEqual([]);
  });
});

// Session 44 (pandoc-resume-engeir.docx of held-out-s36, a known miss).
describe('readRunOnDescriptions', () => {
  it('reads the names a skills term\'s run-on text describes', () => {
    expect(readRunOnDescriptions('Programming Languages : python: Have been programming in python for four years. See my [github]. go: currently learning go.')).toEqual(['python', 'go']);
  });
  it('gives nothing for a term that names no kind of skill, or a single description', () => {
    expect(readRunOnDescriptions('Website\t: I have a website called [eirik.re]. Note: it is new. Also: more.')).toEqual([]);
    expect(readRunOnDescriptions('Programming Languages : python: Have been programming in python.')).toEqual([]);
  });
});
