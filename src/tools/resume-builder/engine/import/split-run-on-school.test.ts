import { describe, expect, it } from 'vitest';
import { parseResumeLines } from './parse-resume-lines';
import { splitRunOnSchool } from './split-run-on-school';

// Session 42 (awesome-cv-pandoc-wei.docx of held-out-s39): a school line run together in one Word run.
describe('a school line that runs degree, school, place and dates together', () => {
  it('reads the school named in capitals with its full name in brackets, and the degree before it', () => {
    const { resume } = parseResumeLines([
      { text: 'Education', heading: true },
      { text: 'B.S. in Computer Science and Information Engineering NCKU (National Cheng Kung University) Tainan, Taiwan Sep. 2012 - Jun. 2016' },
    ]);
    expect(resume.education?.[0]).toMatchObject({
      institution: 'NCKU (National Cheng Kung University)',
      area: 'Computer Science and Information Engineering',
      startDate: '2012-09',
      endDate: '2016-06',
    });
  });

  it('leaves a line whose school has no such shape, or that does not open with a degree', () => {
    const plain = { text: 'B.S. in Computer Science Harvard University Cambridge, USA 2012 - 2016' };
    expect(splitRunOnSchool(plain)).toEqual([plain]);
    const noDegree = { text: 'Exchange semester CityU (City University of Hong Kong) 2015 - 2015' };
    expect(splitRunOnSchool(noDegree)).toEqual([noDegree]);
  });
});
