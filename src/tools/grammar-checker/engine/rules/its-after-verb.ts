import { type Issue } from '../types';
import { tagSentences } from './tag-words';

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
  return issues;
}
