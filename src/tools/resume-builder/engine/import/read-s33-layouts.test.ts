import { describe, expect, it } from 'vitest';
import { groupEntries } from './group-entries';
import { parseHeader } from './parse-header';
import { findDates } from './parse-dates';
import { readEntryHead } from './read-entry-head';
import { markBullet, type ResumeLine } from './resume-line';

// Invented layouts of the kinds met in session 33: European date words, "Role @Employer" titles, hollow
// bullets hanging in a margin, quotations and lists before the first heading.

describe('dates in French, German and with a comma after the month', () => {
  it.each([
    ['2019 ‑ Auj.', { startDate: '2019', ongoing: true }],
    ['Été 2012', { startDate: '2012', ongoing: false }],
    ['Sommer 2017 – Herbst 2018', { startDate: '2017', endDate: '2018', ongoing: false }],
    ['Mar, 2016 – Present', { startDate: '2016-03', ongoing: true }],
    ['Feb, 2014 – Oct, 2015', { startDate: '2014-02', endDate: '2015-10', ongoing: false }],
  ])('reads "%s"', (line, expected) => {
    expect(findDates(line)).toMatchObject(expected);
  });
});

describe('"Role @Employer" titles', () => {
  it('parts the role from the employer at an "@" before a capital', () => {
    expect(readEntryHead(['Planner @Riverside Freight Ltd']).parts).toEqual(['Planner', 'Riverside Freight Ltd']);
  });
  it('leaves an e-mail address whole', () => {
    expect(readEntryHead(['Contact ops@riverside.example']).parts).toEqual(['Contact ops@riverside.example']);
  });
});

describe('a hollow bullet set apart by a wide gap', () => {
  it('is a list item whose text starts at the next cell', () => {
    expect(markBullet({ text: '○\tRan the weekly stock count', x: 150, cellX: [160] })).toEqual({ text: 'Ran the weekly stock count', bullet: true, x: 160, cellX: [] });
    expect(markBullet({ text: '► Ran the weekly stock count' })).toMatchObject({ text: 'Ran the weekly stock count', bullet: true });
  });
});

describe('a title set further in than the wrapped text of the bullet before it', () => {
  it('opens the next item', () => {
    const lines: ResumeLine[] = [
      { text: 'Planner @Riverside Freight', x: 60, size: 10 },
      { text: '\t2019 – 2021 Harbourtown', x: 60, cellX: [72], size: 10 },
      { text: 'Planned the routes of forty lorries a day across three depots and kept', x: 36, size: 10, bullet: true, fullWidth: true },
      { text: 'the drivers informed', x: 44, size: 10 },
      { text: 'Clerk @Northgate Stores', x: 60, size: 10 },
      { text: '\t2017 – 2019 Easton', x: 60, cellX: [72], size: 10 },
    ];
    const entries = groupEntries(lines);
    expect(entries).toHaveLength(2);
    expect(entries[0]!.bullets).toEqual(['Planned the routes of forty lorries a day across three depots and kept the drivers informed']);
  });
});

describe('no place from a quotation or a list of topics', () => {
  it('does not read "Topic, Theory of knowledge" or "A. Writer, The House of" as the town', () => {
    const { basics } = parseHeader([
      { text: 'Jane Roe', size: 16 },
      { text: 'jane@example.com', size: 10 },
      { text: 'Walter B. Sample, The House of', size: 10 },
      { text: 'Rhetoric, Theory of knowledge', size: 10 },
    ]);
    expect(basics.location).toBeUndefined();
  });
});
