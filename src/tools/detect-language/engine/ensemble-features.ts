import { BACKEND_IDS, type BackendId, type Prediction } from './backends/backend-types';
import { measureSpeakerPrior } from './language-speakers';

/**
 * The ensemble scores each candidate language with a weighted sum of these features, one weight set
 * per text-length bucket, then turns the scores into probabilities with a softmax. The weights are
 * fitted on the dev data by src/tools/detect-language/eval/tune-ensemble.ts (multinomial logistic regression).
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

/** Libraries that were not asked (the earlier stages ask only some) are absent. */
export type BackendPredictions = Readonly<Partial<Record<BackendId, readonly Prediction[]>>>;
export type BackendLanguages = Readonly<Record<BackendId, ReadonlySet<string>>>;

export interface Candidate {
  code: string;
  /** FEATURE_COUNT numbers: a plain array, because a Float64Array this long (over 64 bytes) is allocated outside V8's heap, ~2 µs each. */
  features: number[];
}

/**
 * Characters (code points, not UTF-16 units) of a text, counted only up to `limit + 1`: spreading a
 * long sample into an array to measure it cost more than some libraries' whole answer.
 */
export function countCharacters(text: string, limit = Infinity): number {
  let count = 0;
  for (let index = 0; index < text.length && count <= limit; index++, count++) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index++;
    }
  }
  return count;
}

const LONGEST_LIMIT = LENGTH_BUCKET_LIMITS[LENGTH_BUCKET_LIMITS.length - 1] as number;

export function findLengthBucket(text: string): number {
  const length = countCharacters(text.trim(), LONGEST_LIMIT);
  const index = LENGTH_BUCKET_LIMITS.findIndex((limit) => length <= limit);
  return index === -1 ? LENGTH_BUCKET_LIMITS.length : index;
}

/** What a candidate's features need to know about its language, whatever the text. */
interface LanguageFacts {
  /** Bit i: BACKEND_IDS[i] knows the language. */
  knownMask: number;
  knownBy: number;
  speakerPrior: number;
}

/**
 * Per set of libraries' languages, each language's facts: ten set lookups and a logarithm per
 * candidate, at every stage of every text, were a tenth of the ensemble's own work.
 */
const factsByLanguages = new WeakMap<BackendLanguages, Map<string, LanguageFacts>>();

function findFactsTable(languages: BackendLanguages): Map<string, LanguageFacts> {
  let table = factsByLanguages.get(languages);
  if (!table) factsByLanguages.set(languages, (table = new Map()));
  return table;
}

function findLanguageFacts(code: string, languages: BackendLanguages, table: Map<string, LanguageFacts>): LanguageFacts {
  let facts = table.get(code);
  if (!facts) {
    let knownMask = 0;
    let knownBy = 0;
    BACKEND_IDS.forEach((id, index) => {
      if (!languages[id].has(code)) return;
      knownMask |= 1 << index;
      knownBy++;
    });
    facts = { knownMask, knownBy, speakerPrior: measureSpeakerPrior(code) };
    table.set(code, facts);
  }
  return facts;
}

/** Each library's predictions in BACKEND_IDS order (undefined: not asked). */
type PredictionLists = ReadonlyArray<readonly Prediction[] | undefined>;

/** The library's score for the language, 0 when it did not list it (the lists are MAX_PREDICTIONS long at most). */
function findScore(list: readonly Prediction[], code: string): number {
  for (const prediction of list) if (prediction.code === code) return prediction.score;
  return 0;
}

/** The candidate's features (FEATURE_COUNT numbers). */
function describeCandidate(code: string, lists: PredictionLists, facts: LanguageFacts, fromScript: boolean): number[] {
  const { knownMask, knownBy, speakerPrior } = facts;
  const features = new Array<number>(FEATURE_COUNT).fill(0);
  for (let index = 0; index < lists.length; index++) {
    const offset = index * BACKEND_FEATURES.length;
    const list = lists[index];
    // A library that was not asked says nothing, not even that it does not know the language.
    if (!list) continue;
    if ((knownMask & (1 << index)) === 0) {
      // A library cannot vote for a language it does not know: a learned neutral weight stands in.
      features[offset + AT.unsupported] = 1;
      continue;
    }
    // A library that gave no answer at all (text too odd for it) says nothing about any candidate.
    if (list.length === 0) continue;
    const score = findScore(list, code);
    const top = list[0]?.code === code;
    features[offset + AT.score] = score;
    features[offset + AT.top] = top ? 1 : 0;
    features[offset + AT.logScore] = Math.log(Math.max(score, LOG_FLOOR));
    // The only library that knows a language is its only possible witness: when it ranks that
    // language first, the others' votes only name their nearest known neighbour.
    if (top && knownBy === 1) features[offset + AT.exclusiveTop] = 1;
  }
  features[FEATURE_COUNT - 2] = fromScript ? 1 : 0;
  features[FEATURE_COUNT - 1] = speakerPrior;
  return features;
}

/** Candidates are every language some library proposed plus those the script suggests, if allowed. */
export function buildCandidates(
  predictions: BackendPredictions,
  languages: BackendLanguages,
  allows: (code: string) => boolean,
  scriptCandidates: readonly string[],
): Candidate[] {
  // Each library's list, looked up once per stage instead of once per candidate.
  const lists: PredictionLists = BACKEND_IDS.map((id) => predictions[id]);
  // A few dozen codes at most: a search in an array costs less than a Set.
  const codes: string[] = [];
  for (const list of lists) {
    if (!list) continue;
    for (const { code } of list) if (!codes.includes(code) && allows(code)) codes.push(code);
  }
  for (const code of scriptCandidates) if (!codes.includes(code) && allows(code)) codes.push(code);
  codes.sort();
  const table = findFactsTable(languages);
  return codes.map((code) => ({
    code,
    features: describeCandidate(code, lists, findLanguageFacts(code, languages, table), scriptCandidates.includes(code)),
  }));
}
