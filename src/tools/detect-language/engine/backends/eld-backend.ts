import type { LanguageBackend } from './backend-types';
import { collectLanguages, mergePredictions } from './merge-predictions';

/** eld (Efficient Language Detector) with its large database, through the package's own API. */
export async function loadEldBackend(): Promise<LanguageBackend> {
  // The large database is the most accurate on short text; imported on first use because it is 4.5 MB.
  const { eld } = await import('eld/large');
  const detector = eld.newInstance();
  return {
    id: 'eld',
    languages: collectLanguages(Object.values(detector.info().Languages)),
    detect(text) {
      const result = detector.detect(text);
      if (!result.language) return [];
      // eld's scores are per-language similarities, not probabilities: squaring sharpens the
      // nearly flat tail before we normalise it into a distribution.
      return mergePredictions(Object.entries(result.getScores()).map(([code, score]) => [code, score * score] as const));
    },
  };
}
