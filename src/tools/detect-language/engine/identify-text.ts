import { BACKEND_IDS, type BackendId } from './backends/backend-types';
import type { BackendSet } from './backends/load-backends';
import { collapseWhitespace } from './collapse-whitespace';
import { detectScripts, type ScriptProfile } from './detect-script';
import {
  type BackendLanguages,
  type BackendPredictions,
  buildCandidates,
  type Candidate,
  countCharacters,
  findLengthBucket,
} from './ensemble-features';
import {
  EXCLUSIVE_WITNESS,
  type EnsembleModel,
  findNextStage,
  type GatedStage,
  listStageBackends,
  MIN_TRUSTED_CHARS,
  type Stage,
} from './ensemble-model';
import { ENSEMBLE_MODEL } from './ensemble-weights';
import { type RankedLanguage, rankCandidates } from './rank-candidates';
import { constrainByScript } from './script-rules';

export interface TextIdentification {
  /** Best first; empty when nothing could be said. */
  ranked: RankedLanguage[];
  profile: ScriptProfile;
  decidedBy: 'script' | 'ensemble' | 'none';
  /** Each library's own answer, for explanations (absent when the script decided). */
  predictions?: BackendPredictions;
  /** Which stage of the cascade answered (ensemble decisions only). */
  stage?: Stage;
  /** The confidence from which this answer counts as reliable (fitted per stage and length). */
  minReliableConfidence?: number;
}

/** Everything the ensemble needs to rank a text's candidates, before any weights are applied. */
export interface PreparedText {
  /** The part of the text the libraries read. */
  sample: string;
  profile: ScriptProfile;
  /** Set when the script alone decides. */
  forced?: string;
  predictions?: BackendPredictions;
  candidates: Candidate[];
  bucket: number;
  stage: Stage;
  /** What each library can answer (set when the libraries were asked). */
  languages?: BackendLanguages;
}

/**
 * Libraries converge long before this many characters, and some (franc) slow down linearly with
 * length: a long document is identified from its beginning, cut at a word boundary.
 */
const SAMPLE_CHARS = 2000;

/**
 * Collapsing whitespace reads the whole text; a long document's sample comes from its beginning,
 * so only this much of it is collapsed, unless it is mostly whitespace (then the whole text is).
 */
const SAMPLE_SOURCE_CHARS = 4 * SAMPLE_CHARS;

export function sampleText(text: string): string {
  const head = text.length > SAMPLE_SOURCE_CHARS ? collapseWhitespace(text.slice(0, SAMPLE_SOURCE_CHARS)).trim() : undefined;
  // The head's collapsed form is the whole text's collapsed form up to its last character or so.
  const collapsed = head !== undefined && head.length > SAMPLE_CHARS + 1 ? head : collapseWhitespace(text).trim();
  if (collapsed.length <= SAMPLE_CHARS) return collapsed;
  const cut = collapsed.lastIndexOf(' ', SAMPLE_CHARS);
  return collapsed.slice(0, cut > SAMPLE_CHARS / 2 ? cut : SAMPLE_CHARS);
}

/**
 * The slow libraries are n-gram counters whose cost grows with length and whose answer is settled
 * after a few sentences: they read at most this many characters.
 */
const SLOW_SAMPLE_CHARS = 500;

/**
 * cld3 costs ~30 µs a call and 0.7–1.2 µs a character, the most per character of the five, and is asked
 * mostly about texts over 60 characters that the quick stage could not settle: it reads their first
 * two lines or so. Reading 120 characters instead of 500 kept the dev accuracy (decision 37).
 */
const CLD3_SAMPLE_CHARS = 120;

function shortenSample(sample: string, limit = SLOW_SAMPLE_CHARS): string {
  if (sample.length <= limit) return sample;
  const cut = sample.lastIndexOf(' ', limit);
  return sample.slice(0, cut > limit / 2 ? cut : limit);
}

/** Libraries that read the whole sample; the n-gram counters read its beginning (SLOW_SAMPLE_CHARS). */
const WHOLE_SAMPLE_READERS: readonly BackendId[] = ['fasttext', 'eld'];

/** The part of the sample a library reads: its beginning for the n-gram counters, all of it for the others. */
function selectSample(id: BackendId, sample: string, short: string): string {
  if (WHOLE_SAMPLE_READERS.includes(id)) return sample;
  return id === 'cld3' ? shortenSample(short, CLD3_SAMPLE_CHARS) : short;
}

