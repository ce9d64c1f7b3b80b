import type { LanguageBackend } from './backend-types';
import { collectLanguages, mergePredictions } from './merge-predictions';

/** tinyld through the package's own API. */
export async function loadTinyLdBackend(): Promise<LanguageBackend> {
  // "heavy" carries the largest n-gram profiles: the best accuracy on short sentences.
  const tinyld = await import('tinyld/heavy');
  return {
    id: 'tinyld',
    languages: collectLanguages(tinyld.supportedLanguages),
    detect(text) {
      return mergePredictions(tinyld.detectAll(text).map(({ lang, accuracy }) => [lang, accuracy] as const));
    },
  };
}
