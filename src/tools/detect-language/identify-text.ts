import type { BackendSet } from './backends/load-backends';
import { detectScripts, type ScriptProfile } from './detect-script';
import {
  type BackendLanguages,
  type BackendPredictions,
  buildCandidates,
  type Candidate,
  findLengthBucket,
} from './ensemble-features';
import { ENSEMBLE_WEIGHTS } from './ensemble-weights';
import { type RankedLanguage, rankCandidates } from './rank-candidates';
import { constrainByScript } from './script-rules';

export interface TextIdentification {
  /** Best first; empty when nothing could be said. */
  ranked: RankedLanguage[];
  profile: ScriptProfile;
  decidedBy: 'script' | 'ensemble' | 'none';
  /** Each library's own answer, for explanations (absent when the script decided). */
  predictions?: BackendPredictions;
}

/** Everything the ensemble needs to rank a text's candidates, before any weights are applied. */
export interface PreparedText {
  profile: ScriptProfile;
  /** Set when the script alone decides. */
  forced?: string;
  predictions?: BackendPredictions;
  candidates: Candidate[];
  bucket: number;
}

/**
 * Libraries converge long before this many characters, and some (franc) slow down linearly with
 * length: a long document is identified from its beginning, cut at a word boundary.
 */
const SAMPLE_CHARS = 2000;

export function sampleText(text: string): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= SAMPLE_CHARS) return collapsed;
  const cut = collapsed.lastIndexOf(' ', SAMPLE_CHARS);
  return collapsed.slice(0, cut > SAMPLE_CHARS / 2 ? cut : SAMPLE_CHARS);
}

export function predictWithAll(backends: BackendSet, sample: string): BackendPredictions {
  return {
    fasttext: backends.fasttext.detect(sample),
    eld: backends.eld.detect(sample),
    tinyld: backends.tinyld.detect(sample),
    cld3: backends.cld3.detect(sample),
    franc: backends.franc.detect(sample),
  };
}

export function languagesOf(backends: BackendSet): BackendLanguages {
  return {
    fasttext: backends.fasttext.languages,
    eld: backends.eld.languages,
    tinyld: backends.tinyld.languages,
    cld3: backends.cld3.languages,
    franc: backends.franc.languages,
  };
}

export function prepareText(text: string, backends: BackendSet): PreparedText {
  const sample = sampleText(text);
  const profile = detectScripts(sample);
  const bucket = findLengthBucket(sample);
  if (profile.letters === 0) return { profile, candidates: [], bucket };
  const constraint = constrainByScript(profile);
  if (constraint.forced) return { profile, forced: constraint.forced, candidates: [], bucket };
  const predictions = predictWithAll(backends, sample);
  const candidates = buildCandidates(predictions, languagesOf(backends), constraint.allows, constraint.extraCandidates);
  return { profile, predictions, candidates, bucket };
}

/** Ranks a prepared text; `weights` defaults to the fitted ones (the eval passes cross-validated ones). */
export function rankPreparedText(
  prepared: PreparedText,
  weights: ReadonlyArray<readonly number[]> = ENSEMBLE_WEIGHTS,
): TextIdentification {
  const { profile, forced, predictions } = prepared;
  if (forced) return { ranked: [{ code: forced, confidence: 1 }], profile, decidedBy: 'script' };
  const ranked = rankCandidates(prepared.candidates, weights[prepared.bucket] ?? []);
  return { ranked, profile, decidedBy: ranked.length > 0 ? 'ensemble' : 'none', predictions };
}

export function identifyText(text: string, backends: BackendSet): TextIdentification {
  return rankPreparedText(prepareText(text, backends));
}
