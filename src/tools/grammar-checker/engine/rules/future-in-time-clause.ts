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
  // A bare verb the lexicon knows, or one the tagger reads as a verb in its dictionary form ("sign", "record").
  const bare = first !== undefined && (isKnownBase(first.lower) || (first.pos === 'VERB' && first.lemma === first.lower));
  // "…, record the volume", "…, lower the heat": a noun or adjective reading of a word the clause opens on, before a
  // determiner, is a verb.
  const next = first ? before[before.indexOf(first) + 1] : undefined;
  const verbBeforeObject = ((first?.pos === 'NOUN' && first.lemma === first.lower) || first?.pos === 'ADJ') && /^(the|a|an|your|this|these|all|every)$/.test(next?.lower ?? '');
  if (first && first === before.find((w) => w.pos !== 'PUNCT' && w.lower !== 'please') && ((first.pos !== 'NOUN' && bare) || verbBeforeObject)) return true;
  if (first && before[0]?.lower === 'please' && bare) return true;
  return before.some((w, k) => /^(will|'ll|shall|won't)$/.test(w.lower) || (w.lower === 'going' && before[k + 1]?.lower === 'to'));
}

// "When the faulty item will arrive": a noun phrase as the subject, its head the last word before "will".
const NOUN_DETERMINERS = /^(the|a|an|this|that|these|those|my|your|his|her|our|their|its|each|every)$/;
const MODIFIER_TAGS = new Set(['ADJ', 'NOUN', 'PROPN']);

interface Subject {
  /** Where "will" should stand. */
  willAt: number;
  /** "i", a third-person-singular subject, or a plural one: how the present is formed. */
  person: 'i' | 'singular' | 'plural';
}

/** The subject after a conjunction at `from`: a pronoun, a name, or a determiner with up to three modifiers and a noun. */
function readSubject(words: TaggedWord[], from: number): Subject | undefined {
  const first = words[from];
  if (!first) return undefined;
  if (SUBJECT_PRONOUNS.test(first.lower)) return { willAt: from + 1, person: first.lower === 'i' ? 'i' : THIRD_SINGULAR.test(first.lower) ? 'singular' : 'plural' };
  if (first.pos === 'PROPN' && words[from + 1]?.lower === 'will') return { willAt: from + 1, person: 'singular' };
  if (!NOUN_DETERMINERS.test(first.lower)) return undefined;
  for (let end = from + 1; end <= from + 4; end += 1) {
    const word = words[end];
    if (!word || !MODIFIER_TAGS.has(word.pos)) return undefined;
    if (words[end + 1]?.lower !== 'will') continue;
    if (word.pos === 'ADJ') return undefined;
    const plural = /^(these|those)$/.test(first.lower) || (word.pos === 'NOUN' && word.lemma !== word.lower && word.lower.endsWith('s'));
    return { willAt: end + 1, person: plural ? 'plural' : 'singular' };
  }
  return undefined;
}

function presentOf(person: Subject['person'], base: string): string {
  if (base === 'be') return person === 'i' ? 'am' : person === 'singular' ? 'is' : 'are';
  return person === 'singular' ? findThirdSingular(base) : base;
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
      const reading = readSubject(words, i + 1);
      const will = reading ? words[reading.willAt] : undefined;
      const verb = reading ? words[reading.willAt + 1] : undefined;
      // "as soon as" is read at its last word.
      const opensTimeClause = TIME_CONJUNCTIONS.has(word.lower) || (word.lower === 'as' && words[i - 1]?.lower === 'soon' && words[i - 2]?.lower === 'as');
      // "If the solution will turn pink, record…": a condition that opens the sentence, before a main clause
      // about the future; not "If you will follow me, …", where "will" is a polite request.
      const opensCondition = word.lower === 'if' && i === 0 && subject?.lower !== 'you';
      if ((opensTimeClause || opensCondition) && reading && will?.lower === 'will' && verb && (isKnownBase(verb.lower) || (verb.pos === 'VERB' && verb.lemma === verb.lower)) && verb.text === verb.lower) {
        const previous = words[i - 1];
        // "When I will arrive, I will call you": the time clause opens the sentence and the main clause
        // after its comma talks of the future.
        const comma = words.findIndex((w, k) => k > reading.willAt + 1 && w.lower === ',');
        const opensSentence = i === 0 && comma > 0 && talksOfFuture(words.slice(comma + 1));
        if (opensCondition && !opensSentence) return;
        // "Tell me when you will arrive" asks; "I will call you when I will arrive" does not: an object
        // pronoun before "when" counts as asking only after a verb of asking.
        const objectPronoun = /^(me|us|him|her|them|you)$/.test(previous?.lower ?? '');
        // "Ask the driver when the parcel will arrive": a person asked, as a noun phrase, between the verb and "when".
        const asksPerson = (w: TaggedWord | undefined) => /^(ask|asks|asked|tell|tells|told|remind|reminds|reminded|show|shows|showed)$/.test(w?.lower ?? '');
        const askedPerson = previous?.pos === 'NOUN' && (asksPerson(words[i - 2]) || (words[i - 2]?.pos === 'DET' && asksPerson(words[i - 3])));
        const asking = word.lower === 'when' && previous !== undefined && ((ASKING.test(previous.lower) && (!objectPronoun || ASKING.test(words[i - 2]?.lower ?? ''))) || askedPerson);
        if (!opensSentence && (!previous || previous.pos === 'PUNCT' || asking || !talksOfFuture(words.slice(0, i)))) return;
        const form = presentOf(reading.person, verb.lower);
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
