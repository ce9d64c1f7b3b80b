import type { LanguageBackend } from './backend-types';
import { collectLanguages, mergePredictions } from './merge-predictions';

export async function loadEldBackend(): Promise<LanguageBackend> {
  // The large database is the most accurate on short text; imported lazily because it is ~9 MB.
  const { eld } = await import('eld/large');
  const detector = eld.newInstance();
  const languages = collectLanguages(Object.values(detector.info().Languages));
  return {
    id: 'eld',
    languages,
    detect(text) {
      const result = detector.detect(text);
      if (!result.language) return [];
      // eld's scores are per-language similarities, not probabilities: squaring sharpens the
      // nearly flat tail before we normalise it into a distribution.
      return mergePredictions(Object.entries(result.getScores()).map(([code, score]) => [code, score * score] as const));
    },
  };
}
