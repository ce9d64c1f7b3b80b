import { describe, expect, it } from 'vitest';
import { splitSentences } from './split-sentences';
import { tokenizeWords } from './tokenize';

describe('sentences and words', () => {
  it('splits sentences with offsets into the original text', () => {
    const text = 'Dr. Smith arrived. Was he late? Yes!\nNew line here';
    const sentences = splitSentences(text);
    expect(sentences.map((s) => s.text)).toEqual(['Dr. Smith arrived.', 'Was he late?', 'Yes!', 'New line here']);
    for (const s of sentences) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('tokenises words with UTF-16 offsets, keeping contractions and hyphens whole', () => {
    const text = "😀 don't re-use";
    expect(tokenizeWords(text).map((t) => [t.text, t.start])).toEqual([
      ["don't", 3],
      ['re-use', 9],
    ]);
  });
});
