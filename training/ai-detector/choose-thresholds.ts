import type { VerdictThresholds } from '../../src/tools/ai-detector/engine/model-types';

/** Most human texts of any one training domain that may be called 'likely AI' out of fold. */
export const MAX_DOMAIN_FPR = 0.03;
/**
 * German, French and Spanish: at most 2% of any one human source and 1% of all human texts of the
 * language flagged out of fold (issue 34's bar). With 1% per source, a source of 91 texts allowed
 * none, and the single highest human text of the corpus set the cut-off on its own.
 */
export const MAX_DOMAIN_FPR_NEW = 0.02;
export const MAX_POOLED_FPR_NEW = 0.01;
/** 'Likely AI' must be right this often on held-out texts: the lowest cut-off with that precision or more. */
export const MIN_PRECISION = 0.95;
/** Below this the verdict is 'likely human'; kept fixed so its meaning does not drift between trainings. */
export const LIKELY_HUMAN_BELOW = 0.3;
/** 'Likely AI' never needs less than even odds. */
const MIN_LIKELY_AI = 0.5;

/**
 * The 'likely AI' cut-off: the lowest calibrated probability at which no human domain of the training
 * data (student essays, non-native essays, news, stories, abstracts…) has more than MAX_DOMAIN_FPR of
 * its texts flagged out of fold. Taking the worst domain, not the pooled rate, is what protects a
 * group like non-native writers whose texts are a small share of the data. Only texts long enough to
 * get a verdict count (`judged`): shorter ones are answered 'too short to judge' whatever they score.
 */
export function chooseThresholds(
  probabilities: readonly number[],
  labels: readonly number[],
  domains: readonly string[],
  judged: readonly boolean[],
  maxDomainFpr = MAX_DOMAIN_FPR,
  maxPooledFpr = 1,
): VerdictThresholds {
  let likelyAi = Math.max(MIN_LIKELY_AI, findPrecisionCut(probabilities, labels, judged));
  const pooled = probabilities.filter((_, i) => labels[i] === 0 && judged[i]).sort((a, b) => b - a);
  if (maxPooledFpr < 1 && pooled.length > 0) likelyAi = Math.max(likelyAi, (pooled[Math.floor(maxPooledFpr * pooled.length)] ?? 0) + 1e-6);
  for (const domain of new Set(domains)) {
    const human = probabilities.filter((_, i) => labels[i] === 0 && domains[i] === domain && judged[i]).sort((a, b) => b - a);
    if (human.length === 0) continue;
    const allowed = Math.floor(maxDomainFpr * human.length);
    // Flag strictly above the (allowed+1)-th highest human score: a hair above it.
    const cut = (human[allowed] ?? 0) + 1e-6;
    likelyAi = Math.max(likelyAi, cut);
  }
  return { likelyAi: Math.min(likelyAi, 0.99), likelyHuman: Math.min(LIKELY_HUMAN_BELOW, likelyAi) };
}

/**
 * The lowest cut-off at which 'likely AI' is still right MIN_PRECISION of the time on these held-out
 * scores, counting every text above it (the corpus holds several human texts per model-written one,
 * so this is stricter than it would be on a balanced set).
 */
function findPrecisionCut(probabilities: readonly number[], labels: readonly number[], judged: readonly boolean[]): number {
  const sorted = probabilities
    .map((p, i) => ({ p, label: labels[i] ?? 0 }))
    .filter((_, i) => judged[i])
    .sort((a, b) => b.p - a.p);
  let truePositives = 0;
  let falsePositives = 0;
  let cut = 1;
  for (const item of sorted) {
    if (item.label === 1) truePositives++;
    else falsePositives++;
    // A cut-off at a model-written text's score with the precision still held (a human text high in
    // the ranking does not stop the search: enough model texts above it restore the precision).
    if (item.label === 1 && truePositives / (truePositives + falsePositives) >= MIN_PRECISION) cut = item.p;
  }
  return cut;
}
