import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';

const SUBJECT_PRONOUNS = /^(i|you|he|she|it|we|they)$/;
const POSSESSIVES = /^(my|your|his|her|its|our|their)$/;
// Words after which a clause, with its subject first, opens.
const CLAUSE_OPENERS = /^(when|because|although|though|while|if|since|as|and|but|so|then|once|before|after)$/;

/** Where the subject right before "use" begins, or -1 when it is no subject opening a clause. */
function findSubjectStart(words: TaggedWord[], u: number): number {
  const last = words[u - 1];
  if (!last) return -1;
  if (SUBJECT_PRONOUNS.test(last.lower)) return u - 1;
  if (last.pos !== 'NOUN' && last.pos !== 'PROPN') return -1;
  let k = u - 1;
  while (k > 0 && /^(NOUN|PROPN|ADJ)$/.test(words[k - 1]?.pos ?? '') && !POSSESSIVES.test(words[k - 1]?.lower ?? '')) k -= 1;
  if (words[k - 1]?.pos === 'DET' || POSSESSIVES.test(words[k - 1]?.lower ?? '')) k -= 1;
  else if (last.pos !== 'PROPN') return -1; // a bare common noun ("tools I use…") is no subject of its own
  return k;
}

/**
 * "My grandfather use to repair watches" → "used to": "use to" + a plain verb, right after the subject that opens its
 * clause, is the past habit "used to" (never "uses to"). Not after "did/didn't", where "use to" is the base form, nor in
 * a relative or contact clause ("the tablet that we use to program the robots", "the pan I use to fry eggs"), where
 * "use" has its object before it.
 */
export function isPastHabitUse(words: TaggedWord[], u: number): boolean {
  const verb = words[u + 2];
  if (words[u]?.lower !== 'use' || words[u + 1]?.lower !== 'to' || !verb || verb.pos !== 'VERB' || verb.lower !== verb.lemma || !/^[a-z]+$/.test(verb.lower)) return false;
  const start = findSubjectStart(words, u);
  if (start < 0) return false;
  const before = words[start - 1];
  return before === undefined || before.text === ',' || (CLAUSE_OPENERS.test(before.lower) && before.text === before.lower);
}

export function checkUsedToHabit(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, u) => {
      if (!isPastHabitUse(words, u)) return;
      issues.push({
        offset: word.start, length: word.end - word.start, category: 'grammar', rule: 'confusable/used-to', source: 'rule', confidence: 0.85,
        message: "A past habit is 'used to' + the plain verb: 'My grandfather used to repair watches'.", replacements: [matchCase(word.text, 'used')],
      });
    });
  }
  return issues;
}
