import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { readNounNumber, readVerbNumber } from './read-grammatical-number';
import { readVerbAfterWho } from './relative-clause-agreement';
import { tagSentences, type TaggedWord } from './tag-words';

// Group nouns take either verb; "one of the X who" is a split usage (relative-clause-agreement.ts).
const EITHER_WAY = new Set('team staff family committee police crew class audience jury band board public group couple'.split(' '));
// Words a relative clause's object or adverbial is made of, up to the main verb.
// Not PART: "that wants to improve" ends at "to", whose verb is an infinitive.
const INSIDE_CLAUSE = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'ADP', 'ADV', 'PRON']);
// "The woman who said the kids were noisy left": after these a clause of its own may follow without "that".
const CLAUSE_TAKING = new Set(
  'say tell think know believe feel hope claim suggest mean show find realise realize notice see hear remember forget guess mention explain report argue agree admit insist decide learn understand expect wish promise warn prove ensure make let help watch'.split(' '),
);

// Plural forms of be, have and do: after "one of the …" and a clause, the main verb must be the singular one.
const SINGULAR_OF: Record<string, string> = { are: 'is', were: 'was', have: 'has', do: 'does', "aren't": "isn't", "weren't": "wasn't", "haven't": "hasn't", "don't": "doesn't" };
const CLAUSE_SUBJECTS = /^(i|you|we|they|he|she)$/;

/**
 * "One of the boxes that arrived this morning were damaged" → "was", "Every one of the jars we sold have" → "has":
 * the subject is "one", whatever plural the "of" phrase and the relative clause (with "that/who/which" or none)
 * put between it and its verb. Only at the sentence's start, and only for be, have and do, which show their number.
 */
function findOneOfAgreement(words: TaggedWord[]): Issue | undefined {
  let k = /^(every|each)$/.test(words[0]?.lower ?? '') ? 1 : 0;
  if (words[k]?.lower !== 'one' || words[k + 1]?.lower !== 'of') return undefined;
  k += 2;
  if (!(words[k]?.pos === 'DET' || /^(my|your|his|her|our|their)$/.test(words[k]?.lower ?? ''))) return undefined;
  k += 1;
  while (words[k]?.pos === 'ADJ' || (words[k]?.pos === 'NOUN' && words[k + 1]?.pos === 'NOUN')) k += 1;
  const head = words[k];
  if (!head || head.pos !== 'NOUN' || readNounNumber(head, EITHER_WAY) !== 'plural') return undefined;
  // The clause: "that/who/which" and its verb, or a subject pronoun and its verb ("the jars we sold").
  const opener = words[k + 1];
  const subjectPronoun = opener !== undefined && CLAUSE_SUBJECTS.test(opener.lower) && opener.pos === 'PRON';
  if (!opener || !(/^(that|who|which)$/.test(opener.lower) || subjectPronoun)) return undefined;
  const inner = words[k + 2];
  // Right after "who/that" only a verb can stand: the tagger's noun "work" there is the verb.
  const innerVerb = inner !== undefined && (inner.pos === 'VERB' || inner.pos === 'AUX' || (!subjectPronoun && readVerbAfterWho(inner) !== undefined));
  if (!inner || !innerVerb || CLAUSE_TAKING.has(inner.lemma) || SINGULAR_OF[inner.lower]) return undefined;
  let m = k + 3;
  while (m < words.length && INSIDE_CLAUSE.has(words[m]?.pos ?? '') && !/^(who|that|which|and|or|but)$/.test(words[m]?.lower ?? '') && !CLAUSE_SUBJECTS.test(words[m]?.lower ?? '')) m += 1;
  const main = words[m];
  const singular = main ? SINGULAR_OF[main.lower.replace('’', "'")] : undefined;
  if (!main || !singular || (main.pos !== 'AUX' && main.pos !== 'VERB')) return undefined;
  return {
    offset: main.start, length: main.end - main.start, category: 'grammar', rule: 'subject-verb-agreement', source: 'rule', confidence: 0.8,
    message: `The subject is 'one' (of the ${head.text}), which is singular: '${singular}'.`, replacements: [matchCase(main.text, singular)],
  };
}

/**
 * "The students who live on campus pays less" → "pay": the subject's head, then "who/that/which"
 * and a verb agreeing with it (which confirms the head), then the clause's object, then the main
 * verb, which must agree with the same head. Only for a subject that opens the sentence and a
 * clause without commas, so the first later verb is the main one.
 */
export function checkRelativeClauseMainVerb(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    const oneOf = findOneOfAgreement(words);
    if (oneOf) issues.push(oneOf);
    let k = 0;
    if (words[k]?.pos === 'DET' || /^(my|your|his|her|our|their)$/.test(words[k]?.lower ?? '')) k += 1;
    while (words[k]?.pos === 'ADJ') k += 1;
    const head = words[k] as TaggedWord | undefined;
    // "A friend of mine who lives…": "of mine" belongs to the head.
    if (words[k + 1]?.lower === 'of' && /^(mine|yours|his|hers|ours|theirs)$/.test(words[k + 2]?.lower ?? '')) k += 2;
    const relative = words[k + 1];
    const inner = words[k + 2];
    if (!head || !relative || !inner || !/^(who|that|which)$/.test(relative.lower)) continue;
    const number = readNounNumber(head, EITHER_WAY);
    const innerNumber = readVerbAfterWho(inner);
    // "The students who failed the quiz has": a past verb shows no number but still makes the head its subject.
    const innerPast = inner.pos === 'VERB' && inner.lower !== inner.lemma && !/(s|ing)$/.test(inner.lower) && inner.text === inner.lower;
    if (!number || !(innerPast || (innerNumber && innerNumber.number === number))) continue;
    if (words.slice(0, k).some((w) => w.lower === 'one') || CLAUSE_TAKING.has(inner.lemma)) continue;
    let m = k + 3;
    while (m < words.length && INSIDE_CLAUSE.has(words[m]?.pos ?? '') && !/^(who|that|which|and|or|but)$/.test(words[m]?.lower ?? '')) m += 1;
    const main = words[m];
    // Three or more words of object, so the clause has surely ended ("who live on campus").
    if (!main || m - (k + 3) < 1) continue;
    const shown = readVerbNumber(main);
    if (!shown || shown.number === number) continue;
    // "The people who have computer electric bill is high": a noun agreeing with the verb, not
    // inside a prepositional phrase, may be the writer's real subject; "on campus pays" is.
    const last = words[m - 1] as TaggedWord;
    const inPhrase = words.slice(k + 3, m - 1).some((w) => w.pos === 'ADP');
    // With a determiner ("failed the quiz has") the noun is plainly the clause's object.
    const determined = words.slice(k + 3, m).some((w) => w.pos === 'DET' || /^(my|your|his|her|our|their)$/.test(w.lower));
    if (last.pos === 'NOUN' && readNounNumber(last, EITHER_WAY) === shown.number && !inPhrase && !determined) continue;
    issues.push({
      offset: main.start, length: main.end - main.start, category: 'grammar', rule: 'subject-verb-agreement', source: 'rule', confidence: 0.8,
      message: `The subject is '${head.text}', which is ${number}: '${shown.other}'.`, replacements: [matchCase(main.text, shown.other)],
    });
  }
  return issues;
}
