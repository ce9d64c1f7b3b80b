import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';
import { findParticipleOfPast, isPastForm } from './verb-lexicon';

/*
 * Tense that follows from another clause's time: an action finished before a past moment takes the
 * past perfect ("By the time we arrived, the train had already left"), and a future seen from a past
 * report takes "would" ("He said he would call, but he never did"). Only the sure cases: the past
 * moment is stated in the same sentence, and a report's "will" is flagged only when the sentence says
 * the promised thing is over.
 */

const BY_THE_TIME = 'by the time';
/** "When we arrived": a "when" clause of arriving or finding makes a moment; "When I was young" is a period. */
const MOMENT_VERBS = /^(arrived|got|came|reached|returned|entered|woke|called|finished|opened|checked|looked|turned|showed|logged|rang|phoned)$/;
/** States in the main clause stay simple past: "When we arrived, I already knew". */
const STATE_PASTS = /^(knew|had|was|were|liked|loved|wanted|understood|owned|believed|thought|felt|seemed|needed|hated|meant)$/;
/** A past report; a bare "said" or "told" + someone, "promised" (+ someone). */
const REPORTING = /^(said|told|promised|assured|swore|explained|mentioned|claimed|insisted|wrote|texted|emailed)$/;
/** The report's future is over: the sentence says it never happened, or when it was said. */
const REPORT_IS_PAST = /\bbut\s+(?:\w+\s+){0,2}(never|didn't|did not|forgot|hasn't|has not|wasn't|was not|still hasn't)\b|\bbut\s+(nobody|no one|nothing|none)\s+\w+ed\b|\bbut\s+(nobody|no one)\s+(came|showed|turned|arrived|called|rang|did)\b|\bbut\s+(it|they|the\s+\w+)\s+(was|were)\s+(cancelled|canceled|postponed|delayed|called\s+off|closed)\b|\bbut\s+nothing\s+(has|had)\s+(happened|changed|been\s+done)\b|^\s*(yesterday|last\s+\w+)\b/i;
/** "promised that he will fix it last month": the promised time itself is past. */
const PAST_TIME_AFTER = /^[^.;!?]*?\b(last\s+(week|month|year|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday|summer|winter|spring|autumn|term|semester)|yesterday|\w+\s+(days|weeks|months|years)\s+ago|the\s+following\s+(day|week|month|year|morning|spring|summer|autumn|winter))\b/i;

function issue(from: TaggedWord, to: TaggedWord, replacement: string, message: string, rule = 'tense-sequence'): Issue {
  return { offset: from.start, length: to.end - from.start, category: 'grammar', rule, source: 'rule', confidence: 0.8, message, replacements: [matchCase(from.text, replacement)] };
}

const isPast = (word: TaggedWord) => isPastForm(word.lower) || (word.pos === 'VERB' && /[a-z]ed$/.test(word.lower) && word.lemma !== word.lower);

/** "By the time we got there, the train already left" / "a crowd has already gathered" → "had already". */
function findPastPerfect(words: TaggedWord[]): Issue | undefined {
  const byTheTime = words.slice(0, 3).map((word) => word.lower).join(' ') === BY_THE_TIME;
  if (!byTheTime && words[0]?.lower !== 'when') return undefined;
  const comma = words.findIndex((word) => word.text === ',');
  const clause = words.slice(byTheTime ? 3 : 1, comma);
  if (comma < 0 || !(byTheTime ? clause.some(isPast) : clause.some((word) => MOMENT_VERBS.test(word.lower)))) return undefined;
  for (let i = comma + 1; i < words.length - 1; i++) {
    const word = words[i]!;
    if (word.pos === 'PUNCT' || /^(so|and|but|because)$/.test(word.lower)) return undefined;
    if (word.lower !== 'already') continue;
    const before = words[i - 1]!;
    const next = words[i + 1]!;
    if (/^(has|have)$/.test(before.lower) && !STATE_PASTS.test(next.lower)) return issue(before, before, 'had', 'Finished before a past moment: the past perfect, \'had already\'.');
    if (/^(had|was|were|is|are)$/.test(before.lower) || !isPast(next) || STATE_PASTS.test(next.lower)) return undefined;
    const participle = findParticipleOfPast(next.lower) ?? next.lower;
    return issue(word, next, `had already ${participle}`, 'Finished before a past moment: the past perfect, \'had already left\'.');
  }
  return undefined;
}

