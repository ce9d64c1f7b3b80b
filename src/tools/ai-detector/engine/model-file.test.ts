import { describe, expect, it } from 'vitest';
import { calibrateLogit } from './calibrate-score';
import { ENGLISH_CURRENT_FEATURES, ENGLISH_FEATURES, UNIVERSAL_FEATURES } from './feature-names';
import { loadDetector } from './load-model';

describe('shipped model file', () => {
  const { model } = loadDetector();

  it('loads with a classifier over the current feature list', () => {
    expect(model.version).toBe(1);
    expect(model.languages.en.classifier.features).toEqual([...ENGLISH_FEATURES]);
    expect(model.languages.en.current?.classifier.features).toEqual([...ENGLISH_CURRENT_FEATURES]);
    expect(model.universal.classifier.features).toEqual([...UNIVERSAL_FEATURES]);
    // MIT-licensed dev.jsonl sources and the corpus of training/ai-detector/corpus (its README gives the licences:
    // UD treebanks, and since session 34 openly licensed human texts under `open/`).
    expect(model.training.sources.every((source) => /^(fast-detect-gpt|detector-bias|scribewell|ud|open)\//.test(source))).toBe(true);
    expect(model.training.sources.some((source) => source.startsWith('hc3-plus/'))).toBe(false);
  });

  it('has calibrations that rise with the classifier score', () => {
    for (const { calibration } of [model.languages.en, model.universal]) {
      expect(calibration.slope).toBeGreaterThan(0);
      let previous = -1;
      for (let logit = -10; logit <= 10; logit += 0.5) {
        const probability = calibrateLogit(calibration, logit);
        expect(probability).toBeGreaterThan(previous);
        previous = probability;
      }
    }
  });

  it('orders its verdict thresholds', () => {
    expect(model.thresholds.likelyHuman).toBeLessThanOrEqual(model.thresholds.likelyAi);
    expect(model.thresholds.likelyAi).toBeGreaterThanOrEqual(0.5);
  });
});
