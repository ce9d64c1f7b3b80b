import { BACKEND_IDS, type BackendId } from './backends/backend-types';

/**
 * Libraries the quick stage asks: the two fastest (franc through its trigram index), and between
 * them they know most written languages: fastText the widely used ones, franc the long tail.
 */
export const QUICK_BACKENDS: readonly BackendId[] = ['fasttext', 'franc'];
/** The libraries asked only when the quick stage is not sure. */
export const SLOW_BACKENDS: readonly BackendId[] = BACKEND_IDS.filter((id) => !QUICK_BACKENDS.includes(id));

export type Stage = 'quick' | 'full';

/** The library with a long tail of languages no other library knows (identify-text.ts trustExclusiveWitness). */
export const EXCLUSIVE_WITNESS: BackendId = 'franc';

/**
 * franc's exclusive answer may lead only on texts at least this long (characters). Shorter texts
 * favour widely used languages ("merci beaucoup monsieur" stays French, not Bulu); from about two
 * lines of a declaration on, franc names the rare language better than the others' neighbours
 * (dev, 21–60 characters: trusting franc from 40 gains UDHR texts and costs almost no tatoeba ones).
 */
export const MIN_TRUSTED_CHARS = 40;

/**
 * Everything the ensemble learned from the dev data (eval/language/tune-ensemble.ts), one entry per
 * text-length bucket (ensemble-features.ts LENGTH_BUCKET_LIMITS):
 * - weights of the quick stage (QUICK_BACKENDS only) and of the full ensemble (all five libraries);
 * - the quick stage's confidence at which its answer stands without asking the slow libraries,
 *   chosen so that the cascade is as accurate as the full ensemble on the dev data;
 * - the score from which franc's answer leads when only franc knows that language (Infinity: never);
 * - per stage, the confidence from which an answer is marked reliable, chosen so that answers
 *   marked reliable are right at least RELIABLE_PRECISION of the time on the dev data.
 */
export interface EnsembleModel {
  quick: ReadonlyArray<readonly number[]>;
  full: ReadonlyArray<readonly number[]>;
  quickAccept: readonly number[];
  exclusiveTrust: readonly number[];
  reliable: Readonly<Record<Stage, readonly number[]>>;
}

/** What "reliable" promises: right at least this often on the dev data. */
export const RELIABLE_PRECISION = 0.98;

/**
 * Weight of the speaker prior (log10 of speakers in millions, language-speakers.ts) per length
 * bucket: set, not fitted. The dev data holds as many texts of Bulu as of French, so a fit learns
 * that popularity says nothing; the texts users send are mostly in widely used languages. The
 * weight fades with length, where the text's own evidence outweighs any prior.
 */
export const SPEAKER_PRIOR_WEIGHTS: readonly number[] = [0.5, 0.3, 0.1, 0];
