import type { VerdictThresholds } from '../../src/tools/ai-detector/engine/model-types';

/**
 * Every trained language (issue 34's bar): at most 2% of any one human source and 1% of all human
 * texts of the language flagged out of fold. With 1% per source, a source of 91 texts allowed none,
 * and the single highest human text of the corpus set the cut-off on its own. English was held to 3%
 * per source and no pooled limit before the current-model classifier (train-detector.ts).
 */
export const MAX_DOMAIN_FPR = 0.02;
export const MAX_POOLED_FPR = 0.01;
/** 'Likely AI' must be right this often on held-out texts: the lowest cut-off with that precision or more. */
export const MIN_PRECISION = 0.95;
/** Below this the verdict is 'likely human'; kept fixed so its meaning does not drift between trainings. */
export const LIKELY_HUMAN_BELOW = 0.3;
/** 'Likely AI' never needs less than even odds. */
const MIN_LIKELY_AI = 0.5;
/**
 * Highest cut-off the rules may ask for. It was 0.99, applied silently: a rule that needed more was
 * then broken without notice. Above this the verdict would be all but unreachable.
 */
const MAX_LIKELY_AI = 0.999;

/** The held-out scores the cut-offs are chosen on, one entry per training text. */
export interface ThresholdEvidence {
  probabilities: readonly number[];
  labels: readonly number[];
  /** Source of each text: the per-source limit protects small groups such as non-native writers. */
  domains: readonly string[];
  /** Long enough to get a verdict: shorter texts are answered 'too short to judge' whatever they score. */
  judged: readonly boolean[];
  /**
   * Document of each text. A human document repeated in the data (dev.jsonl holds fast-detect-gpt's
   * human originals once per generating model) counts once, at its highest score: counted twice, one
   * text filled a source's whole allowance and set English's cut-off alone.
   */
  groups?: readonly string[];
  /**
   * Era of each text ('hc3' for dev.jsonl, 'corpus' for the current-model corpus): precision must hold
   * within each era as well as overall, so that many easy texts of one era cannot buy a cut-off that is
   * wrong too often on the other.
   */
  eras?: readonly string[];
}

export interface ThresholdRules {
  maxDomainFpr?: number;
  maxPooledFpr?: number;
  /**
   * Most of each era's judged human texts that may be flagged, every text counted (a document that
   * dev.jsonl repeats counts each time, as the reported rates count it). English: 1%, the issue's bar,
   * within the HC3-era texts as well as pooled (decision 82).
   */
  maxEraFpr?: number;
}

/**
 * English's per-source limit is the issue's own bar for non-native writers, 1 in 29 (TOEFL essays
 * flagged ≤ 1 of 29), not 2%: with 61 TOEFL essays, 2% let one essay through and 4 of 5 nested
 * choices (49 essays) none, so the cut-off rested on a single essay and jumped to the 0.999 cap
 * when that essay was left out (decision 80). The pooled 1% and the precision rules still hold.
 * German, French and Spanish keep 2%: at 1 in 29 French flagged 1.3% of unseen human documents
 * (decision 61).
 */
const RULES_BY_LANGUAGE: Readonly<Record<string, ThresholdRules>> = {
  en: { maxDomainFpr: 1 / 29, maxEraFpr: 0.01 },
};

/** The threshold rules a trained language's 'likely AI' cut-off is chosen under. */
export function findThresholdRules(language: string): ThresholdRules {
  return RULES_BY_LANGUAGE[language] ?? {};
}

/**
 * The 'likely AI' cut-off: the lowest calibrated probability at which 'likely AI' is right at least
 * MIN_PRECISION of the time (overall and within each era), no human source has more than
 * `maxDomainFpr` of its documents flagged out of fold, and no more than `maxPooledFpr` of all of them.
 * Taking the worst source, not only the pooled rate, is what protects a group like non-native writers
 * whose texts are a small share of the data.
 */
export function chooseThresholds(evidence: ThresholdEvidence, rules: ThresholdRules = {}): VerdictThresholds {
  const likelyAi = Math.min(Math.max(...listCutDemands(evidence, rules).map((demand) => demand.cut)), MAX_LIKELY_AI);
  return { likelyAi, likelyHuman: Math.min(LIKELY_HUMAN_BELOW, likelyAi) };
}

