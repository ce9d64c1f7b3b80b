import { type TaggedWord } from './tag-words';
import { findParticiple, findPluralForm, isKnownBase } from './verb-lexicon';

/** A sentence opening with its subject and a present verb, as the perfect-with-a-span rules read it. */
export interface PresentClause {
  /** First and last word (inclusive) of the verb group to replace: "lives", "am", "don't see". */
  from: number;
  to: number;
  /** Index of the first word after the verb group. */
  after: number;
  /** The verb's base ("live", "be", "see"). */
  base: string;
  /** The present perfect that replaces the verb group: "has lived", "have been", "haven't seen". */
  perfect: string;
}

const PRONOUNS = /^(i|you|we|they|he|she)$/;
const DETERMINERS = /^(the|my|our|your|his|her|their|this|these|those)$/;
const NOT_BASES = /^(be|have|do|can|will|shall|may|must|need|dare|ought)$/;

/** The subject's number, when words[0..end) is a pronoun, a name or a determiner's noun phrase. */
function readSubject(words: TaggedWord[], end: number): 'singular' | 'plural' | undefined {
  if (end < 1 || end > 4) return undefined;
  const first = words[0]!;
  const head = words[end - 1]!;
  if (end === 1 && PRONOUNS.test(first.lower)) return /^(he|she)$/.test(first.lower) ? 'singular' : 'plural';
  // "My sister", "Our old family house", "Anna", "Anna and Tom" are not read (a name pair is a compound subject).
  const opens = DETERMINERS.test(first.lower) && first.lower !== 'her' ? 1 : first.pos === 'PROPN' ? 0 : -1;
  if (opens < 0) return undefined;
  const body = words.slice(opens, end);
  if (body.length === 0 || !body.every((w) => /^(ADJ|NOUN|PROPN)$/.test(w.pos) && /^[\p{L}-]+$/u.test(w.text))) return undefined;
  if (!/^(NOUN|PROPN)$/.test(head.pos) || head.lower !== head.text.toLowerCase()) return undefined;
  if (/^(these|those)$/.test(first.lower)) return 'plural';
  if (head.pos === 'PROPN') return body.every((w) => w.pos === 'PROPN') && end <= 2 ? 'singular' : undefined;
  return /[^s]s$/.test(head.lower) ? 'plural' : /(ss|[^s])$/.test(head.lower) ? 'singular' : undefined;
}

/**
 * "My sister lives", "We know", "I am", "I don't see": the sentence's subject (words from 0) and right after it a
 * present verb that agrees with it, and the present perfect that would replace that verb group.
 */
export function readPresentClause(words: TaggedWord[]): PresentClause | undefined {
  for (let v = 1; v <= 4 && v < words.length; v++) {
    const number = readSubject(words, v);
    if (!number) continue;
    const verb = words[v]!;
    if (verb.text !== verb.lower && v > 0) return undefined;
    const has = number === 'singular' ? 'has' : 'have';
    // "I am a teacher", "My parents are married".
    if (number === 'singular' ? verb.lower === 'is' : /^(am|are)$/.test(verb.lower)) {
      if (verb.lower === 'am' && words[0]!.lower !== 'i') return undefined;
      const negated = words[v + 1]?.lower === 'not' ? 1 : 0;
      return { from: v, to: v + negated, after: v + 1 + negated, base: 'be', perfect: `${has}${negated ? ' not' : ''} been` };
    }
    // "I don't see her" → "I haven't seen her".
    if ((number === 'singular' ? verb.lower === 'does' : verb.lower === 'do' && words[0]!.lower !== 'he') && /^(not|n't)$/.test(words[v + 1]?.lower ?? '')) {
      const base = words[v + 2];
      if (!base || !isKnownBase(base.lower) || NOT_BASES.test(base.lower)) return undefined;
      const not = words[v + 1]!.lower === 'not' ? ' not' : "n't";
      return { from: v, to: v + 2, after: v + 3, base: base.lower, perfect: `${has}${not} ${findParticiple(base.lower)}` };
    }
    const base = number === 'singular' ? findPluralForm(verb.lower) : verb.lower;
    if (!base || !isKnownBase(base) || NOT_BASES.test(base)) continue;
    if (number === 'plural' && findPluralForm(verb.lower) !== undefined) continue;
    return { from: v, to: v, after: v + 1, base, perfect: `${has} ${findParticiple(base)}` };
  }
  return undefined;
}

/** Words that may stand between the verb group and the time phrase: no second verb, clause joint or comma. */
export function isPlainStretch(words: TaggedWord[]): boolean {
  return words.length <= 6 && words.every((w) => !/^(VERB|AUX|PUNCT|SCONJ|CCONJ)$/.test(w.pos) && !/^(who|which|where|when|because|if)$/.test(w.lower) && !(w.lower === 'that' && w.pos !== 'DET'));
}
