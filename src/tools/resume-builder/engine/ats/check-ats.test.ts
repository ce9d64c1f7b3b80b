import { describe, expect, it } from 'vitest';
import type { Resume } from '../../contract';
import { checkAts } from './check-ats';

const resume: Resume = {
  basics: { name: 'Ana Díaz', email: 'ana@example.com', phone: '+34 600 000 000', location: { city: 'Madrid' } },
  work: [
    { name: 'Acme', position: 'Data Analyst', startDate: '2021-03', highlights: ['Built the weekly sales dashboard.'] },
    { name: 'Globex', position: 'Intern', startDate: '2019-06', endDate: '2020-01' },
  ],
  education: [{ institution: 'Universidad de Madrid', studyType: 'Bachelor', area: 'Statistics', startDate: '2015-09', endDate: '2019-06' }],
  skills: [{ name: 'Analysis', keywords: ['SQL', 'Python'] }],
};
const pdfText = 'ANA DÍAZ\nana@example.com | +34 600 000 000\nExperience\nData Analyst, Acme Mar 2021 – Present\nIntern, Globex Jun 2019 – Jan 2020\nEducation\nUniversidad de Madrid 2015–2019\nSkills\nAnalysis: SQL, Python';

const byId = (report: Awaited<ReturnType<typeof checkAts>>, id: string) => report.checks.find((c) => c.id === id);

describe('checkAts', () => {
  it('gives full marks when every field is read back in order and nothing hurts parsing', async () => {
    const report = await checkAts(resume, pdfText);
    expect(report.score).toBe(100);
    expect(report.checks.every((c) => c.passed)).toBe(true);
  });

  it('names the fields the PDF lost and those it put out of order', async () => {
    const reordered = pdfText.replace('Data Analyst, Acme Mar 2021 – Present\nIntern, Globex', 'Intern, Globex Mar 2021\nData Analyst, Acme').replace('Python', '');
    const check = byId(await checkAts(resume, reordered), 'fields-read-back');
    expect(check?.passed).toBe(false);
    expect(check?.message).toMatch(/not found: “Python” \(keyword 2 of your skill group “Analysis”\)/);
    expect(check?.message).not.toMatch(/\[\d\]/);
    expect(check?.message).toMatch(/out of order: .*your job at Globex/);
  });

  it('flags missing contact details, dates without a month and very long bullets', async () => {
    const sloppy: Resume = {
      ...resume,
      basics: { name: 'Ana Díaz' },
      work: [{ name: 'Acme', position: 'Analyst', startDate: '2021', highlights: [Array.from({ length: 50 }, () => 'word').join(' ')] }],
    };
    const report = await checkAts(sloppy, pdfText);
    expect(byId(report, 'contact')?.message).toMatch(/e-mail address, a phone number, a city/);
    expect(byId(report, 'dates')?.message).toMatch(/your job at Acme/);
    expect(byId(report, 'bullet-length')?.message).toMatch(/bullet 1 of your job at Acme/);
    expect(report.score).toBeLessThan(80);
  });

  it('reports tables, columns and unusual headings of an imported file', async () => {
    const report = await checkAts(resume, pdfText, { layout: { kind: 'docx', tables: 2, columns: true, images: 0, headings: ['Experience', 'My Journey'] } });
    expect(byId(report, 'layout')?.message).toMatch(/2 tables, several columns/);
    expect(byId(report, 'headings')?.message).toMatch(/“My Journey”/);
    // 15 of the 90 points (no proofreading here) are lost.
    expect(report.score).toBe(83);
  });

  it('counts spelling and grammar issues but not the names of skills and products', async () => {
    const report = await checkAts(resume, pdfText, {
      proofread: async (pieces) => {
        expect(pieces).toContainEqual({ path: 'work[0].highlights[0]', text: 'Built the weekly sales dashboard.' });
        return [
          { path: 'work[0].highlights[0]', excerpt: 'recieved', message: 'Misspelled', category: 'spelling' },
          { path: 'work[0].highlights[0]', excerpt: 'Python', message: 'Unknown word', category: 'spelling' },
        ];
      },
    });
    expect(byId(report, 'spelling-grammar')?.message).toMatch(/^1 spelling or grammar issue: “recieved” in bullet 1 of your job at Acme/);
  });

  it('words what a name-only resume lacks as a person would write it', async () => {
    const report = await checkAts({ basics: { name: 'Ada Lovelace' } }, 'ADA LOVELACE');
    expect(byId(report, 'sections')?.message).toBe('Add an experience or education section and a skills section: keyword searches look there first.');
    expect(byId(report, 'fields-read-back')?.message).toBe('The one field there is so far was read back from the PDF.');
  });
});
