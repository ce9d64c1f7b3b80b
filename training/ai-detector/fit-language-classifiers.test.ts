import { describe, expect, it } from 'vitest';
import { FEATURE_NAMES, type FeatureName } from '../../src/tools/ai-detector/engine/feature-names';
import type { FeatureRows } from './build-feature-rows';
import type { LabelledText } from './read-dataset';
import { fitLanguageClassifiers } from './train-detector';

/** Both English eras: three HC3-era domains and corpus texts, rows whose first columns part the labels, noisily. */
function makeRows(): { records: LabelledText[]; rows: FeatureRows[] } {
  const records: LabelledText[] = [];
  const rows: FeatureRows[] = [];
  const sources = ['fast-detect-gpt/alpha', 'fast-detect-gpt/beta', 'fast-detect-gpt/gamma', 'scribewell/en/essay', 'scribewell/en/essay'];
  sources.forEach((source, s) => {
    for (let i = 0; i < 24; i += 1) {
      const label = i % 2 === 0 ? 0 : 1;
      records.push({ text: `text ${s} ${i}`, label, source, lang: 'en', group: `${s}-${i}` });
      rows.push({ row: FEATURE_NAMES.map((_, k) => label * 0.5 + Math.sin(7 * i + 13 * k + s)), sentences: [] });
    }
  });
  return { records, rows };
}

describe('fitLanguageClassifiers', () => {
  const primary: FeatureName[] = ['lmLlr', 'styleLlr'];

  it("gives English's current-model classifier its own features when asked (session 38)", () => {
    const { records, rows } = makeRows();
    const fitted = fitLanguageClassifiers(records, rows, 'en', primary, undefined, [...primary, 'serialCommaRate']);
    expect(fitted.primary.classifier.features).toEqual(primary);
    expect(fitted.current?.classifier.features).toEqual([...primary, 'serialCommaRate']);
  });

  it('gives both classifiers the same features otherwise', () => {
    const { records, rows } = makeRows();
    const fitted = fitLanguageClassifiers(records, rows, 'en', primary);
    expect(fitted.current?.classifier.features).toEqual(primary);
  });
});
