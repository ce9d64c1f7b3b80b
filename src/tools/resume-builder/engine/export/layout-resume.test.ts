import { describe, expect, it } from 'vitest';
import { layoutResume } from './layout-resume';

describe('layoutResume', () => {
  it('prints sections under standard headings in the usual order, whatever order the JSON has', () => {
    const blocks = layoutResume({
      skills: [{ name: 'Data', keywords: ['SQL', 'Python'] }],
      education: [{ institution: 'Univ', studyType: 'BSc', area: 'Math', startDate: '2015', endDate: '2019' }],
      work: [{ name: 'Acme', position: 'Analyst', location: 'Leeds', startDate: '2020-01', highlights: ['Built reports'] }],
      basics: { name: 'Ann Lee', email: 'ann@example.com', phone: '555', summary: 'Analyst.' },
    });
    expect(blocks.filter((block) => block.kind === 'heading').map((block) => block.text)).toEqual(['Summary', 'Experience', 'Education', 'Skills']);
    expect(blocks).toContainEqual({ kind: 'entry-meta', text: 'Analyst | Leeds | Jan 2020 – Present' });
    expect(blocks).toContainEqual({ kind: 'bullet', text: 'Built reports' });
    expect(blocks).toContainEqual({ kind: 'entry-meta', text: 'BSc, Math | 2015 – 2019' });
    expect(blocks).toContainEqual({ kind: 'paragraph', lead: 'Data: ', text: 'SQL, Python' });
  });

  it('leaves out empty sections and empty fields rather than printing bare headings or separators', () => {
    const blocks = layoutResume({ basics: { name: 'Ann Lee', phone: ' ' }, work: [{ name: 'Acme' }], awards: [{}], interests: [] });
    expect(blocks).toEqual([
      { kind: 'name', text: 'Ann Lee' },
      { kind: 'heading', text: 'Experience' },
      { kind: 'entry-title', text: 'Acme' },
    ]);
  });

  it('turns line breaks in a summary into separate paragraphs', () => {
    const blocks = layoutResume({ basics: { summary: 'First.\n\nSecond.' } });
    expect(blocks.filter((block) => block.kind === 'paragraph').map((block) => block.text)).toEqual(['First.', 'Second.']);
  });
});
