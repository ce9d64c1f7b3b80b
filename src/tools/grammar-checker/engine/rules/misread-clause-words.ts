import { isDictionaryName, isDictionaryNoun, takesPluralS } from './dictionary-classes';
import { type TaggedWord } from './tag-words';
import { findBaseForm, isKnownBase } from './verb-lexicon';

/**
 * "Sales of the vegan sausage rolls …": the tagger reads a capitalised plural opening the sentence before "of" as a
 * name. When its singular is a dictionary noun that takes -s and the plural is no name the dictionaries list, it is
 * the common plural noun: returned as the tagger should have read it, or undefined.
 */
export function readOpeningPluralNoun(words: TaggedWord[], k: number): TaggedWord | undefined {
  const word = words[k];
  if (!word || k !== 0 || word.pos !== 'PROPN' || words[k + 1]?.lower !== 'of' || !/^\p{Lu}\p{Ll}+s$/u.test(word.text)) return undefined;
  const singular = word.lower.slice(0, -1);
  if (isDictionaryName(word.text) || !isDictionaryNoun(singular) || !takesPluralS(singular)) return undefined;
  return { ...word, pos: 'NOUN', text: word.lower, lemma: singular };
}

/**
 * "… that my father built in 1990 needs painting": after a number or a name closing a clause's place or time phrase,
 * the tagger reads an -s verb as a noun ("needs/NOUN"). An -s form of a known verb there, before an -ing word, "to" or
 * a determiner, is the main verb (singular); returns its plain form, or undefined.
 */
export function readVerbReadAsNoun(words: TaggedWord[], m: number): string | undefined {
  const word = words[m];
  if (!word || word.pos !== 'NOUN' || word.text !== word.lower || !word.lower.endsWith('s')) return undefined;
  if (!/^(NUM|PROPN)$/.test(words[m - 1]?.pos ?? '')) return undefined;
  const next = words[m + 1];
  if (!next || !(/ing$/.test(next.lower) || next.lower === 'to' || next.pos === 'DET')) return undefined;
  const base = findBaseForm(word.lower) ?? word.lower.slice(0, -1);
  return isKnownBase(base) ? base : undefined;
}
