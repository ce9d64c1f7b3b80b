import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { readNounPhrase } from './subject-head';
import { tagSentences, type TaggedWord } from './tag-words';
import { findPast, isKnownBase } from './verb-lexicon';

/**
 * The tenses of a sentence that opens with "If …, …", read from both halves:
 * - a real condition about the future (a present verb in the if-clause) takes "will" in its result, not "would":
 *   "If it snows tomorrow, we would stay in" → "will";
 * - a past that did not happen ("If the council had agreed …") takes "would have" in its result, not "will have";
 * - an unreal condition takes the past in the if-clause, not "would": "If I would own a car, I would drive" → "owned"
 *   ("If I would have known" is future-in-time-clause.ts's).
 * Polite or volitional "would" is left alone: "If you need anything, I would be happy to help", "If you would like
 * to come, …", "If you would follow me, I will show you".
 */

const SUBJECT_PRONOUNS = /^(i|you|he|she|it|we|they|there)$/;
// "would like", "would rather", "I would say", "would be happy to": a polite or hedged "would" whatever the condition.
const POLITE_VERBS = /^(like|love|prefer|rather|appreciate|recommend|suggest|advise|say|imagine|guess|think|expect|hope|suppose|mind|care|welcome|need|want|argue|add|point|note)$/;
const POLITE_ADJECTIVES = /^(happy|glad|delighted|pleased|grateful|interested|willing|able|keen|wise|best|better|helpful|great|nice|good|useful|possible)$/;
// A past or modal form in the if-clause makes it unreal or past, not a plain future condition.
const PAST_OR_MODAL = /^(was|were|had|did|didn't|wasn't|weren't|hadn't|could|would|should|might|must|'d|couldn't|wouldn't|shouldn't|will|'ll|won't|shall)$/;
// "If I would like", "If you would kindly": volition or courtesy in the if-clause is right.
const VOLITION = /^(like|care|mind|please|kindly|only|just|be|allow|let|excuse|bear|follow|wait|rather|prefer|consider|help|agree)$/;

interface Halves {
  condition: TaggedWord[];
  result: TaggedWord[];
}

function splitAtComma(words: TaggedWord[]): Halves | undefined {
  if (words[0]?.lower !== 'if') return undefined;
  const comma = words.findIndex((w) => w.text === ',');
  if (comma < 3) return undefined;
  return { condition: words.slice(1, comma), result: words.slice(comma + 1) };
}

/** The result clause's subject and the word after it (its first verb), or undefined when no subject opens it. */
function readResultVerb(result: TaggedWord[]): number | undefined {
  const first = result[0];
  if (!first) return undefined;
  if (SUBJECT_PRONOUNS.test(first.lower) && first.pos === 'PRON') return 1;
  const phrase = readNounPhrase(result, 0);
  if (!phrase || !phrase.determined) return undefined;
  return phrase.end;
}

// A time ahead that makes the condition about one future event: "If it rains tonight", "if the bus is late tomorrow".
// Without one, a present condition may be a general truth ("If a leader is too strict, members would be afraid").
const FUTURE_TIMES = /^(tonight|tomorrow|later|soon|next|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)$/;

