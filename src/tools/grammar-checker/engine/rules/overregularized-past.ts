import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences } from './tag-words';
import { findBaseOfOverregularized, findParticiple, findPast } from './verb-lexicon';

const HAVE = /^(have|has|had|'ve|'d|having)$/;
// "must be weared" → "worn": after "be" the form is the passive participle, not the past.
const BE = /^(be|been|being|is|are|was|were|am|'s|'re|'m)$/;

/**
 * "we goed", "They catched", "I writed" → "went", "caught", "wrote": learners give irregular verbs
 * the regular -ed. Harper's speller guesses the nearest word ("goed" → "gone"); the verb's own past
 * is the fix, or its participle after "have".
 */
// Pasts made on the pattern of another irregular verb ("sing, sang": "bring, brang"); harper reads "brang" as "brand".
const MISFORMED: Record<string, string> = { brang: 'bring', brung: 'bring', thunk: 'think', swang: 'swing' };
// Verbs kept out of the irregular table because their past is a common noun ("bit", "ground"), so only their
// regularised forms are known here: base, past and participle. Harper reads "bited" as "bated".
const NOUN_PAST_VERBS: Record<string, [string, string, string]> = {
  bited: ['bite', 'bit', 'bitten'], stinged: ['sting', 'stung', 'stung'], bleeded: ['bleed', 'bled', 'bled'],
  springed: ['spring', 'sprang', 'sprung'], grinded: ['grind', 'ground', 'ground'],
};

export function checkOverregularizedPast(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      if (word.text !== word.lower && i > 0) return;
      const nounPast = NOUN_PAST_VERBS[word.lower];
      const base = findBaseOfOverregularized(word.lower) ?? MISFORMED[word.lower] ?? nounPast?.[0];
      if (!base) return;
      // "have never goed": look back over one adverb for have.
      const auxiliary = (k: number) => HAVE.test(words[k]?.lower ?? '') || BE.test(words[k]?.lower ?? '');
      const perfect = auxiliary(i - 1) || (words[i - 1]?.pos === 'ADV' && auxiliary(i - 2));
      const form = nounPast ? nounPast[perfect ? 2 : 1] : perfect ? findParticiple(base) : findPast(base);
      issues.push({
        offset: word.start, length: word.end - word.start, category: 'grammar', rule: 'verb-form/irregular-past', source: 'rule', confidence: 0.9,
        message: `'${base}' is irregular: '${form}'.`, replacements: [matchCase(word.text, form)],
      });
    });
  }
  return issues;
}
