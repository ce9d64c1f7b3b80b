import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';

const POSITIVE: Record<string, string> = { never: 'ever', nothing: 'anything', nobody: 'anybody', nowhere: 'anywhere', 'no one': 'anyone' };
// Words that end the subject's clause before its verb: a relative clause's "never" is its own ("Nobody who has never been…").
const CLAUSE_BREAK = /^(who|that|which|whose|whom|where|when|because|if|but|and|or|so|while|although|though|since|until|unless)$/;

/** The index after a negative subject opening the clause at `at` ("Nobody", "No one", "None of …", "Neither of …"), or undefined. */
function readNegativeSubject(words: TaggedWord[], at: number): number | undefined {
  const first = words[at]?.lower ?? '';
  if (/^(nobody|nothing|noone)$/.test(first)) return at + 1;
  if (first === 'no' && words[at + 1]?.lower === 'one') return at + 2;
  if (/^(none|neither)$/.test(first) && words[at + 1]?.lower === 'of') return at + 2;
  return undefined;
}

/**
 * "Nobody in our club never thought we would win" → "ever", "No one told me nothing" → "anything": a negative
 * subject already makes the clause negative, so a second negative in the same clause (before its verb, or in the
 * object right after it) is its positive form, as after "not" (double-negative.ts).
 */
export function checkNegativeSubjectConcord(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    const starts = [0, ...words.flatMap((w, i) => (w.text === ',' || w.text === ';' ? [i + 1] : []))];
    for (const at of starts) {
      const after = readNegativeSubject(words, at);
      if (after === undefined) continue;
      let verbSeen = false;
      let sinceVerb = 0;
      for (let k = after; k < words.length; k++) {
        const word = words[k] as TaggedWord;
        if (word.pos === 'PUNCT' || CLAUSE_BREAK.test(word.lower)) break;
        if (verbSeen) sinceVerb += 1;
        if (sinceVerb > 3) break;
        const twoWords = word.lower === 'no' && words[k + 1]?.lower === 'one' ? 'no one' : undefined;
        // "Nobody did no harm": "no" before a noun is "any".
        const determiner = word.lower === 'no' && !twoWords && /^(NOUN|ADJ)$/.test(words[k + 1]?.pos ?? '') ? 'any' : undefined;
        const positive = determiner ?? POSITIVE[twoWords ?? word.lower];
        // "never" before the verb, or right after an auxiliary ("Nobody has never…"); the others only as the object.
        if (positive && (word.lower === 'never' ? !verbSeen || /^(AUX)$/.test(words[k - 1]?.pos ?? '') : verbSeen)) {
          const end = twoWords ? (words[k + 1] as TaggedWord).end : word.end;
          issues.push({
            offset: word.start, length: end - word.start, category: 'grammar', rule: 'double-negative', source: 'rule', confidence: 0.8,
            message: `'${words[at]!.text}' already makes the sentence negative: '${positive}'.`, replacements: [matchCase(word.text, positive)],
          });
          break;
        }
        if (word.pos === 'VERB' || (word.pos === 'AUX' && words[k + 1]?.pos !== 'VERB' && words[k + 1]?.lower !== 'never')) verbSeen = true;
      }
    }
  }
  return issues;
}
