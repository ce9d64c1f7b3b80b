import { type Issue } from '../types';
import { isRegularVerbBase } from './dictionary-classes';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';
import { isKnownBase } from './verb-lexicon';
import { MODALS } from './word-lists';

// What may follow the verb of "can types faster", "will walks home", "should checks it": an adverb, a preposition, an
// object, or the clause's end. A noun or a verb there shows a compound ("the paint can lids are"), not a slip.
const AFTER_VERB = /^(ADV|ADP|DET|PRON|PUNCT|PART)$/;

/** The base of an -s or -es form whose base the dictionaries list as a verb: "types" → "type", "watches" → "watch". */
function findVerbBase(word: string): string | undefined {
  if (!/^[a-z]{3,}s$/.test(word) || /ss$/.test(word)) return undefined;
  const bases = /(ches|shes|sses|xes|zzes|oes)$/.test(word) ? [word.slice(0, -2), word.slice(0, -1)] : [word.slice(0, -1)];
  return bases.find((base) => isKnownBase(base) || isRegularVerbBase(base));
}

/**
 * "Our new receptionist can types faster" → "type": after a modal (the tagger's AUX, with a subject before it) an -s
 * form the tagger read as a plural noun is the verb with a stray -s. verb-form-after-auxiliary reads the verbs the
 * tagger saw; this one the nouns. Not "the paint can lids in the garage are rusty" (the tagger may read "can" as a
 * modal there: a verb later in the clause shows the compound), nor before a noun or a verb ("the tin can lids are").
 */
export function checkModalBeforeVerbReadAsNoun(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((modal, i) => {
      const verb = words[i + 1];
      const subject = words[i - 1];
      if (!verb || !subject || modal.pos !== 'AUX' || !MODALS.has(modal.lower) || verb.pos !== 'NOUN' || verb.text !== verb.lower) return;
      if (!isSubjectEnd(subject) || !AFTER_VERB.test(words[i + 2]?.pos ?? 'PUNCT') || hasLaterVerb(words, i + 2)) return;
      const base = findVerbBase(verb.lower);
      if (!base) return;
      issues.push({
        offset: verb.start, length: verb.end - verb.start, category: 'grammar', rule: 'verb-form-after-auxiliary', source: 'rule', confidence: 0.8,
        message: `After '${modal.text}', use the base form '${base}' instead of '${verb.text}'.`, replacements: [matchCase(verb.text, base)],
      });
    });
  }
  return issues;
}

/**
 * A finite verb later in the same clause ("the paint can lids in the garage are rusty"): then the -s word was a noun
 * and "can" part of a compound. The clause ends at punctuation, a conjunction, "than" or a relative word.
 */
function hasLaterVerb(words: TaggedWord[], from: number): boolean {
  for (let k = from; k < words.length; k++) {
    const word = words[k] as TaggedWord;
    if (/^(PUNCT|SCONJ|CCONJ)$/.test(word.pos) || /^(than|that|who|which|where|when|because)$/.test(word.lower)) return false;
    if (word.pos === 'AUX' || (word.pos === 'VERB' && word.lemma !== word.lower && !/ing$/.test(word.lower))) return true;
  }
  return false;
}

/** A subject's last word: a noun or a subject pronoun ("receptionist can", "she can"). */
function isSubjectEnd(word: TaggedWord): boolean {
  return word.pos === 'NOUN' || word.pos === 'PROPN' || (word.pos === 'PRON' && /^(i|you|he|she|it|we|they|everyone|someone|nobody|anyone)$/.test(word.lower));
}
