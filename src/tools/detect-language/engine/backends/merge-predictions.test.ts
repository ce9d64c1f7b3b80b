import { describe, expect, it } from 'vitest';
import { collectLanguages, mergePredictions } from './merge-predictions';

describe('mergePredictions', () => {
  it('sums codes that fold into one language and normalises to a distribution', () => {
    const merged = mergePredictions([
      ['cmn', 0.5],
      ['yue', 0.25],
      ['ja', 0.25],
    ]);
    expect(merged).toEqual([
      { code: 'zho', score: 0.75 },
      { code: 'jpn', score: 0.25 },
    ]);
  });

  it('drops codes that name no language and non-positive weights', () => {
    expect(mergePredictions([['und', 1], ['en', 0], ['fr', 2]])).toEqual([{ code: 'fra', score: 1 }]);
    expect(mergePredictions([['und', 1]])).toEqual([]);
  });

  it('collects canonical languages from raw labels', () => {
    expect([...collectLanguages(['zh', 'cmn', 'en', 'zh-Latn'])].sort()).toEqual(['eng', 'zho']);
  });
});
