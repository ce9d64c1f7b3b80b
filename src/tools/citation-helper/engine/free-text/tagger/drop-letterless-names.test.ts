import { describe, expect, it } from 'vitest';
import { dropLetterlessNames } from './drop-letterless-names';
import { readNameList } from './read-name-list';

describe('a name made of punctuation only (session 45)', () => {
  it('leaves out "-" and "." read as names, and marks the list', () => {
    expect(dropLetterlessNames({ names: [{ family: 'Lind', given: 'A.' }, { family: '-' }, { family: '.' }], truncated: false })).toEqual({ names: [{ family: 'Lind', given: 'A.' }], truncated: false, dropped: true });
    const read = readNameList('Smith, J., ., & Lee, M.');
    expect(read.names.every((name) => /\p{L}/u.test(`${name.family ?? ''}${name.given ?? ''}${name.literal ?? ''}`))).toBe(true);
    expect(read.dropped).toBe(true);
  });
  it('keeps a list whose every name has a letter, unmarked', () => {
    const list = { names: [{ family: 'Lind', given: 'A.' }, { literal: 'R Core Team' }], truncated: false };
    expect(dropLetterlessNames(list)).toBe(list);
    expect(readNameList('Lind A, Moss C.').dropped).toBeUndefined();
  });
});
