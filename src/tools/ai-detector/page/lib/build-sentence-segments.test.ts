import { describe, expect, it } from 'vitest';
import { buildSentenceSegments } from './build-sentence-segments';

describe('buildSentenceSegments', () => {
  it('covers the whole text once: sentences and the gaps between them', () => {
    const text = 'First one.  Second one?\nThird.';
    const segments = buildSentenceSegments(text, [
      { offset: 0, length: 10, aiProbability: 0.1 },
      { offset: 12, length: 11, aiProbability: 0.9 },
      { offset: 24, length: 6, aiProbability: 0.5 },
    ]);
    expect(segments.map((segment) => [segment.text, segment.sentence])).toEqual([
      ['First one.', 0],
      ['  ', null],
      ['Second one?', 1],
      ['\n', null],
      ['Third.', 2],
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });

  it('keeps astral characters (emoji) whole because offsets are UTF-16 like the API', () => {
    const text = 'Hi 👋 there. Bye.';
    const segments = buildSentenceSegments(text, [
      { offset: 0, length: 12, aiProbability: 0.2 },
      { offset: 13, length: 4, aiProbability: 0.3 },
    ]);
    expect(segments[0]?.text).toBe('Hi 👋 there.');
    expect(segments.at(-1)?.text).toBe('Bye.');
  });

  it('clips spans that overlap or run past the end instead of repeating text', () => {
    const segments = buildSentenceSegments('abcdef', [
      { offset: 0, length: 4, aiProbability: 0.1 },
      { offset: 2, length: 10, aiProbability: 0.2 },
    ]);
    expect(segments.map((segment) => segment.text)).toEqual(['abcd', 'ef']);
  });
});
