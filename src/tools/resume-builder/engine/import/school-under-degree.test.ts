import { describe, expect, it } from 'vitest';
import { readSchoolUnderDegree } from './school-under-degree';

// Session 43 (margin-headings-cv-guest.pdf of held-out-s40): "M.Sc. Field ⇥ 2010" over "University College London (UCL), UK".
describe('readSchoolUnderDegree', () => {
  it('reads a school name, or a name and its country, on the line under the degree', () => {
    expect(readSchoolUnderDegree('Birkbeck, UK')).toBe('Birkbeck');
    expect(readSchoolUnderDegree('University College London (UCL), UK')).toBe('University College London (UCL)');
    expect(readSchoolUnderDegree('Harvard University')).toBe('Harvard University');
  });

  it('leaves sentences, labelled lines and long lines alone', () => {
    expect(readSchoolUnderDegree('Supervisors: Richard P. Cooper, Eddy J. Davelaar')).toBeUndefined();
    expect(readSchoolUnderDegree('Worked on the school timetable for the whole college.')).toBeUndefined();
    expect(readSchoolUnderDegree('Graduated with honours')).toBeUndefined();
    expect(readSchoolUnderDegree(undefined)).toBeUndefined();
  });
});
