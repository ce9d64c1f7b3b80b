import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { readVerbNumber } from './read-grammatical-number';
import { tagSentences } from './tag-words';

/**
 * Heads that name one thing however plural what follows them is: "the list of medications for the patients
 * in bay four is". Not "group", "majority", "couple": a group of people may take a plural verb.
 */
const ONE_QUANTITY_HEADS = new Set('number list quality cost price amount box set pile stack collection series'.split(' '));
/** Words that open a clause inside the subject ("the number of students who have applied"): its verb is not ours. */
const RELATIVE_WORDS = new Set(['who', 'that', 'which']);
const CLAUSE_WORDS = new Set('who whom whose that which where when because if although while since'.split(' '));

/**
 * "The number of students applying to medical school have increased" → "has": "the number of" counts
 * one quantity, however long and plural what follows it is (a participle phrase the general subject
 * reader does not cross). Only a sentence that opens with it, only its first be/have/do, and never across
 * a clause of its own or punctuation. "A number of students have" (many students) is plural and stays.
 */
export function checkTheNumberOfAgreement(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    if (words[0]?.lower !== 'the' || !ONE_QUANTITY_HEADS.has(words[1]?.lower ?? '') || words[2]?.lower !== 'of') continue;
    let relativeVerbSeen: boolean | undefined;
    for (let i = 3; i < words.length; i++) {
      const word = words[i]!;
      if (word.pos === 'PUNCT') break;
      // "The number of students who failed the exam have": a relative clause's own verb group is passed,
      // and the next be/have/do is the sentence's.
      if (relativeVerbSeen === undefined && RELATIVE_WORDS.has(word.lower)) {
        relativeVerbSeen = false;
        continue;
      }
      if (relativeVerbSeen === false) {
        if (word.pos === 'VERB' || word.pos === 'AUX') relativeVerbSeen = !(word.pos === 'AUX' || words[i + 1]?.pos === 'VERB' || words[i + 1]?.pos === 'AUX');
        continue;
      }
      if (CLAUSE_WORDS.has(word.lower)) break;
      // Only a form of be, have or do decides: a participle or infinitive on the way ("applying", "to") is passed.
      const shown = /^(be|have|do)$/.test(word.lemma) ? readVerbNumber(word) : undefined;
      if (!shown) continue;
      if (shown.number === 'plural') {
        issues.push({
          offset: word.start, length: word.end - word.start, category: 'grammar', rule: 'subject-verb-agreement', source: 'rule', confidence: 0.85,
          message: `'The ${words[1]!.lower} of …' is one thing and takes a singular verb: '${shown.other}'.`,
          replacements: [matchCase(word.text, shown.other)],
        });
      }
      break;
    }
  }
  return issues;
}
