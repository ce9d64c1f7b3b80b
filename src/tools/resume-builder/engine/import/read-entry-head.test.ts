import { describe, expect, it } from 'vitest';
import { readEntryHead } from './read-entry-head';

describe('icon letters before a title detail', () => {
  it('drops a lone icon character and the symbol before the place (AltaCV)', () => {
    const head = readEntryHead(['President & CEO', 'Yahoo!', 'z July 2012 – Ongoing\t* Sunnyvale, CA']);
    expect(head.parts).toEqual(['President & CEO', 'Yahoo!']);
    expect(head.location).toBe('Sunnyvale, CA');
    expect(head.dates?.startDate).toBe('2012-07');
  });
  it('keeps a one-letter word inside a name and a name that starts with a quote', () => {
    const head = readEntryHead(['A Cloud Guru\tJan 2020 – Present', '"Data" Team Lead']);
    expect(head.parts).toEqual(['A Cloud Guru', '"Data" Team Lead']);
  });
});
