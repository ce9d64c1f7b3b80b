import { describe, expect, it } from 'vitest';
import { joinStackedYears } from './join-stacked-years';
import { parseResumeLines } from './parse-resume-lines';

describe('years stacked in a left margin', () => {
  const lines = [
    { text: 'EXPERIENCE', heading: true },
    { text: '2019\tData Engineer', x: 30, cellX: [76] },
    { text: '|\tNorthwind Traders\tSpringfield, IL', x: 37, cellX: [76, 400] },
    { text: 'present', x: 22 },
    { text: 'Built the pipelines', bullet: true, x: 77 },
    { text: '2016\tAnalyst', x: 30, cellX: [76] },
    { text: '|\tNorthwind Traders\tSpringfield, IL', x: 37, cellX: [76, 400] },
    { text: '2019', x: 30 },
    { text: 'Wrote the reports', bullet: true, x: 77 },
  ];

  it('puts the range back on the title line and drops the bar and the end line', () => {
    expect(joinStackedYears(lines).map((line) => line.text)).toEqual([
      'EXPERIENCE',
      '2019 – present\tData Engineer',
      'Northwind Traders\tSpringfield, IL',
      'Built the pipelines',
      '2016 – 2019\tAnalyst',
      'Northwind Traders\tSpringfield, IL',
      'Wrote the reports',
    ]);
  });

  it('gives each item its start and end', () => {
    const { resume } = parseResumeLines(lines);
    expect(resume.work?.map(({ name, position, startDate, endDate }) => ({ name, position, startDate, endDate }))).toEqual([
      { name: 'Northwind Traders', position: 'Data Engineer', startDate: '2019', endDate: undefined },
      { name: 'Northwind Traders', position: 'Analyst', startDate: '2016', endDate: '2019' },
    ]);
  });

  it('leaves a year beside a title with no bar under it alone', () => {
    const plain = [{ text: '2019\tData Engineer', x: 30, cellX: [76] }, { text: 'Northwind Traders', x: 76 }, { text: '2020', x: 30 }];
    expect(joinStackedYears(plain)).toEqual(plain);
  });
});
