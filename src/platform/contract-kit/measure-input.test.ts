import { describe, expect, it } from 'vitest';
import { countWords } from '../../domain/word-count';
import { CHARS_PER_WORD, characterLimit, countCharsRead, countInputChars } from './measure-input';

describe('countInputChars', () => {
  it('counts the characters of exactly the texts the word count reads', () => {
    const measure = { countInputWords: (input: { text: string; options: string[]; language: string }) => countWords([input.text, ...input.options].join(' ')) };
    // `language` is not read by the word count, so it does not count.
    expect(countInputChars(measure, { text: 'abc', options: ['de', 'f'], language: 'english' })).toBe(6);
  });

  it('follows nested lists, as plagiarism sources are counted', () => {
    const measure = {
      countInputWords: (input: { text: string; sources: { title: string; text: string }[] }) =>
        countWords(input.text) + input.sources.reduce((sum, source) => sum + countWords(source.text), 0),
    };
    const input = { text: '12345', sources: [{ title: 'Not counted', text: '1234567890' }, { title: 'x', text: '!!!' }] };
    expect(countInputChars(measure, input)).toBe(18);
  });

  it('uses the contract’s own count when it gives one (the longer of two texts)', () => {
    const measure = {
      countInputWords: () => 1,
      countInputChars: (input: { original: string; revised: string }) => Math.max(input.original.length, input.revised.length),
    };
    expect(countInputChars(measure, { original: 'short', revised: 'a little longer' })).toBe(15);
  });

  it('counts what words miss: punctuation and one endless letter run', () => {
    expect(countWords('!'.repeat(100_000))).toBe(0);
    expect(countWords('a'.repeat(100_000))).toBe(1);
    expect(countCharsRead((input: { text: string }) => countWords(input.text), { text: '!'.repeat(100_000) })).toBe(100_000);
  });

  it('derives the character limit from the word limit', () => {
    expect(CHARS_PER_WORD).toBe(12);
    expect(characterLimit({ wordCount: 500 })).toBe(6_000);
  });
});