/**
 * The ensemble reads each library's first answers only: eld and tinyld score all of their sixty
 * languages, and describing each tail language as a candidate at every stage cost more than some
 * libraries' whole answer, for scores of a few thousandths.
 */
const MAX_PREDICTIONS = 10;

function predictWith(backends: BackendSet, ids: readonly BackendId[], sample: string): BackendPredictions {
  const predictions: Partial<Record<BackendId, ReturnType<BackendSet[BackendId]['detect']>>> = {};
  const short = shortenSample(sample);
  for (const id of ids) {
    const list = backends[id].detect(selectSample(id, sample, short));
    predictions[id] = list.length > MAX_PREDICTIONS ? list.slice(0, MAX_PREDICTIONS) : list;
  }
  return predictions;
}

/** One object per set of libraries, so that what is learnt about its languages can be kept with it. */
const languagesBySet = new WeakMap<BackendSet, BackendLanguages>();

export function languagesOf(backends: BackendSet): BackendLanguages {
  let languages = languagesBySet.get(backends);
  if (!languages) {
    languages = {
      fasttext: backends.fasttext.languages,
      eld: backends.eld.languages,
      tinyld: backends.tinyld.languages,
      cld3: backends.cld3.languages,
      franc: backends.franc.languages,
    };
    languagesBySet.set(backends, languages);
  }
  return languages;
}

/**
 * Candidates from the given predictions: every language a library proposed, within the script's
 * limits. `prepared` is a text the script did not decide alone (no `forced`).
 */
export function withPredictions(
  prepared: PreparedText,
  predictions: BackendPredictions,
  languages: BackendLanguages,
  stage: Stage,
): PreparedText {
  const constraint = constrainByScript(prepared.profile);
  const candidates = buildCandidates(predictions, languages, constraint.allows, constraint.extraCandidates);
  const { sample, profile, bucket } = prepared;
  return { sample, profile, bucket, predictions, candidates, stage, languages };
}

/** Reads the script and, unless it decides alone, asks the libraries of the given stage. */
export function prepareText(text: string, backends: BackendSet, stage: Stage = 'full'): PreparedText {
  const sample = sampleText(text);
  const profile = detectScripts(sample);
  const bucket = findLengthBucket(sample);
  const base: PreparedText = { sample, profile, candidates: [], bucket, stage };
  if (profile.letters === 0) return base;
  const constraint = constrainByScript(profile);
  if (constraint.forced) return { ...base, forced: constraint.forced };
  return withPredictions(base, predictWith(backends, listStageBackends(stage, bucket), sample), languagesOf(backends), stage);
}

/** An earlier stage's text, completed with the answers of the libraries a later stage adds. */
export function extendPreparedText(prepared: PreparedText, backends: BackendSet, stage: Stage): PreparedText {
  const { predictions } = prepared;
  if (prepared.stage === stage || prepared.forced || !predictions) return prepared;
  const missing = listStageBackends(stage, prepared.bucket).filter((id) => !predictions[id]);
  return withPredictions(prepared, { ...predictions, ...predictWith(backends, missing, prepared.sample) }, languagesOf(backends), stage);
}

/**
 * franc knows over a hundred languages no other library does, and on them the others can only name
 * a neighbour: when franc puts such a language first with a score it has earned on the dev data
 * (model.exclusiveTrust) in a text long enough (MIN_TRUSTED_CHARS), its answer leads, with franc's
 * own score as the confidence.
 */
export function trustExclusiveWitness(
  ranked: RankedLanguage[],
  prepared: PreparedText,
  languages: BackendLanguages | undefined,
  minScore: number,
): RankedLanguage[] {
  const top = prepared.predictions?.[EXCLUSIVE_WITNESS]?.[0];
  if (!top || !languages || top.score < minScore || ranked[0]?.code === top.code) return ranked;
  for (const id of BACKEND_IDS) if (id !== EXCLUSIVE_WITNESS && languages[id].has(top.code)) return ranked;
  if (!ranked.some((candidate) => candidate.code === top.code)) return ranked;
  if (countCharacters(prepared.sample, MIN_TRUSTED_CHARS) < MIN_TRUSTED_CHARS) return ranked;
  const rest = ranked.filter((candidate) => candidate.code !== top.code);
  const restTotal = rest.reduce((sum, candidate) => sum + candidate.confidence, 0) || 1;
  return [
    { code: top.code, confidence: top.score },
    ...rest.map((candidate) => ({ code: candidate.code, confidence: ((1 - top.score) * candidate.confidence) / restTotal })),
  ];
}

