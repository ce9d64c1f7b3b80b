import { stemmer } from 'stemmer';
import { SYNONYM_GROUPS } from './synonym-groups';

// Function words carry little of what a sentence says; a paraphrase swaps them freely.
const STOPWORDS = new Set(
  (
    'a an the and or but nor so yet of to in on at by for with from into onto upon about as than then that this these those ' +
    'is are was were be been being am do does did done have has had having will would shall should can could may might must ' +
    'it its it\'s they them their theirs he him his she her hers we us our ours you your yours i me my mine which who whom whose ' +
    'what when where why how there here also very just only not no any some such each other more most much many own same too ' +
    'both all either neither one if while because although though since until unless whether within without between over under ' +
    'again further once during before after above below up down out off its itself themselves'
  ).split(' '),
);

const SYNONYM_OF = buildSynonymMap();

function buildSynonymMap(): Map<string, string> {
  const map = new Map<string, string>();
  for (const group of SYNONYM_GROUPS) {
    const canonical = stemmer(group[0]!);
    for (const word of group) map.set(stemmer(word), canonical);
  }
  return map;
}

/**
 * The comparable core of a word for the paraphrase stage: null for function words, otherwise its
 * Porter stem ("inherits" = "inherited") mapped onto a synonym group ("utilise" = "use"). Words
 * outside Latin script are kept whole: the stemmer and the synonym list are English.
 */
export function canonicalTerm(norm: string): string | null {
  if (STOPWORDS.has(norm)) return null;
  if (!/^[a-z][a-z'-]*$/.test(norm)) return /^\p{N}+$/u.test(norm) ? norm : norm.length > 0 ? norm : null;
  const stem = stemmer(norm.replace(/'s$/, ''));
  return SYNONYM_OF.get(stem) ?? stem;
}
