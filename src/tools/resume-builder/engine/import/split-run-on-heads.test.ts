import { describe, expect, it } from 'vitest';
import { parseResumeLines } from './parse-resume-lines';
import { splitRunOnHead, splitRunOnHeads } from './split-run-on-heads';

// Session 42 (awesome-cv-pandoc-wei.docx of held-out-s39): Awesome-CV's entries as pandoc writes them into Word, one plain run each.
describe('a title line that runs role, employer, place and dates together', () => {
  it('reads the role, the employer, the place and the dates of each job', () => {
    const { resume } = parseResumeLines([
      { text: 'Ting-Long Wei' },
      { text: 'Work Experience', heading: true, headingLevel: 1 },
      { text: 'Full-Stack Developer Freelance Taipei, Taiwan Sep. 2021 - Present' },
      { text: 'Devoted to open-source software development.' },
      { text: 'School Ambassador, Software Engineer College Bike Taipei, Taiwan Apr. 2016 - Jun. 2016' },
      { text: 'Assistant Project Manager Casepoint Remote 2018 – 2019' },
    ]);
    expect(resume.work).toEqual([
      expect.objectContaining({ name: 'Freelance', position: 'Full-Stack Developer', location: 'Taipei, Taiwan', startDate: '2021-09' }),
      expect.objectContaining({ name: 'College Bike', position: 'School Ambassador, Software Engineer', startDate: '2016-04', endDate: '2016-06' }),
      expect.objectContaining({ name: 'Casepoint', position: 'Assistant Project Manager', startDate: '2018', endDate: '2019' }),
    ]);
  });

  it('leaves lines another layout already parts: a wide gap, a comma or a dash before the dates', () => {
    expect(splitRunOnHead('Teacher, CoderDojo\tJuly 2013 – Dec 2013')).toBeUndefined();
    expect(splitRunOnHead('Associate Application Engineer, Los Angeles, CA, Jan 2024 – Present')).toBeUndefined();
    expect(splitRunOnHead('Software Engineer - Acme Corp 2019 - 2021')).toBeUndefined();
  });

  it('leaves a line with no role word, and a single such line in its section', () => {
    expect(splitRunOnHead('Relocated to Berlin with my family 2019 - 2020')).toBeUndefined();
    const one = [{ text: 'Software Engineer Acme Berlin, Germany 2019 - 2020' }, { text: 'Built things.' }];
    expect(splitRunOnHeads(one)).toBe(one);
  });
});
