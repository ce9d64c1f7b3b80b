import { describe, expect, it } from 'vitest';
import { buildHighlightSegments } from './build-highlight-segments';

const MATERIAL = 'Leaves are green. Plants take in carbon dioxide. Roots take up water.';
const at = (text: string) => ({ text, offset: MATERIAL.indexOf(text), length: text.length });

describe('buildHighlightSegments', () => {
  it('marks each passage by its rank and keeps the rest of the material as it is', () => {
    const segments = buildHighlightSegments(MATERIAL, [at('Plants take in carbon dioxide.'), at('Leaves are green.')]);
    expect(segments.map((segment) => segment.text).join('')).toBe(MATERIAL);
    expect(segments.filter((segment) => segment.evidence !== null).map((segment) => [segment.evidence, segment.text])).toEqual([
      [1, 'Leaves are green.'],
      [0, 'Plants take in carbon dioxide.'],
    ]);
  });

  it('gives an overlap to the better passage and clips offsets past the end', () => {
    const segments = buildHighlightSegments(MATERIAL, [at('carbon dioxide. Roots'), { text: 'x', offset: MATERIAL.indexOf('take in'), length: 1_000 }]);
    expect(segments.map((segment) => segment.text).join('')).toBe(MATERIAL);
    expect(segments.filter((segment) => segment.evidence !== null).map((segment) => [segment.evidence, segment.text])).toEqual([
      [1, 'take in '],
      [0, 'carbon dioxide. Roots'],
      [1, ' take up water.'],
    ]);
  });

  it('returns the material unmarked when there is no evidence', () => {
    expect(buildHighlightSegments(MATERIAL, [])).toEqual([{ text: MATERIAL, start: 0, evidence: null }]);
    expect(buildHighlightSegments('', [at('Leaves')])).toEqual([]);
  });
});
