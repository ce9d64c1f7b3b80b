import { canonicalTerm } from './canonical-terms';
import type { SentenceSpan } from './split-sentences';
import type { Token } from './tokenize-text';

/** A sentence of the checked text that says what one or two sentences of a source say. */
export interface SentenceMatch {
  qFirst: number;
  qLast: number;
  sFirst: number;
  sLast: number;
  /** Dice coefficient of the two sentences' content terms, 0–1. */
  score: number;
}

/** Content terms below this make a sentence too short to call a paraphrase ("It is used."). */
export const MIN_SENTENCE_TERMS = 4;
/** Dice threshold, set on the short-answer dev set: light revisions score 0.55+, independent answers rarely 0.45. */
export const PARAPHRASE_THRESHOLD = 0.5;

interface TermSentence {
  span: SentenceSpan;
  terms: Set<string>;
}

export function toTermSentences(tokens: readonly Token[], sentences: readonly SentenceSpan[]): TermSentence[] {
  return sentences.map((span) => {
    const terms = new Set<string>();
    for (let index = span.first; index <= span.last; index += 1) {
      const term = canonicalTerm(tokens[index]!.norm);
      if (term) terms.add(term);
    }
    return { span, terms };
  });
}

function dice(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}

function union(a: ReadonlySet<string>, b: ReadonlySet<string>): Set<string> {
  return new Set([...a, ...b]);
}

/**
 * Sentence-level stage for light paraphrase: word order, inflection (stems), function words and
 * common synonyms do not change a sentence's set of canonical content terms much, so sentences are
 * compared as term sets. A source sentence pair is tried too, since paraphrasers merge sentences.
 */
export function matchSentences(query: readonly TermSentence[], source: readonly TermSentence[]): SentenceMatch[] {
  const byTerm = new Map<string, number[]>();
  source.forEach((sentence, index) => {
    for (const term of sentence.terms) {
      const list = byTerm.get(term);
      if (list) list.push(index);
      else byTerm.set(term, [index]);
    }
  });

  const matches: SentenceMatch[] = [];
  for (const sentence of query) {
    if (sentence.terms.size < MIN_SENTENCE_TERMS) continue;
    const shared = new Map<number, number>();
    for (const term of sentence.terms) for (const index of byTerm.get(term) ?? []) shared.set(index, (shared.get(index) ?? 0) + 1);

    let best: SentenceMatch | undefined;
    for (const [index, count] of shared) {
      // Dice cannot reach the threshold with this few shared terms: skip the set work.
      if ((2 * count) / (sentence.terms.size + source[index]!.terms.size) < PARAPHRASE_THRESHOLD / 2) continue;
      const single = source[index]!;
      const tries: Array<[number, number, Set<string>]> = [[index, index, single.terms]];
      const next = source[index + 1];
      if (next) tries.push([index, index + 1, union(single.terms, next.terms)]);
      for (const [from, to, terms] of tries) {
        const score = dice(sentence.terms, terms);
        if (score >= PARAPHRASE_THRESHOLD && (!best || score > best.score)) {
          best = { qFirst: sentence.span.first, qLast: sentence.span.last, sFirst: source[from]!.span.first, sLast: source[to]!.span.last, score };
        }
      }
    }
    if (best) matches.push(best);
  }
  return matches;
}
