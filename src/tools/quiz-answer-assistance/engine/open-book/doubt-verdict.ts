/**
 * True/false statements the word-matching judge reads badly, found so the tool gives no verdict rather than a sure one.
 *
 * - An opposite word: "When we breathe in, the diaphragm relaxes" when the material says "When we breathe in, the
 *   diaphragm contracts" (and, of breathing out, "the diaphragm relaxes"). A sentence that holds the statement's other words
 *   with the opposite of one of them means a "True" is not safe.
 * - A direction: "Carbon dioxide diffuses from the blood into the alveoli" against "Oxygen diffuses from the air in the
 *   alveoli into the blood, … while carbon dioxide diffuses the opposite way": a "from A into B" read against a sentence
 *   that has the reverse, or says "the opposite way", is not safe either way.
 * - A paraphrase: "Mary Shelley's mother died shortly after giving birth to her" against "Her mother died of an infection only
 *   eleven days after the birth". A "False" that no "not", number or opposite word bears out rests on the statement's words
 *   the sentence lacks; when those are only how it is said (an adverb, a verb, the passage's own subject the sentence calls
 *   "her"), not a thing, name, number or quality the sentence would have to hold, it is no sure "False". A noun made from
 *   the sentence's verb ("agreement" for "agreed"), "date"/"year" beside a year the sentence gives, and a noun of the sentence
 *   before that the sentence's "it"/"they" may stand for are such words (s32).
 * - An absence: "Apart from New York's, the heads of the regional banks share four votes on the committee, and these pass
 *   from bank to bank each year" against "…four of the other eleven regional bank presidents, who take turns on a yearly
 *   rotation" (s33). A "False" that no "not", number, opposite word or contradicting claim bears out says only that the
 *   closest sentence lacks some of the statement's words. When it lacks one or two, the statement may well have one slot
 *   swapped ("Edison used alternating current" where he promoted direct current); when it lacks three or more, the
 *   statement is as likely reworded as wrong, and the sentence says nothing sure either way.
 */
import { termOf } from '../read/content-words';
import { tagSentence } from './tag-sentence';

const OPPOSITES: Array<[RegExp, RegExp]> = [
  [/^relax/, /^contract/],
  [/^increas/, /^decreas/],
  [/^rise|^rises|^rising|^rose$/, /^fall|^falls|^falling|^fell$/],
  [/^older$/, /^younger$/],
  [/^expand/, /^shrink|^shrank$|^shrunk$/],
  [/^inhal/, /^exhal/],
  [/^gain/, /^los(?:e|es|ing|t)$/],
  [/^warm/, /^cool/],
  [/^open/, /^close/],
  [/^absorb/, /^releas/],
  [/^more$/, /^less$|^fewer$/],
  [/^larger$|^bigger$/, /^smaller$/],
  [/^heavier$/, /^lighter$/],
  [/^higher$/, /^lower$/],
  [/^faster$/, /^slower$/],
];

const STOP = new Set(['the', 'a', 'an', 'of', 'in', 'on', 'at', 'to', 'into', 'from', 'and', 'or', 'is', 'are', 'was', 'were', 'be', 'been', 'it', 'its', 'they', 'we', 'when', 'while', 'than', 'that', 'which', 'by', 'for', 'with', 'as']);

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];
}

function oppositeOf(word: string): RegExp | null {
  for (const [a, b] of OPPOSITES) {
    if (a.test(word)) return b;
    if (b.test(word)) return a;
  }
  return null;
}

function sameWord(a: string, b: string): boolean {
  const cut = (word: string) => (word.length > 4 ? word.replace(/(?:es|s|ed|ing)$/, '') : word);
  return a === b || cut(a) === cut(b);
}

/** A sentence holds the statement's other content words and the opposite of one of its words, without that word itself. */
export function findsOppositeWord(statement: string, sentences: string[]): boolean {
  const stated = wordsOf(statement);
  const content = stated.filter((word) => !STOP.has(word));
  return sentences.some((sentence) => {
    const words = wordsOf(sentence);
    return content.some((word) => {
      const opposite = oppositeOf(word);
      if (!opposite || !words.some((other) => opposite.test(other)) || words.some((other) => sameWord(other, word))) return false;
      const others = content.filter((other) => other !== word);
      const held = others.filter((other) => words.some((w) => sameWord(w, other))).length;
      return others.length > 0 && held / others.length >= 0.6;
    });
  });
}

/** "from A into B" in the statement, and a sentence with the reverse ("from … B … into … A") or "the opposite way". */
export function findsDirectionDoubt(statement: string, sentences: string[]): boolean {
  if (findsOppositeHeading(statement, sentences)) return true;
  const direction = /\bfrom\s+(?:the\s+)?([\p{L}-]+)(?:\s+[\p{L}-]+)*?\s+(?:into|to|towards)\s+(?:the\s+)?([\p{L}-]+)/iu.exec(statement);
  if (!direction) return false;
  const a = direction[1]!.toLowerCase();
  const b = direction[2]!.toLowerCase();
  return sentences.some((sentence) => {
    const lower = sentence.toLowerCase();
    if (!lower.includes(a) && !lower.includes(b)) return false;
    if (/\b(?:the\s+)?(?:opposite|other|reverse)\s+(?:way|direction)\b|\bin\s+reverse\b|\bvice\s+versa\b/.test(lower)) return true;
    // "from air to water or from water to air" states both ways: the judge reads it as it is.
    const forward = new RegExp(`\\bfrom\\s+(?:the\\s+)?${a}\\b[^.;]*?\\b(?:into|to|towards)\\s+(?:the\\s+)?${b}`).test(lower);
    return !forward && new RegExp(`\\bfrom\\b[^.;]*\\b${b}[^.;]*\\b(?:into|to|towards)\\b[^.;]*\\b${a}`).test(lower);
  });
}

