import { describe, expect, it } from 'vitest';
import { dropBareEmploymentKind } from './employment-note';
import { readEntryHead } from './read-entry-head';

describe('a bare kind of employment set after the role (resume-template-in-typst)', () => {
  it('is neither the role nor the employer', () => {
    const head = readEntryHead(['Software Engineer\tFull-time\t01/2021 – Current', '@ Google']);
    expect(head.parts).toEqual(['Software Engineer', 'Google']);
    expect(readEntryHead(['Sr. Software Engineer\tContractor\t10/2017 – 12/2020', '@ MarketSmart']).parts).toEqual(['Sr. Software Engineer', 'MarketSmart']);
  });
  it('stays when it follows no role ("Google ⇥ Intern": the word is the role)', () => {
    expect(readEntryHead(['Google\tIntern\t2019 – 2020']).parts).toEqual(['Google', 'Intern']);
    expect(dropBareEmploymentKind(['Intern', 'Google'], () => true)).toEqual(['Intern', 'Google']);
  });
});
