import { type Issue } from '../types';
import { isRegularVerbBase } from './dictionary-classes';
import { tagSentences, type TaggedWord } from './tag-words';
import { isThirdSingular } from './verb-lexicon';

// After these, "it's" opens a clause of its own: "I know it's time", "she said it's cold".
const CLAUSE_VERBS = new Set(
  'be seem think know say tell believe hope guess feel mean realise realize see hear find suppose bet wish promise bet notice understand remember forget agree admit claim show prove read write expect worry doubt check ask explain'.split(' '),
);

/**
 * "The library extended it's opening hours" → "its": "it's" as the object of an action verb,
 * before a noun (with one modifier), is the possessive. After verbs that take a clause
 * ("I know it's time") it means "it is" and stays.
 */
export function checkItsAfterVerb(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (let i = 1; i < words.length - 2; i++) {
      const it = words[i];
      const s = words[i + 1];
      const verb = words[i - 1];
      if (!it || !s || !verb || it.lower !== 'it' || s.lower !== "'s" || s.start !== it.end) continue;
      if (verb.pos !== 'VERB' || CLAUSE_VERBS.has(verb.lemma)) continue;
      let k = i + 2;
      if (words[k]?.pos === 'ADJ' || (words[k]?.pos === 'VERB' && words[k]?.lower.endsWith('ing'))) k += 1;
      const noun = words[k];
      // wink reads "it's name" as "it is" + verb; "is name." is no English, so a bare form counts as the noun.
      const bareAsNoun = noun?.pos === 'VERB' && noun.lower === noun.lemma;
      if (!noun || (noun.pos !== 'NOUN' && !bareAsNoun) || (k === i + 2 && noun.lower.endsWith('ing'))) continue;
      const after = words[k + 1];
      if (after && !['PUNCT', 'ADP', 'CCONJ', 'SCONJ'].includes(after.pos)) continue;
      issues.push({
        offset: it.start, length: s.end - it.start, category: 'grammar', rule: 'confusable/its-its', source: 'rule', confidence: 0.85,
        message: "'It's' means 'it is'; the possessive is 'its'.", replacements: [it.text === 'It' ? 'Its' : 'its'],
      });
    }
  }
  return [...issues, ...checkItsBeforeSubject(text)];
}

/** A verb that shows it has a singular subject: "is", "has", "can", or an -s form, also one the tagger read as a noun. */
function isSingularFiniteVerb(word: TaggedWord | undefined): boolean {
  if (!word || word.text !== word.lower) return false;
  if (/^(is|was|has|can|could|will|would|should|must|might|may|does|did|isn't|wasn't|hasn't|doesn't|didn't|can't|won't)$/.test(word.lower)) return true;
  if (!/[^s]s$/.test(word.lower)) return false;
  if (word.pos === 'VERB') return word.lemma !== word.lower;
  return word.pos === 'NOUN' && (isThirdSingular(word.lower) || isRegularVerbBase(word.lower.replace(/e?s$/, '')) || isRegularVerbBase(word.lower.slice(0, -1)));
}

/**
 * "because it's old one leaks" → "its": "it's", a bare noun phrase (adjectives and a singular noun, or "one") and a
 * verb that agrees with that phrase: "it is old one leaks" has two verbs for one subject, so the phrase is the
 * subject and "its" its owner. Not "it's cold today", "it's hot water that", "it's common sense people need".
 */
function checkItsBeforeSubject(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (let i = 0; i < words.length - 3; i++) {
      const it = words[i] as TaggedWord;
      const s = words[i + 1] as TaggedWord;
      if (it.lower !== 'it' || s.lower !== "'s" || s.start !== it.end) continue;
      let k = i + 2;
      while (words[k]?.pos === 'ADJ' && k < i + 5) k += 1;
      // "its front wheel": a noun before the head names it.
      if (words[k]?.pos === 'NOUN' && words[k + 1]?.pos === 'NOUN' && isSingularFiniteVerb(words[k + 2])) k += 1;
      const head = words[k];
      if (!head || head.text !== head.lower) continue;
      // "it's terrace is open": wink may read the noun after "it's" as a bare verb; "it is terrace is" has two verbs for
      // one subject, so before is/was/has it is the noun.
      const bareAsNoun = head.pos === 'VERB' && head.lemma === head.lower && /^(is|was|has)$/.test(words[k + 1]?.lower ?? '');
      const isHead = ((head.pos === 'NOUN' || bareAsNoun) && head.lemma === head.lower && !head.lower.endsWith('s')) || (head.lower === 'one' && k > i + 2);
      if (!isHead || !isSingularFiniteVerb(words[k + 1])) continue;
      issues.push({
        offset: it.start, length: s.end - it.start, category: 'grammar', rule: 'confusable/its-its', source: 'rule', confidence: 0.8,
        message: "'It's' means 'it is'; before the subject of a verb, the owner is 'its': 'its old one leaks'.", replacements: [it.text === 'It' ? 'Its' : 'its'],
      });
    }
  }
  return issues;
}
