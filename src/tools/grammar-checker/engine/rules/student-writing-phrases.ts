import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { matchCase } from './make-issue';
import { PatternSet, type PatternRule } from './pattern-rule';
import { tagSentences, type TaggedWord } from './tag-words';
import { findThirdSingular, isPastForm } from './verb-lexicon';
import { isDictionaryEntry } from './dictionary-classes';

/*
 * Slips of secondary-school pupils writing homework essays and of university applicants writing personal statements
 * (session 41, English batch 64). Each is fixed only where its context leaves one reading.
 */

/**
 * What a writer, a poet or a person does in an essay's sentence: "Shakespeare uses imagery", "Priya lives in Leeds".
 * Not the verbs British English puts in the plural after a team or a company ("Liverpool play", "Google want", "Chelsea
 * believe", "Apple make"): a name could be either, so only verbs a club or a firm rarely does are read.
 */
const PERSON_VERBS = new Set(`use show present describe portray write suggest explore create depict introduce reveal argue explain
  compare contrast emphasise emphasize highlight convey symbolise symbolize imply mention question criticise criticize live study
  speak teach enjoy hate dream`.split(/\s+/));

/** Words after which the sentence's time is past or its verb is read as such by another rule ("Sofia eat … and asked"). */
const PAST_TIME = /^(yesterday|ago|last|once|then|earlier|today|tonight)$/;

/**
 * "Shakespeare use a lot of imagery" → "uses": a one-word name opens the sentence and one of PERSON_VERBS follows in its
 * base form. wink tags the verb a noun or an adjective as often as a verb ("show", "present"), so the tag is not asked;
 * the guards are what else the sentence holds.
 */
function checkNameBareVerb(words: TaggedWord[]): Issue | undefined {
  const name = words[0];
  const verb = words[1];
  const next = words[2];
  if (!name || !verb || !next || next.pos === 'PUNCT') return undefined;
  // A name: tagged so, one capital then lower case, not an everyday word with a capital ("Present", "Use"), not a
  // plural-looking name ("Dickens", "the Smiths"), and only one word ("Bank Holiday", "Old Trafford" are not read).
  if (name.pos !== 'PROPN' || !/^[A-Z][a-z]+$/.test(name.text) || /s$/.test(name.text) || isDictionaryEntry(name.lower)) return undefined;
  if (verb.text !== verb.lower || !PERSON_VERBS.has(verb.lower)) return undefined;
  // "Shakespeare use to …" is the past habit (used-to-habit.ts); "Shakespeare study is compulsory": a finite verb
  // later in the clause makes the pair a compound noun.
  if (next.lower === 'to' || next.pos === 'AUX') return undefined;
  for (let i = 2; i < words.length; i++) {
    const word = words[i] as TaggedWord;
    if (word.pos === 'PUNCT' || word.pos === 'SCONJ' || /^(how|what|why|that|which|who|when|where)$/.test(word.lower)) break;
    if (/^(is|are|was|were|has|have|had)$/.test(word.lower)) return undefined;
  }
  // A past story ("Sofia eat all of her pasta today and asked for more") wants the past, which other rules give.
  if (words.some((w) => PAST_TIME.test(w.lower) || /^1[0-9]{3}$|^20[0-9]{2}$/.test(w.text) || (w.pos === 'VERB' && isPastForm(w.lower)))) return undefined;
  const replacement = findThirdSingular(verb.lower);
  return {
    offset: verb.start,
    length: verb.end - verb.start,
    message: `'${name.text}' is one person, so the verb should be '${replacement}'.`,
    category: 'grammar',
    rule: 'subject-verb-agreement',
    replacements: [replacement],
    confidence: 0.8,
    source: 'rule',
  };
}

const DEGREE = /^(more|less|very|so|quite|really|too|even|much)$/;
/** Verbs after which a word describes the subject or the object: "has made me more confident", "became more patient". */
const LINKING = /^(make|become|be|feel|get|grow|seem|remain|stay|keep|turn)$/;
const CLAUSE_GOES_ON = /^(and|but|because|so|when|as|than|since|while|although|though)$/;

