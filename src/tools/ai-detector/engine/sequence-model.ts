/**
 * Class-conditional n-gram models (human vs AI) of any order over a small closed alphabet, such as the
 * syntax alphabet. Probabilities interpolate from the unigram up, each order trusted by how often its
 * context was seen. Per token they give the log-likelihood ratio log p_ai − log p_human and the
 * surprisal under the two classes mixed half and half.
 *
 * Written by hand: the bigram word model's format (ngram-model.ts) is fixed to order 2, and the n-gram
 * libraries on npm are built for text generation, without per-class counts or per-token scores.
 */
import { addCount, START, type TokenScores, UNKNOWN } from './ngram-model';

/** Serialised form kept in the model JSON. Vocabulary index 0 is the unknown token. */
export interface SequenceModelData {
  order: number;
  vocab: string[];
  /** By context length k (0 … order − 1): flat [context ids (k)…, next id, humanCount, aiCount, …]. */
  grams: number[][];
  /** By context length k (index 0 unused): flat [context ids (k)…, humanTotal, aiTotal, …]. */
  contexts: number[][];
  /** Tokens counted per class. */
  totals: [number, number];
}

export interface LabelledSequences {
  sentences: string[][];
  label: 0 | 1;
}

/** A context seen this many times trusts its own counts half-way. */
const CONTEXT_TRUST = 3;
/** Longer n-grams (and their contexts) seen fewer times than this are dropped: they cost size, not accuracy. */
const MIN_LONG_COUNT = 2;

type Pair = [number, number];

const byKey = <T,>([a]: [string, T], [b]: [string, T]): number => (a < b ? -1 : a > b ? 1 : 0);

/** Counts and serialises a model of the given order from labelled sentences; deterministic. */
export function buildSequenceModel(documents: readonly LabelledSequences[], order: number): SequenceModelData {
  const gramCounts = Array.from({ length: order }, () => new Map<string, Pair>());
  const contextCounts = Array.from({ length: order }, () => new Map<string, Pair>());
  const symbols = new Set<string>([START]);
  const totals: Pair = [0, 0];
  for (const { sentences, label } of documents) {
    for (const sentence of sentences) {
      const padded = [...new Array<string>(order - 1).fill(START), ...sentence];
      for (let i = order - 1; i < padded.length; i++) {
        const next = padded[i] ?? UNKNOWN;
        symbols.add(next);
        totals[label]++;
        for (let k = 1; k < order; k++) {
          const context = padded.slice(i - k, i);
          addCount(gramCounts[k] as Map<string, Pair>, [...context, next].join('\u0001'), label);
          addCount(contextCounts[k] as Map<string, Pair>, context.join('\u0001'), label);
        }
        addCount(gramCounts[0] as Map<string, Pair>, next, label);
      }
    }
  }
  const vocab = [UNKNOWN, ...[...symbols].sort()];
  const index = new Map(vocab.map((symbol, position) => [symbol, position]));
  const encode = (key: string): number[] => key.split('\u0001').map((symbol) => index.get(symbol) ?? 0);
  const keep = (k: number, [human, ai]: Pair): boolean => k < 2 || human + ai >= MIN_LONG_COUNT;
  return {
    order,
    vocab,
    grams: gramCounts.map((counts, k) =>
      [...counts.entries()].sort(byKey).flatMap(([key, pair]) => (keep(k, pair) ? [...encode(key), ...pair] : [])),
    ),
    contexts: contextCounts.map((counts, k) =>
      k === 0 ? [] : [...counts.entries()].sort(byKey).flatMap(([key, pair]) => (keep(k, pair) ? [...encode(key), ...pair] : [])),
    ),
    totals,
  };
}

/** The model ready for scoring: numeric keys in hash maps instead of the flat serialised arrays. */
export class SequenceScorer {
  private readonly index: Map<string, number>;
  private readonly size: number;
  private readonly grams: Array<Map<number, Pair>>;
  private readonly contexts: Array<Map<number, Pair>>;

  constructor(private readonly data: SequenceModelData) {
    this.index = new Map(data.vocab.map((symbol, position) => [symbol, position]));
    this.size = data.vocab.length;
    this.grams = data.grams.map((flat, k) => this.readTable(flat, k + 1));
    this.contexts = data.contexts.map((flat, k) => this.readTable(flat, k));
  }

  /** Scores one sentence's tokens; the context starts afresh at each sentence. */
  scoreTokens(tokens: readonly string[]): TokenScores {
    const start = this.index.get(START) ?? 0;
    const history: number[] = new Array<number>(this.data.order - 1).fill(start);
    const llr: number[] = [];
    const surprisal: number[] = [];
    for (const token of tokens) {
      const current = this.index.get(token) ?? 0;
      const [human, ai] = this.probabilities(history, current);
      llr.push(Math.log(ai) - Math.log(human));
      surprisal.push(-Math.log2((human + ai) / 2));
      history.push(current);
      history.shift();
    }
    return { llr, surprisal };
  }

  private readTable(flat: readonly number[], width: number): Map<number, Pair> {
    const table = new Map<number, Pair>();
    for (let i = 0; i + width + 1 < flat.length; i += width + 2) {
      table.set(this.keyOf(flat.slice(i, i + width)), [flat[i + width] ?? 0, flat[i + width + 1] ?? 0]);
    }
    return table;
  }

  private keyOf(ids: readonly number[]): number {
    return ids.reduce((key, id) => key * this.size + id, 0);
  }

  /**
   * Interpolated probability of `current` after `history` under each class. A class stops at the first
   * order whose context it never saw; each table is looked up once for both classes.
   */
  private probabilities(history: readonly number[], current: number): Pair {
    const probability: Pair = [1 / this.size, 1 / this.size];
    const open = [true, true];
    for (let k = 0; k < this.data.order && (open[0] || open[1]); k++) {
      const contextKey = this.keyOf(history.slice(history.length - k));
      const seenPair = k === 0 ? this.data.totals : this.contexts[k]?.get(contextKey);
      const countPair = this.grams[k]?.get(contextKey * this.size + current);
      for (const label of [0, 1] as const) {
        const seen = seenPair?.[label] ?? 0;
        if (seen === 0) open[label] = false;
        if (!open[label]) continue;
        const trust = seen / (seen + CONTEXT_TRUST);
        probability[label] = trust * ((countPair?.[label] ?? 0) / seen) + (1 - trust) * probability[label];
      }
    }
    return probability;
  }
}
