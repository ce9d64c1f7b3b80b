import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';
import { type GrammaticalNumber, readNounNumber, readVerbNumber } from './read-grammatical-number';
import { EITHER_WAY } from './subject-verb-agreement';
import { isUncountablePlural } from './uncountable-nouns';
import { isPastForm } from './verb-lexicon';

const set = (words: string) => new Set(words.trim().split(/\s+/));

const DETERMINERS = set('the my your his her our their this that these those a an');
const SUBJECT_PRONOUNS = set('i you we they he she');
// What may stand between the clause's verb and the main verb: its object pronoun, an adverb or a
// short phrase ("I ordered online", "you gave me", "I bought last week", "I work with").
const GAP_TAGS = set('ADJ ADV DET NOUN ADP NUM');
const OBJECT_PRONOUNS = set('me him her us them it you');
// Only be, have and do show their number without doubt after such a clause.
const MAIN_VERBS = set('is are was were has have does do');
// "the number of emails" counts one thing; "a number of" is the other way round and never starts here.
const COUNT_HEADS = set('number amount total');
const A_QUANTITIES = set('number lot couple few variety bunch group majority range series handful pair total host dozen');

/** The head noun of "the shoes", "the number of emails" at the sentence's start, and where its phrase ends. */
export function readHead(words: TaggedWord[]): { head: TaggedWord; number: GrammaticalNumber; end: number } | undefined {
  if (!DETERMINERS.has(words[0]?.lower ?? '')) return undefined;
  let i = 1;
  while (words[i]?.pos === 'ADJ') i += 1;
  if (words[i]?.pos !== 'NOUN') return undefined;
  while (words[i + 1]?.pos === 'NOUN') i += 1;
  const head = words[i] as TaggedWord;
  let end = i + 1;
  // "The number of emails": the phrase after "of" belongs to the head.
  if (words[end]?.lower === 'of') {
    let j = end + 1;
    while (words[j]?.pos === 'DET' || words[j]?.pos === 'ADJ' || words[j]?.pos === 'NUM') j += 1;
    if (words[j]?.pos !== 'NOUN') return undefined;
    while (words[j + 1]?.pos === 'NOUN') j += 1;
    end = j + 1;
  }
  // "A number of people I know have left", "a lot of": with "a", these count what follows.
  if ((words[0]?.lower === 'a' || words[0]?.lower === 'an') && A_QUANTITIES.has(head.lower)) return undefined;
  // "The advices you gave me were": the noun is fixed to "advice" by its own rule; the verb follows that fix.
  const singular = (COUNT_HEADS.has(head.lower) && words[0]?.lower === 'the') || isUncountablePlural(head.lower);
  const number = singular ? 'singular' : readNounNumber(head, EITHER_WAY);
  return number ? { head, number, end } : undefined;
}

/**
 * "The shoes I ordered online doesn't fit" → "don't", "The advice you gave me were" → "was": a
 * relative clause without "that" (a contact clause) between the subject and its verb. The verb
 * agrees with the noun that opens the sentence, not with the clause's pronoun. Read only when the
 * sentence opens with a determiner and a noun, the clause is a pronoun and a verb, and nothing but
 * an object pronoun, an adverb or a short phrase comes before a form of be, have or do.
 */
export function checkContactClauseAgreement(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    const head = readHead(words);
    if (!head) continue;
    // "The cake that she made were": an object relative with "that" or "which" reads the same way.
    const at = /^(that|which)$/.test(words[head.end]?.lower ?? '') ? head.end + 1 : head.end;
    // The clause's subject: a pronoun, or a short noun phrase ("The way some companies treat their interns").
    let subjectEnd = SUBJECT_PRONOUNS.has(words[at]?.lower ?? '') ? at + 1 : undefined;
    if (subjectEnd === undefined && /^(some|many|most|the|my|your|his|her|our|their|these|those)$/.test(words[at]?.lower ?? '')) {
      let n = at + 1;
      while (words[n]?.pos === 'ADJ') n += 1;
      if (words[n]?.pos === 'NOUN' && words[n + 1]?.pos === 'VERB') subjectEnd = n + 1;
    }
    // "that you sent": wink may tag the clause's past verb a noun; our lexicon knows it as a past.
    const clauseVerb = subjectEnd === undefined ? undefined : words[subjectEnd];
    const isClauseVerb = clauseVerb?.pos === 'VERB' || (clauseVerb?.pos === 'NOUN' && isPastForm(clauseVerb.lower));
    if (subjectEnd === undefined || !isClauseVerb) continue;
    let v = subjectEnd + 1;
    while (v < words.length && v - at < 8) {
      const word = words[v] as TaggedWord;
      if (word.pos === 'PRON' ? !OBJECT_PRONOUNS.has(word.lower) && !/^(my|your|his|her|its|our|their)$/.test(word.lower) : !GAP_TAGS.has(word.pos)) break;
      v += 1;
    }
    const verb = words[v];
    if (!verb || !MAIN_VERBS.has(verb.lower)) continue;
    // "The man I told you about is he": a pronoun after the verb may be an inverted question.
    if (SUBJECT_PRONOUNS.has(words[v + 1]?.lower ?? '')) continue;
    const shown = readVerbNumber(verb);
    if (!shown || shown.number === head.number) continue;
    issues.push({
      offset: verb.start, length: verb.end - verb.start, category: 'grammar', rule: 'subject-verb-agreement', source: 'rule', confidence: 0.85,
      message: `The subject is '${head.head.text}' (${head.number}); the clause after it does not change the verb: '${shown.other}'.`,
      replacements: [matchCase(verb.text, shown.other)],
    });
  }
  return issues;
}

// "The teacher, along with her students, was": an added phrase between commas does not join the subject.
const ADDING = [['together', 'with'], ['along', 'with'], ['as', 'well', 'as'], ['in', 'addition', 'to'], ['accompanied', 'by'], ['alongside']];

/** Where an "along with …" phrase opening at `i` starts its words, or undefined. */
function matchAdding(words: TaggedWord[], i: number): number | undefined {
  for (const phrase of ADDING) if (phrase.every((w, k) => words[i + k]?.lower === w)) return i + phrase.length;
  return undefined;
}

/**
 * "My cousin, together with his friends, are coming" → "is", "The students, as well as their
 * teacher, was" → "were": the verb after a phrase set off by commas agrees with the noun before it.
 */
export function checkParentheticalAgreement(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    const head = readHead(words);
    if (!head || words[head.end]?.lower !== ',') continue;
    const inner = matchAdding(words, head.end + 1);
    if (inner === undefined) continue;
    const close = words.findIndex((w, k) => k > inner && w.lower === ',');
    if (close < 0 || close - inner > 6) continue;
    const verb = words[close + 1];
    if (!verb || !MAIN_VERBS.has(verb.lower)) continue;
    const shown = readVerbNumber(verb);
    if (!shown || shown.number === head.number) continue;
    issues.push({
      offset: verb.start, length: verb.end - verb.start, category: 'grammar', rule: 'subject-verb-agreement', source: 'rule', confidence: 0.85,
      message: `The subject is '${head.head.text}' (${head.number}); a phrase like 'along with …' between commas does not change the verb: '${shown.other}'.`,
      replacements: [matchCase(verb.text, shown.other)],
    });
  }
  return issues;
}
