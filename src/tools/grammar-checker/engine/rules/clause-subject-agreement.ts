import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { type GrammaticalNumber, readNounNumber, readVerbNumber } from './read-grammatical-number';
import { isRegularVerbBase } from './dictionary-classes';
import { isGerundObjectHead } from './gerund-with-object';
import { findClauseSubject, type ClauseSubject } from './subject-head';
import { followsIntroPhrase } from './subject-verb-agreement';
import { tagSentences, type TaggedWord } from './tag-words';
import { findBaseForm, findThirdSingular, isKnownBase, isThirdSingular } from './verb-lexicon';

// "Hi Mr Lewis, the tap …": a greeting and a name before a comma open the sentence as an introductory phrase does.
const GREETINGS = /^(hi|hello|hey|dear|thanks|morning|evening|ok|okay|well|yes|no|oh|so|sorry)$/;
const OPENING_TIMES = /^(yesterday|today|tomorrow|tonight|now|then|recently|lately|nowadays|usually|sometimes|often|meanwhile)$/;
const TIME_NOUNS = /^(week|month|year|summer|winter|spring|autumn|fall|weekend|night|morning|evening|afternoon|time|term|semester|season|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;
// Words that open a clause with a subject of its own.
const SUBORDINATORS = /^(because|although|though|whereas|while|if|unless|when|whenever|once|until|since)$/;
// Their past is their base form ("she also set a record"): no number to read.
const SAME_FORM_PASTS = /^(put|set|cut|hit|let|cost|read|hurt|spread|shut|quit|bet|burst|cast|broadcast|split|upset|fit|rid|shed|thrust)$/;
const GROUP_OR_AMOUNT = new Set(['team', 'staff', 'family', 'police', 'crew', 'class', 'audience', 'jury', 'band', 'board', 'public', 'group', 'couple']);

/** Where a clause may open inside the sentence: its start, after an introductory phrase, a greeting, ";" or a subordinator. */
function findClauseStarts(words: TaggedWord[]): { at: number; opener: string | undefined }[] {
  const starts: { at: number; opener: string | undefined }[] = [{ at: 0, opener: undefined }];
  // "Last year the apples from our tree was small": a time phrase opening the sentence without a comma.
  if (OPENING_TIMES.test(words[0]?.lower ?? '')) starts.push({ at: 1, opener: undefined });
  else if (/^(last|next|this|every)$/.test(words[0]?.lower ?? '') && TIME_NOUNS.test(words[1]?.lower ?? '')) starts.push({ at: 2, opener: undefined });
  words.forEach((word, i) => {
    if (word.text === ',' && (followsIntroPhrase(words, i) || (GREETINGS.test(words[0]?.lower ?? '') && i <= 4 && words.slice(1, i).every((w) => w.pos === 'PROPN' || w.pos === 'NOUN')))) {
      starts.push({ at: i + 1, opener: undefined });
    } else if (/^[;:]$/.test(word.text)) starts.push({ at: i + 1, opener: undefined });
    else if (SUBORDINATORS.test(word.lower) && (word.text === word.lower || i === 0)) starts.push({ at: i + 1, opener: word.lower });
    else if (/^(but|and|so)$/.test(word.lower) && words[i - 1]?.text === ',') starts.push({ at: i + 1, opener: word.lower });
  });
  return starts;
}

/** The verb's number and its other form; a verb the tagger read as a noun counts after an adverb ("always arrive"). */
function readMainVerb(words: TaggedWord[], v: number, readAsNoun = false): { number: GrammaticalNumber; other: string } | undefined {
  const verb = words[v];
  if (!verb || verb.text !== verb.lower) return undefined;
  if (verb.pos === 'NOUN') {
    if (!readAsNoun && words[v - 1]?.pos !== 'ADV' && !/^(both|all|each)$/.test(words[v - 1]?.lower ?? '')) return undefined;
    if (isThirdSingular(verb.lower)) return { number: 'singular', other: findBaseForm(verb.lower) ?? verb.lemma };
    // "both leaks": a verb the hand lexicon lacks, known as one by the dictionary's -ed and -ing flags.
    if (verb.lower.endsWith('s') && verb.lemma !== verb.lower && verb.lower.startsWith(verb.lemma) && isRegularVerbBase(verb.lemma)) return { number: 'singular', other: verb.lemma };
    return isKnownBase(verb.lower) || isRegularVerbBase(verb.lower) ? { number: 'plural', other: findThirdSingular(verb.lower) } : undefined;
  }
  return readVerbNumber(verb);
}

/** A plain verb (not be, have, do) is only the clause's verb when no finite verb follows before the clause ends. */
function isLastFiniteVerb(words: TaggedWord[], v: number): boolean {
  for (let i = v + 1; i < words.length; i++) {
    const word = words[i] as TaggedWord;
    // "costs more than I expected": a comparison opens a clause of its own.
    if (word.pos === 'PUNCT' || word.pos === 'SCONJ' || /^(that|which|who|and|or|but|because|when|if|while|to|than|as)$/.test(word.lower)) return true;
    if (word.pos === 'AUX' || (word.pos === 'VERB' && word.lemma !== word.lower && !/ing$/.test(word.lower))) return false;
  }
  return true;
}

function check(words: TaggedWord[], at: number, opener: string | undefined, subject: ClauseSubject): Issue | undefined {
  const verb = words[subject.verbAt];
  const shown = readMainVerb(words, subject.verbAt, subject.verbReadAsNoun === true);
  if (!verb || !shown || shown.number === subject.number || !subject.separated) return undefined;
  if (verb.pos !== 'AUX' && !/^(be|have|do)$/.test(verb.lemma) && !isLastFiniteVerb(words, subject.verbAt)) return undefined;
  // "Has the parcel…", "what do they": a subject pronoun right after the verb means inversion.
  if (/^(i|you|he|she|it|we|they)$/.test(words[subject.verbAt + 1]?.lower ?? '')) return undefined;
  // "if the two of them were here": the subjunctive.
  if (verb.lower === 'were' && /^(if|though|unless)$/.test(opener ?? '')) return undefined;
  if (GROUP_OR_AMOUNT.has(subject.head.lower) || SAME_FORM_PASTS.test(verb.lower)) return undefined;
  // A pronoun subject ("she also set") is the simple agreement rule's; a bare singular noun ("woman still earn",
  // "alot of people are") is itself the slip, not the verb.
  if (subject.head.pos === 'PRON' && !subject.compound) return undefined;
  if (!subject.determined && subject.number === 'singular' && !subject.compound) return undefined;
  // "The people who have computer electric bill is high": a bare noun right before the verb that agrees with it,
  // outside any phrase with a preposition or determiner, may be the writer's real subject.
  const headAt = words.indexOf(subject.head);
  const between = words.slice(headAt + 1, subject.verbAt);
  const last = words[subject.verbAt - 1];
  if (last && last.pos === 'NOUN' && readNounNumber(last, GROUP_OR_AMOUNT) === shown.number && !between.some((w) => w.pos === 'ADP' || w.pos === 'DET' || /^(my|your|his|her|our|their|its)$/.test(w.lower))) return undefined;
  // "Booking tickets through the app is easier": a gerund and its object, one activity, with the writer's singular verb.
  if (shown.number === 'singular' && isGerundObjectHead(words, at, headAt)) return undefined;
  const subjectText = subject.compound ? `the two subjects joined by 'and'` : `'${subject.head.text}'`;
  return {
    offset: verb.start, length: verb.end - verb.start, category: 'grammar', rule: 'subject-verb-agreement', source: 'rule', confidence: 0.8,
    message: `The subject is ${subjectText} (${subject.number}), not the nearer words: '${shown.other}'.`,
    replacements: [matchCase(verb.text, shown.other)],
  };
}

/**
 * "The nurses who work on the night shift in the children's ward was given…" → "were", "According to the report, the
 * number of complaints from customers who ordered online have doubled" → "has", "the tap in the kitchen and the shower in
 * the bathroom both leaks" → "leak": the verb agrees with the head of its clause's subject, read from the clause's start
 * across phrases, relative clauses, a second subject and adverbs (subject-head.ts), wherever the clause opens.
 */
export function checkClauseSubjectAgreement(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (const { at, opener } of findClauseStarts(words)) {
      const subject = findClauseSubject(words, at);
      const issue = subject ? check(words, at, opener, subject) : undefined;
      if (issue) issues.push(issue);
    }
  }
  return issues;
}
