import { loadModule } from 'cld3-asm';
import type { Cld3Result } from './scorer';
import { CLD3_MAX_BYTES } from './text';

/**
 * cld3-asm gives up on its WebAssembly start after a default of a few seconds; on a busy machine
 * (tests and builds running side by side) that is not enough.
 */
const LOAD_TIMEOUT_MS = 120_000;

/**
 * The cld3 package's own WebAssembly identifier, in the scorer's shape: what the check, the unit test
 * and the bench compare scorer.ts with. The engines never load it (decision 39).
 */
export async function loadCld3Package(): Promise<(text: string) => Cld3Result> {
  // minBytes 0: the ensemble decides itself when a text is too short; cld3 would otherwise answer "und".
  const identifier = (await loadModule({ timeout: LOAD_TIMEOUT_MS })).create(0, CLD3_MAX_BYTES);
  return (text) => {
    const { language, probability, is_reliable: isReliable } = identifier.findLanguage(text);
    return { language, probability, isReliable };
  };
}
