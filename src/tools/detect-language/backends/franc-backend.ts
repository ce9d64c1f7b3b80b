import type { LanguageBackend } from './backend-types';
import { collectLanguages, mergePredictions } from './merge-predictions';

/**
 * franc's scores are 1 for the best trigram distance and slightly less for the rest (0.97, 0.95…):
 * this sharpness turns those small gaps into a usable distribution.
 */
const SHARPNESS = 25;
const TOP_K = 10;

export async function loadFrancBackend(): Promise<LanguageBackend> {
  const { francAll } = await import('franc');
  const { data } = await import('franc/data.js');
  const { expressions } = await import('franc/expressions.js');
  // Languages franc recognises by script alone (cmn, kor, ell…) are keys of its expressions;
  // the others are n-gram profiles grouped by script.
  const scriptOnly = Object.keys(expressions).filter((key) => !(key in data));
  const languages = collectLanguages([...scriptOnly, ...Object.values(data).flatMap((byScript) => Object.keys(byScript))]);
  return {
    id: 'franc',
    languages,
    detect(text) {
      const ranked = francAll(text, { minLength: 1 }).slice(0, TOP_K);
      return mergePredictions(ranked.map(([code, score]) => [code, Math.exp((score - 1) * SHARPNESS)] as const));
    },
  };
}
