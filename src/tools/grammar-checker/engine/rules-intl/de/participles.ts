import { lazily, readParadigmFile } from '../lexicon/read-lexicon';

/**
 * Past participle → infinitive for every verb of tables/de-verbs.txt (its tag is the participle, "~"
 * standing for the infinitive without -en/-n): "getroffen" → treffen, "besucht" → besuchen.
 */
export const participleLemmas = lazily(() => {
  const lemmas = new Map<string, string>();
  for (const entry of readParadigmFile('de-verbs.txt')) {
    if (entry.tag) lemmas.set(entry.tag.replace('~', entry.lemma.replace(/e?n$/, '')), entry.lemma);
  }
  return lemmas;
});

/**
 * Prefixes before "-ge-" in a participle: with the "ge" inside, "um", "über", "durch" are separable
 * ("umgezogen", "übergelaufen"), unlike their inseparable verbs, which take no "ge" ("umarmt").
 */
const PARTICIPLE_PREFIXES = /^(zurück|zusammen|vorbei|weiter|fern|fest|los|weg|mit|nach|auf|aus|ein|vor|an|ab|zu|her|hin|um|über|unter|durch|wieder|heraus|hinaus|herein|hinein|herunter|hinunter|rein|raus|runter|rüber|hoch|kennen|teil|statt)(ge\p{Ll}{3,})$/u;

/**
 * The infinitive of a participle, separable ones too: the table lists "gezogen" (ziehen) but not
 * "umgezogen", which is read as "um" + "gezogen" → "umziehen".
 */
export function readParticipleLemma(word: string): string | undefined {
  const listed = participleLemmas().get(word);
  if (listed) return listed;
  const match = PARTICIPLE_PREFIXES.exec(word);
  const base = match ? participleLemmas().get(match[2]!) : undefined;
  return base && match ? `${match[1]}${base}` : undefined;
}
