import { readFileSync } from 'node:fs';
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../../../platform/engine';
import { resumeSchema, type Resume } from '../../contract';
import { exportResume } from '../export/export-resume';
import { importResume } from './import-resume';

const SAMPLE = resumeSchema.parse(
  JSON.parse(readFileSync(new URL('../../../../../../shared/data/resumes-jsonresume/resumes/schema__examples__career-changer.resume.json', import.meta.url), 'utf8')),
);
const encode = (text: string) => new TextEncoder().encode(text);

describe('importResume: JSON Resume', () => {
  it('returns the resume as it was', async () => {
    const { resume, warnings } = await importResume({ name: 'resume.json', bytes: encode(JSON.stringify(SAMPLE)) });
    expect(resume).toEqual(SAMPLE);
    expect(warnings).toEqual([]);
  });

  it('names the field that breaks the schema', async () => {
    const broken = { basics: { name: 'Ann', email: 'not-an-address' } };
    await expect(importResume({ name: 'resume.json', bytes: encode(JSON.stringify(broken)) })).rejects.toThrow(/basics\.email/);
  });

  it('refuses a file that is not JSON with a clear message', async () => {
    await expect(importResume({ name: 'resume.json', bytes: encode('{ name: Ann') })).rejects.toThrow(ToolInputError);
  });
});

describe('importResume: our own exports', () => {
  it.each(['pdf', 'docx'] as const)('reads a %s export back into the same fields', async (format) => {
    const exported = await exportResume(SAMPLE, { template: 'modern', paper: 'letter', format });
    const { resume } = await importResume({ name: exported.name, bytes: exported.bytes });
    expect(resume.basics).toMatchObject({ name: 'Daniel Reyes', email: 'daniel.reyes@example.com', phone: '(512) 555-0188' });
    expect(resume.work?.map(({ name, position, startDate, endDate }) => ({ name, position, startDate, endDate }))).toEqual([
      { name: 'Freelance', position: 'Data Analyst (Contract)', startDate: '2024-08', endDate: '2025-04' },
      { name: 'Salt & Cedar Restaurant Group', position: 'General Manager', startDate: '2018-03', endDate: '2024-07' },
      { name: 'Café Lumen', position: 'Shift Supervisor', startDate: '2016-01', endDate: '2018-02' },
    ]);
    expect(resume.education?.[0]).toMatchObject({ institution: 'Austin Community College', studyType: 'Associate of Applied Science', area: 'Business Administration' });
    expect(resume.skills?.flatMap((skill) => skill.keywords)).toEqual(SAMPLE.skills?.flatMap((skill) => skill.keywords));
  });
});

describe('importResume: a Word file written elsewhere', () => {
  async function buildDocx(children: (Paragraph | Table)[]): Promise<Uint8Array> {
    return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
  }
  const text = (value: string) => new Paragraph({ children: [new TextRun(value)] });

  it('reads headings, list items and dates', async () => {
    const bytes = await buildDocx([
      new Paragraph({ text: 'Zoë Ångström', heading: HeadingLevel.TITLE }),
      text('zoe@example.se | +46 8 123 456 78'),
      new Paragraph({ text: 'Work Experience', heading: HeadingLevel.HEADING_1 }),
      text('Volvo Cars — Product Designer'),
      text('Sep 2021 – Present'),
      new Paragraph({ text: 'Designed the infotainment home screen', bullet: { level: 0 } }),
      new Paragraph({ text: 'Education', heading: HeadingLevel.HEADING_1 }),
      text('Lund University | Master of Fine Arts in Industrial Design | 2016–2018'),
    ]);
    const { resume } = await importResume({ name: 'cv.docx', bytes });
    expect(resume.basics).toMatchObject({ name: 'Zoë Ångström', email: 'zoe@example.se', phone: '+46 8 123 456 78' });
    expect(resume.work).toEqual([{ name: 'Volvo Cars', position: 'Product Designer', startDate: '2021-09', highlights: ['Designed the infotainment home screen'] }]);
    expect(resume.education).toEqual([{ institution: 'Lund University', studyType: 'Master of Fine Arts', area: 'Industrial Design', startDate: '2016', endDate: '2018' }]);
  });

  it('reads contact details laid out in a table', async () => {
    const cell = (value: string) => new TableCell({ children: [text(value)] });
    const bytes = await buildDocx([text('Ann Lee'), new Table({ rows: [new TableRow({ children: [cell('ann@example.com'), cell('555 010 0101')] })] })]);
    const { resume } = await importResume({ name: 'cv.docx', bytes });
    expect(resume.basics).toMatchObject({ name: 'Ann Lee', email: 'ann@example.com', phone: '555 010 0101' });
  });
});

describe('importResume: files it cannot read', () => {
  it.each([
    ['resume.doc', 'Old Word'],
    ['resume.png', 'cannot be imported'],
  ])('refuses %s', async (name, message) => {
    await expect(importResume({ name, bytes: new Uint8Array([1, 2, 3]) })).rejects.toThrow(message);
  });

  it('refuses a damaged PDF or Word file without crashing', async () => {
    await expect(importResume({ name: 'resume.pdf', bytes: encode('%PDF-1.7 garbage') })).rejects.toThrow(ToolInputError);
    await expect(importResume({ name: 'resume.docx', bytes: encode('PK\u0003\u0004 garbage') })).rejects.toThrow(ToolInputError);
  });

  it('returns only fields the schema accepts', async () => {
    const exported = await exportResume({ basics: { name: 'Ann Lee', email: 'ann@example.com' } } satisfies Resume, { template: 'classic', paper: 'a4', format: 'pdf' });
    const { resume } = await importResume({ name: exported.name, bytes: exported.bytes });
    expect(resumeSchema.safeParse(resume).success).toBe(true);
  });
});
