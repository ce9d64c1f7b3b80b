import { describe, expect, it } from 'vitest';
import { dropEmploymentNote } from './employment-note';
import { joinWrappedMarginDates } from './join-wrapped-margin-dates';

// Session 42 (pandoc-context-georgiou.pdf of held-out-s39): ranges wrapped in a narrow date margin.
describe('a date range wrapped in the left margin', () => {
  it('is put back together on its title line, its piece no line of text', () => {
    const read = joinWrappedMarginDates([
      { text: '2022 – cur-\tBack-end developer SimpleTechs', x: 56.7, cellX: [147.4] },
      { text: 'rently', x: 56.7 },
      { text: '2021 – Jul\tBack-end developer and DevOps: Borocard', x: 56.7, cellX: [147.4] },
      { text: '2022', x: 56.7 },
    ]);
    expect(read.map((line) => line.text)).toEqual(['2022 – present\tBack-end developer SimpleTechs', '2021 – Jul 2022\tBack-end developer and DevOps: Borocard']);
  });

  it('leaves a line of text under a title, and a piece that makes no range', () => {
    const lines = [
      { text: '2021 – Jul\tEngineer', x: 56.7, cellX: [147.4] },
      { text: 'Coordinating', x: 147.4 },
      { text: '2019 –\tAnalyst', x: 56.7, cellX: [147.4] },
      { text: 'Berlin', x: 56.7 },
    ];
    expect(joinWrappedMarginDates(lines)).toEqual(lines);
  });
});

describe('a closing note on how the job was held', () => {
  it('is taken off the employer\'s name', () => {
    expect(dropEmploymentNote('Borocard (Remote position)')).toBe('Borocard');
    expect(dropEmploymentNote('Acme (Berlin)')).toBe('Acme (Berlin)');
    expect(dropEmploymentNote('Data Analyst (Contract)')).toBe('Data Analyst (Contract)');
  });
});
