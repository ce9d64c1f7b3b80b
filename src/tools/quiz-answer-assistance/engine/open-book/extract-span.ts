import type { Evidence } from '../../contract';
import type { QuestionReading } from '../question-reading';
import { termOf, termsOf } from '../read/content-words';
import type { RankedSentence } from './rank-sentences';
import { findSpanCandidates, type SpanCandidate } from './span-candidates';
import { readAskedSlot } from './read-asked-slot';
import { describeSpan } from './span-features';
import { SPAN_WEIGHTS } from './span-weights';
import { tagSentence, type TaggedToken } from './tag-sentence';

/** Only the best few sentences are read closely; the answer is in one of them for 95% of SQuAD dev questions. */
const SENTENCES_READ = 3;
/** The "fits the answer type" feature (SPAN_FEATURE_NAMES). */
const TYPE_FIT = 5;
const TYPED_ANSWERS = new Set(['person', 'date', 'place', 'number']);
const LEADING_FILLER = /^(?:the|a|an|its|their|his|her|this|that|these|those)$/i;

export interface SpanFeatures {
  /** The winning span's score and its lead over the best span that does not overlap it. */
  score: number;
  margin: number;
  /** The span has the kind the question asks for (a date for "when"). */
  typeMatch: boolean;
  /** The share of the question's terms the span's sentence holds. */
  sentenceShare: number;
  /** A person, date, place or number was asked for and the span is one (a name, a date, a count). */
  typedAnswer: boolean;
  /** No other span of its sentence fits the asked-for type as well. */
  onlyOfType: boolean;
  /** Every term of the question is in the span's sentence (or carried into it by a "they"/"it"). */
  allTermsAround: boolean;
}

export interface SpanAnswer {
  text: string;
  offset: number;
  length: number;
  sentence: Evidence;
  features: SpanFeatures;
}

export interface CandidateSpan {
  start: number;
  end: number;
  entry: RankedSentence;
  features: number[];
}

