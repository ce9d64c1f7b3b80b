import { describe, expect, it } from 'vitest';
import { splitEducationRuns } from './split-education-runs';

// Session 44 (latex-two-column-sivan.pdf of held-out-s41): a school's title in small capitals run on with the school.
describe('splitEducationRuns', () => {
  it('parts the degree in capitals from the department and the school', () => {
    expect(splitEducationRuns('DOCTORAL DEGREE IN BIOLOGY Department of Biology. University of Münster.')).toEqual(['DOCTORAL DEGREE IN BIOLOGY', 'Department of Biology', 'University of Münster']);
    expect(splitEducationRuns('INTEGRATED BACHELOR-MASTER DEGREE -Biology. Indian Institute of Science Education and Research.')).toEqual([
      'INTEGRATED BACHELOR-MASTER DEGREE -Biology',
      'Indian Institute of Science Education and Research',
    ]);
  });
  it('leaves titles without a run of capitals whole, stops and all', () => {
    for (const part of ['B.Sc. Computer Science', 'Univ. of Lowland', 'MIT Media Lab', 'Master of Science in Physics. Thesis on lasers']) expect(splitEducationRuns(part)).toEqual([part]);
  });
});
