import { describe, expect, it } from 'vitest';
import { parseResumeLines } from './parse-resume-lines';
import { readDateFirstLines } from './read-date-first-lines';

// Session 42 (rmarkdown-word-hollister.docx of held-out-s38): items written "dates, role, employer, …, town, ST" as list lines.
describe('list lines that open with their dates', () => {
  it('reads each as a job with its role, employer, place and dates, and the paragraph under it as its summary', () => {
    const { resume } = parseResumeLines([
      { text: 'Jane Roe' },
      { text: 'Experience', heading: true, headingLevel: 1 },
      { text: 'Aug 2008 - Present, Research Ecologist, U.S. Environmental Protection Agency, Atlantic Ecology Division, Narragansett, RI', bullet: true },
      { text: 'I lead research on harmful algal blooms.' },
      { text: 'Aug 1997 – Jan 1998, Geographic Information Systems Specialist, Research Triangle Institute, Research Triangle Park, NC', bullet: true },
      { text: 'Developed a GIS methodology.' },
    ]);
    expect(resume.work).toEqual([
      expect.objectContaining({ name: 'U.S. Environmental Protection Agency, Atlantic Ecology Division', position: 'Research Ecologist', startDate: '2008-08', location: 'Narragansett, RI', summary: 'I lead research on harmful algal blooms.' }),
      expect.objectContaining({ name: 'Research Triangle Institute', position: 'Geographic Information Systems Specialist', startDate: '1997-08', endDate: '1998-01' }),
    ]);
    expect(resume.work?.[0]?.endDate).toBeUndefined();
  });

  it('reads "year, degree, honour, school, town" as a school without the honour', () => {
    const { resume } = parseResumeLines([
      { text: 'Education', heading: true, headingLevel: 1 },
      { text: '2004, Doctor of Philosophy in Environmental Science, University of Rhode Island, Kingston, RI', bullet: true },
      { text: '1995, Bachelor of Science in Biology, Magna Cum Laude, Baker University, Baldwin City, KS', bullet: true },
    ]);
    expect(resume.education).toEqual([
      expect.objectContaining({ institution: 'University of Rhode Island', studyType: 'Doctor of Philosophy', area: 'Environmental Science', endDate: '2004' }),
      expect.objectContaining({ institution: 'Baker University', studyType: 'Bachelor of Science', area: 'Biology', endDate: '1995' }),
    ]);
  });

  it('leaves a lone dated bullet, and bullets whose dates are not their opening cell, as they were', () => {
    const one = [{ text: '2019, Led the migration to Kubernetes, saving 30%', bullet: true }];
    expect(readDateFirstLines(one)).toBe(one);
    const notOpening = [
      { text: 'In 2019, led the migration, cutting costs', bullet: true },
      { text: 'Since March 2020, mentor to two juniors, weekly', bullet: true },
    ];
    expect(readDateFirstLines(notOpening)).toBe(notOpening);
  });
});
