import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';
import { type GrammaticalNumber, readNounNumber, readVerbNumber } from './read-grammatical-number';
import { EITHER_WAY } from './subject-verb-agreement';
import { isUncountablePlural } from './uncountable-nouns';
import { isPastForm } from './verb-lexicon';
import { isDictionaryNoun, takesPluralS } from './dictionary-classes';

const set = (words: string) => new Set(words.trim().split(/\s+/));

const DETERMINERS = set('the my your his her our their this that these those a an');
const SUBJECT_PRONOUNS = set('i you we they he she');
// What may stand between the clause's verb and the main verb: its object pronoun, an adverb or a
// short phrase ("I ordered online", "you gave me", "I bought last week", "I work with"), also with a
// name and its possessive ("we agreed at Tuesday's meeting").
const GAP_TAGS = set('ADJ ADV DET NOUN ADP NUM PROPN');
const OBJECT_PRONOUNS = set('me him her us them it you');
// Only be, have and do show their number without doubt after such a clause.
const MAIN_VERBS = set('is are was were has have does do');
// "the number of emails" counts one thing; "a number of" is the other way round and never starts here.
const COUNT_HEADS = set('number amount total');
const MID_ADVERBS = set('rarely seldom never always often usually sometimes also still really just');
const OPENING_CONNECTIVE = /^(however|moreover|furthermore|therefore|also|still|overall|unfortunately|fortunately|finally|first|firstly|second|secondly|then|so|thus|hence|besides|meanwhile|nevertheless|nonetheless|similarly|instead|again|clearly|surprisingly|interestingly|ultimately|today|now|yesterday|recently)$/;
const A_QUANTITIES = set('number lot couple few variety bunch group majority range series handful pair total host dozen');

