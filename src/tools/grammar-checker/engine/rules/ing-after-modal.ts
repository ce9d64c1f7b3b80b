import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences } from './tag-words';

const MODALS = /^(can|could|will|would|shall|should|may|might|must)$/;

/**
 * "We must leaving" → "must leave", "I will going" → "will go": a modal takes the bare verb.
 * Harper inserts "be" ("must be leaving"), which changes the meaning; the learner meant the
 * plain verb. Only when wink reads the modal as an auxiliary (not "the will") and the -ing word as
 * a verb whose lemma it knows.
 */
export function checkIngAfterModal(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (let i = 0; i < words.length - 1; i++) {
      const modal = words[i];
      if (!modal || modal.pos !== 'AUX' || !MODALS.test(modal.lower)) continue;
      let k = i + 1;
      if (words[k]?.lower === 'not' || words[k]?.lower === "n't") k += 1;
      const verb = words[k];
      if (!verb || verb.pos !== 'VERB' || !verb.lower.endsWith('ing') || verb.lemma === verb.lower || !/^[a-z]+$/.test(verb.lemma)) continue;
      issues.push({
        offset: verb.start, length: verb.end - verb.start, category: 'grammar', rule: 'verb-form/after-modal', source: 'rule', confidence: 0.85,
        message: `After '${modal.text}', use the bare verb '${verb.lemma}'.`, replacements: [matchCase(verb.text, verb.lemma)],
      });
    }
  }
  return issues;
}
