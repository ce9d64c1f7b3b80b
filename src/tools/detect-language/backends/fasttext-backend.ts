import { readFile } from 'node:fs/promises';
import { collapseWhitespace } from '../collapse-whitespace';
import type { LanguageBackend, Prediction } from './backend-types';
import { readFastTextModel } from './fasttext-model';
import { createFastTextScorer, type FastTextPrediction, type FastTextScorer } from './fasttext-scorer';
import { collectLanguages, mergePredictions } from './merge-predictions';

/** "sh" is Wikipedia's Serbo-Croatian: its mass is shared by the three standard languages. */
const SERBO_CROATIAN = ['hrv', 'srp', 'bos'];

/** Labels asked of fastText per text. */
export const FASTTEXT_TOP_K = 10;

/** The model file the package ships (its exports allow any path inside it). */
export const FASTTEXT_MODEL_URL = import.meta.resolve('fasttext.wasm.js/dist/models/language-identification/assets/lid.176.ftz');

function expandLabel(label: string, probability: number): Array<readonly [string, number]> {
  if (label === 'sh') return SERBO_CROATIAN.map((code) => [code, probability / SERBO_CROATIAN.length] as const);
  return [[label, probability]];
}

/** fastText's labels and probabilities as the ensemble's predictions. */
export function toFastTextPredictions(found: readonly FastTextPrediction[]): Prediction[] {
  return mergePredictions(found.flatMap(({ label, probability }) => expandLabel(label, probability)));
}

/** fastText reads one line: a newline would end the input early. */
export function toOneLine(text: string): string {
  return collapseWhitespace(text);
}

/** Our scorer over the package's lid.176 model file. */
export async function loadFastTextScorer(): Promise<FastTextScorer> {
  return createFastTextScorer(readFastTextModel(await readFile(new URL(FASTTEXT_MODEL_URL))));
}

/**
 * fastText's lid.176 predictions, computed by fasttext-scorer.ts from the package's model file (the
 * package's own WebAssembly gives the same numbers, eval/language/check-fasttext-scorer.ts, at about
 * twice the cost a text).
 */
export async function loadFastTextBackend(): Promise<LanguageBackend> {
  const scorer = await loadFastTextScorer();
  const languages = collectLanguages(scorer.labels.flatMap((label) => expandLabel(label, 1).map(([code]) => code)));
  return {
    id: 'fasttext',
    languages,
    detect: (text) => toFastTextPredictions(scorer.predict(toOneLine(text), FASTTEXT_TOP_K)),
  };
}
