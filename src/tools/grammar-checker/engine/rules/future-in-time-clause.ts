import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';
import { findParticipleOfPast, findThirdSingular, isKnownBase } from './verb-lexicon';

// Conjunctions that open a time clause: its future is said in the present ("when I finish").
const TIME_CONJUNCTIONS = new Set(['when', 'before', 'after', 'until', 'till', 'once', 'whenever']);
// "I don't know when I will finish", "Tell me when you will arrive": after these "when" opens a question, where "will" is right.
const ASKING = /^(know|knows|knew|tell|told|ask|asked|wonder|wondering|sure|idea|decide|decided|say|said|remember|forget|guess|me|us|him|her|them|you|exactly|see|check|find)$/;
// Subjects that take the third person singular ("when everyone arrives").
const THIRD_SINGULAR = /^(he|she|it|everyone|everybody|someone|somebody|nobody|anyone|anybody)$/;
const SUBJECT_PRONOUNS = /^(i|you|he|she|it|we|they|everyone|everybody|someone|somebody|nobody|anyone|anybody)$/;
// "If you would have a look": a polite request; only a participle after "would have" makes the unreal past.
const NOT_PARTICIPLE = /^(a|an|the|to|some|any|no|it|them|him|her|me|us|you|been|had|more|less|fun|time)$/;

function issueAt(from: TaggedWord, to: TaggedWord, replacement: string, message: string, rule: string): Issue {
  return {
    offset: from.start, length: to.end - from.start, category: 'grammar', rule, source: 'rule', confidence: 0.85,
    message, replacements: [matchCase(from.text, replacement)],
  };
}

/** A main clause about the future before the time clause: "will", "'ll", "going to", or an imperative. */
function talksOfFuture(before: TaggedWord[]): boolean {
  const first = before.find((w) => w.pos !== 'PUNCT' && !/^(please|just|then|now)$/.test(w.lower));
  // An imperative: the sentence opens with a bare verb ("Call me when…", "Please wait until…").
  if (first && first === before.find((w) => w.pos !== 'PUNCT' && w.lower !== 'please') && first.pos !== 'NOUN' && isKnownBase(first.lower)) return true;
  if (first && before[0]?.lower === 'please' && isKnownBase(first.lower)) return true;
  return before.some((w, k) => /^(will|'ll|shall|won't)$/.test(w.lower) || (w.lower === 'going' && before[k + 1]?.lower === 'to'));
}

function presentOf(subject: string, base: string): string {
  if (base === 'be') return subject === 'i' ? 'am' : THIRD_SINGULAR.test(subject) ? 'is' : 'are';
  return THIRD_SINGULAR.test(subject) ? findThirdSingular(base) : base;
}

function isParticiple(word: TaggedWord | undefined): boolean {
  if (!word || NOT_PARTICIPLE.test(word.lower) || word.pos !== 'VERB') return false;
  return /(ed|en|wn|ne|un|ung|ought|aught)$/.test(word.lower) || findParticipleOfPast(word.lower) === undefined;
}

/**
 * "I will send it when I will finish" → "when I finish": a time clause about the future takes the
 * present. "If I would have known" → "If I had known": the unreal past of an if-clause is "had" +
 * participle ("would have" belongs to the other clause).
 */
export function checkFutureInTimeClause(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      const subject = words[i + 1];
      const will = words[i + 2];
      const verb = words[i + 3];
      // "as soon as" is read at its last word.
      const opensTimeClause = TIME_CONJUNCTIONS.has(word.lower) || (word.lower === 'as' && words[i - 1]?.lower === 'soon' && words[i - 2]?.lower === 'as');
      if (opensTimeClause && subject && SUBJECT_PRONOUNS.test(subject.lower) && will?.lower === 'will' && verb && (isKnownBase(verb.lower) || (verb.pos === 'VERB' && verb.lemma === verb.lower)) && verb.text === verb.lower) {
        const previous = words[i - 1];
        // "When I will arrive, I will call you": the time clause opens the sentence and the main clause
        // after its comma talks of the future.
        const comma = words.findIndex((w, k) => k > i + 3 && w.lower === ',');
        const opensSentence = i === 0 && comma > 0 && talksOfFuture(words.slice(comma + 1));
        // "Tell me when you will arrive" asks; "I will call you when I will arrive" does not: an object
        // pronoun before "when" counts as asking only after a verb of asking.
        const objectPronoun = /^(me|us|him|her|them|you)$/.test(previous?.lower ?? '');
        const asking = word.lower === 'when' && previous !== undefined && ASKING.test(previous.lower) && (!objectPronoun || ASKING.test(words[i - 2]?.lower ?? ''));
        if (!opensSentence && (!previous || previous.pos === 'PUNCT' || asking || !talksOfFuture(words.slice(0, i)))) return;
        const form = presentOf(subject.lower, verb.lower);
        issues.push(issueAt(will, verb, form, "A time clause about the future takes the present: 'when I finish', not 'when I will finish'.", 'verb-tense/future-in-time-clause'));
      }
      // "I wonder if she would have liked it": only an "if" that opens the sentence or follows a comma,
      // with "would/could/might" in the other clause, is a condition.
      const opensClause = !words[i - 1] || words[i - 1]?.pos === 'PUNCT';
      if (word.lower === 'if' && opensClause && subject && SUBJECT_PRONOUNS.test(subject.lower)) {
        const would = words[i + 2];
        const have = words[i + 3];
        const result = words.slice(i + 5).some((w, k, rest) => w.pos === 'PUNCT' && rest.slice(k + 1).some((v) => /^(would|could|might|'d)$/.test(v.lower)));
        if (would?.lower === 'would' && have?.lower === 'have' && isParticiple(words[i + 4]) && result) {
          issues.push(issueAt(would, have, 'had', "In an if-clause about the past, use 'had' + participle: 'If I had known'.", 'verb-tense/if-would-have'));
        }
      }
    });
  }
  return issues;
}
