import { describe, expect, it } from 'vitest';
import { readEntryHead } from './read-entry-head';

// Session 42 (awesome-cv-wei.pdf and its DOCX, held-out-s39): "Emergency Medicine Dep." lost its stop.
describe("the stop closing an employer's name", () => {
  it('stays after an abbreviation ("Dep.", "Dept.", "Inc.")', () => {
    expect(readEntryHead(['National Taiwan University Hospital, Emergency Medicine Dep.\tTaipei, Taiwan']).parts).toEqual(['National Taiwan University Hospital, Emergency Medicine Dep.']);
    expect(readEntryHead(['Acme, Sales Dept.\tBerlin, Germany']).parts).toEqual(['Acme, Sales Dept.']);
  });

  it('goes after a sentence-like title that merely ends one', () => {
    expect(readEntryHead(['Northwind, Data Platform Team.\tBerlin, Germany']).parts).toEqual(['Northwind, Data Platform Team']);
  });
});
