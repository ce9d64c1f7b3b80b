import type { TaggedWord } from './tag-words';
import { findThirdSingular } from './verb-lexicon';
import { IRREGULAR_PLURALS, NOT_PLURAL } from './word-lists';

// Shared by the agreement rules that compare a subject's number with its verb's (either … or, who).

export type GrammaticalNumber = 'singular' | 'plural';

const SINGULAR_OF: Record<string, string> = { are: 'is', were: 'was', have: 'has', do: 'does' };
const PLURAL_OF: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do' };

/** A lower-case common noun's number, or undefined when it may take either verb (`eitherWay`) or cannot be told. */
export function readNounNumber(noun: TaggedWord, eitherWay: ReadonlySet<string>): GrammaticalNumber | undefined {
  if (noun.pos !== 'NOUN' || noun.text !== noun.lower || eitherWay.has(noun.lower)) return undefined;
  if (IRREGULAR_PLURALS.has(noun.lower)) return 'plural';
  if (NOT_PLURAL.has(noun.lower)) return 'singular';
  if (noun.lower.endsWith('s')) return noun.lemma !== noun.lower ? 'plural' : undefined;
  return noun.lemma === noun.lower ? 'singular' : undefined;
}

/** The verb's number and its form for the other number, or undefined when the verb shows no number. */
export function readVerbNumber(verb: TaggedWord): { number: GrammaticalNumber; other: string } | undefined {
  if (verb.pos !== 'AUX' && verb.pos !== 'VERB') return undefined;
  if (SINGULAR_OF[verb.lower]) return { number: 'plural', other: SINGULAR_OF[verb.lower] as string };
  if (PLURAL_OF[verb.lower]) return { number: 'singular', other: PLURAL_OF[verb.lower] as string };
  if (verb.pos !== 'VERB' || /^(be|have|do)$/.test(verb.lemma)) return undefined;
  if (verb.lower === verb.lemma) return { number: 'plural', other: findThirdSingular(verb.lower) };
  if (verb.lower.endsWith('s') && verb.lower.startsWith(verb.lemma.slice(0, -1))) return { number: 'singular', other: verb.lemma };
  return undefined;
}
