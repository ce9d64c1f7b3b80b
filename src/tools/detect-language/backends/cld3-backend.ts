import type { LanguageBackend, Prediction } from './backend-types';
import { loadCld3Scorer, type Cld3Result } from './cld3/scorer';
import { collectLanguages, mergePredictions } from './merge-predictions';

/** Languages of cld3's model (its LanguageCode table, minus romanised variants). */
const CLD3_LABELS =
  'af am ar az be bg bn bs ca ceb co cs cy da de el en eo es et eu fa fi fil fr fy ga gd gl gu ha haw hi hmn hr ht hu hy id ig is it iw ja jv ka kk km kn ko ku ky la lb lo lt lv mg mi mk ml mn mr ms mt my ne nl no ny pa pl ps pt ro ru sd si sk sl sm sn so sq sr st su sv sw ta te tg th tr uk ur uz vi xh yi yo zh zu'.split(
    ' ',
  );

/** cld3's answer as the ensemble's predictions: it exposes only its best guess, scored with its probability. */
export function toCld3Predictions(result: Cld3Result): Prediction[] {
  if (result.language === 'und' || !(result.probability > 0)) return [];
  return mergePredictions([[result.language, 1]]).map((prediction) => ({ ...prediction, score: result.probability }));
}

/**
 * cld3's predictions, computed by cld3/scorer.ts over the parameters of the package's WebAssembly:
 * the same answers to the bit (eval/language/check-cld3-scorer.ts) at a quarter to a third of the
 * cost a text (decision 39).
 */
export async function loadCld3Backend(): Promise<LanguageBackend> {
  const scorer = await loadCld3Scorer();
  return {
    id: 'cld3',
    languages: collectLanguages(CLD3_LABELS),
    detect: (text) => toCld3Predictions(scorer.findLanguage(text)),
  };
}
