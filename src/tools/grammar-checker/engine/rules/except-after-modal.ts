import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences } from './tag-words';

const MODALS = /^(can|cannot|could|will|would|shall|should|must|may|might|ca|wo)$/;

/**
 * "We cannot except late submissions" → "accept": right after a modal (and "not"), before its object, the word is a
 * verb, and "except" is a preposition or a conjunction; the verb that sounds like it is "accept". Not before a comma or
 * a clause's joint ("we could, except on Sundays"; "Nothing can be done except wait" has "be" between).
 */
export function checkExceptAfterModal(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      if (word.lower !== 'except' || word.text !== word.lower) return;
      const not = /^(not|n't|never)$/.test(words[i - 1]?.lower ?? '') ? 1 : 0;
      if (!MODALS.test(words[i - 1 - not]?.lower ?? '')) return;
      const next = words[i + 1];
      if (!next || !/^(DET|ADJ|NOUN|PROPN|NUM|PRON)$/.test(next.pos) || /^(for|that|when|if|in|on|at)$/.test(next.lower)) return;
      issues.push({
        offset: word.start, length: word.end - word.start, category: 'grammar', rule: 'confusable/accept-except', source: 'rule', confidence: 0.85,
        message: "After a modal the verb is 'accept' (take, agree to); 'except' means 'but not'.", replacements: [matchCase(word.text, 'accept')],
      });
    });
  }
  return issues;
}
