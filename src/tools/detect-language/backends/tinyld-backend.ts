import type { LanguageBackend } from './backend-types';
import { collectLanguages, mergePredictions } from './merge-predictions';

export async function loadTinyLdBackend(): Promise<LanguageBackend> {
  // "heavy" carries the largest n-gram profiles: the best accuracy on short sentences.
  const tinyld = await import('tinyld/heavy');
  const languages = collectLanguages(tinyld.supportedLanguages);
  return {
    id: 'tinyld',
    languages,
    detect(text) {
      return mergePredictions(tinyld.detectAll(text).map(({ lang, accuracy }) => [lang, accuracy] as const));
    },
  };
}
