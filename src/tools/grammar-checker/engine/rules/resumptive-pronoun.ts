import { type Issue } from '../types';
import { tagSentences, type TaggedWord } from './tag-words';

// Nouns a "that" clause may complete rather than describe ("the idea that we sold it was absurd"), and times and
// places whose "that" means "when" or "where" ("the day that I met them was sunny"): the pronoun is the verb's own object.
const NOT_OBJECT_NOUNS = /^(fact|idea|news|claim|feeling|impression|belief|rumou?r|hope|fear|chance|possibility|sense|suggestion|thought|evidence|proof|sign|notion|assumption|risk|danger|promise|worry|doubt|theory|argument|message|point|reason|way|day|time|year|moment|night|week|month|morning|evening|afternoon|weekend|summer|winter|place)$/;
// What may follow the clause once the pronoun goes: a time, or the main clause's verb.
const AFTER_CLAUSE = /^(yesterday|today|tonight|recently|last|this|ago|is|are|was|were|has|have|had|will|would|can|could|costs?|looks?|seems?|tastes?)$/;

// "the book that I lent them last week": after a verb of giving, him/her/them is the receiver, not the thing again ("it" never receives).
const TWO_OBJECT_VERBS = /^(give|send|lend|show|tell|offer|bring|buy|teach|pay|hand|owe|promise|sell|write|cost|make|get|leave|pass|read|cook|find|save|email|text)$/;

/** "I told the manager that I sent it yesterday": a noun told or asked something is followed by what was said. */
function isToldSomeone(words: TaggedWord[], nounAt: number): boolean {
  let k = nounAt - 1;
  while (k >= 0 && /^(DET|ADJ|NOUN|PROPN)$/.test(words[k]?.pos ?? '')) k -= 1;
  const governor = words[k];
  if (governor?.lower === 'to') return true;
  return governor?.pos === 'VERB' && /^(tell|remind|inform|assure|warn|promise|show|convince|persuade|teach|ask|email|text|message|notify|write|explain)$/.test(governor.lemma);
}

/**
 * "The book that I bought it yesterday is about Cairo" → "that I bought yesterday": in a relative clause the
 * relative pronoun is already the verb's object, so a pronoun repeating it (as Arabic, Persian or Hebrew would)
 * goes. Only when nothing after the pronoun could make it the object of a stranded preposition ("the box that I
 * keep it in"), and not after a noun a "that" clause completes ("the idea that we sold it").
 */
export function checkResumptivePronoun(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (let i = 1; i + 4 < words.length; i++) {
      const [noun, relative, subject, verb, pronoun] = [words[i - 1], words[i], words[i + 1], words[i + 2], words[i + 3]] as [TaggedWord, TaggedWord, TaggedWord, TaggedWord, TaggedWord];
      const after = words[i + 4] as TaggedWord;
      if (noun.pos !== 'NOUN' || NOT_OBJECT_NOUNS.test(noun.lower) || !/^(that|which|who|whom)$/.test(relative.lower)) continue;
      // "the meeting that we had it yesterday": have and do before an object pronoun are main verbs, which the tagger reads as auxiliaries.
      const mainVerb = verb.pos === 'VERB' || (verb.pos === 'AUX' && /^(have|has|had|do|does|did)$/.test(verb.lower));
      if (!/^(i|you|he|she|we|they)$/.test(subject.lower) || !mainVerb || verb.text !== verb.lower) continue;
      // "the man who I met him": a person's relative takes him/her/them; a thing's takes it/them.
      const repeats = /^(who|whom)$/.test(relative.lower) ? /^(him|her|them)$/.test(pronoun.lower) : /^(it|them)$/.test(pronoun.lower);
      // "such a mess that I cleaned it today": a result clause, whose object is its own.
      if (words.slice(Math.max(0, i - 5), i).some((w) => /^(such|so)$/.test(w.lower))) continue;
      if (!repeats || !AFTER_CLAUSE.test(after.lower) || (pronoun.lower !== 'it' && TWO_OBJECT_VERBS.test(verb.lemma)) || isToldSomeone(words, i - 1)) continue;
      issues.push({
        offset: verb.end, length: pronoun.end - verb.end, category: 'grammar', rule: 'relative-clause/resumptive-pronoun', source: 'rule', confidence: 0.85,
        message: `'${relative.text}' is already the object of '${verb.text}': leave out '${pronoun.text}'.`, replacements: [''],
      });
    }
  }
  return issues;
}
