import { asksToSelectAll } from '../shared/read-select-all';
import type { AnswerType, QuestionReading } from './question-reading';
import type { Evidence } from '../contract';
import { findWords, termOf } from './read/content-words';
import { sliceWholeCharacters } from '../../../platform/contract-kit/slice-whole-characters';
import escapeStringRegexp from 'escape-string-regexp';

/** How many of the question's key terms the first hint names. */
const TERMS_NAMED = 3;
/** Words of the key sentence quoted in "where to look". */
const OPENING_WORDS = 6;
const MAX_QUOTE_CHARS = 320;

export interface HintLadderInput {
  reading: QuestionReading;
  /** The material as sent: to say in which paragraph the evidence is. */
  material?: string;
  /** Best first; offsets into `material`. */
  evidence: Evidence[];
  /** Worked steps between the key sentence and the answer: the math tool's hints, the model's hints. */
  workingHints?: string[];
  /** Only for a confident answer: the last rung gives it away. */
  answer?: { text: string; optionIndex: number | null; optionIndexes?: number[]; why?: string };
  /** Advanced responses: why each option is (not) the answer, in option order; the wrong ones are listed. */
  optionReasons?: string[];
  /** Short answers without a confident answer: the span the engine would pick, offered as a lead to check, never as the answer. */
  candidate?: string;
}

const ANSWER_KINDS: Record<AnswerType, string> = {
  person: 'a person (who)',
  date: 'a date or a time (when)',
  place: 'a place (where)',
  number: 'a number (how many or how much)',
  thing: 'a thing or a name (what)',
  reason: 'a reason or a cause (why)',
  other: 'a short phrase',
};

function letterOf(index: number): string {
  return String.fromCharCode(65 + index);
}

function termsIn(text: string): Set<string> {
  return new Set(findWords(text).flatMap((word) => termOf(word.text) ?? []));
}

/**
 * The words the first hint must not say: with a known answer, its words and the correct option's
 * distinctive words (those not shared by every other option); without one, every option's
 * distinctive words, since any of them may be the answer.
 */
function hiddenTerms(reading: QuestionReading, answerText: string | undefined, optionIndex: number | null): Set<string> {
  const hidden = answerText ? termsIn(answerText) : new Set<string>();
  const optionTerms = reading.options.map(termsIn);
  const shared = (term: string) => optionTerms.every((terms) => terms.has(term));
  const revealing = optionIndex !== null && optionTerms[optionIndex] ? [optionTerms[optionIndex]] : answerText ? [] : optionTerms;
  for (const terms of revealing) for (const term of terms) if (!shared(term)) hidden.add(term);
  return hidden;
}

function listWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function keyTerms(reading: QuestionReading, hidden: Set<string>): string[] {
  return reading.focusWords.filter((word) => !hidden.has(termOf(word) ?? word.toLowerCase())).slice(0, TERMS_NAMED);
}

function questionHint(reading: QuestionReading, terms: string[]): string {
  const about = terms.length > 0 ? ` about ${listWords(terms)}` : '';
  switch (reading.kind) {
    case 'calculation':
      // Its terms are numbers and "solve": naming them says nothing the student cannot see.
      return 'This is a calculation: pick out the numbers the question gives and what it asks you to find, and write it as math before working it out.';
    case 'true_false':
      return `Read the statement${about} word by word: it holds only if every detail does — one wrong word (always, never, only, a number) is enough to sink it.`;
    case 'short_answer':
      return `The answer is ${ANSWER_KINDS[reading.answerType]}${terms.length > 0 ? `: look for what is said about ${listWords(terms)}` : ''}.`;
    case 'multiple_choice': {
      const careful = reading.negated
        ? ' Careful: it asks for the exception — all the options but one fit; the answer is the one that does not.'
        : '';
      if (asksToSelectAll(reading.stem)) {
        return `The question is${about}, and more than one option may hold: test each option on its own against what it asks, and keep every one your notes back up.${careful}`;
      }
      return `The question is${about}. Before reading the options, say in your own words what it asks for — ${ANSWER_KINDS[reading.answerType]} — then test each option against that.${careful}`;
    }
  }
}