/** The adjective a noun of quality comes from, when the dictionaries list it: "independence" → "independent". */
function adjectiveOfQuality(noun: string): string | undefined {
  const candidate = noun.replace(/ence$/, 'ent').replace(/ance$/, 'ant').replace(/ility$/, 'le');
  return candidate !== noun && isDictionaryEntry(candidate) ? candidate : undefined;
}

/**
 * "has made me more confident and more independence" → "independent": after a linking verb, a noun of quality joined by
 * "and" to an adjective (each with its degree word) stands where an adjective must (wink tags "patient" a noun, so a word in
 * -ent, -ant or -ble counts as the adjective too); "gave me more confidence and more
 * independence" (a noun first) and "made me more confident and gave me independence" (a new verb) are not read.
 */
function checkNounForAdjective(words: TaggedWord[]): Issue[] {
  const issues: Issue[] = [];
  for (let i = 4; i < words.length; i++) {
    const noun = words[i] as TaggedWord;
    if (noun.pos !== 'NOUN' || !/(ence|ance|ility)$/.test(noun.lower) || noun.text !== noun.lower) continue;
    if (!DEGREE.test(words[i - 1]?.lower ?? '') || words[i - 2]?.lower !== 'and' || !(words[i - 3]?.pos === 'ADJ' || /(ent|ant|ble)$/.test(words[i - 3]?.lower ?? '')) || !DEGREE.test(words[i - 4]?.lower ?? '')) continue;
    const after = words[i + 1];
    if (after && after.pos !== 'PUNCT' && !CLAUSE_GOES_ON.test(after.lower)) continue;
    // The linking verb right before the first degree word, or before one object pronoun ("made me").
    const pronoun = /^(me|him|her|us|them|you|it)$/.test(words[i - 5]?.lower ?? '') ? 1 : 0;
    const link = words[i - 5 - pronoun];
    if (!link || !LINKING.test(link.lemma) || (link.pos !== 'VERB' && link.pos !== 'AUX')) continue;
    const adjective = adjectiveOfQuality(noun.lower);
    if (!adjective) continue;
    issues.push({
      offset: noun.start,
      length: noun.end - noun.start,
      message: `Joined by 'and' to an adjective, this needs the adjective too: '${adjective}'.`,
      category: 'grammar',
      rule: 'word-form/noun-for-adjective',
      replacements: [matchCase(noun.text, adjective)],
      confidence: 0.8,
      source: 'rule',
    });
  }
  return issues;
}

/** What an applicant joins ("a good addition to your university"). */
const GROUP = 'university|college|school|team|department|course|programme|program|class|company|community|club|faculty|staff|family|society|orchestra|choir|squad|cohort|firm';
const DETERMINER = 'your|the|this|our|their|his|her|any|a|an';
const isDescriptive = (w: string) => /^[a-z-]+$/.test(w) && !/^(for|to|and|or|of|in|on)$/.test(w);

const RULES: PatternRule[] = [
  // "I would be a good addition for your university" → "to": one joins a group as an addition to it.
  // Up to two describing words before "addition" and one before the group ("your drama department").
  ...[0, 1, 2].flatMap((before) =>
    [0, 1].map((inside): PatternRule => {
      const pattern = ['a|an', ...Array<typeof isDescriptive>(before).fill(isDescriptive), 'addition', 'for', DETERMINER, ...Array<typeof isDescriptive>(inside).fill(isDescriptive), GROUP];
      const at = pattern.indexOf('for');
      return { rule: 'preposition/addition-to', pattern, span: [at, at + 1], fix: 'to', confidence: 0.8, message: "Someone who joins a group is 'an addition to' it." };
    }),
  ),
];

const PATTERNS = new PatternSet(RULES);

/** "Shakespeare use imagery", "more confident and more independence", "a good addition for your university". */
export function checkStudentWritingPhrases(text: string, tokens: Token[]): Issue[] {
  const issues = PATTERNS.check(text, tokens);
  for (const words of tagSentences(text)) {
    const nameIssue = checkNameBareVerb(words);
    if (nameIssue) issues.push(nameIssue);
    issues.push(...checkNounForAdjective(words));
  }
  return issues;
}
