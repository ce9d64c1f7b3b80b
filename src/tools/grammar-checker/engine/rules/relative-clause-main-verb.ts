import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { readNounNumber, readVerbNumber } from './read-grammatical-number';
import { readOpeningPluralNoun, readVerbReadAsNoun } from './misread-clause-words';
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

/** The hyphen inside a word the tagger cut in three ("first-year"). */
function isJoiningHyphen(words: TaggedWord[], m: number): boolean {
  const hyphen = words[m];
  return hyphen?.text === '-' && words[m - 1]?.end === hyphen.start && words[m + 1]?.start === hyphen.end;
}

// Heads whose number comes from their "of" phrase ("a number of", "the rest of", "most of"), or either way.
const PARTITIVES = /^(one|number|lot|lots|majority|minority|rest|half|most|some|all|none|any|each|part|percent|percentage|bunch|couple|kind|sort|type|variety|range|series|pair|total|proportion|quarter|third|fraction|amount|plenty|handful|dozen|set|group|list|collection)$/;

/**
 * "The results of the survey that we sent to the students shows" → "show": the head's "of" phrase (a determiner, its
 * noun) may come between the head and a clause with a subject of its own; the main verb still agrees with the head.
 * Returns where the "of" phrase's noun is, or undefined. Not after a head whose number the "of" phrase gives.
 */
function skipOfPhrase(words: TaggedWord[], head: TaggedWord, k: number): number | undefined {
  if (words[k + 1]?.lower !== 'of' || PARTITIVES.test(head.lower) || EITHER_WAY.has(head.lower)) return undefined;
  let j = k + 2;
  if (!(words[j]?.pos === 'DET' || /^(my|your|his|her|our|their)$/.test(words[j]?.lower ?? ''))) return undefined;
  j += 1;
  while (words[j]?.pos === 'ADJ' && j < k + 6) j += 1;
  if (words[j]?.pos !== 'NOUN') return undefined;
  // "the vegan sausage rolls": up to two nouns before the phrase's own.
  for (let n = 0; n < 2 && words[j + 1]?.pos === 'NOUN'; n++) j += 1;
  return words[j]?.pos === 'NOUN' ? j : undefined;
}

/**
 * "The costumes that the wardrobe team sewed for the second act needs ironing" → "need": a plural (or singular)
 * head, then "that/which" and a clause with a subject of its own and a past verb (which shows no number, so it
 * cannot be the main verb), then that clause's object or place phrase, then the main verb, which agrees with the head.
 */
