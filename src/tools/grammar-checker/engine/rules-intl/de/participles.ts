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
