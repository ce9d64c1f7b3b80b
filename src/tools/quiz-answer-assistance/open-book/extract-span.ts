import type { Evidence } from '../contract';
import type { QuestionReading } from '../question-reading';
import { termOf, termsOf } from '../read/content-words';
import type { RankedSentence } from './rank-sentences';
import { findSpanCandidates, type SpanCandidate } from './span-candidates';
import { describeSpan } from './span-features';
import { SPAN_WEIGHTS } from './span-weights';
import { tagSentence, type TaggedToken } from './tag-sentence';

/** Only the best few sentences are read closely; the answer is in one of them for 95% of SQuAD dev questions. */
const SENTENCES_READ = 3;
const LEADING_FILLER = /^(?:the|a|an|its|their|his|her|this|that|these|those)$/i;

export interface SpanFeatures {
  /** The winning span's score and its lead over the best span that does not overlap it. */
  score: number;
  margin: number;
  /** The span has the kind the question asks for (a date for "when"). */
  typeMatch: boolean;
  /** The share of the question's terms the span's sentence holds. */
  sentenceShare: number;
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
  const askedNoun = readAskedNoun(statement);
  const top = ranked[0]?.score ?? 0;
  if (top <= 0) return [];
  const spans: CandidateSpan[] = [];
  ranked.slice(0, SENTENCES_READ).forEach((entry, rank) => {
    const tokens = tagSentence(entry.sentence.text, entry.sentence.offset);
    const anchors = tokens.flatMap((token, i) => {
      const term = termOf(token.text);
      return term && questionTerms.has(term) ? [{ at: i, term }] : [];
    });
    const context = { tokens, answerType: reading.answerType, questionTerms, questionWords, askedNoun, anchors, relevance: entry.score / top, isTop: rank === 0 };
    const seen = new Set<string>();
    for (const candidate of findSpanCandidates(tokens)) {
      const span = trimCandidate(tokens, candidate);
      if (!span || seen.has(`${span.from}:${span.to}`)) continue;
      seen.add(`${span.from}:${span.to}`);
      const words = tokens.slice(span.from, span.to + 1);
      if (words.every((token) => questionWords.has(token.text.toLowerCase()) || questionTerms.has(termOf(token.text) ?? ''))) continue;
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
  return {
    text: sentence.text.slice(best.start - sentence.offset, best.end - sentence.offset),
    offset: best.start,
    length: best.end - best.start,
    sentence: { text: sentence.text, offset: sentence.offset, length: sentence.length },
    features: {
      score: best.score,
      margin: rival ? best.score - rival.score : 1,
      typeMatch: (best.features[5] ?? 0) >= 0.9,
      sentenceShare: questionTerms.size > 0 ? best.entry.matched.size / questionTerms.size : 0,
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

/** "What museum…", "which team…" → the noun the answer is an instance of. */
function readAskedNoun(statement: string): string | null {
  const match = /\b(?:what|which)\s+(?:kind of |type of |sort of )?([a-z]+)\b/i.exec(statement);
  const noun = match?.[1];
  if (!noun || /^(?:is|was|are|were|did|does|do|has|have|had|can|could|would|will|should|of)$/i.test(noun)) return null;
  return termOf(noun);
}
