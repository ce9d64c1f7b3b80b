import { describe, expect, it } from 'vitest';
import { tagSentence } from './syntax-tokens';

describe('syntax alphabet', () => {
  it('keeps function words and punctuation and replaces content words by their part of speech', () => {
    const { tokens } = tagSentence('It helps individuals, ensuring their preferences are respected.');
    expect(tokens).toEqual(['it', 'VERB', 'NOUN', ',', 'VERB', 'their', 'NOUN', 'are', 'VERB', '.']);
  });

  it('counts pronouns among the words, not the punctuation', () => {
    const tagged = tagSentence('We think it works, and they agree.');
    expect(tagged.words).toBe(7);
    expect(tagged.pronouns).toBe(3);
  });

  it('handles text without words', () => {
    expect(tagSentence('')).toEqual({ tokens: [], pronouns: 0, words: 0 });
    expect(tagSentence('…!?').words).toBe(0);
  });
});
