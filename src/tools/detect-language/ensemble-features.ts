import { BACKEND_IDS, type BackendId, type Prediction } from './backends/backend-types';
import { measureSpeakerPrior } from './language-speakers';

/**
 * The ensemble scores each candidate language with a weighted sum of these features, one weight set
 * per text-length bucket, then turns the scores into probabilities with a softmax. The weights are
 * fitted on the dev data by eval/language/tune-ensemble.ts (multinomial logistic regression).
 */
/** Position of each per-library feature within that library's block of the feature vector. */
const AT = { score: 0, top: 1, logScore: 2, unsupported: 3, exclusiveTop: 4 } as const;
export const BACKEND_FEATURES = Object.keys(AT) as Array<keyof typeof AT>;
export const GLOBAL_FEATURES = ['scriptCandidate', 'speakerPrior'] as const;
export const FEATURE_NAMES: readonly string[] = [
  ...BACKEND_IDS.flatMap((id) => BACKEND_FEATURES.map((feature) => `${id}.${feature}`)),
  ...GLOBAL_FEATURES,
];
export const FEATURE_COUNT = FEATURE_NAMES.length;

/** Upper bounds (characters) of the length buckets; longer texts fall into the last bucket. */
export const LENGTH_BUCKET_LIMITS = [20, 60, 200] as const;
export const LENGTH_BUCKET_COUNT = LENGTH_BUCKET_LIMITS.length + 1;

/** Floor for log-scores: a language a library knows but did not list is unlikely, not impossible. */
const LOG_FLOOR = 1e-3;

/** Libraries that were not asked (the quick stage asks only the cheap ones) are absent. */
export type BackendPredictions = Readonly<Partial<Record<BackendId, readonly Prediction[]>>>;
export type BackendLanguages = Readonly<Record<BackendId, ReadonlySet<string>>>;

export interface Candidate {
  code: string;
  features: Float64Array;
}

export function findLengthBucket(text: string): number {
  const length = [...text.trim()].length;
  const index = LENGTH_BUCKET_LIMITS.findIndex((limit) => length <= limit);
  return index === -1 ? LENGTH_BUCKET_LIMITS.length : index;
}

function describeCandidate(
  code: string,
  predictions: BackendPredictions,
  languages: BackendLanguages,
  fromScript: boolean,
): Float64Array {
  const features = new Float64Array(FEATURE_COUNT);
  BACKEND_IDS.forEach((id, index) => {
    const offset = index * BACKEND_FEATURES.length;
    const list = predictions[id];
    // A library that was not asked says nothing, not even that it does not know the language.
    if (!list) return;
    if (!languages[id].has(code)) {
      // A library cannot vote for a language it does not know: a learned neutral weight stands in.
      features[offset + AT.unsupported] = 1;
      return;
    }
    // A library that gave no answer at all (text too odd for it) says nothing about any candidate.
    if (list.length === 0) return;
    const score = list.find((prediction) => prediction.code === code)?.score ?? 0;
    features[offset + AT.score] = score;
    features[offset + AT.top] = list[0]?.code === code ? 1 : 0;
    features[offset + AT.logScore] = Math.log(Math.max(score, LOG_FLOOR));
    // The only library that knows a language is its only possible witness: when it ranks that
    // language first, the others' votes only name their nearest known neighbour.
    if (features[offset + AT.top] === 1 && BACKEND_IDS.every((other) => other === id || !languages[other].has(code))) {
      features[offset + AT.exclusiveTop] = 1;
    }
  });
  features[FEATURE_COUNT - 2] = fromScript ? 1 : 0;
  features[FEATURE_COUNT - 1] = measureSpeakerPrior(code);
  return features;
}

/** Candidates are every language some library proposed plus those the script suggests, if allowed. */
export function buildCandidates(
  predictions: BackendPredictions,
  languages: BackendLanguages,
  allows: (code: string) => boolean,
  scriptCandidates: readonly string[],
): Candidate[] {
  const codes = new Set<string>();
  for (const id of BACKEND_IDS) for (const { code } of predictions[id] ?? []) if (allows(code)) codes.add(code);
  for (const code of scriptCandidates) if (allows(code)) codes.add(code);
  return [...codes]
    .sort()
    .map((code) => ({ code, features: describeCandidate(code, predictions, languages, scriptCandidates.includes(code)) }));
}
