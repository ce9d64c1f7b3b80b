/**
 * English → Catalan reads "'s" after a word it does not know as "has", and runs it on: "PCCW's chief" →
 * "PCCWha cap"; English → Spanish drops it ("PCCW jefe"). After a name the dictionary has, both render the
 * possessive ("el cap de John", "el jefe de John"). So a capitalised word the English analyser does not
 * know, right before "'s", is replaced by such a name while Apertium runs, and put back after; so is an
 * acronym, which the dictionary may read as a word ("RIM's loss" → "brocalha pèrdua"), unless the
 * whole text is in capitals (a heading's "COMPANY'S" is a word to translate). The names
 * were chosen because every installed route from English, pivots included, passes them through unchanged;
 * one that does not come back exactly once sends the segment through again as written (like a sentinel).
 */
const STAND_INS = ['John', 'Robert', 'Mary', 'Sarah'];
const POSSESSOR = /(?<![\p{L}\p{N}&.'’-])\p{Lu}[\p{L}\p{N}&.-]*(?=['’]s(?![\p{L}\p{N}]))/gu;
const ACRONYM = /^\p{Lu}{2,6}$/u;

/** More capitals than small letters: a heading or a shouted line, whose capitalised words are words. */
function isInCapitals(text: string): boolean {
  return (text.match(/\p{Lu}/gu)?.length ?? 0) > (text.match(/\p{Ll}/gu)?.length ?? 0);
}

export interface StoodInSegment {
  text: string;
  /** Stand-in name → the word it replaced. */
  restores: Map<string, string>;
}

/** The words of an English segment right before "'s" that may get a stand-in: to ask the analyser about. */
export function listPossessors(segment: string): string[] {
  return segment.match(POSSESSOR) ?? [];
}

/** Each English segment with a stand-in name for each possessor the analyser does not know (`unknown`) or an acronym. */
export function standInPossessors(segments: readonly string[], unknown: ReadonlySet<string>): StoodInSegment[] {
  return segments.map((segment) => {
    const restores = new Map<string, string>();
    // A name the segment has already cannot stand in: it could not be told apart afterwards.
    const free = STAND_INS.filter((name) => !segment.toLowerCase().includes(name.toLowerCase()));
    const text = segment.replace(POSSESSOR, (word: string) => {
      const name = free[restores.size];
      const acronym = ACRONYM.test(word) && !isInCapitals(segment);
      if (!(unknown.has(word) || acronym) || !name) return word;
      restores.set(name, word);
      return name;
    });
    return { text, restores };
  });
}
