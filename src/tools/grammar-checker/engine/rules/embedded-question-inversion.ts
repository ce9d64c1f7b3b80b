import { type Issue } from '../types';
import { tagSentences, type TaggedWord } from './tag-words';
import { findParticiple } from './verb-lexicon';

// Verbs and words that take an embedded question: "wonder whether", "know why", "asked where".
const ASKING = /^(know|knows|knew|tell|told|ask|asks|asked|asking|wonder|wonders|wondering|wondered|sure|idea|understand|remember|forgot|forget|explain|explained|find|found|check|checked|see|decide|learn|learned|learnt|clear|certain)$/;
const OPENERS = /^(whether|why|where|when|how)$/;
const OBJECTS = /^(me|us|him|her|them|you)$/;
const SUBJECT_PRONOUNS = /^(i|you|he|she|it|we|they)$/;
const DETERMINERS = /^(the|a|an|my|your|his|her|our|their|this|that|these|those|its)$/;
const AUXILIARIES = /^(is|are|was|were|has|have|had|did|does|do|will|would|can|could|should)$/;

/** Where the subject after the auxiliary ends (exclusive): a pronoun, or a determiner's noun phrase and one place phrase. */
function readSubjectEnd(words: TaggedWord[], from: number): number | undefined {
  const first = words[from];
  if (!first) return undefined;
  if (SUBJECT_PRONOUNS.test(first.lower) && (first.text === first.lower || first.text === 'I')) return from + 1;
  if (!DETERMINERS.test(first.lower)) return undefined;
  let end = from + 1;
  while (end < from + 4 && /^(ADJ|NOUN)$/.test(words[end]?.pos ?? '') && words[end + 1]?.pos !== undefined && /^(ADJ|NOUN)$/.test(words[end + 1]!.pos)) end += 1;
  if (words[end]?.pos !== 'NOUN') return undefined;
  end += 1;
  // "the pharmacy on Mill Street", "the bus to the airport": one place phrase after the noun.
  if (/^(on|in|at|near|to|from|of)$/.test(words[end]?.lower ?? '')) {
    let k = end + 1;
    if (DETERMINERS.test(words[k]?.lower ?? '')) k += 1;
    const phraseStart = k;
    while (k < phraseStart + 3 && /^(PROPN|NOUN|ADJ)$/.test(words[k]?.pos ?? '')) k += 1;
    if (k > phraseStart && /^(PROPN|NOUN)$/.test(words[k - 1]?.pos ?? '')) end = k;
  }
  return end;
}

/** What may follow the subject in statement order: an adjective, an -ing form, a participle (after an adverb or two). */
function isPredicate(words: TaggedWord[], at: number, auxiliary: string): boolean {
  let k = at;
  while (k < at + 2 && words[k]?.pos === 'ADV' && !/^(not)$/.test(words[k]?.lower ?? '')) k += 1;
  const word = words[k];
  if (!word || word.text !== word.lower) return false;
  if (/^(has|have|had)$/.test(auxiliary)) return word.pos === 'VERB' && (findParticiple(word.lemma) === word.lower || (word.lemma !== word.lower && /ed$/.test(word.lower)));
  if (/^(is|are|was|were)$/.test(auxiliary)) return word.pos === 'ADJ' || (word.pos === 'VERB' && (/^[a-z]{3,}ing$/.test(word.lower) || (word.lemma !== word.lower && (findParticiple(word.lemma) === word.lower || /ed$/.test(word.lower)))));
  return word.pos === 'VERB' && word.lemma === word.lower;
}

/**
 * "I wonder whether is the pharmacy on Mill Street still open" → "whether the pharmacy on Mill Street is still open",
 * "The client wanted to know why hadn't we replied" → "why we hadn't replied": a question inside a sentence keeps
 * statement order, so an auxiliary before its subject — negated, a perfect's "have", or after "whether" — moves after
 * it (indirect-question-order.ts handles do-support and the plain be/modal cases). Only after a verb or word that takes
 * a question ("know", "wonder", "asked me", "not sure"), and only with a predicate after the subject that statement
 * order needs ("still open", "replied", "come").
 */
export function checkEmbeddedQuestionInversion(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((opener, i) => {
      if (!OPENERS.test(opener.lower) || opener.text !== opener.lower) return;
      const before = OBJECTS.test(words[i - 1]?.lower ?? '') ? words[i - 2] : words[i - 1];
      if (!before || !ASKING.test(before.lower)) return;
      const auxiliary = words[i + 1];
      if (!auxiliary || !AUXILIARIES.test(auxiliary.lower) || auxiliary.text !== auxiliary.lower) return;
      const negated = words[i + 2]?.lower === "n't" && words[i + 2]!.start === auxiliary.end;
      // The old rule's cases (a plain be or modal after why/where/when/how, do-support) stay with it.
      if (!negated && !/^(has|have|had)$/.test(auxiliary.lower) && opener.lower !== 'whether') return;
      const subjectAt = i + 2 + (negated ? 1 : 0);
      const subjectEnd = readSubjectEnd(words, subjectAt);
      if (subjectEnd === undefined || !isPredicate(words, subjectEnd, auxiliary.lower)) return;
      const last = words[subjectEnd - 1] as TaggedWord;
      const auxText = negated ? text.slice(auxiliary.start, words[i + 2]!.end) : auxiliary.text;
      issues.push({
        offset: auxiliary.start, length: last.end - auxiliary.start, category: 'grammar', rule: 'word-order/indirect-question', source: 'rule', confidence: 0.85,
        message: "A question inside a sentence keeps statement order: 'know why we hadn't replied', 'wonder whether the shop is open'.",
        replacements: [`${text.slice(words[subjectAt]!.start, last.end)} ${auxText}`],
      });
    });
  }
  return issues;
}