/** One rule's lowest acceptable 'likely AI' cut-off; the cut-off is the highest of them (capped at MAX_LIKELY_AI). */
export interface CutDemand {
  rule: string;
  cut: number;
}

/**
 * What each rule asks of the cut-off, so training can print which one sets it (the highest): the
 * floor of even odds, the precision overall and within each era, the pooled human limit and each
 * human source's limit.
 */
export function listCutDemands(evidence: ThresholdEvidence, rules: ThresholdRules = {}): CutDemand[] {
  const { maxDomainFpr = MAX_DOMAIN_FPR, maxPooledFpr = MAX_POOLED_FPR } = rules;
  const { probabilities, labels, domains, judged, eras } = evidence;
  const human = distinctHumanDocuments(evidence);
  const demands: CutDemand[] = [
    { rule: 'even odds', cut: MIN_LIKELY_AI },
    { rule: `precision ≥ ${MIN_PRECISION}`, cut: findPrecisionCut(probabilities, labels, judged) },
  ];
  for (const era of new Set(eras ?? [])) {
    const inEra = judged.map((yes, i) => yes && eras?.[i] === era);
    if (inEra.some((yes, i) => yes && labels[i] === 1)) demands.push({ rule: `precision ≥ ${MIN_PRECISION} in era ${era}`, cut: findPrecisionCut(probabilities, labels, inEra) });
  }
  demands.push({ rule: `≤ ${maxPooledFpr * 100}% of all human documents`, cut: cutAbove(human.map((document) => document.p), maxPooledFpr) });
  if (rules.maxEraFpr !== undefined) {
    for (const era of [...new Set(eras ?? [])].sort()) {
      const scores = probabilities.filter((_, i) => judged[i] && labels[i] === 0 && eras?.[i] === era);
      if (scores.length > 0) demands.push({ rule: `≤ ${rules.maxEraFpr * 100}% of era ${era}'s human texts (${scores.length})`, cut: cutAbove(scores, rules.maxEraFpr) });
    }
  }
  for (const domain of [...new Set(domains)].sort()) {
    const scores = human.filter((document) => document.domain === domain).map((document) => document.p);
    if (scores.length > 0) demands.push({ rule: `≤ ${+(maxDomainFpr * 100).toFixed(1)}% of ${domain} (${scores.length} human documents)`, cut: cutAbove(scores, maxDomainFpr) });
  }
  return demands;
}

/** A hair above the score that would flag more than `share` of these human scores. */
function cutAbove(scores: readonly number[], share: number): number {
  if (scores.length === 0) return 0;
  const sorted = [...scores].sort((a, b) => b - a);
  return (sorted[Math.floor(share * sorted.length)] ?? 0) + 1e-6;
}

/** Judged human texts, one per document and source (its highest score). */
function distinctHumanDocuments(evidence: ThresholdEvidence): Array<{ domain: string; p: number }> {
  const best = new Map<string, { domain: string; p: number }>();
  evidence.probabilities.forEach((p, i) => {
    if (evidence.labels[i] !== 0 || !evidence.judged[i]) return;
    const domain = evidence.domains[i] ?? '';
    const key = `${domain}\u0000${evidence.groups?.[i] ?? `#${i}`}`;
    const seen = best.get(key);
    if (!seen || p > seen.p) best.set(key, { domain, p });
  });
  return [...best.values()];
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
  let tiedModelText = false;
  for (let i = 0; i < sorted.length; i++) {
    const item = sorted[i];
    if (!item) continue;
    if (item.label === 1) truePositives++;
    else falsePositives++;
    tiedModelText ||= item.label === 1;
    // Texts with the same score are flagged together: judge the cut-off only after the last of them.
    if ((sorted[i + 1]?.p ?? -1) === item.p) continue;
    // A cut-off at a model-written text's score with the precision still held (a human text high in
    // the ranking does not stop the search: enough model texts above it restore the precision).
    if (tiedModelText && truePositives / (truePositives + falsePositives) >= MIN_PRECISION) cut = item.p;
    tiedModelText = false;
  }
  return cut;
}
