import { describe, expect, it } from 'vitest';
import { findSectionKey } from './find-sections';
import { markStyledHeadings } from './mark-styled-headings';
import type { ResumeLine } from './resume-line';

const line = (text: string, size: number, x = 72): ResumeLine => ({ text, size, x });

describe('markStyledHeadings', () => {
  it('marks an unknown heading set like the known ones (icon, capitals, size, left edge)', () => {
    const lines = [
      line('Jane Q. Fullstacker', 32),
      line('\uF121 SKILLS', 18.6),
      line('JavaScript\tCSS', 9.6, 124),
      line('\uF0B1 EMPLOYMENT', 18.6),
      line('Intern, Dunder Mifflin', 12.6, 102),
      line('2008-06 — 2008-09', 10.2, 102),
      line('Performed IT administration.', 10.2, 102),
      line('\uF19C GOVERNANCE', 18.6),
      line('Member, The Mommies Network', 12.6, 102),
      line('2008-02 — 2010-01', 10.2, 102),
    ];
    const marked = markStyledHeadings(lines);
    expect(marked.filter((item) => item.heading).map((item) => item.text)).toEqual(['\uF19C GOVERNANCE']);
  });

  it('leaves title-case headings alone: an item title may share their size', () => {
    const lines = [line('Experience', 14), line('Google', 14), line('Engineer 2019 – 2021', 10), line('Built things.', 10), line('Education', 14), line('MIT', 14), line('BS 2019', 10)];
    expect(markStyledHeadings(lines)).toEqual(lines);
  });

  it('reads a heading after an icon glyph as the heading', () => {
    expect(findSectionKey({ text: '\uF121 SKILLS' })).toBe('skills');
    expect(findSectionKey({ text: '\uF129\tEducation' })).toBe('education');
  });
});

describe('"Formation" on a two-column page', () => {
  it('is a heading in the size of the known headings and at the edge of one of them', () => {
    const lines: ResumeLine[] = [
      { text: 'Expérience', size: 16, x: 34 },
      { text: 'Vendeur\t2019 ‑ 2021', size: 12, x: 34 },
      { text: 'Conseillé les clients du rayon', size: 11, x: 34 },
      { text: 'Formation', size: 16, x: 34 },
      { text: 'Licence en histoire\t2016 ‑ 2019', size: 12, x: 34 },
      { text: 'Langues', size: 16, x: 366 },
      { text: 'Anglais', size: 11, x: 366 },
      { text: 'Espagnol', size: 11, x: 366 },
    ];
    expect(markStyledHeadings(lines).find((line) => line.text === 'Formation')?.heading).toBe(true);
  });
});

// Session 43 (year-column-cv-uieda.pdf of held-out-s40): title-case headings far larger than the text.
describe('markStyledHeadings, title-case headings', () => {
  const page = (extra: string) => [
    { text: 'Professional Appointments', size: 14.3, x: 35 },
    { text: '2019-2023\tLecturer, University of Liverpool, UK', size: 10, x: 35 },
    { text: 'Community Service', size: 14.3, x: 35 },
    { text: '2022-on\tBoard Member, Software Underground', size: 10, x: 35 },
    { text: 'Education', size: 14.3, x: 35 },
    { text: '2011-2016\tPhD in Geophysics, Observatório Nacional', size: 10, x: 35 },
    { text: extra, size: 14.3, x: 35 },
    { text: '2010-on\tFatiando a Terra', size: 10, x: 35 },
    { text: 'Python tools for geophysical data processing', size: 10, x: 35 },
  ];
  it('marks an unknown heading set as three known ones are, far larger than the text', () => {
    expect(markStyledHeadings(page('Open Research Software'))[6]!.heading).toBe(true);
  });
  it('leaves a title-case line that joins a known heading to other words', () => {
    expect(markStyledHeadings(page('Projects & Associations'))[6]!.heading).toBeUndefined();
  });
});

// Session 44 (latex-two-column-sivan.pdf of held-out-s41): a sidebar's headings smaller than the main column's.
describe('markStyledHeadings, headings of two sizes on a two-column page', () => {
  const page = (main: string) => [
    line('Athul SIVAN', 14.3, 17),
    line('CONTACT DETAILS', 10.9, 18),
    line('PROFILE', 10.9, 18),
    line('With a PhD in Quantitative Cell Biology, I have experience.', 9.9, 17),
    line(main === 'capitals' ? 'RESEARCH EXPERIENCE' : 'Research Experience', 14.3, 224),
    line('DATA SCIENCE INTERN at Science to Data Science', 10.9, 224),
    line('Developing and maintaining GitHub repositories.', 9.9, 224),
    line('Worked on image analysis with Python.', 9.9, 224),
    line(main === 'capitals' ? 'TECHINCAL SKILLS' : 'Techincal Skills', 14.3, 223.6),
    line('Python, MATLAB, Bash', 9.9, 224),
    line(main === 'capitals' ? 'EDUCATION' : 'Education', 14.3, 224),
  ];
  it('takes the largest known headings, in capitals at one edge, as the style', () => {
    const marked = markStyledHeadings(page('capitals'));
    expect(marked.find((item) => item.text === 'TECHINCAL SKILLS')?.heading).toBe(true);
    expect(marked.find((item) => item.text.startsWith('DATA SCIENCE'))?.heading).toBeUndefined();
  });
  it('leaves title-case headings of two sizes as they were read (a heading and its subheadings)', () => {
    expect(markStyledHeadings(page('title')).find((item) => item.text === 'Techincal Skills')?.heading).toBeUndefined();
  });
});
