import { termOf } from '../read/content-words';
import type { AskedSlot, SlotKind } from './read-asked-slot';
import type { SpanCandidate } from './span-candidates';
import type { TaggedToken } from './tag-sentence';

const MONTH = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/i;
const WEEKDAY = /^(?:mon|tues|wednes|thurs|fri|satur|sun)days?$/i;
/** "What day", "what night": a weekday alone answers, not a phrase around it. */
const TIME_WORD = /^(?:century|centuries|decade|decades|year|years|bc|bce|ad|ce|era|age|period)$/i;

/** The features a span is scored on, in the order of SPAN_WEIGHTS (span-weights.ts). */
export const SPAN_FEATURE_NAMES = [
  'sentence relevance',
  'best sentence',
  'question words around',
  'next to a question word',
  'repeats the question',
  'fits the answer type',
  'tokens',
  'one over tokens',
  'entity',
  'name',
  'noun phrase',
  'clause',
  'date',
  'number',
  'proper name',
  'question word just before',
  'question word just after',
  'holds the asked-for noun',
  'has a noun',
  'thing asked, name given',
  'thing asked, noun given',
  'in brackets or quotes',
  'after a comma',
  'holds a question word',
  'question words just before, in a row',
  'question words just after, in a row',
  'type asked, right before its noun',
  'question words in its clause',
  'sentence holds the question words',
  'the statement\'s words before it',
  'the statement\'s words after it',
  'telling question words around',
  'ends on a noun, name or number',


  'strongly typed question, fits',
  'name asked, name given',
] as const;

/** Kinds asked for so plainly ("when", "who", "what city") that a span of another kind is rarely right. */
const STRONG_KINDS = new Set<SlotKind>(['person', 'date', 'place', 'number', 'name']);
const CLAUSE_BREAK = /^[,;:()–—]$/;
/** How far a run of question words is followed out from a span, in tokens. */
const RUN_REACH = 8;

export interface SpanContext {
  tokens: TaggedToken[];
  /** What the question asks for ("what city" → place) and its head noun. */
  slot: AskedSlot;
  questionTerms: Set<string>;
  questionWords: Set<string>;
  anchors: Array<{ at: number; term: string }>;
  /** How telling each question term is in this material (rarer: higher). */
  termWeight: Map<string, number>;
  relevance: number;
  isTop: boolean;
  /** The share of the question's terms this sentence holds. */
  matchedShare: number;
}

