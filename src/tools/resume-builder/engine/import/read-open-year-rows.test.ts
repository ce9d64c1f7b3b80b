import { describe, expect, it } from 'vitest';
import { parseResumeLines } from './parse-resume-lines';
import { readOpenYearRows } from './read-open-year-rows';

// Session 42 (latex-biblatex-cv-tran.pdf of held-out-s38): "2020 -" rows of a CV set as a table.
describe('a table row whose range is left open ("2020 -")', () => {
  it('is a current item, and the row under it keeps its own year', () => {
    const { resume } = parseResumeLines([
      { text: 'Education' },
      { text: '2020 -\tPhD\tEconomics\tUniversity of Texas at Austin' },
      { text: '2023\tMS\tEconomics\tUniversity of Texas at Austin' },
      { text: '2017\tBA\tMathematics\tPomona College' },
    ]);
    expect(resume.education?.map((item) => [item.studyType, item.startDate, item.endDate])).toEqual([
      ['PhD', '2020', undefined],
      ['MS', undefined, '2023'],
      ['BA', undefined, '2017'],
    ]);
  });

  it('leaves an open start whose end stands under it alone', () => {
    const lines = [{ text: '2013 –\tEngineer\tAcme Corp' }, { text: '2018\tBerlin' }];
    expect(readOpenYearRows(lines)).toEqual(lines);
  });
});