/** Every candidate span of the best sentences with its features (the eval fits SPAN_WEIGHTS on these). */
export function listCandidateSpans(reading: QuestionReading, statement: string, ranked: RankedSentence[]): CandidateSpan[] {
  const questionTerms = new Set(termsOf(statement));
  const questionWords = new Set(statement.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const slot = readAskedSlot(statement, reading.answerType);
  const top = ranked[0]?.score ?? 0;
  if (top <= 0) return [];
  // A question term the material repeats everywhere ("Victoria" in a page on Victoria) places the answer less.
  const termWeight = new Map<string, number>();
  for (const term of questionTerms) {
    const frequency = ranked.filter((entry) => entry.sentence.terms.has(term)).length;
    termWeight.set(term, Math.log(1 + ranked.length / Math.max(1, frequency)));
  }
  const spans: CandidateSpan[] = [];
  ranked.slice(0, SENTENCES_READ).forEach((entry, rank) => {
    const tokens = tagSentence(entry.sentence.text, entry.sentence.offset);
    const anchors = tokens.flatMap((token, i) => {
      const term = termOf(token.text);
      return term && questionTerms.has(term) ? [{ at: i, term }] : [];
    });
    const matchedShare = questionTerms.size > 0 ? entry.matched.size / questionTerms.size : 0;

    const context = { tokens, slot, questionTerms, questionWords, anchors, termWeight, relevance: entry.score / top, isTop: rank === 0, matchedShare };
    const seen = new Set<string>();
    const isQuestionWord = (token: TaggedToken) => questionWords.has(token.text.toLowerCase()) || questionTerms.has(termOf(token.text) ?? '');
    const variants = findSpanCandidates(tokens).flatMap((candidate) => {
      const span = trimCandidate(tokens, candidate);
      return span ? [span, ...minimalSpans(tokens, span, isQuestionWord)] : [];
    });
    for (const span of variants) {
      if (seen.has(`${span.from}:${span.to}`)) continue;
      seen.add(`${span.from}:${span.to}`);
      const words = tokens.slice(span.from, span.to + 1);
      // A span must say something the question does not: "country's power" for "a country's power and what?" is no answer.
      if (!words.some((token) => /[\p{L}\p{N}]/u.test(token.text) && token.pos !== 'PART' && token.pos !== 'DET' && !isQuestionWord(token))) continue;
      spans.push({ start: words[0]!.start, end: words[words.length - 1]!.end, entry, features: describeSpan(context, span) });
    }
  });
  return spans;
}

export function scoreSpan(features: number[]): number {
  return features.reduce((sum, value, i) => sum + value * (SPAN_WEIGHTS[i] ?? 0), 0);
}

/** The span of the best sentences that answers a question without options, by the answer type asked for. */
export function extractSpan(reading: QuestionReading, statement: string, ranked: RankedSentence[]): SpanAnswer | null {
  const spans = listCandidateSpans(reading, statement, ranked).map((span) => ({ ...span, score: scoreSpan(span.features) }));
  if (spans.length === 0) return null;
  spans.sort((a, b) => b.score - a.score);
  const best = spans[0]!;
  const rival = spans.find((other) => other.end <= best.start || other.start >= best.end);
  const sentence = best.entry.sentence;
  const questionTerms = new Set(termsOf(statement));
  const typeFit = (span: { features: number[] }) => span.features[TYPE_FIT] ?? 0;
  const typed = typeFit(best) >= 0.9;
  const sameType = spans.filter((other) => other.entry === best.entry && typeFit(other) >= 0.9 && (other.end <= best.start || other.start >= best.end));
  const held = [...questionTerms].filter((term) => best.entry.matched.has(term) || best.entry.carried.has(term)).length;
  return {
    text: sentence.text.slice(best.start - sentence.offset, best.end - sentence.offset),
    offset: best.start,
    length: best.end - best.start,
    sentence: { text: sentence.text, offset: sentence.offset, length: sentence.length },
    features: {
      score: best.score,
      margin: rival ? best.score - rival.score : 1,
      typeMatch: typed,
      sentenceShare: questionTerms.size > 0 ? best.entry.matched.size / questionTerms.size : 0,
      typedAnswer: typed && TYPED_ANSWERS.has(reading.answerType),
      onlyOfType: typed && sameType.length === 0,
      allTermsAround: questionTerms.size > 0 && held === questionTerms.size,
    },
  };
}

/** Drops leading articles and trailing punctuation: SQuAD-style answers leave them out. */
function trimCandidate(tokens: TaggedToken[], candidate: SpanCandidate): SpanCandidate | null {
  let { from, to } = candidate;
  while (from <= to && (LEADING_FILLER.test(tokens[from]!.text) || tokens[from]!.pos === 'PUNCT')) from++;
  while (to >= from && tokens[to]!.pos === 'PUNCT') to--;
  return from <= to ? { ...candidate, from, to } : null;
}

const APPROXIMATELY = /^(?:about|around|approximately|nearly|almost|roughly|some|over|under|circa|only|just)$/i;
const EDGE_JOINERS = /^(?:and|or|of|the|a|an|in|on|at|by|for|to|from|with)$/i;

/**
 * The same span at its smallest: without an "about"/"nearly" before a count, and without the
 * question's own words at its ends ("1978 the practice of wiping tapes" → "1978"). The ranker sees
 * both and picks; SQuAD answers are minimal spans.
 */
function minimalSpans(tokens: TaggedToken[], span: SpanCandidate, isQuestionWord: (token: TaggedToken) => boolean): SpanCandidate[] {
  const variants: SpanCandidate[] = [];
  let { from, to } = span;
  if (from < to && APPROXIMATELY.test(tokens[from]!.text) && tokens[from + 1]!.pos === 'NUM') variants.push({ ...span, from: from + 1 });
  const drop = (token: TaggedToken) => isQuestionWord(token) || EDGE_JOINERS.test(token.text) || token.pos === 'PUNCT' || token.pos === 'DET';
  while (from < to && drop(tokens[from]!)) from++;
  while (to > from && drop(tokens[to]!)) to--;
  if ((from !== span.from || to !== span.to) && !drop(tokens[from]!)) variants.push({ ...span, from, to });
  return variants;
}

