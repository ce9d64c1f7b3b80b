import type { LanguageBackend, Prediction } from './backend-types';
import { collectLanguages, mergePredictions } from './merge-predictions';
import { createTrigramIndex } from './trigram-index';

/**
 * franc's scores are 1 for the best trigram distance and slightly less for the rest (0.97, 0.95…):
 * this sharpness turns those small gaps into a usable distribution.
 */
const SHARPNESS = 25;
const TOP_K = 10;

/** franc's ranking ([code, score] pairs, best first) as a distribution over its first TOP_K. */
export function sharpenFrancRanking(ranked: ReadonlyArray<readonly [string, number]>): Prediction[] {
  return mergePredictions(ranked.slice(0, TOP_K).map(([code, score]) => [code, Math.exp((score - 1) * SHARPNESS)] as const));
}

export async function loadFrancBackend(): Promise<LanguageBackend> {
  const { data } = await import('franc/data.js');
  const { expressions } = await import('franc/expressions.js');
  // Languages franc recognises by script alone (cmn, kor, ell…) are keys of its expressions;
  // the others are n-gram profiles grouped by script.
  const scriptOnly = Object.keys(expressions).filter((key) => !(key in data));
  const languages = collectLanguages([...scriptOnly, ...Object.values(data).flatMap((byScript) => Object.keys(byScript))]);
  // franc's algorithm on franc's data, indexed by trigram (trigram-index.ts): same answers, ~10× faster.
  const index = createTrigramIndex(data, expressions);
  return {
    id: 'franc',
    languages,
    detect(text) {
      return sharpenFrancRanking(index.rank(text, TOP_K));
    },
  };
}
