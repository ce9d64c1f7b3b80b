import { describe, expect, it } from 'vitest';
import { FEATURE_COUNT, LENGTH_BUCKET_COUNT } from './ensemble-features';
import type { EnsembleModel, Stage } from './ensemble-model';
import { detectScripts } from './detect-script';
import { identifyPreparedText, type PreparedText } from './identify-text';

const BUCKET = 2;
const perBucket = (value: number): number[] => Array.from({ length: LENGTH_BUCKET_COUNT }, () => value);
// Only the first feature counts, with weight 1: a candidate's score is its first feature.
const WEIGHTS = perBucket(0).map(() => Array.from({ length: FEATURE_COUNT }, (_, index) => (index === 0 ? 1 : 0)));

function makeModel(middleBelow: number): EnsembleModel {
  return {
    weights: { quick: WEIGHTS, middle: WEIGHTS, full: WEIGHTS },
    accept: { quick: perBucket(0.9), middle: perBucket(0.9) },
    acceptBelow: { quick: perBucket(0), middle: perBucket(middleBelow) },
    exclusiveTrust: perBucket(Infinity),
    reliable: { quick: perBucket(Infinity), middle: perBucket(Infinity), full: perBucket(Infinity) },
  };
}

const candidate = (code: string, score: number) => ({ code, features: Array.from({ length: FEATURE_COUNT }, (_, index) => (index === 0 ? score : 0)) });

/** A text whose top candidate has this confidence at each stage (two candidates, softmax of their score gap). */
function makeViews(confidences: Record<Stage, number>): { viewOf: (stage: Stage) => PreparedText; asked: Stage[] } {
  const sample = 'Ein Text, bei dem sich die Bibliotheken nicht einig sind, welche Sprache er ist.';
  const asked: Stage[] = [];
  const viewOf = (stage: Stage): PreparedText => {
    asked.push(stage);
    const gap = Math.log(confidences[stage] / (1 - confidences[stage]));
    return { sample, profile: detectScripts(sample), bucket: BUCKET, stage, candidates: [candidate('deu', gap), candidate('nld', 0)] };
  };
  return { viewOf, asked };
}

describe('identifyPreparedText', () => {
  it('answers at the quick stage when it is sure enough, without asking more libraries', () => {
    const { viewOf, asked } = makeViews({ quick: 0.95, middle: 0.5, full: 0.5 });
    const result = identifyPreparedText(viewOf, makeModel(0.4));
    expect(result.stage).toBe('quick');
    expect(asked).toEqual(['quick']);
  });

  it('keeps the middle stage’s answer when it is too unsure for the last libraries to help', () => {
    const { viewOf, asked } = makeViews({ quick: 0.6, middle: 0.55, full: 0.8 });
    const result = identifyPreparedText(viewOf, makeModel(0.6));
    expect(result.stage).toBe('middle');
    expect(result.ranked[0]?.confidence).toBeCloseTo(0.55);
    expect(asked).toEqual(['quick', 'middle']);
  });

  it('asks the last libraries between the two gates, and always when there is no lower gate', () => {
    const between = makeViews({ quick: 0.6, middle: 0.7, full: 0.8 });
    expect(identifyPreparedText(between.viewOf, makeModel(0.6)).stage).toBe('full');
    expect(between.asked).toEqual(['quick', 'middle', 'full']);
    const noLowerGate = makeViews({ quick: 0.6, middle: 0.55, full: 0.8 });
    expect(identifyPreparedText(noLowerGate.viewOf, makeModel(0)).stage).toBe('full');
  });
});
