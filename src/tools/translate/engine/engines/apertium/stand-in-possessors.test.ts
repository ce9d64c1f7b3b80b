import { describe, expect, it } from 'vitest';
import { listPossessors, standInPossessors } from './stand-in-possessors';

describe('stand-in names for unknown possessors', () => {
  it('replaces a capitalised word the analyser does not know before "\'s", one name each, and keeps known ones', () => {
    const segment = "PCCW's chief met WorldCom’s board and Microsoft's team; it's late.";
    expect(listPossessors(segment)).toEqual(['PCCW', 'WorldCom', 'Microsoft']);
    const [stoodIn] = standInPossessors([segment], new Set(['PCCW', 'WorldCom']));
    expect(stoodIn?.text).toBe("John's chief met Robert’s board and Microsoft's team; it's late.");
    expect([...(stoodIn?.restores ?? [])]).toEqual([
      ['John', 'PCCW'],
      ['Robert', 'WorldCom'],
    ]);
  });

  it("stands in for an acronym the dictionary reads as a word (RIM's), except in a text in capitals", () => {
    expect(standInPossessors(["RIM's loss narrowed."], new Set())[0]?.text).toBe("John's loss narrowed.");
    expect(standInPossessors(["NASA's BUDGET CUTS"], new Set())[0]?.text).toBe("NASA's BUDGET CUTS");
  });

  it('skips a name the segment already has', () => {
    expect(standInPossessors(["John saw PCCW's results."], new Set(['PCCW']))[0]?.text).toBe("John saw Robert's results.");
  });
});
