import { type Issue } from '../types';
import { tagSentences, type TaggedWord } from './tag-words';
import { findPast, findThirdSingular, isKnownBase } from './verb-lexicon';

/*
 * A question inside a statement keeps statement order: "She asked me what time did the meeting start" → "what time
 * the meeting started", "I wonder why is the printer always empty" → "why the printer is always empty". Only where the
 * words leave one reading: a verb of asking or wondering before the question word, a subject that opens with a
 * determiner, and (for "do") a plain verb that ends the subject.
 */

/** Words right before the question word that make it an embedded question ("asked me", "wonder", "no idea"). */
const ASKING = /^(asked|asks|ask|wonder|wondered|wondering|know|knows|knew|idea|sure|remember|understand|explain|explained|tell|told|find|found|checked|check)$/;
const OBJECTS = /^(me|him|her|us|them|you)$/;
const DETERMINERS = /^(the|my|your|his|her|our|their|this|that|these|those)$/;
/** Words that may stand between a subject and its predicate: where "be" goes back in. */
const PREDICATE_OPENERS = /^(always|never|still|often|usually|sometimes|constantly|so|very|really|too|not|always|suddenly)$/;

function askingBefore(words: TaggedWord[], wh: number): boolean {
  const before = words[wh - 1];
  if (!before) return false;
  if (ASKING.test(before.lower)) return true;
  return OBJECTS.test(before.lower) && /^(asked|asks|ask|tell|told|show|showed)$/.test(words[wh - 2]?.lower ?? '');
}

/** The last word of a subject that opens at `start` with a determiner: adjectives, a noun, and one "of/on/in/with" phrase. */
function readSubjectEnd(words: TaggedWord[], start: number): number | undefined {
  if (!DETERMINERS.test(words[start]?.lower ?? '')) return undefined;
  let k = start + 1;
  while (/^(ADJ|NUM)$/.test(words[k]?.pos ?? '') && k - start < 4) k += 1;
  if (words[k]?.pos !== 'NOUN') return undefined;
  while (words[k + 1]?.pos === 'NOUN' && k - start < 5) k += 1;
  const preposition = words[k + 1];
  const placeName = (m: number) => words[m]?.pos === 'PROPN' && /^\p{Lu}/u.test(words[m]!.text);
  if (preposition && /^(of|on|in|at|with|for|from|near|to)$/.test(preposition.lower) && placeName(k + 2)) {
    // "the train to Leeds": a name closes the phrase.
    k += 2;
    while (placeName(k + 1) && k - start < 8) k += 1;
  } else if (preposition && /^(of|on|in|at|with|for|from|near|to)$/.test(preposition.lower) && /^(the|a|an|my|your|his|her|our|their|this|that)$/.test(words[k + 2]?.lower ?? '')) {
    let m = k + 3;
    while (/^(ADJ|NUM)$/.test(words[m]?.pos ?? '') && m - k < 6) m += 1;
    if (words[m]?.pos !== 'NOUN') return undefined;
    while (words[m + 1]?.pos === 'NOUN' && m - k < 7) m += 1;
    k = m;
  }
  return k;
}

function makeIssue(words: TaggedWord[], from: number, to: number, replacement: string, message: string): Issue {
  const start = words[from]!.start;
  return { offset: start, length: words[to]!.end - start, category: 'grammar', rule: 'word-order/embedded-question', source: 'rule', confidence: 0.8, message, replacements: [replacement] };
}

/** "what time did the meeting start" → "what time the meeting started". */
function findDoInversion(words: TaggedWord[], text: string, wh: number): Issue | undefined {
  let d = wh + 1;
  if (words[wh]!.lower === 'what' && words[d]?.lower === 'time') d += 1;
  else if (words[wh]!.lower === 'how' && /^(long|often|much|many)$/.test(words[d]?.lower ?? '')) d += 1;
  const aux = words[d];
  if (!aux || !/^(did|does|do)$/.test(aux.lower)) return undefined;
  const end = readSubjectEnd(words, d + 1);
  if (end === undefined) return undefined;
  const verb = words[end + 1];
  if (!verb || verb.text !== verb.lower || !isKnownBase(verb.lower)) return undefined;
  // The question must end the clause or run on with its object or a place or time: no second verb to misread.
  const after = words[end + 2];
  if (after && after.pos === 'VERB') return undefined;
  const subjectPlural = words[end]!.lower.endsWith('s') && words[end]!.pos === 'NOUN';
  if (aux.lower === 'does' && subjectPlural) return undefined;
  const form = aux.lower === 'did' ? findPast(verb.lower) : aux.lower === 'does' ? findThirdSingular(verb.lower) : verb.lower;
  const subject = text.slice(words[d + 1]!.start, words[end]!.end);
  return makeIssue(words, d, end + 1, `${subject} ${form}`, `A question inside a statement keeps statement order: '${words[wh]!.text} ${subject} ${form}'.`);
}

/** "why is the printer on the second floor always out of paper" → "why the printer on the second floor is always …". */
function findBeInversion(words: TaggedWord[], text: string, wh: number): Issue | undefined {
  if (!/^(why|where|how|when)$/.test(words[wh]!.lower)) return undefined;
  const be = words[wh + 1];
  if (!be || !/^(is|are|was|were)$/.test(be.lower)) return undefined;
  const end = readSubjectEnd(words, wh + 2);
  if (end === undefined) return undefined;
  const next = words[end + 1];
  // Be goes back before an adverb that opens the predicate, or at the clause's end ("where the station is.").
  const atEnd = !next || (next.pos === 'PUNCT' && /^[.!]$/.test(next.text));
  if (!atEnd && !PREDICATE_OPENERS.test(next.lower)) return undefined;
  const subject = text.slice(words[wh + 2]!.start, words[end]!.end);
  return makeIssue(words, wh + 1, end, `${subject} ${be.text}`, `A question inside a statement keeps statement order: '${words[wh]!.text} ${subject} ${be.text}'.`);
}

export function checkEmbeddedQuestionOrder(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    // A direct question ("Do you know where is the station?") is left to the writer: its order may be meant.
    if (words.at(-1)?.text === '?') continue;
    for (let wh = 1; wh < words.length - 2; wh++) {
      if (!/^(what|why|where|when|how)$/.test(words[wh]!.lower) || !askingBefore(words, wh)) continue;
      const found = findDoInversion(words, text, wh) ?? findBeInversion(words, text, wh);
      if (found) issues.push(found);
    }
  }
  return issues;
}