function findObjectClauseAgreement(words: TaggedWord[], head: TaggedWord, k: number): Issue | undefined {
  if (!/^(that|which)$/.test(words[k + 1]?.lower ?? '')) return undefined;
  let j = k + 2;
  const opener = words[j];
  if (!opener) return undefined;
  if (CLAUSE_SUBJECTS.test(opener.lower) && opener.pos === 'PRON') j += 1;
  else if (opener.pos === 'DET' || /^(my|your|his|her|our|their)$/.test(opener.lower)) {
    j += 1;
    while (words[j]?.pos === 'ADJ' && words[j + 1]?.pos === 'ADJ') j += 1;
    while ((words[j]?.pos === 'ADJ' || words[j]?.pos === 'NOUN') && words[j + 1]?.pos === 'NOUN') j += 1;
    if (words[j]?.pos !== 'NOUN') return undefined;
    j += 1;
  } else return undefined;
  const verb = words[j];
  // The tagger often reads a past after a noun as an adjective ("the team sewed/ADJ"); after the clause's subject it is the verb.
  const past = verb !== undefined && ((verb.pos === 'VERB' && verb.lower !== verb.lemma && !/(s|ing)$/.test(verb.lower)) || (verb.pos === 'ADJ' && /^[a-z]{3,}ed$/.test(verb.lower)));
  if (!verb || !past || verb.text !== verb.lower || CLAUSE_TAKING.has(verb.lemma) || CLAUSE_TAKING.has(verb.lower.replace(/d$/, '')) || CLAUSE_TAKING.has(verb.lower.replace(/ed$/, ''))) return undefined;
  const number = readNounNumber(head, EITHER_WAY);
  if (!number) return undefined;
  let m = j + 1;
  while (m < words.length && (INSIDE_CLAUSE.has(words[m]?.pos ?? '') || isJoiningHyphen(words, m)) && !/^(who|that|which|and|or|but)$/.test(words[m]?.lower ?? '') && !CLAUSE_SUBJECTS.test(words[m]?.lower ?? '') && readVerbReadAsNoun(words, m) === undefined) m += 1;
  const main = words[m];
  // "… built in 1990 needs/NOUN painting": the tagger's noun is the main verb, singular.
  const misreadBase = readVerbReadAsNoun(words, m);
  if (main && misreadBase !== undefined) {
    if (number !== 'plural') return undefined;
    return {
      offset: main.start, length: main.end - main.start, category: 'grammar', rule: 'subject-verb-agreement', source: 'rule', confidence: 0.8,
      message: `The subject is '${head.text}', which is plural: '${misreadBase}'.`, replacements: [matchCase(main.text, misreadBase)],
    };
  }
  if (!main || (main.pos !== 'AUX' && main.pos !== 'VERB')) return undefined;
  // "… students show a clear preference for morning lectures/VERB": a noun straight before a determiner was the
  // main verb, misread; the verb found later is no verb.
  if (words.slice(j + 1, m).some((w, n) => w.pos === 'NOUN' && words[j + 2 + n]?.pos === 'DET')) return undefined;
  const shown = readVerbNumber(main);
  if (!shown || shown.number === number) return undefined;
  // "The boxes that we packed the books in is…": a noun after the verb that agrees with the main verb, outside a
  // place phrase and without a determiner, may be the writer's real subject; left alone.
  const last = words[m - 1] as TaggedWord;
  const inPhrase = words.slice(j + 1, m - 1).some((w) => w.pos === 'ADP');
  const determined = words.slice(j + 1, m).some((w) => w.pos === 'DET' || /^(my|your|his|her|our|their)$/.test(w.lower));
  if (m > j + 1 && last.pos === 'NOUN' && !/^(yesterday|today|tonight|tomorrow)$/.test(last.lower) && !/^(last|this|next)$/.test(words[m - 2]?.lower ?? '') && readNounNumber(last, EITHER_WAY) === shown.number && !inPhrase && !determined) return undefined;
  return {
    offset: main.start, length: main.end - main.start, category: 'grammar', rule: 'subject-verb-agreement', source: 'rule', confidence: 0.8,
    message: `The subject is '${head.text}', which is ${number}: '${shown.other}'.`, replacements: [matchCase(main.text, shown.other)],
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
    // "Sales of the rolls …": a capitalised plural the tagger took for a name.
    const head = readOpeningPluralNoun(words, k) ?? (words[k] as TaggedWord | undefined);
    // "A friend of mine who lives…": "of mine" belongs to the head.
    if (words[k + 1]?.lower === 'of' && /^(mine|yours|his|hers|ours|theirs)$/.test(words[k + 2]?.lower ?? '')) k += 2;
    const ofNoun = head && head.pos === 'NOUN' ? skipOfPhrase(words, head, k) : undefined;
    if (head && ofNoun !== undefined) {
      const acrossOf = findObjectClauseAgreement(words, head, ofNoun);
      if (acrossOf) issues.push(acrossOf);
      continue;
    }
    const relative = words[k + 1];
    const inner = words[k + 2];
    if (!head || !relative || !inner || !/^(who|that|which)$/.test(relative.lower)) continue;
    const objectClause = findObjectClauseAgreement(words, head, k);
    if (objectClause) {
      issues.push(objectClause);
      continue;
    }
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
