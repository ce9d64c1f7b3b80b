import type { BackendId } from './backends/backend-types';

/**
 * The cascade's stages, cheapest first. Each asks the libraries of the stages before it plus its
 * own (STAGE_LAYOUTS); a stage's answer stands when its confidence reaches the gate fitted for it
 * (EnsembleModel.accept), otherwise the next stage asks more libraries.
 */
export const STAGES = ['quick', 'middle', 'full'] as const;
export type Stage = (typeof STAGES)[number];
/** Stages that may hand a text on to the next one. */
export type GatedStage = Exclude<Stage, 'full'>;

type StageLayout = Readonly<Record<Stage, readonly BackendId[]>>;

/**
 * What each stage adds. quick: fastText and franc, which between them know most written languages,
 * fastText the widely used ones and franc the long tail. Then, on short texts, eld: the cheapest of
 * the other three there and the best on short texts; on longer ones, cld3: eld settled almost none
 * of the texts the quick stage was unsure of, cld3 a fifth (dev, cross-validated). The last stage
 * asks the remaining two.
 */
const SHORT_TEXT_LAYOUT: StageLayout = { quick: ['fasttext', 'franc'], middle: ['eld'], full: ['tinyld', 'cld3'] };
const LONG_TEXT_LAYOUT: StageLayout = { quick: ['fasttext', 'franc'], middle: ['cld3'], full: ['eld', 'tinyld'] };

/** The layout per length bucket (ensemble-features.ts LENGTH_BUCKET_LIMITS: ≤ 20, ≤ 60, ≤ 200, longer). */
export const STAGE_LAYOUTS: readonly StageLayout[] = [SHORT_TEXT_LAYOUT, SHORT_TEXT_LAYOUT, LONG_TEXT_LAYOUT, LONG_TEXT_LAYOUT];

type StageBackends = Readonly<Record<Stage, readonly BackendId[]>>;

/** Each stage's libraries and those of the stages before it, listed once (asked for at every stage of every text). */
function accumulateStages(layout: StageLayout): StageBackends {
  return Object.fromEntries(STAGES.map((stage, index) => [stage, STAGES.slice(0, index + 1).flatMap((each) => layout[each])])) as Record<Stage, BackendId[]>;
}

const STAGE_BACKENDS = STAGE_LAYOUTS.map(accumulateStages);
const LONG_TEXT_BACKENDS = accumulateStages(LONG_TEXT_LAYOUT);

/** The libraries a stage asks for a text of this length bucket: its own and those of the stages before it. */
export function listStageBackends(stage: Stage, bucket: number): readonly BackendId[] {
  return (STAGE_BACKENDS[bucket] ?? LONG_TEXT_BACKENDS)[stage];
}

/** The stage after this one, undefined after the last. */
export function findNextStage(stage: Stage): Stage | undefined {
  return STAGES[STAGES.indexOf(stage) + 1];
}

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
 * Everything the ensemble learned from the dev data (src/tools/detect-language/eval/tune-ensemble.ts), one entry per
 * text-length bucket (ensemble-features.ts LENGTH_BUCKET_LIMITS):
 * - the weights of each stage (over the features of the libraries that stage asks);
 * - per stage but the last, the confidence at which its answer stands without asking more
 *   libraries, chosen so that the cascade is as accurate as the full ensemble on the dev data;
 * - per stage but the last, the confidence below which its answer stands too (0: never): on texts
 *   that unsure, the later libraries turned as many wrong answers right as right ones wrong on the
 *   dev data, mostly texts in languages none of them knows, so asking them is work for nothing;
 * - the score from which franc's answer leads when only franc knows that language (Infinity: never);
 * - per stage, the confidence from which an answer is marked reliable, chosen so that answers
 *   marked reliable are right at least RELIABLE_PRECISION of the time on the dev data.
 */
export interface EnsembleModel {
  weights: Readonly<Record<Stage, ReadonlyArray<readonly number[]>>>;
  accept: Readonly<Record<GatedStage, readonly number[]>>;
  acceptBelow: Readonly<Record<GatedStage, readonly number[]>>;
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
