/** One token of the text as a language model saw it. */
export interface TokenLogprob {
  /** Natural-log probability the model gave the actual token. */
  logprob: number;
  /** Natural-log probabilities of the model's top alternatives at that position (any order). */
  topLogprobs: number[];
}

/** Anything that can give per-token log-probabilities of a text: an OpenAI-compatible server, a fake in tests. */
export interface LogprobProvider {
  /** Shown in notes, e.g. the model name. */
  name: string;
  scoreTokens(text: string, signal?: AbortSignal): Promise<TokenLogprob[]>;
}

export interface BinocularsScale {
  /** Score at which the evidence is even; below it the text looks machine-written. */
  center: number;
  /** Score change that moves the log-odds by one. */
  width: number;
}

/**
 * Defaults after the Binoculars paper (Hans et al., 2024), whose threshold sits near 0.9. Our variant
 * uses one model's top-k alternatives instead of a second model, so the scale is a prior, not a fit:
 * pass a measured one to createAiDetectorEngine once a server is available to calibrate against.
 */
export const DEFAULT_BINOCULARS_SCALE: BinocularsScale = { center: 0.9, width: 0.1 };

/**
 * Entropy of the model's prediction at one position, from its top alternatives; the probability mass
 * outside the top-k is treated as one more outcome, which makes this a lower bound.
 */
function estimateEntropy(topLogprobs: readonly number[]): number {
  let entropy = 0;
  let covered = 0;
  for (const logprob of topLogprobs) {
    const p = Math.exp(logprob);
    covered += p;
    entropy -= p * logprob;
  }
  const rest = 1 - covered;
  if (rest > 1e-9) entropy -= rest * Math.log(rest);
  return entropy;
}

/**
 * Binoculars-style ratio: the text's log-perplexity divided by the model's expected surprisal (how
 * surprised it would be by its own typical output). Machine text is about as predictable as the
 * model expects itself to be (ratio well below 1); human text surprises it more. Returns undefined
 * when there are too few usable tokens.
 */
export function computeBinocularsScore(tokens: readonly TokenLogprob[]): number | undefined {
  const usable = tokens.filter((token) => Number.isFinite(token.logprob) && token.topLogprobs.length > 0);
  if (usable.length < 10) return undefined;
  const perplexity = usable.reduce((sum, token) => sum - token.logprob, 0) / usable.length;
  const expected = usable.reduce((sum, token) => sum + estimateEntropy(token.topLogprobs), 0) / usable.length;
  return expected > 1e-9 ? perplexity / expected : undefined;
}

export function convertBinocularsToLogit(score: number, scale: BinocularsScale): number {
  return (scale.center - score) / scale.width;
}

/** Weight of the embedded model in the combined log-odds; the rest goes to the Binoculars score. */
export const EMBEDDED_WEIGHT = 0.5;

export function combineLogits(embeddedLogit: number, binocularsLogit: number): number {
  return EMBEDDED_WEIGHT * embeddedLogit + (1 - EMBEDDED_WEIGHT) * binocularsLogit;
}
