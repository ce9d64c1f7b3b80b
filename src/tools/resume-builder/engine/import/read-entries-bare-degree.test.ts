import { describe, expect, it } from 'vitest';
import { readEducation, takeFieldAfterBareDegree } from './read-entries';
import { readEntryHead } from './read-entry-head';

const school = (...head: string[]) => readEducation([{ head, paragraphs: [], bullets: [], links: [] }]).items[0]!;

describe('a non-breaking hyphen between spaces (TwoColumn-Awesome-CV)', () => {
  it('parts a title as a plain hyphen does', () => {
    expect(readEntryHead(['Master \u2011 Quantum Computing']).parts).toEqual(['Master', 'Quantum Computing']);
    expect(readEntryHead(['Master - Quantum Computing']).parts).toEqual(['Master', 'Quantum Computing']);
  });
  it('leaves a hyphen inside a word alone', () => {
    expect(readEntryHead(['Front\u2011End Developer']).parts).toEqual(['Front\u2011End Developer']);
  });
});

describe('the part after a bare degree word', () => {
  it('is the field, not the school ("Master ‑ Quantum Computing")', () => {
    expect(school('Master \u2011 Quantum Computing\t2017 \u2011 2021')).toMatchObject({ studyType: 'Master', area: 'Quantum Computing' });
    expect(school('Master \u2011 Quantum Computing\t2017 \u2011 2021').institution).toBeUndefined();
  });
  it('stays the school when a school\'s word is in it ("Master - Harvard University")', () => {
    expect(school('Master - Harvard University\t2017 - 2021')).toMatchObject({ studyType: 'Master', institution: 'Harvard University' });
    const parts = ['Bachelor', 'Stanford University'];
    expect(takeFieldAfterBareDegree(parts)).toBeUndefined();
    expect(parts).toEqual(['Bachelor', 'Stanford University']);
  });
  it('is taken only after a bare degree word ("Master of Science" names its own)', () => {
    const parts = ['Master of Science', 'Quantum Computing'];
    expect(takeFieldAfterBareDegree(parts)).toBeUndefined();
    expect(takeFieldAfterBareDegree(['Master', 'Computer Science'])).toBe('Computer Science');
  });
});
