import { describe, expect, it } from 'vitest';
import { isEmploymentNote } from './employment-note';
import { parseResumeLines } from './parse-resume-lines';

// Session 42 (sb2nov-emanmks-resume.pdf of held-out-s39): "(Contractor via Yopeso)" beside the employer became every job's role.
describe('a bracketed note on how the person was employed', () => {
  it('is neither the role nor the employer of the job', () => {
    const { resume } = parseResumeLines([
      { text: 'Experience' },
      { text: '\tSimplyDelivery\t(Contractor via Yopeso)' },
      { text: 'Fullstack Developer - Remote\t2024 - Present' },
      { text: '\tYopeso\t(Fulltime Contractor)' },
      { text: 'PHP Web Developer - Remote\tMar 2019 - Present' },
    ]);
    expect(resume.work?.map((item) => [item.name, item.position])).toEqual([
      ['SimplyDelivery', 'Fullstack Developer'],
      ['Yopeso', 'PHP Web Developer'],
    ]);
  });

  it('names only notes of the kind of employment, in brackets of their own', () => {
    expect(isEmploymentNote('(Permanent Employee)')).toBe(true);
    expect(isEmploymentNote('(Part-time)')).toBe(true);
    expect(isEmploymentNote('(Google)')).toBe(false);
    expect(isEmploymentNote('(Remote)')).toBe(false);
    expect(isEmploymentNote('Contractor via Yopeso')).toBe(false);
  });
});
