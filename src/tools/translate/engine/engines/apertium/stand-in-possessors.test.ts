import { describe, expect, it } from 'vitest';
import { standInPossessors } from './stand-in-possessors';

/** A stand-in English analyser's verdict: these words it does not know. */
const unknownOf = (...words: string[]) => async (asked: readonly string[]) => new Set(asked.filter((word) => words.includes(word)));

describe('stand-in names for unknown possessors', () => {
  it('replaces a capitalised word the analyser does not know before "\'s", one name each, and keeps known ones', async () => {
    const [segment] = await standInPossessors(["PCCW's chief met WorldCom’s board and Microsoft's team."], 'en', unknownOf('PCCW', 'WorldCom'));
    expect(segment?.text).toBe("John's chief met Robert’s board and Microsoft's team.");
    expect([...(segment?.restores ?? [])]).toEqual([
      ['John', 'PCCW'],
      ['Robert', 'WorldCom'],
    ]);
  });

  it("stands in for an acronym the dictionary reads as a word (RIM's), except in a text in capitals", async () => {
    expect((await standInPossessors(["RIM's loss narrowed."], 'en', unknownOf()))[0]?.text).toBe("John's loss narrowed.");
    expect((await standInPossessors(["NASA's BUDGET CUTS"], 'en', unknownOf()))[0]?.text).toBe("NASA's BUDGET CUTS");
  });

  it('skips a name the segment already has, and leaves other languages and plain "it\'s" alone', async () => {
    const [segment] = await standInPossessors(["John saw PCCW's results; it's late."], 'en', unknownOf('PCCW'));
    expect(segment?.text).toBe("John saw Robert's results; it's late.");
    expect((await standInPossessors(["PCCW's chief"], 'fr', unknownOf('PCCW')))[0]?.text).toBe("PCCW's chief");
  });
});
