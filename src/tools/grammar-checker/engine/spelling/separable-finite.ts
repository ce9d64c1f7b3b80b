import { germanVerbs } from '../rules-intl/de/agreement-rules';
import { SEPARABLE_PREFIXES } from './separable-prefix';

/**
 * A separable verb written in one word at the end of a subordinate clause ("ob er die Antenne
 * mitnimmt", "wenn sie das Geld zurückgibt"): the German dictionary knows the regular finite forms of
 * such verbs ("mitnehmt") but not those whose stem changes ("mitnimmt", "zurückgibt", "einlädt"), and
 * "mitnimmt" was split into "mit nimmt" (a separate writer's correct sentence, intl batch 26). Returns
 * the infinitives (prefix + the verb of the rest) a lower-case word could be a finite form of, when
 * its rest after a separable prefix is a present or past form of the verb table; the caller accepts the
 * word when the dictionary knows one of them ("mitnehmen"). A word whose prefix and verb make no verb
 * the dictionary knows ("mitschläft" is fine, "ausnimmt" too, but no "zugibtt") stays unknown.
 */
export function listSeparableFiniteInfinitives(word: string): string[] {
  if (!/^\p{Ll}+$/u.test(word)) return [];
  const found = new Set<string>();
  for (const prefix of SEPARABLE_PREFIXES) {
    if (!word.startsWith(prefix)) continue;
    const rest = word.slice(prefix.length);
    if (rest.length < 3) continue;
    for (const reading of germanVerbs().read(rest)) found.add(prefix + reading.lemma);
  }
  return [...found];
}
