/**
 * Class-conditional bigram language models (human vs AI) over the same vocabulary, in one table.
 * Per token they give the log-likelihood ratio log p_ai − log p_human (which words and word pairs
 * machines prefer) and the surprisal under the pooled model (how predictable the text is).
 */

/** Serialised form kept in the model JSON: vocabulary index 0 is the unknown token. */
export interface NgramModelData {
  vocab: string[];
  /** Unigram counts per vocabulary entry: [human, ai]. */
  unigrams: [number[], number[]];
  /** Flat [previous, next, humanCount, aiCount, …] for the bigrams kept after pruning. */
  bigrams: number[];
  /** Tokens counted per class (before pruning). */
  totals: [number, number];
}

export interface TokenScores {
  /** log p_ai − log p_human per token, natural log. */
  llr: number[];
  /** −log2 p under the pooled model per token, in bits. */
  surprisal: number[];
}

export const UNKNOWN = '<unk>';
export const START = '<s>';
/** Interpolation strength: a context seen this many times trusts its bigram counts half-way. */
const BIGRAM_TRUST = 3;
/** Add-α smoothing of unigrams so unseen words keep a small probability. */
const UNIGRAM_ALPHA = 0.5;

interface CountTables {
  unigrams: Map<string, [number, number]>;
  bigrams: Map<string, [number, number]>;
}

/** Adds one occurrence of `key` to its per-class pair of counts. */
export function addCount(map: Map<string, [number, number]>, key: string, label: 0 | 1): void {
  const entry = map.get(key) ?? [0, 0];
  entry[label]++;
  map.set(key, entry);
}

/** Counts tokens of labelled documents (each a list of sentences of tokens); label 1 = AI. */
export function countNgrams(documents: ReadonlyArray<{ sentences: string[][]; label: 0 | 1 }>): CountTables {
  const tables: CountTables = { unigrams: new Map(), bigrams: new Map() };
  for (const { sentences, label } of documents) {
    for (const tokens of sentences) {
      let previous = START;
      addCount(tables.unigrams, START, label);
      for (const token of tokens) {
        addCount(tables.unigrams, token, label);
        addCount(tables.bigrams, `${previous}\u0001${token}`, label);
        previous = token;
      }
    }
  }
  return tables;
}

/**
 * Builds the serialisable model, keeping words seen at least `minCount` times and bigrams seen at least
 * `minBigramCount` times: rarer entries mostly memorise topics of the training texts, and cost size.
 */
export function buildNgramModel(tables: CountTables, minCount = 2, minBigramCount = 2): NgramModelData {
  const vocab = [UNKNOWN];
  const index = new Map<string, number>([[UNKNOWN, 0]]);
  const unigrams: [number[], number[]] = [[0], [0]];
  const totals: [number, number] = [0, 0];
  const sorted = [...tables.unigrams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [token, [human, ai]] of sorted) {
    totals[0] += human;
    totals[1] += ai;
    let slot = 0;
    if (human + ai >= minCount) {
      slot = vocab.length;
      vocab.push(token);
      index.set(token, slot);
      unigrams[0].push(0);
      unigrams[1].push(0);
    }
    unigrams[0][slot] = (unigrams[0][slot] ?? 0) + human;
    unigrams[1][slot] = (unigrams[1][slot] ?? 0) + ai;
  }
  const bigrams: number[] = [];
  const sortedBigrams = [...tables.bigrams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [key, [human, ai]] of sortedBigrams) {
    if (human + ai < minBigramCount) continue;
    const [previous = '', next = ''] = key.split('\u0001');
    const from = index.get(previous);
    const to = index.get(next);
    if (from === undefined || to === undefined) continue;
    bigrams.push(from, to, human, ai);
  }
  return { vocab, unigrams, bigrams, totals };
}

/** The model ready for scoring: lookups by hash map instead of the flat serialised arrays. */
export class NgramScorer {
  private readonly index: Map<string, number>;
  private readonly bigrams: Map<number, [number, number]>;
  private readonly size: number;

  constructor(private readonly data: NgramModelData) {
    this.index = new Map(data.vocab.map((token, position) => [token, position]));
    this.size = data.vocab.length;
    this.bigrams = new Map();
    for (let i = 0; i + 3 < data.bigrams.length; i += 4) {
      const [from = 0, to = 0, human = 0, ai = 0] = data.bigrams.slice(i, i + 4);
      this.bigrams.set(from * this.size + to, [human, ai]);
    }
  }

  /** Scores one sentence's tokens; the bigram context starts afresh at each sentence. */
  scoreTokens(tokens: readonly string[]): TokenScores {
    const llr: number[] = [];
    const surprisal: number[] = [];
    let previous = this.index.get(START) ?? 0;
    for (const token of tokens) {
      const current = this.index.get(token) ?? 0;
      const human = this.probability(previous, current, 0);
      const ai = this.probability(previous, current, 1);
      const pooled = this.probability(previous, current, 2);
      llr.push(Math.log(ai) - Math.log(human));
      surprisal.push(-Math.log2(pooled));
      previous = current;
    }
    return { llr, surprisal };
  }

  /** Interpolated bigram probability; class 2 is both classes pooled. */
  private probability(previous: number, current: number, label: 0 | 1 | 2): number {
    const pick = (pair: readonly [number, number] | undefined): number =>
      pair ? (label === 2 ? pair[0] + pair[1] : pair[label]) : 0;
    const unigramPair: [number, number] = [this.data.unigrams[0][current] ?? 0, this.data.unigrams[1][current] ?? 0];
    const contextPair: [number, number] = [this.data.unigrams[0][previous] ?? 0, this.data.unigrams[1][previous] ?? 0];
    const total = pick(this.data.totals);
    const unigram = (pick(unigramPair) + UNIGRAM_ALPHA) / (total + UNIGRAM_ALPHA * this.size);
    const context = pick(contextPair);
    if (context === 0) return unigram;
    const bigram = pick(this.bigrams.get(previous * this.size + current)) / context;
    const trust = context / (context + BIGRAM_TRUST);
    return trust * bigram + (1 - trust) * unigram;
  }
}
