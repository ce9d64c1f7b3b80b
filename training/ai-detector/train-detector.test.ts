import { describe, expect, it } from 'vitest';
import { prepareDetector } from '../../src/tools/ai-detector/engine/load-model';
import { scoreText } from '../../src/tools/ai-detector/engine/score-text';
import { HUMAN_LIKE, MACHINE_LIKE } from '../../src/tools/ai-detector/engine/test-texts';
import type { LabelledText } from './read-dataset';
import { trainDetector } from './train-detector';

/** A tiny corpus: three domains, each with sentence-shuffled variants of the two sample texts. */
function makeCorpus(): LabelledText[] {
  const records: LabelledText[] = [];
  const variants = (text: string): string[] => {
    const sentences = text.match(/[^.!?]+[.!?]+/g) ?? [text];
    return sentences.map((_, shift) => [...sentences.slice(shift), ...sentences.slice(0, shift)].join(' '));
  };
  for (const domain of ['alpha', 'beta', 'gamma']) {
    variants(HUMAN_LIKE).forEach((text, i) => records.push({ text, label: 0, source: `fast-detect-gpt/${domain}`, lang: 'en', group: `${domain}-h${i}` }));
    variants(MACHINE_LIKE).forEach((text, i) => records.push({ text, label: 1, source: `fast-detect-gpt/${domain}`, lang: 'en', group: `${domain}-a${i}` }));
  }
  return records;
}

describe('trainDetector', () => {
  it('is deterministic: the same texts give the same model, byte for byte', () => {
    const corpus = makeCorpus();
    expect(JSON.stringify(trainDetector(corpus).model)).toBe(JSON.stringify(trainDetector(corpus).model));
  });

  it('learns to rank its two kinds of text apart', () => {
    const detector = prepareDetector(trainDetector(makeCorpus()).model);
    expect(scoreText(detector, MACHINE_LIKE, 'en').aiProbability).toBeGreaterThan(scoreText(detector, HUMAN_LIKE, 'en').aiProbability);
  });

  it('reports which rule set each cut-off: the highest demand is the threshold in the model', () => {
    const { model, cutDemandsByLanguage } = trainDetector(makeCorpus());
    const demands = cutDemandsByLanguage.en ?? [];
    expect(demands.length).toBeGreaterThan(2);
    expect(demands.map((demand) => demand.cut)).toEqual([...demands.map((demand) => demand.cut)].sort((a, b) => b - a));
    expect(model.languages.en.thresholds?.likelyAi).toBe(Math.min(demands[0]?.cut ?? 0, 0.999));
  });
});