function containsPhrase(text: string, phrase: string): boolean {
  const wanted = phrase.trim().toLowerCase();
  if (!wanted) return false;
  const escaped = escapeStringRegexp(wanted);
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

/**
 * The first rung: what the question is really asking and its key terms — never the answer text or
 * the correct option's distinctive words. When the question's own words would give it away, the
 * hint names no terms.
 */
export function describeQuestion(reading: QuestionReading, answer?: { text: string; optionIndex: number | null }): string {
  const hint = questionHint(reading, keyTerms(reading, hiddenTerms(reading, answer?.text, answer?.optionIndex ?? null)));
  return answer && containsPhrase(hint, answer.text) ? questionHint(reading, []) : hint;
}

/** Without material: the key terms to look up, the next step a student can take alone. */
export function describeLookUp(reading: QuestionReading): string | null {
  const terms = keyTerms(reading, hiddenTerms(reading, undefined, null));
  return terms.length > 0 ? `Look up ${listWords(terms)} in your notes or textbook: the sentence that links them usually holds the answer.` : null;
}

const PARAGRAPH_BREAK = /\n[ \t]*\n+/g;
/** A sentence end followed by the start of the next one (rough, for "the 3rd sentence" only). */
const SENTENCE_BREAK = /[.!?]["”’)]?\s+(?=["“(]?\p{Lu})/gu;
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** Where the evidence starts: which paragraph (of how many) and which sentence of it. */
function placeOf(material: string, offset: number): { paragraph: number; paragraphs: number; sentence: number } {
  // One character of the sentence itself, so the break just before it counts.
  const before = material.slice(0, offset + 1);
  const paragraphs = before.split(PARAGRAPH_BREAK);
  const paragraphStart = paragraphs.at(-1) ?? '';
  return {
    paragraph: paragraphs.length,
    paragraphs: material.trim().split(PARAGRAPH_BREAK).length,
    sentence: (paragraphStart.match(SENTENCE_BREAK)?.length ?? 0) + 1,
  };
}

function describePlace(material: string | undefined, offset: number): string {
  if (!material) return 'your material';
  const place = placeOf(material, offset);
  const sentence = place.sentence <= ORDINALS.length ? `the ${ORDINALS[place.sentence - 1]} sentence` : `sentence ${place.sentence}`;
  return place.paragraphs > 1 ? `${sentence} of paragraph ${place.paragraph} of your material` : `${sentence} of your material`;
}

/** The opening words of the key sentence, stopping before any word of the answer. */
function openingWords(text: string, hidden: Set<string>): string {
  const words = findWords(text);
  let end = 0;
  for (const word of words.slice(0, OPENING_WORDS)) {
    if (hidden.has(termOf(word.text) ?? word.text.toLowerCase())) break;
    end = word.end;
  }
  return text.slice(0, end).trim();
}

function whereToLook(material: string | undefined, evidence: Evidence, hidden: Set<string>): string {
  const where = describePlace(material, evidence.offset);
  const opening = openingWords(evidence.text, hidden);
  return opening.split(/\s+/).length >= 2 ? `Look at ${where}, the one that begins “${opening}…”.` : `Look at ${where}: it speaks to exactly what the question asks.`;
}

function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_QUOTE_CHARS ? `${sliceWholeCharacters(flat, 0, MAX_QUOTE_CHARS - 1).trimEnd()}…` : flat;
}

function answerHint(reading: QuestionReading, answer: NonNullable<HintLadderInput['answer']>): string {
  if (answer.optionIndexes) {
    const labels = answer.optionIndexes.map((index) => `${letterOf(index)}) ${reading.options[index] ?? ''}`);
    return `The options that hold are ${listWords(labels)}; the material names each of them with what the question asks about.`;
  }
  const label = answer.optionIndex !== null ? `${letterOf(answer.optionIndex)}) ${answer.text}` : `“${answer.text}”`;
  return answer.why ? `The answer is ${label}. ${answer.why}` : `The answer is ${label}.`;
}

function othersHint(reading: QuestionReading, answer: NonNullable<HintLadderInput['answer']>, reasons: string[]): string | null {
  const others = reading.options
    .map((text, index) => ({ text, index, why: reasons[index] }))
    .filter((option) => option.index !== answer.optionIndex && !answer.optionIndexes?.includes(option.index) && option.why);
  if (others.length === 0) return null;
  return `Why not the others: ${others.map((option) => `${letterOf(option.index)}) ${option.text} — ${option.why!.replace(/\.$/, '')}`).join('; ')}.`;
}

/**
 * The ladder, from a nudge to the answer: what the question is really asking → where in the material
 * to look → the key sentence → any worked steps → the answer and why each other option is wrong.
 * Without a confident answer it stops before the verdict, showing the best candidate sentence instead.
 */
export function buildHintLadder({ reading, material, evidence, workingHints = [], answer, optionReasons, candidate }: HintLadderInput): string[] {
  const hints = [describeQuestion(reading, answer)];
  const [best] = evidence;
  if (best) {
    hints.push(whereToLook(material, best, hiddenTerms(reading, answer?.text, answer?.optionIndex ?? null)));
    hints.push(answer ? `The key sentence: “${quote(best.text)}”` : `The sentence most likely to hold the answer: “${quote(best.text)}” Check whether it really answers the question.`);
  }
  hints.push(...workingHints.filter((hint) => hint.trim() !== ''));
  if (!answer && candidate && best) {
    // A lead, not a verdict: spans picked this way were right too seldom (dev, exact match) to be shown as the answer.
    hints.push(`A lead to check: the sentence names “${candidate}”. The tool is not sure that this is the answer, so compare it with the question yourself.`);
  }
  if (answer) {
    hints.push(answerHint(reading, answer));
    const others = optionReasons ? othersHint(reading, answer, optionReasons) : null;
    if (others) hints.push(others);
  }
  return hints;
}
