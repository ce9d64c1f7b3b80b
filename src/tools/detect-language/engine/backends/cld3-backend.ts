import { loadModule } from 'cld3-asm';
import type { LanguageBackend } from './backend-types';
import { collectLanguages, mergePredictions } from './merge-predictions';

/** Languages of cld3's model (its LanguageCode table, minus romanised variants). */
const CLD3_LABELS =
  'af am ar az be bg bn bs ca ceb co cs cy da de el en eo es et eu fa fi fil fr fy ga gd gl gu ha haw hi hmn hr ht hu hy id ig is it iw ja jv ka kk km kn ko ku ky la lb lo lt lv mg mi mk ml mn mr ms mt my ne nl no ny pa pl ps pt ro ru sd si sk sl sm sn so sq sr st su sv sw ta te tg th tr uk ur uz vi xh yi yo zh zu'.split(
    ' ',
  );

/** cld3 reads at most this many bytes; longer texts are read as snippets (the cascade gives it 120 characters). */
const MAX_BYTES = 2000;
/**
 * cld3-asm gives up on its WebAssembly start after a default of a few seconds; on a busy machine
 * (tests and builds running side by side) that is not enough, and a failed start fails requests.
 */
const LOAD_TIMEOUT_MS = 120_000;

/** Google's cld3, run by the cld3-asm package's WebAssembly. */
export async function loadCld3Backend(): Promise<LanguageBackend> {
  // minBytes 0: the ensemble decides itself when a text is too short; cld3 would otherwise answer "und".
  const identifier = (await loadModule({ timeout: LOAD_TIMEOUT_MS })).create(0, MAX_BYTES);
  return {
    id: 'cld3',
    languages: collectLanguages(CLD3_LABELS),
    detect(text) {
      const { language, probability } = identifier.findLanguage(text);
      if (language === 'und' || !(probability > 0)) return [];
      // cld3 exposes only its best guess: keep its probability as that guess's score.
      return mergePredictions([[language, 1]]).map((prediction) => ({ ...prediction, score: probability }));
    },
  };
}
