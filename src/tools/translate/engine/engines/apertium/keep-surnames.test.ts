import { describe, expect, it } from 'vitest';
import { createEnglishWordReader, type EnglishWordKind } from './unknown-english-words';
import { keepSurnames, listFirstNames } from './keep-surnames';

const KINDS = new Map<string, EnglishWordKind>([
  ['Tom', 'first-name'],
  ['Mary', 'first-name'],
  ['Bill', 'ambiguous-first-name'],
  ['Ray', 'ambiguous-first-name'],
]);
const bracket = (surname: string) => `[${surname}]`;

describe('surnames after a first name', () => {
  it('keeps the capitalised words after a first name as written, one sentinel a chain', () => {
    const segment = 'Tom Cook met Mary White and Ray Brent Marsh.';
    // Overlapping candidates are all asked about ("Brent" may start a name too); the first that is a name wins.
    expect(listFirstNames(segment)).toEqual(['Tom', 'Mary', 'Ray', 'Brent']);
    expect(keepSurnames(segment, KINDS, bracket)).toBe('Tom [Cook] met Mary [White] and Ray [Brent Marsh].');
  });

  it('trusts a first name that is also a word only inside a sentence, and leaves possessives and headings', () => {
    expect(keepSurnames('Bill Gates met Ray Brent.', KINDS, bracket)).toBe('Bill Gates met Ray [Brent].');
    expect(keepSurnames('Yesterday Tom Cook left.', KINDS, bracket)).toBe('Yesterday Tom [Cook] left.');
    expect(keepSurnames("Tom Cook's car is red.", KINDS, bracket)).toBe("Tom Cook's car is red.");
    expect(listFirstNames('Tom Cook Goes To Town')).toEqual([]);
    expect(keepSurnames('Tom Cook Goes To Town', KINDS, bracket)).toBe('Tom Cook Goes To Town');
  });

  it("reads a name's kind from its analyses: a person's name only, or among other readings", async () => {
    const read = createEnglishWordReader(async (_language, words) =>
      new Map(
        words.map((word) => [
          word.toLowerCase(),
          word === 'Tom' ? [{ lemma: 'Tom', tags: ['np', 'ant', 'm', 'sg'] }] : word === 'Ray' ? [{ lemma: 'Ray', tags: ['n', 'sg'] }, { lemma: 'Ray', tags: ['np', 'ant', 'm', 'sg'] }] : [],
        ]),
      ),
    );
    expect(await read(['Tom', 'Ray', 'Xyzzy'])).toEqual(
      new Map([
        ['Tom', 'first-name'],
        ['Ray', 'ambiguous-first-name'],
        ['Xyzzy', 'unknown'],
      ]),
    );
  });
});
