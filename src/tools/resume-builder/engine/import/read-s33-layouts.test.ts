import { describe, expect, it } from 'vitest';
import { findSectionKey } from './find-sections';
import { groupEntries } from './group-entries';
import { joinEndOverStart } from './join-end-over-start';
import { parseHeader } from './parse-header';
import { findDates } from './parse-dates';
import { readEducation } from './read-entries';
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
  it('opens the next item after a short bullet too', () => {
    const entries = groupEntries([
      { text: 'Planner @Riverside Freight', x: 60, size: 10 },
      { text: '\t2019 – 2021 Harbourtown', x: 60, cellX: [72], size: 10 },
      { text: 'Average rating: 4.5', x: 36, size: 10, bullet: true },
      { text: 'Clerk @Northgate Stores', x: 60, size: 10 },
      { text: '\t2017 – 2019 Easton', x: 60, cellX: [72], size: 10 },
    ]);
    expect(entries[0]!.bullets).toEqual(['Average rating: 4.5']);
    expect(entries[1]!.head[0]).toBe('Clerk @Northgate Stores');
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

describe('"Organisation • Title • years" list items', () => {
  it('are item titles, each an item of its own', () => {
    const entries = groupEntries([
      { text: 'Northgate College • Lecturer in History • since 2015', bullet: true, x: 90, size: 10 },
      { text: 'Easton Polytechnic • Tutor in History • 2010–2015', bullet: true, x: 90, size: 10 },
    ]);
    expect(entries.map((entry) => entry.head)).toEqual([['Northgate College • Lecturer in History • since 2015'], ['Easton Polytechnic • Tutor in History • 2010–2015']]);
  });
  it('leave a list item without dates at its end as text', () => {
    const entries = groupEntries([{ text: 'Northgate College', x: 90, size: 10 }, { text: 'Taught • Examined • Advised', bullet: true, x: 90, size: 10 }]);
    expect(entries[0]!.bullets).toEqual(['Taught • Examined • Advised']);
  });
});

describe('a role with an abbreviation in brackets', () => {
  it('keeps the abbreviation in the role rather than reading it as a place', () => {
    const head = readEntryHead(['Research Assistant in the Department of Applied Design (DAD)', '11/2013 – 10/2016\tNorthgate University']);
    expect(head.parts).toContain('Research Assistant in the Department of Applied Design (DAD)');
    expect(head.location).toBeUndefined();
  });
  it('reads a non-profit "gGmbH" as an organisation and its town after the comma', () => {
    const head = readEntryHead(['Paramedic – Rettungsdienst Nordland gGmbH, Easton']);
    expect(head.parts).toEqual(['Paramedic', 'Rettungsdienst Nordland gGmbH']);
    expect(head.location).toBe('Easton');
  });
});

describe('more section headings', () => {
  it.each([
    ['Military Service', 'work'],
    ['Civilian Service', 'work'],
    ['University Education', 'education'],
    ['Areas of Interest', 'interests'],
  ])('reads "%s"', (text, key) => {
    expect(findSectionKey({ text })).toBe(key);
  });
});

describe('a start date whose dash is left open over the end date under it', () => {
  it('joins the two into one range on the title line', () => {
    const lines = joinEndOverStart([
      { text: 'Oct 2014 –\tPhD Student in Ecology, Northfield University', x: 80, cellX: [140] },
      { text: 'May 2019 (expected)\tRiver Systems Lab', x: 48, cellX: [140] },
    ]);
    expect(lines.map((line) => line.text)).toEqual(['Oct 2014 – May 2019 (expected)\tPhD Student in Ecology, Northfield University', 'River Systems Lab']);
    expect(findDates(lines[0]!.text)).toMatchObject({ startDate: '2014-10', endDate: '2019-05' });
  });
});

describe('header addresses', () => {
  it('reads "No.12 Street, District, Town, Province, Country" and not a birth date and place', () => {
    const { basics } = parseHeader([
      { text: 'Jane Roe', size: 16 },
      { text: 'jane@example.com', size: 10 },
      { text: 'No.12 Lake Road, Hilltop District, Easton, Lowland, Freedonia', size: 10 },
      { text: '3 Mar 1990, Weston, Lowland, Freedonia', size: 10 },
    ]);
    expect(basics.location).toMatchObject({ city: 'Easton', region: 'Lowland' });
  });
  it('takes no birth date and place for the address', () => {
    const { basics } = parseHeader([{ text: 'Jane Roe', size: 16 }, { text: 'jane@example.com', size: 10 }, { text: '3 Mar 1990, Weston, Lowland, Freedonia', size: 10 }]);
    expect(basics.location).toBeUndefined();
  });
});

describe('a labelled line under a degree', () => {
  it('is no title line with a space before its colon and none after', () => {
    const entries = groupEntries([
      { text: 'Sep 2009 – Jun 2013\tBachelor of Engineering, Easton Polytechnic (EP), Easton', x: 50, cellX: [144], size: 10 },
      { text: 'Double Majors in Physics & Chemistry', x: 144, size: 10 },
      { text: 'Advisor :Prof. Jane Sample', x: 144, size: 10 },
    ]);
    expect(entries[0]!.head).not.toContain('Advisor :Prof. Jane Sample');
  });
});

describe('"Degree in Field, School" where the field holds an organisation\'s word', () => {
  it('parts the school from the field', () => {
    const { items } = readEducation([{ head: ['Oct 2014 – May 2019\tPhD in Circuits and Systems, Northfield University (NU)'], paragraphs: [], bullets: [], links: [] }]);
    expect(items[0]).toMatchObject({ institution: 'Northfield University (NU)', area: 'Circuits and Systems', studyType: 'PhD' });
    expect(items[0]!.location).toBeUndefined();
  });
});

describe('a Weibo address in the header', () => {
  it('is a profile', () => {
    const { basics } = parseHeader([{ text: 'Jane Roe', size: 16 }, { text: 'jane@example.com\tweibo.com/janeroe', size: 10 }]);
    expect(basics.profiles).toContainEqual(expect.objectContaining({ network: 'Weibo', username: 'janeroe' }));
  });
});

describe('a role with its specialty after an en dash, over the employer\'s line', () => {
  it('keeps the specialty with the role', () => {
    const head = readEntryHead(['Planning Consultant – Freight & Logistics', '3/2020 – 8/2020\tRiverside Freight GmbH']);
    expect(head.parts).toEqual(['Planning Consultant – Freight & Logistics', 'Riverside Freight GmbH']);
  });
  it('still parts "Organisation – note" on one line', () => {
    expect(readEntryHead(['Planner – Riverside Freight GmbH\t2019 – 2021']).parts).toEqual(['Planner', 'Riverside Freight GmbH']);
  });
});

describe('a street without its number', () => {
  it('is the address, and the part after it the town', () => {
    const { basics } = parseHeader([{ text: 'Jane Roe', size: 16 }, { text: 'jane@example.com', size: 10 }, { text: 'Via dei Mille, Torino', size: 10 }]);
    expect(basics.location).toMatchObject({ address: 'Via dei Mille', city: 'Torino' });
  });
});
