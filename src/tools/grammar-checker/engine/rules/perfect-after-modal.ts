import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences } from './tag-words';
import { findParticiple, isKnownBase } from './verb-lexicon';

const MODAL = /^(should|could|would|must|might|may|will|shall|can't|couldn't|shouldn't|wouldn't|mustn't|won't)$/;

/**
 * "should have listen", "would have help" → "listened", "helped": the perfect after a modal takes
 * the participle. Only a word the tagger reads as a verb in its bare form, so "should have lunch",
 * "could have fun" (nouns) stay.
 */
export function checkPerfectAfterModal(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (let i = 0; i < words.length - 2; i++) {
      const modalWord = words[i]?.lower === "n't" ? `${words[i - 1]?.lower}n't` : words[i]?.lower;
      if (!modalWord || !MODAL.test(modalWord)) continue;
      let k = i + 1;
      if (words[k]?.lower === 'not') k += 1;
      if (words[k]?.lower !== 'have') continue;
      const verb = words[k + 1];
      if (!verb || verb.pos !== 'VERB' || verb.lower !== verb.lemma || !isKnownBase(verb.lower)) continue;
      // "They might have work to do": a noun with an infinitive after it, not a verb.
      if (words[k + 2]?.lower === 'to' && words[k + 3]?.pos === 'VERB') continue;
      const participle = findParticiple(verb.lower);
      if (participle === verb.lower) continue;
      issues.push({
        offset: verb.start, length: verb.end - verb.start, category: 'grammar', rule: 'verb-form/perfect-after-modal', source: 'rule', confidence: 0.85,
        message: `After '${words[i]?.text} have', use the participle '${participle}'.`, replacements: [matchCase(verb.text, participle)],
      });
    }
  }
  return issues;
}