/**
 * "The cathode ray was deflected toward the negative charge" against "deflected toward the positive charge and away from the
 * negative charge" (s43): every word of the statement is in the sentence, in order, so the judge read it as True; but the
 * sentence heads "away from" the very thing the statement heads "toward" (or the reverse). Not safe either way.
 */
function findsOppositeHeading(statement: string, sentences: string[]): boolean {
  const heading = /\b(towards?|away\s+from)\s+(?:the\s+|a\s+|an\s+)?((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/iu.exec(statement);
  if (!heading) return false;
  const toward = /^toward/i.test(heading[1]!);
  const thing = heading[2]!.toLowerCase().replace(/[.,;:!?]+$/, '');
  const other = toward ? 'away\\s+from' : 'towards?';
  const pattern = new RegExp(`\\b${other}\\s+(?:the\\s+|a\\s+|an\\s+)?${thing.replace(/[-\s]+/g, '[-\\s]+')}\\b`, 'iu');
  return sentences.some((sentence) => pattern.test(sentence));
}

/** The terms of the sentence before, when the sentence has a pronoun that may stand for one of its nouns ("…agreed to hand it over"). */
export function referredTerms(sentence: string, previousTerms: Iterable<string> | undefined): Set<string> {
  if (!previousTerms || !/\b(?:it|its|they|them|their|he|him|his|she|her)\b/i.test(sentence)) return new Set();
  return new Set(previousTerms);
}

/** More of the statement's words than this missing from the sentence, and a "False" from their absence is not safe. */
const MOST_UNSTATED_FOR_FALSE = 2;

/** Whether a "False" would rest on too many of the statement's words missing from the sentence (see the head of this file). */
export function restsOnAbsence(unstated: readonly string[]): boolean {
  return unstated.length > MOST_UNSTATED_FOR_FALSE;
}

/**
 * "Clairaut's team included a woman mathematician" against "A team of French mathematicians led by Alexis Clairaut refined the
 * prediction…" (s38): a "False" from missing words where one of them is a thing or quality the whole material never
 * mentions ("woman") says only that the passage does not speak of it; it neither confirms nor denies the statement.
 * `unstated` are the statement's terms the sentence lacks; `known` tells whether the material uses a term anywhere.
 */
const INCLUDING_VERBS = /^(?:include|contain|comprise|involve|feature)$/i;

export function restsOnUnmentioned(statement: string, unstated: readonly string[], known: (term: string) => boolean): boolean {
  const missing = new Set(unstated.filter((term) => !known(term)));
  if (missing.size === 0) return false;
  const lacked = new Set(unstated);
  const tokens = tagSentence(statement, 0);
  // Only a claim that something is among or part of the subject ("included", "contained", "had among its members"), which
  // the sentence does not make: a passage that does not list a thing does not deny it is there. Other verbs with an unknown
  // word ("Mount Fuji looms huge in the foreground", "The reef lies off the west coast") are swaps of the sentence's own
  // claim ("appears small … in the distance"), a "False" that may stand.
  const actLacked = tokens.some((token) => token.pos === 'VERB' && INCLUDING_VERBS.test(token.lemma) && lacked.has(termOf(token.text) ?? ''));
  return actLacked && tokens.some((token) => ['NOUN', 'ADJ'].includes(token.pos) && missing.has(termOf(token.text) ?? ''));
}

/** Words whose absence from the sentence says the statement is about something else: things, names, numbers, qualities. */
const TELLING_TAGS = new Set(['NOUN', 'PROPN', 'NUM', 'ADJ', 'VERB']);
const LIGHT_VERBS = /^(?:give|make|take|have|get|do|go|come|put|set|keep)$/i;

/**
 * Whether every word of the statement the sentence lacks is a paraphrase word (adverb, verb, function word) or a name of
 * the passage's own topic (`topic`, as terms): then a "False" from missing words is not safe.
 */
export function restsOnParaphrase(statement: string, sentenceTerms: ReadonlySet<string>, topic: ReadonlySet<string>, referred: ReadonlySet<string> = new Set()): boolean {
  const missing = tagSentence(statement, 0).filter((token) => {
    const term = termOf(token.text);
    return term !== null && !sentenceTerms.has(term) && !(token.lemma && sentenceTerms.has(termOf(token.lemma) ?? ''));
  });
  if (missing.length === 0) return false;
  // "The agreement … dates from 1977" against "…, signed in 1977, the United States agreed to…" (s32): a noun made from a verb
  // the sentence has ("agreement"/"agreed", "construction"/"constructed", "discovery"/"discovered") says the same thing, and
  // "date"/"year" only names the kind of a year both give.
  const years = (statement.match(/\b\d{3,4}\b/g) ?? []).filter((year) => sentenceTerms.has(termOf(year) ?? year));
  const madeFromVerb = (word: string) => {
    const root = /^(\p{L}{4,}?)(?:ments?|ions?|als?|ances?|ences?|ery|eries|y|ures?)$/iu.exec(word)?.[1];
    return root !== undefined && [root, `${root}e`].some((form) => sentenceTerms.has(termOf(form) ?? ''));
  };
  const namesTheYear = (word: string) => years.length > 0 && /^(?:date|dates|dated|dating|year)$/i.test(word);
  // A verb the sentence lacks is telling ("Smith supported mercantilism" against "Smith opposed mercantilism"), bar a gerund
  // or a light verb in a set phrase ("after giving birth").
  const paraphrase = (token: (typeof missing)[number]) =>
    namesTheYear(token.text) ||
    (token.pos === 'NOUN' && madeFromVerb(token.text)) ||
    // "…agreed to hand it over" after "Control of the canal…": a noun the sentence's pronoun may stand for.
    (['NOUN', 'PROPN'].includes(token.pos) && referred.has(termOf(token.text) ?? '')) ||
    (token.pos === 'VERB' ? /ing$/i.test(token.text) || LIGHT_VERBS.test(token.lemma) : !TELLING_TAGS.has(token.pos) || (token.pos === 'PROPN' && topic.has(termOf(token.text) ?? '')));
  return missing.every(paraphrase);
}

/** A sentence whose subject is a pronoun: what it stands for is named in another sentence, in other words. */
const PRONOUN_SUBJECT = /^\s*(?:it|they|he|she|this|these)\b/i;

/**
 * "The replacement bridge carries twice as many tracks as the first bridge did" against "It is wider, carries two tracks
 * and is still in use" (s37): the sentence's "It" stands for the statement's subject, which the statement names in its
 * own words ("the replacement bridge", "the magazine version of the story"). When every word the sentence lacks is in the
 * statement's subject, or only says how (an adverb, a light verb), a "False" from those missing words is not safe.
 */
export function restsOnPronounSubject(statement: string, sentence: string, sentenceTerms: ReadonlySet<string>): boolean {
  if (!PRONOUN_SUBJECT.test(sentence)) return false;
  const tokens = tagSentence(statement, 0);
  const verbAt = tokens.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
  if (verbAt <= 0) return false;
  const missing = tokens
    .map((token, at) => ({ token, at, term: termOf(token.text) }))
    .filter(({ token, term }) => term !== null && /\p{L}/u.test(token.text) && !sentenceTerms.has(term) && !(token.lemma && sentenceTerms.has(termOf(token.lemma) ?? '')));
  const subjectMissing = missing.filter(({ at }) => at < verbAt);
  const howSaid = ({ token }: (typeof missing)[number]) => token.pos === 'ADV' || (token.pos === 'VERB' && LIGHT_VERBS.test(token.lemma));
  return subjectMissing.length > 0 && missing.every((entry) => entry.at < verbAt || howSaid(entry));
}

/**
 * "The pirated sequel came out in 1822" against "In 1821 an unknown printer brought out a pirated sequel. Hale mocked the copy
 * in his own second volume, which came out in 1822.": the second sentence holds "sequel" only through its "his" (the terms
 * it carries from the sentence before, rank-sentences.ts) and the number through its own words, and it is about another subject
 * (it does not open on the pronoun). When the sentence the carried words come from gives another number of the same kind, the
 * statement may mix the two sentences: no "True".
 */
export function mixesCarriedNumber(statement: string, sentence: string, carried: ReadonlySet<string>, own: ReadonlySet<string>, previous: string | undefined): boolean {
  if (!previous || carried.size === 0) return false;
  // "She began the story in 1816", "Surprisingly, he put 0 at…": a sentence that opens on the pronoun is about what it stands for.
  const opening = sentence.replace(/^\s*(?:\p{L}+ly|however|then|later|instead|so|yet|and|but),\s*/iu, '');
  if (/^\s*(?:he|she|it|they|its|his|her|their|this|these|those)\b/i.test(opening)) return false;
  const numbers = (statement.match(/\d[\d,.]*\d|\d/g) ?? []).map((number) => number.replace(/,/g, ''));
  if (numbers.length === 0) return false;
  const statementTerms = new Set(wordsOf(statement).flatMap((word) => termOf(word) ?? []));
  const borrowed = [...carried].filter((term) => statementTerms.has(term) && !own.has(term));
  if (borrowed.length === 0) return false;
  const shape = (number: string) => (/^\d{4}$/.test(number) ? 'year' : 'number');
  const shapes = new Set(numbers.map(shape));
  const others = (previous.match(/\d[\d,.]*\d|\d/g) ?? []).map((number) => number.replace(/,/g, '')).filter((number) => !numbers.includes(number) && shapes.has(shape(number)));
  return others.length > 0;
}