/** The head noun of "the shoes", "the number of emails" at the sentence's start, and where its phrase ends. */
export function readHead(words: TaggedWord[]): { head: TaggedWord; number: GrammaticalNumber; end: number } | undefined {
  const each = readEachOfHead(words);
  if (each) return each;
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

/** "Each of the studies", "One of the reports": one of them, whatever the number of the noun after "of". */
function readEachOfHead(words: TaggedWord[]): { head: TaggedWord; number: GrammaticalNumber; end: number } | undefined {
  if (!/^(each|one)$/.test(words[0]?.lower ?? '') || words[1]?.lower !== 'of') return undefined;
  let j = 2;
  while (words[j]?.pos === 'DET' || words[j]?.pos === 'ADJ' || words[j]?.pos === 'NUM' || /^(my|your|his|her|our|their)$/.test(words[j]?.lower ?? '')) j += 1;
  if (j === 2 || words[j]?.pos !== 'NOUN') return undefined;
  while (words[j + 1]?.pos === 'NOUN') j += 1;
  return { head: words[0]!, number: 'singular', end: j + 1 };
}

// Clause verbs that take a bare infinitive after their object: "The man I saw leave", "the dog I helped find its way".
const BARE_INFINITIVE_VERBS = /^(see|watch|hear|let|make|help|have|feel|notice|bid)$/;

/**
 * "The research I read for this essay suggest that…", "Each of the studies I found agree that…": after a singular
 * head, a base form followed by what starts its object or clause is the main verb missing its -s. Not after a clause
 * verb that takes a bare infinitive ("The man I saw leave the room" has no main verb there).
 */
function isBaseAfterSingular(words: TaggedWord[], v: number, number: GrammaticalNumber, clauseVerb: TaggedWord): boolean {
  const verb = words[v];
  if (number !== 'singular' || verb?.pos !== 'VERB' || verb.text !== verb.lower || verb.lemma !== verb.lower) return false;
  if (/^(be|have|do)$/.test(verb.lemma) || BARE_INFINITIVE_VERBS.test(clauseVerb.lemma)) return false;
  const next = words[v + 1];
  return ['DET', 'PRON', 'ADP', 'NUM', 'SCONJ'].includes(next?.pos ?? '') || next?.lower === 'that';
}

/**
 * "The results of the survey we ran last spring shows a clear preference": after a plural head, a verb's -s form
 * followed by what starts its object or a phrase (a determiner, a pronoun, a preposition, an adverb) can only be the
 * main verb in the wrong number. Not a base form after a singular head: "The man I saw leave" has no main verb there.
 */
function isThirdSingularAfterPlural(words: TaggedWord[], v: number, number: GrammaticalNumber): boolean {
  const verb = words[v];
  if (number !== 'plural' || verb?.pos !== 'VERB' || verb.text !== verb.lower || verb.lemma === verb.lower) return false;
  if (!verb.lower.endsWith('s') || /^(be|have|do)$/.test(verb.lemma)) return false;
  const next = words[v + 1];
  // "The boxes you packed looks heavy": a linking verb takes an adjective.
  const linking = next?.pos === 'ADJ' && /^(look|seem|sound|feel|taste|smell|appear|remain|become|stay)$/.test(verb.lemma);
  return linking || ['DET', 'PRON', 'ADP', 'ADV', 'NUM'].includes(next?.pos ?? '');
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
  for (const sentence of tagSentences(text)) {
    // "However, the research I read suggest…": an opening connective and its comma are not part of the subject.
    const words = OPENING_CONNECTIVE.test(sentence[0]?.lower ?? '') && sentence[1]?.text === ',' ? sentence.slice(2) : sentence;
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
      const possessive = word.lower === "'s" && words[v - 1]?.pos === 'PROPN';
      if (word.pos === 'PRON' ? !OBJECT_PRONOUNS.has(word.lower) && !/^(my|your|his|her|its|our|their)$/.test(word.lower) : !GAP_TAGS.has(word.pos) && !possessive) break;
      v += 1;
    }
    const verb = words[v];
    if (!verb || !(MAIN_VERBS.has(verb.lower) || isThirdSingularAfterPlural(words, v, head.number) || isBaseAfterSingular(words, v, head.number, clauseVerb))) continue;
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
 * "The branch manager together with two auditors are visiting": without commas, the verb straight after a short noun
 * phrase (determiners, adjectives, numbers, nouns only) that follows "together with" or "along with". Where that verb is, or undefined.
 */
function readUnpunctuatedAdding(words: TaggedWord[], end: number): number | undefined {
  const second = words[end + 1]?.lower;
  if (second !== 'with' || !/^(together|along)$/.test(words[end]?.lower ?? '')) return undefined;
  let k = end + 2;
  while (k < end + 8 && /^(DET|ADJ|NUM|NOUN|PRON)$/.test(words[k]?.pos ?? '') && !MAIN_VERBS.has(words[k]?.lower ?? '')) k += 1;
  if (k === end + 2 || words[k - 1]?.pos !== 'NOUN') return undefined;
  return MAIN_VERBS.has(words[k]?.lower ?? '') ? k : undefined;
}

/**
 * "The project lead together with three engineers are flying": wink tags the last noun of a compound ("lead", "head",
 * "chair") a verb. Right after a determiner, adjectives and at least one noun, a base form the dictionaries list as a
 * countable noun, followed by "together with" or "along with", is that compound's head: one person or thing. Used
 * only for the unpunctuated "together with" reading, where a main verb must come straight after the added phrase.
 */
function readCompoundHeadBeforeAdding(words: TaggedWord[]): { head: TaggedWord; number: GrammaticalNumber; end: number } | undefined {
  if (!DETERMINERS.has(words[0]?.lower ?? '')) return undefined;
  let i = 1;
  while (words[i]?.pos === 'ADJ') i += 1;
  if (words[i]?.pos !== 'NOUN') return undefined;
  while (words[i + 1]?.pos === 'NOUN') i += 1;
  const head = words[i + 1];
  if (!head || head.pos !== 'VERB' || head.lemma !== head.lower || head.text !== head.lower || !isDictionaryNoun(head.lower) || !takesPluralS(head.lower)) return undefined;
  if (!/^(together|along)$/.test(words[i + 2]?.lower ?? '') || words[i + 3]?.lower !== 'with') return undefined;
  return { head, number: 'singular', end: i + 2 };
}

/**
 * "My cousin, together with his friends, are coming" → "is", "The students, as well as their
 * teacher, was" → "were": the verb after a phrase set off by commas agrees with the noun before it.
 */
export function checkParentheticalAgreement(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    const head = readCompoundHeadBeforeAdding(words) ?? readHead(words);
    if (!head) continue;
    const unpunctuated = readUnpunctuatedAdding(words, head.end);
    if (unpunctuated !== undefined) {
      const verb = words[unpunctuated] as TaggedWord;
      const shown = readVerbNumber(verb);
      if (shown && shown.number !== head.number) {
        issues.push({
          offset: verb.start, length: verb.end - verb.start, category: 'grammar', rule: 'subject-verb-agreement', source: 'rule', confidence: 0.8,
          message: `The subject is '${head.head.text}' (${head.number}); a phrase like 'together with …' does not change the verb: '${shown.other}'.`,
          replacements: [matchCase(verb.text, shown.other)],
        });
      }
      continue;
    }
    if (words[head.end]?.lower !== ',') continue;
    // "My manager, who travels a lot for work, rarely answer emails": a clause of its own between commas, whose verb
    // agrees with "who"; the verb after the closing comma (a frequency adverb at most before it) agrees with the head.
    const relative = /^(who|which)$/.test(words[head.end + 1]?.lower ?? '');
    const inner = relative ? head.end + 2 : matchAdding(words, head.end + 1);
    if (inner === undefined) continue;
    const close = words.findIndex((w, k) => k > inner && w.lower === ',');
    if (close < 0 || close - inner > (relative ? 8 : 6)) continue;
    const at = relative && MID_ADVERBS.has(words[close + 1]?.lower ?? '') ? close + 2 : close + 1;
    const verb = words[at];
    if (!verb || !(MAIN_VERBS.has(verb.lower) || (relative && verb.pos === 'VERB' && verb.text === verb.lower))) continue;
    const shown = readVerbNumber(verb);
    if (!shown || shown.number === head.number) continue;
    issues.push({
      offset: verb.start, length: verb.end - verb.start, category: 'grammar', rule: 'subject-verb-agreement', source: 'rule', confidence: 0.85,
      message: `The subject is '${head.head.text}' (${head.number}); ${relative ? 'the clause' : "a phrase like 'along with …'"} between commas does not change the verb: '${shown.other}'.`,
      replacements: [matchCase(verb.text, shown.other)],
    });
  }
  return issues;
}
