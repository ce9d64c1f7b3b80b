import { readFileSync } from 'node:fs';
import type { DetectorModel, LanguageModelSet, VerdictThresholds } from './model-types';
import { NgramScorer } from './ngram-model';
import { SequenceScorer } from './sequence-model';
import type { LanguageScorers } from './extract-features';
import { isTrainedLanguage, TRAINED_LANGUAGES, type TrainedLanguage } from './tokenize-text';

/** The model set of a language, when the model file has one (English always does). */
export function findLanguageModel(model: DetectorModel, language: string): LanguageModelSet | undefined {
  return isTrainedLanguage(language) ? model.languages[language] : undefined;
}

/** The verdict cut-offs for a text in this language: its own when trained, else the global ones. */
export function findThresholds(model: DetectorModel, language: string): VerdictThresholds {
  return findLanguageModel(model, language)?.thresholds ?? model.thresholds;
}

export const MODEL_URL = new URL('./model/ai-detector-model.json', import.meta.url);

/** The parsed model with its n-gram tables turned into lookup structures, ready to score. */
export interface LoadedDetector {
  model: DetectorModel;
  scorers: Partial<Record<TrainedLanguage, LanguageScorers>>;
}

let cached: LoadedDetector | undefined;

export function prepareDetector(model: DetectorModel): LoadedDetector {
  if (model.version !== 1) throw new Error(`Unsupported AI-detector model version ${String(model.version)}.`);
  const scorers: LoadedDetector['scorers'] = {};
  for (const language of TRAINED_LANGUAGES) {
    const ngrams = model.languages[language]?.ngrams;
    if (ngrams) scorers[language] = { words: new NgramScorer(ngrams.words), style: new NgramScorer(ngrams.style), syntax: new SequenceScorer(ngrams.syntax) };
  }
  return { model, scorers };
}

/** Loads the shipped model once per process (lazily: importing the engine costs nothing). */
export function loadDetector(): LoadedDetector {
  cached ??= prepareDetector(JSON.parse(readFileSync(MODEL_URL, 'utf8')) as DetectorModel);
  return cached;
}
