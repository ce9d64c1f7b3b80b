import { type Issue } from '../types';
import { tagSentences } from './tag-words';
import { findBaseOfParticipleOnly, findPast } from './verb-lexicon';

const SUBJECT_PRONOUNS = /^(i|you|we|they|he|she|it)$/;
// What opens an object: a determiner or a possessive ("sung their biggest hit", "swum the channel").
const OBJECT_START = /^(the|a|an|their|his|her|my|our|your|its|this|that|these|those|every|some)$/;

/**
 * "The band sung their biggest hit" → "sang": a participle that is never a simple past ("sung", "swum",
 * "begun", "drunk") straight after its subject and before its object, with no "have" or "be", is the past
 * wrongly spelt. A reduced relative ("the songs sung by the choir") has no object after it.
 */
export function checkParticipleAsPast(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      const subject = words[i - 1];
      const next = words[i + 1];
      if (!subject || !next || word.text !== word.lower || !OBJECT_START.test(next.lower)) return;
      if (/^(been|gone|done|seen)$/.test(word.lower)) return;
      const base = findBaseOfParticipleOnly(word.lower);
      // "run", "come", "become" are their own base too ("they run a bakery"), and "Had I known the…" is inverted.
      if (!base || base === word.lower || /^(had|has|have|having|was|were|is|are|be|been|being)$/.test(words[i - 2]?.lower ?? '')) return;
      const nounSubject = (subject.pos === 'NOUN' || subject.pos === 'PROPN') && words[i - 2]?.pos !== 'ADP';
      if (!nounSubject && !SUBJECT_PRONOUNS.test(subject.lower)) return;
      const past = findPast(base);
      issues.push({
        offset: word.start, length: word.end - word.start, category: 'grammar', rule: 'verb-form/irregular-past', source: 'rule', confidence: 0.8,
        message: `'${word.text}' needs 'have' or 'be'; the simple past of '${base}' is '${past}'.`, replacements: [past],
      });
    });
  }
  return issues;
}
