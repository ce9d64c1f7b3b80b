import type { LanguageBackend } from './backend-types';
import { collectLanguages, mergePredictions } from './merge-predictions';

/**
 * franc's scores are 1 for the best trigram distance and slightly less for the rest (0.97, 0.95…):
 * this sharpness turns those small gaps into a usable distribution.
 */
const SHARPNESS = 25;
/** franc ranks every language of the script: the ensemble reads its first TOP_K, as a distribution. */
const TOP_K = 10;

export async function loadFrancBackend(): Promise<LanguageBackend> {
  // Imported on first use: franc indexes its 187 languages' trigram profiles when its module is evaluated.
  const { francAll } = await import('franc');
  // franc exports no list of its languages: they are read from its data (the package is pinned for that).
  const [{ data }, { expressions }] = await Promise.all([import('franc/data.js'), import('franc/expressions.js')]);
  // Languages franc recognises by script alone (cmn, kor, ell…) are keys of its expressions;
  // the others are n-gram profiles grouped by script.
  const scriptOnly = Object.keys(expressions).filter((key) => !(key in data));
  return {
    id: 'franc',
    languages: collectLanguages([...scriptOnly, ...Object.values(data).flatMap((byScript) => Object.keys(byScript))]),
    detect(text) {
      // minLength 1: the ensemble decides itself when a text is too short; franc would otherwise answer "und".
      const ranked = francAll(text, { minLength: 1 }).slice(0, TOP_K);
      return mergePredictions(ranked.map(([code, score]) => [code, Math.exp((score - 1) * SHARPNESS)] as const));
    },
  };
}