/** Texts up to this bucket (≤ 60 characters) are short: see preferMajority. */
const SHORT_BUCKET = 1;
const MAJORITY = 3;

/**
 * On a short text, a language only one library knows does not lead against a language that most
 * libraries put first: "merci beaucoup monsieur" is French (fastText, eld and tinyld say so), not
 * the Bulu that franc, alone in knowing Bulu, prefers. The two swap places and confidences.
 */
export function preferMajority(ranked: RankedLanguage[], prepared: PreparedText): RankedLanguage[] {
  const [top] = ranked;
  const { predictions, languages } = prepared;
  if (!top || !predictions || !languages || prepared.bucket > SHORT_BUCKET) return ranked;
  let knownBy = 0;
  for (const id of BACKEND_IDS) if (languages[id].has(top.code)) knownBy++;
  if (knownBy !== 1) return ranked;
  const votes = new Map<string, number>();
  for (const id of BACKEND_IDS) {
    const first = predictions[id]?.[0]?.code;
    if (first) votes.set(first, (votes.get(first) ?? 0) + 1);
  }
  const index = ranked.findIndex((candidate) => candidate.code !== top.code && (votes.get(candidate.code) ?? 0) >= MAJORITY);
  const majority = ranked[index];
  if (index === -1 || !majority) return ranked;
  const swapped = [...ranked];
  swapped[0] = { code: majority.code, confidence: top.confidence };
  swapped[index] = { code: top.code, confidence: majority.confidence };
  return swapped;
}

/** Ranks a prepared text with its stage's weights; the eval passes cross-validated models. */
export function rankPreparedText(prepared: PreparedText, model: EnsembleModel = ENSEMBLE_MODEL): TextIdentification {
  const { profile, forced, predictions, stage, bucket } = prepared;
  if (forced) return { ranked: [{ code: forced, confidence: 1 }], profile, decidedBy: 'script' };
  const weighed = rankCandidates(prepared.candidates, model.weights[stage][bucket] ?? []);
  // franc is asked in both stages, so its exclusive languages may lead in both.
  const trusted = trustExclusiveWitness(weighed, prepared, prepared.languages, model.exclusiveTrust[bucket] ?? Infinity);
  const ranked = stage === 'full' ? preferMajority(trusted, prepared) : trusted;
  return {
    ranked,
    profile,
    decidedBy: ranked.length > 0 ? 'ensemble' : 'none',
    predictions,
    stage,
    minReliableConfidence: model.reliable[stage][bucket] ?? 1,
  };
}

/**
 * The cascade: each stage answers alone when it is sure enough (the quick stage: most texts of
 * widely used languages), or so unsure that more libraries would not help (EnsembleModel.acceptBelow);
 * otherwise the next stage asks more libraries. `viewOf` gives the text as a stage sees it (asking
 * that stage's libraries on first use); the fit starts later stages alone.
 */
export function identifyPreparedText(
  viewOf: (stage: Stage) => PreparedText,
  model: EnsembleModel = ENSEMBLE_MODEL,
  start: Stage = 'quick',
): TextIdentification {
  let stage = start;
  for (;;) {
    const prepared = viewOf(stage);
    const identification = rankPreparedText(prepared, model);
    const next = findNextStage(stage);
    if (identification.decidedBy !== 'ensemble' || !next) return identification;
    const confidence = identification.ranked[0]?.confidence ?? 0;
    if (confidence >= (model.accept[stage as GatedStage][prepared.bucket] ?? Infinity)) return identification;
    if (confidence < (model.acceptBelow[stage as GatedStage][prepared.bucket] ?? 0)) return identification;
    stage = next;
  }
}

export interface IdentifyOptions {
  /** Ask every library even when an earlier stage decided, so that all five votes can be shown. */
  allVotes?: boolean;
}

export function identifyText(text: string, backends: BackendSet, options: IdentifyOptions = {}): TextIdentification {
  let latest = prepareText(text, backends, 'quick');
  const viewOf = (stage: Stage): PreparedText => (latest = extendPreparedText(latest, backends, stage));
  const identification = identifyPreparedText(viewOf);
  if (options.allVotes && identification.stage !== 'full') return { ...identification, predictions: viewOf('full').predictions };
  return identification;
}