/** A present-tense verb in the if-clause ("rains", "is", "don't", "we finish") with a future time, and no past or modal form. */
function isPresentCondition(condition: TaggedWord[]): boolean {
  if (condition.some((w) => PAST_OR_MODAL.test(w.lower) || (w.pos === 'VERB' && /ed$/.test(w.lower) && w.lower !== w.lemma))) return false;
  if (!condition.some((w) => FUTURE_TIMES.test(w.lower))) return false;
  return condition.some((w, k) => {
    if (/^(is|are|am|does|do|has|have|'s|'re|'m)$/.test(w.lower) && w.pos === 'AUX') return true;
    if (w.pos !== 'VERB' || w.text !== w.lower) return false;
    if (w.lower !== w.lemma && /s$/.test(w.lower) && w.lower.startsWith(w.lemma.slice(0, -1))) return true;
    return w.lower === w.lemma && /^(i|you|we|they)$/.test(condition[k - 1]?.lower ?? '');
  });
}

/** "had approved", "had not left": the past perfect of a past that did not happen. */
function isPastPerfectCondition(condition: TaggedWord[]): boolean {
  return condition.some((w, k) => {
    if (w.lower !== 'had' && w.lower !== "'d") return false;
    let n = k + 1;
    while (/^(not|n't|never|already|only|just|really)$/.test(condition[n]?.lower ?? '')) n += 1;
    const verb = condition[n];
    return verb !== undefined && verb.pos === 'VERB' && verb.lower !== verb.lemma && !/ing$/.test(verb.lower);
  });
}

function issue(from: TaggedWord, to: TaggedWord, replacement: string, message: string): Issue {
  return {
    offset: from.start, length: to.end - from.start, category: 'grammar', rule: 'conditional-tense', source: 'rule', confidence: 0.8,
    message, replacements: [matchCase(from.text, replacement)],
  };
}

/** Result clause: "would" + verb after a present condition → "will"; "will have" + participle after "had" + participle → "would have". */
function checkResult(halves: Halves): Issue | undefined {
  const { condition, result } = halves;
  const at = readResultVerb(result);
  if (at === undefined) return undefined;
  let v = at;
  while (/^(also|probably|definitely|certainly|still|just|all|both)$/.test(result[v]?.lower ?? '')) v += 1;
  const modal = result[v];
  const next = result[v + 1];
  if (!modal || !next) return undefined;
  if (modal.lower === 'would' && isPresentCondition(condition)) {
    let n = v + 1;
    if (result[n]?.lower === 'not') n += 1;
    const verb = result[n];
    if (!verb || verb.text !== verb.lower || POLITE_VERBS.test(verb.lower) || !(verb.pos === 'VERB' || verb.pos === 'AUX') || verb.lower !== verb.lemma) return undefined;
    // "I would be happy to…", "it would be best to…", "would have" (a past in the result).
    if (verb.lower === 'have' || (verb.lower === 'be' && POLITE_ADJECTIVES.test(result[n + 1]?.lower ?? ''))) return undefined;
    return issue(modal, modal, 'will', "A real condition about the future ('If it rains tonight') takes 'will' in its result.");
  }
  if (modal.lower === 'will' && next.lower === 'have' && isPastPerfectCondition(condition)) {
    const participle = result[v + 2];
    if (!participle || participle.pos !== 'VERB' || participle.lower === participle.lemma) return undefined;
    return issue(modal, modal, 'would', "A past that did not happen ('If the board had approved') takes 'would have' in its result.");
  }
  return undefined;
}

/** If-clause: subject + "would" + a plain verb, before a result with "would", "could" or "might" → the simple past. */
function checkCondition(halves: Halves): Issue | undefined {
  const { condition, result } = halves;
  const first = condition[0];
  if (!first) return undefined;
  let at: number;
  if (SUBJECT_PRONOUNS.test(first.lower) && first.pos === 'PRON' && first.lower !== 'there') at = 1;
  else {
    const phrase = readNounPhrase(condition, 0);
    if (!phrase || !phrase.determined) return undefined;
    at = phrase.end;
  }
  const would = condition[at];
  const verb = condition[at + 1];
  // "If I would be rich": a speaker asks no favour of themself, so "be" after "I"/"we" is the unreal past ("were"), not courtesy.
  const unrealBe = verb?.lower === 'be' && /^(i|we)$/.test(first.lower) && at === 1 && !POLITE_ADJECTIVES.test(condition[at + 2]?.lower ?? '') && condition[at + 2]?.lower !== 'so';
  if (would?.lower !== 'would' || !verb || verb.text !== verb.lower || (VOLITION.test(verb.lower) && !unrealBe)) return undefined;
  if (!(isKnownBase(verb.lower) || (verb.pos === 'VERB' && verb.lemma === verb.lower))) return undefined;
  // "If I would have known" (another rule's), "If you would have a look" (a request): not here.
  if (verb.lower === 'have') return undefined;
  // The result must be unreal too: "would/could/might" + a plain verb.
  const unrealResult = result.some((w, k) => /^(would|could|might|'d)$/.test(w.lower) && result[k + 1] !== undefined && result[k + 1]!.lower !== 'have');
  if (!unrealResult) return undefined;
  const past = verb.lower === 'be' ? 'were' : findPast(verb.lower);
  if (!past || past === verb.lower) return undefined;
  return issue(would, verb, past, `An unreal condition takes the past in the if-clause: 'If I ${past}'.`);
}

export function checkConditionalTense(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    const halves = splitAtComma(words);
    if (!halves) continue;
    for (const found of [checkResult(halves), checkCondition(halves)]) if (found) issues.push(found);
  }
  return issues;
}
