import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { readNounPhrase } from './subject-head';
import { tagSentences, type TaggedWord } from './tag-words';
import { findBaseForm, findThirdSingular, isPastForm } from './verb-lexicon';

const DAYS = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend|month|year|term|semester|summer|winter|spring|autumn|time)$/;
// What shows the sentence is about now or later: a request, a present or a future further on.
const PRESENT_FRAME = /^(please|don't|do|does|is|are|am|will|won't|can|let's|remember|make|bring|come)$/;

/** Index after a future time opening the sentence ("Tomorrow", "Tonight", "Next week", "On Monday"), or undefined. */
function skipFutureTime(words: TaggedWord[]): number | undefined {
  const [first, second] = words.map((w) => w.lower);
  let after: number | undefined;
  if (first === 'tomorrow' || first === 'tonight') after = 1;
  else if (first === 'next' && second && DAYS.test(second)) after = 2;
  if (after === undefined) return undefined;
  return words[after]?.text === ',' ? after + 1 : after;
}

/**
 * "Tomorrow the cooking class started at six, so please don't be late" → "starts": a sentence that opens with a future
 * time and goes on about now or later (a request, a present, "will") does not tell of a finished event; the timetable's
 * present takes the past's place. Not "was/were/had" ("Tomorrow was another day" tells a story), and not without such
 * a frame.
 */
export function checkFutureTimePastVerb(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    const at = skipFutureTime(words);
    if (at === undefined) continue;
    const subject = readNounPhrase(words, at);
    const verb = subject ? words[subject.end] : undefined;
    if (!subject || !verb || verb.pos !== 'VERB' || verb.text !== verb.lower || !isPastForm(verb.lower) || /^(was|were|had)$/.test(verb.lower)) continue;
    if (!words.slice(subject.end + 1).some((w) => PRESENT_FRAME.test(w.lower))) continue;
    const base = findBaseForm(verb.lower) ?? verb.lemma;
    // "the cooking class": a group noun takes the singular in the timetable's present.
    const group = subject.number === undefined && subject.head.pos === 'NOUN' && subject.head.lower === subject.head.lemma && !/[^s]s$/.test(subject.head.lower);
    const singular = subject.number === 'singular' || group || /^(he|she|it)$/.test(subject.head.lower);
    const plural = subject.number === 'plural' || /^(i|you|we|they)$/.test(subject.head.lower);
    if (!singular && !plural) continue;
    const present = singular ? findThirdSingular(base) : base;
    issues.push({
      offset: verb.start, length: verb.end - verb.start, category: 'grammar', rule: 'future-time-tense', source: 'rule', confidence: 0.8,
      message: `The sentence is about ${words[0]!.text.toLowerCase()}, not a finished time: '${present}'.`, replacements: [matchCase(verb.text, present)],
    });
  }
  return issues;
}