/** "She has been living in Nairobi for five years when she got the offer" → "had been living". */
function findPerfectBeforePastWhen(words: TaggedWord[]): Issue | undefined {
  for (let i = 0; i < words.length - 2; i++) {
    const have = words[i]!;
    if (!/^(has|have)$/.test(have.lower) || words[i + 1]?.lower !== 'been' || !/ing$/.test(words[i + 2]?.lower ?? '')) continue;
    const rest = words.slice(i + 3);
    const forAt = rest.findIndex((word) => word.lower === 'for' || word.lower === 'since');
    const whenAt = rest.findIndex((word) => word.lower === 'when');
    if (forAt < 0 || whenAt < forAt || rest.slice(0, whenAt).some((word) => word.pos === 'PUNCT')) return undefined;
    const clause = rest.slice(whenAt + 1, whenAt + 4);
    if (!clause.some(isPast)) return undefined;
    return issue(have, have, 'had', "Up to a past moment ('when she got…'): the past perfect, 'had been'.");
  }
  return undefined;
}

/** "He said he will call me back, but he never did" → "would". */
function findReportedWill(words: TaggedWord[], sentence: string, text: string): Issue | undefined {
  const reportIsPast = REPORT_IS_PAST.test(sentence);
  for (let i = 0; i < words.length; i++) {
    if (!REPORTING.test(words[i]!.lower)) continue;
    // "told me (that) she will", "said (that) he will", "promised (us) (that) they would".
    let k = i + 1;
    if (/^(me|him|her|us|them|you|everyone)$/.test(words[k]?.lower ?? '')) k += 1;
    // "told me on Tuesday that she will": a short time phrase before "that" (only when "that" follows it).
    if (/^(on|yesterday|earlier|last|this)$/.test(words[k]?.lower ?? '')) {
      const that = words.slice(k + 1, k + 3).findIndex((word) => word.lower === 'that');
      if (that >= 0 && words.slice(k, k + 1 + that).every((word) => word.pos !== 'PUNCT' && word.pos !== 'VERB')) k += that + 1;
    }
    if (words[k]?.lower === 'that') k += 1;
    // "the doctor will": a determiner and its noun are a subject too.
    if (/^(the|my|his|her|our|their|your|a|an)$/.test(words[k]?.lower ?? '')) {
      // "the new policy will": a determiner, adjectives and the noun are the subject.
      let noun = k + 1;
      while (words[noun]?.pos === 'ADJ' && noun - k < 3) noun += 1;
      if (words[noun]?.pos === 'NOUN') k = noun;
    }
    const subject = words[k];
    const will = words[k + 1];
    if (!subject || !will || will.lower !== 'will' || !(subject.pos === 'PRON' || subject.pos === 'PROPN' || subject.pos === 'NOUN')) continue;
    if (!reportIsPast && !PAST_TIME_AFTER.test(text.slice(will.end, words.at(-1)!.end))) continue;
    return issue(will, will, 'would', "Reporting what someone said in the past: 'would', not 'will'.");
  }
  return undefined;
}

/** "If we had more volunteers, we can open…" → "could": an unreal condition takes "could"/"would". */
function findUnrealConditionResult(words: TaggedWord[]): Issue | undefined {
  // "If we had more…", "If I were…" (a subjunctive); "If they were late, they will have missed it" is a real past.
  const unreal = words[2]?.lower === 'had' || (words[2]?.lower === 'were' && /^(i|he|she|it)$/.test(words[1]?.lower ?? ''));
  if (words[0]?.lower !== 'if' || !/^(i|we|you|they|he|she|it)$/.test(words[1]?.lower ?? '') || !unreal) return undefined;
  // "If we had finished, …" is a past perfect; "If I had to" a past necessity that may be real.
  if (words[2]!.lower === 'had' && (/(ed|en)$/.test(words[3]?.lower ?? '') || words[3]?.lower === 'to' || words[3]?.lower === 'been')) return undefined;
  const comma = words.findIndex((word) => word.text === ',');
  const subject = words[comma + 1];
  const modal = words[comma + 2];
  if (comma < 0 || !subject || !modal || !/^(i|we|you|they|he|she|it)$/.test(subject.lower) || !/^(can|will)$/.test(modal.lower) || words[comma + 3]?.lower === 'have') return undefined;
  const fix = modal.lower === 'can' ? 'could' : 'would';
  return issue(modal, modal, fix, `An unreal condition ('If we had…') takes '${fix}' in its result.`);
}

/** Past perfect before a stated past moment, "would" in a past report. */
export function checkSequenceOfTenses(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    if (words.length === 0) continue;
    const sentence = text.slice(words[0]!.start, words.at(-1)!.end);
    for (const found of [findPastPerfect(words), findPerfectBeforePastWhen(words), findReportedWill(words, sentence, text), findUnrealConditionResult(words)]) if (found) issues.push(found);
  }
  return issues;
}
