import { spanishVerbs } from './agreement-rules';
import { findNoun } from './lexicon';

/**
 * Adjectives of one form for both genders that the lists lack, by their ending: "juvenil", "municipal",
 * "nacional", "amable", "infantiles". After a noun such a word describes it ("el equipo juvenil"), so a
 * subject's noun phrase runs on to it; no verb form ends so, and a noun the lists know is left out.
 */
const SUFFIX = /^\p{Ll}{3,}(al|il|ble|ales|iles|bles)$/u;

export function isAdjectiveBySuffix(word: string): boolean {
  return SUFFIX.test(word) && !findNoun(word) && spanishVerbs().read(word).length === 0;
}
