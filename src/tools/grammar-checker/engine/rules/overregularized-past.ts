import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences } from './tag-words';
import { findBaseOfOverregularized, findParticiple, findPast } from './verb-lexicon';

const HAVE = /^(have|has|had|'ve|'d|having)$/;

/**
 * "we goed", "They catched", "I writed" → "went", "caught", "wrote": learners give irregular verbs
 * the regular -ed. Harper's speller guesses the nearest word ("goed" → "gone"); the verb's own past
 * is the fix, or its participle after "have".
 */
export function checkOverregularizedPast(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      if (word.text !== word.lower && i > 0) return;
      const base = findBaseOfOverregularized(word.lower);
      if (!base) return;
      // "have never goed": look back over one adverb for have.
      const perfect = HAVE.test(words[i - 1]?.lower ?? '') || (words[i - 1]?.pos === 'ADV' && HAVE.test(words[i - 2]?.lower ?? ''));
      const form = perfect ? findParticiple(base) : findPast(base);
      issues.push({
        offset: word.start, length: word.end - word.start, category: 'grammar', rule: 'verb-form/irregular-past', source: 'rule', confidence: 0.9,
        message: `'${base}' is irregular: '${form}'.`, replacements: [matchCase(word.text, form)],
      });
    });
  }
  return issues;
}