/** The feature vector of one candidate span (see SPAN_FEATURE_NAMES). */
export function describeSpan(context: SpanContext, span: SpanCandidate): number[] {
  const { tokens, anchors } = context;
  const words = tokens.slice(span.from, span.to + 1);
  const repeated = words.filter((token) => context.questionWords.has(token.text.toLowerCase()) || context.questionTerms.has(termOf(token.text) ?? '')).length / words.length;
  // A date or a count is a short span: a long phrase that merely mentions a year is not a date.
  const short = words.length <= 5;
  const isYear = short && words.some((token) => /^(?:1\d{3}|20\d{2})s?$/.test(token.text));
  const isDate =
    span.entity === 'DATE' || span.entity === 'TIME' || isYear || (words.length <= 2 && words.some((token) => WEEKDAY.test(token.text))) || (short && words.some((token) => MONTH.test(token.text) || (TIME_WORD.test(token.text) && words.some((w) => w.pos === 'NUM' || w.entity === 'ORDINAL'))));
  // A count starts with its number ("about 10,000" is an entity; "1,200 students and 80 teachers" is not one count).
  const isNumber =
    ['CARDINAL', 'MONEY', 'PERCENT', 'DURATION', 'MEASURE'].includes(span.entity ?? '') ||
    (words.length <= 3 && (words[0]!.pos === 'NUM' || words[0]!.pos === 'SYM') && words.filter((token) => token.pos === 'NUM').length === 1);
  const isName = words.every((token) => token.pos === 'PROPN' || /^(?:of|de|the|and|von|van)$/i.test(token.text)) && /^\p{Lu}/u.test(words[0]!.text);
  const hasNoun = words.some((token) => token.pos === 'NOUN');
  const anchorAt = new Set(anchors.map((anchor) => anchor.at));
  const before = previousWord(tokens, span.from);
  const after = nextWord(tokens, span.to);
  const kind = context.slot.kind;
  const askedNoun = context.slot.noun;
  const isQuestionWord = (token: TaggedToken) => context.questionWords.has(token.text.toLowerCase()) || context.questionTerms.has(termOf(token.text) ?? '');
  const holdsNoun = askedNoun !== null && words.some((token) => termOf(token.text) === askedNoun);
  const typeFit = fitType(kind, span, { isDate, isNumber, isName, before: tokens[span.from - 1]?.text.toLowerCase() ?? '' });
  const nearest = anchors.reduce((min, { at }) => Math.min(min, at < span.from ? span.from - at : at > span.to ? at - span.to : 0), Infinity);
  const bracketed = /^[("“']$/.test(tokens[span.from - 1]?.text ?? '') && /^[)"”']$/.test(tokens[span.to + 1]?.text ?? '');
  return [
    context.relevance,
    context.isTop ? 1 : 0,
    measureCloseness(anchors, span, context.questionTerms.size),
    Number.isFinite(nearest) ? 1 / (1 + nearest) : 0,
    repeated,
    typeFit,
    Math.min(words.length, 12) / 12,
    1 / words.length,
    span.kind === 'entity' ? 1 : 0,
    span.kind === 'name' ? 1 : 0,
    span.kind === 'phrase' ? 1 : 0,
    span.kind === 'clause' ? 1 : 0,
    isDate ? 1 : 0,
    isNumber ? 1 : 0,
    isName ? 1 : 0,
    before !== null && anchorAt.has(before) ? 1 : 0,
    after !== null && anchorAt.has(after) ? 1 : 0,
    holdsNoun ? 1 : 0,
    hasNoun ? 1 : 0,
    kind === 'thing' && isName ? 1 : 0,
    kind === 'thing' && hasNoun ? 1 : 0,
    bracketed ? 1 : 0,
    tokens[span.from - 1]?.text === ',' ? 1 : 0,
    words.some(isQuestionWord) ? 1 : 0,
    countRun(tokens, span.from - 1, -1, context.questionTerms),
    countRun(tokens, span.to + 1, 1, context.questionTerms),
    context.slot.classOf && askedNoun !== null && termOf(tokens[span.to + 1]?.text ?? '') === askedNoun ? 1 : 0,
    shareInClause(tokens, anchors, span, context.questionTerms.size),
    context.matchedShare,
    countRun(tokens, span.from - 1, -1, context.slot.before),
    countRun(tokens, span.to + 1, 1, context.slot.after),
    measureCloseness(anchors, span, context.questionTerms.size, context.termWeight),
    ['NOUN', 'PROPN', 'NUM'].includes(words[words.length - 1]!.pos) ? 1 : 0,
    STRONG_KINDS.has(kind) ? typeFit : 0,
    kind === 'name' && /^\p{Lu}/u.test(words[0]!.text) ? 1 : 0,
  ];
}

/**
 * The question's terms met in a row going out from a span, as a share of the question (up to four
 * terms): "the gravitational force acts between [masses]". Function words, articles and commas do
 * not break the run; the first other word does.
 */
function countRun(tokens: TaggedToken[], from: number, step: 1 | -1, questionTerms: Set<string>): number {
  if (questionTerms.size === 0) return 0;
  const seen = new Set<string>();
  for (let i = from, walked = 0; i >= 0 && i < tokens.length && walked < RUN_REACH; i += step, walked++) {
    const token = tokens[i]!;
    if (token.pos === 'PUNCT') {
      if (token.text === ',') continue;
      break;
    }
    const term = termOf(token.text);
    if (term === null || token.pos === 'DET' || token.pos === 'PART') continue;
    if (!questionTerms.has(term)) break;
    seen.add(term);
  }
  return Math.min(1, seen.size / Math.max(1, Math.min(questionTerms.size, 4)));
}

/** The share of the question's terms found in the span's own clause (between commas, brackets, semicolons). */
function shareInClause(tokens: TaggedToken[], anchors: Array<{ at: number; term: string }>, span: SpanCandidate, questionSize: number): number {
  let from = span.from;
  while (from > 0 && !CLAUSE_BREAK.test(tokens[from - 1]!.text)) from--;
  let to = span.to;
  while (to + 1 < tokens.length && !CLAUSE_BREAK.test(tokens[to + 1]!.text)) to++;
  const terms = new Set(anchors.filter(({ at }) => at >= from && at <= to && (at < span.from || at > span.to)).map(({ term }) => term));
  return terms.size / Math.max(1, Math.min(questionSize, 6));
}

/** The nearest word before a span, skipping articles and punctuation. */
function previousWord(tokens: TaggedToken[], from: number): number | null {
  for (let i = from - 1; i >= 0; i--) if (tokens[i]!.pos !== 'DET' && tokens[i]!.pos !== 'PUNCT' && tokens[i]!.pos !== 'ADP') return i;
  return null;
}

function nextWord(tokens: TaggedToken[], to: number): number | null {
  for (let i = to + 1; i < tokens.length; i++) if (tokens[i]!.pos !== 'DET' && tokens[i]!.pos !== 'PUNCT' && tokens[i]!.pos !== 'ADP') return i;
  return null;
}

interface SpanTraits {
  isDate: boolean;
  isNumber: boolean;
  isName: boolean;
  before: string;
}

/** 1 when the span is the kind of thing the question asks for, less when it could be, 0 when it cannot. */
function fitType(type: SlotKind, span: SpanCandidate, traits: SpanTraits): number {
  const { isDate, isNumber, isName, before } = traits;
  switch (type) {
    case 'date':
      return isDate ? 1 : isNumber ? 0.3 : 0;
    case 'number':
      return isNumber && !isDate ? 1 : isNumber ? 0.5 : 0;
    case 'person':
      return isName && !isDate ? 1 : span.kind === 'phrase' && !isNumber ? 0.3 : 0;
    case 'place':
      return isName && !isDate ? (/^(?:in|at|from|near|to|of)$/.test(before) ? 1 : 0.8) : span.kind === 'phrase' && !isNumber ? 0.3 : 0;
    case 'name':
      return isName && !isDate && !isNumber ? 1 : span.kind === 'phrase' && !isNumber ? 0.4 : 0;
    case 'reason':
      return span.kind === 'clause' ? 1 : 0.2;
    case 'thing':
      return span.kind === 'clause' ? 0.1 : isDate ? 0.2 : isNumber ? 0.3 : 0.6;
    default:
      return span.kind === 'clause' ? 0.2 : 0.5;
  }
}

/** How many of the question's words surround the span, each counting less the farther it is. */
function measureCloseness(anchors: Array<{ at: number; term: string }>, span: SpanCandidate, questionSize: number, termWeight?: Map<string, number>): number {
  if (anchors.length === 0) return 0;
  const nearestByTerm = new Map<string, number>();
  for (const { at, term } of anchors) {
    const distance = at < span.from ? span.from - at : at > span.to ? at - span.to : 0;
    nearestByTerm.set(term, Math.min(nearestByTerm.get(term) ?? Infinity, distance));
  }
  let sum = 0;
  for (const [term, distance] of nearestByTerm) sum += (termWeight?.get(term) ?? 1) / (1 + Math.max(0, distance - 1) / 4);
  if (!termWeight) return sum / Math.max(1, Math.min(questionSize, 6));
  const total = [...termWeight.values()].reduce((a, b) => a + b, 0);
  return total > 0 ? sum / total : 0;
}
