import { describe, expect, it } from 'vitest';
import { decodeSequence } from '../engine/free-text/tagger/decode-sequence';
import { trainTagger, type TrainingSequence } from './train-tagger';

/** Names then a year then a title: the word says little, the order and the shape say it all. */
const SEQUENCES: TrainingSequence[] = Array.from({ length: 30 }, (_, k) => {
  const names = 1 + (k % 3);
  const titleWords = 2 + (k % 4);
  return {
    features: [...Array.from({ length: names }, () => ['capitalised', 'ends-comma']), ['year'], ...Array.from({ length: titleWords }, () => ['lower'])],
    labels: [...Array.from({ length: names }, () => 0), 1, ...Array.from({ length: titleWords }, () => 2)],
  };
});

describe('trainTagger', () => {
  it('learns a separable toy task', () => {
    const model = trainTagger(SEQUENCES, { labels: ['author', 'date', 'title'], epochs: 10, minCount: 1 });
    const decoded = decodeSequence(model, [['capitalised', 'ends-comma'], ['capitalised', 'ends-comma'], ['year'], ['lower'], ['lower'], ['lower']]);
    expect(decoded.labels).toEqual([0, 0, 1, 2, 2, 2]);
    expect(Math.min(...decoded.margins)).toBeGreaterThan(0);
  });

  it('is deterministic: the same data gives the same model', () => {
    const options = { labels: ['author', 'date', 'title'], epochs: 3, minCount: 1 };
    expect(JSON.stringify(trainTagger(SEQUENCES, options))).toBe(JSON.stringify(trainTagger(SEQUENCES, options)));
  });

  it('drops features seen fewer times than minCount', () => {
    const rare: TrainingSequence[] = [...SEQUENCES, { features: [['once'], ['year']], labels: [0, 1] }];
    const model = trainTagger(rare, { labels: ['author', 'date', 'title'], epochs: 3, minCount: 2 });
    expect(model.weights.once).toBeUndefined();
  });
});
