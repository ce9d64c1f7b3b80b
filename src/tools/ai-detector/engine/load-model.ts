import { readFileSync } from 'node:fs';
import type { DetectorModel } from './model-types';
import { NgramScorer } from './ngram-model';
import { SequenceScorer } from './sequence-model';
import type { LanguageScorers } from './extract-features';

export const MODEL_URL = new URL('./model/ai-detector-model.json', import.meta.url);

/** The parsed model with its n-gram tables turned into lookup structures, ready to score. */
export interface LoadedDetector {
  model: DetectorModel;
  scorers: { en: LanguageScorers };
}

let cached: LoadedDetector | undefined;

export function prepareDetector(model: DetectorModel): LoadedDetector {
  if (model.version !== 1) throw new Error(`Unsupported AI-detector model version ${String(model.version)}.`);
  const en = model.languages.en.ngrams;
  return {
    model,
    scorers: { en: { words: new NgramScorer(en.words), style: new NgramScorer(en.style), syntax: new SequenceScorer(en.syntax) } },
  };
}

/** Loads the shipped model once per process (lazily: importing the engine costs nothing). */
export function loadDetector(): LoadedDetector {
  cached ??= prepareDetector(JSON.parse(readFileSync(MODEL_URL, 'utf8')) as DetectorModel);
  return cached;
}
