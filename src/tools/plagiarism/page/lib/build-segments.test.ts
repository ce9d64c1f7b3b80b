import { describe, expect, it } from 'vitest';
import type { PlagiarismMatch } from '../api/check-plagiarism';
import { buildSegments } from './build-segments';

const match = (offset: number, length: number): PlagiarismMatch => ({
  offset,
  length,
  source: { title: 'S', origin: 'request' },
  sourceOffset: 0,
  sourceLength: length,
  sourceExcerpt: '',
  kind: 'exact',
  score: 1,
  words: 1,
});

describe('buildSegments', () => {
  it('alternates plain and matched text and keeps every character once', () => {
    const text = 'aaa bbb ccc ddd';
    const segments = buildSegments(text, [match(8, 3), match(0, 3)]);
    expect(segments).toEqual([
      { text: 'aaa', start: 0, match: 1 },
      { text: ' bbb ', start: 3, match: null },
      { text: 'ccc', start: 8, match: 0 },
      { text: ' ddd', start: 11, match: null },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });

  it('gives an overlap to the earlier match and trims the later one', () => {
    const segments = buildSegments('0123456789', [match(0, 6), match(4, 6)]);
    expect(segments).toEqual([
      { text: '012345', start: 0, match: 0 },
      { text: '6789', start: 6, match: 1 },
    ]);
  });
});
