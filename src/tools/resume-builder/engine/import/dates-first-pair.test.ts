import { describe, expect, it } from 'vitest';
import { closesDatesFirstPair } from './dates-first-pair';
import { parseResumeLines } from './parse-resume-lines';

// Session 42 (ats-friendly-latex-cv-teles.pdf of held-out-s38): every school was read one item off.
describe('items whose dated title comes first and their organisation under it', () => {
  it('keeps each school with its own degree and dates', () => {
    const { resume } = parseResumeLines([
      { text: 'Education' },
      { text: 'Postgraduate Degree in Applied Data Engineering\t02/2026 – 02/2027' },
      { text: 'Lonestar Institute of Technology\tIn Progress' },
      { text: 'Bachelor of Software Engineering\t02/2024 – 12/2024' },
      { text: 'Coastal Union University\tBree, Eriador' },
    ]);
    expect(resume.education?.map((item) => [item.institution, item.startDate, item.endDate])).toEqual([
      ['Lonestar Institute of Technology', '2026-02', '2027-02'],
      ['Coastal Union University', '2024-02', '2024-12'],
    ]);
  });

  it('does not take a line that is followed by text, or that holds dates of its own', () => {
    expect(closesDatesFirstPair('Engineer\t2019 – 2021', 'Acme Corp\tBerlin', 'Built the billing system in Go.')).toBe(false);
    expect(closesDatesFirstPair('Engineer\t2019 – 2021', 'Acme Corp\t2015 – 2017', 'Analyst\t2017 – 2019')).toBe(false);
    expect(closesDatesFirstPair('Engineer\t2019 – 2021', 'Acme Corp\tBerlin', 'Analyst\t2017 – 2019')).toBe(true);
  });
});
