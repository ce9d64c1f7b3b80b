import { LENGTH_BUCKET_COUNT, LENGTH_BUCKET_LIMITS } from '../engine/ensemble-features';
import { type EnsembleModel, findNextStage, type GatedStage, RELIABLE_PRECISION, type Stage, STAGES } from '../engine/ensemble-model';
import { identifyPreparedText, rankPreparedText } from '../engine/identify-text';
import { EXCLUSIVE_WITNESS, MIN_TRUSTED_CHARS } from '../engine/ensemble-model';
import { judgeReliability } from '../engine/judge-reliability';
import type { PreparedRecord } from './prepare-records';

/**
 * Each gate of the cascade may lose at most this share of a source's records in a length bucket
 * against the stages after it: "as accurate as the full ensemble", with room for a tie broken
 * otherwise. The gates add up, so each gets its part of the 0.2 points the cascade may lose.
 */
export const GATE_TOLERANCE: Readonly<Record<GatedStage, number>> = { quick: 0.001, middle: 0.001 };
/**
 * The lower gates (EnsembleModel.acceptBelow) get no part of that: on the texts they let answer
 * early, no source may end with fewer right answers than the later stages gave it.
 */
const LOWER_GATE_TOLERANCE = 0;
/**
 * Only the middle stage has a lower gate, and only on texts over 60 characters (length buckets from
 * this one), where the last stage adds eld and tinyld after cld3: there they changed as many unsure
 * answers for the worse as for the better (dev). Elsewhere the later libraries set unsure answers
 * right far more often than wrong; lower gates fitted there anyway caught a few texts in sample and
 * lost short ones out of fold (tatoeba ≤ 20 characters: -0.4 to -0.6 point, cross-validated).
 */
const FIRST_LOWER_GATED_BUCKET = 2;
const LOWER_GATED_STAGE: GatedStage = 'middle';
/**
 * Thresholds are fitted on the records the weights were fitted on, where the ensemble is a little
 * over-confident: aiming higher than the promise keeps the promise on unseen records.
 */
const RELIABLE_TARGET = RELIABLE_PRECISION + 0.01;
/** Fewer answers than this cannot show a precision of 99%: no threshold, nothing reliable. */
const MIN_RELIABLE_ANSWERS = 30;

interface GateRow {
  source: string;
  confidence: number;
  gain: number;
}

interface GateRows {
  /** The stage's texts of one length bucket: its answer's confidence and what standing alone gains. */
  rows: GateRow[];
  /** Texts per source in that bucket, to scale the tolerance. */
  sizes: Map<string, number>;
}

/** Per length bucket, each text's confidence at `stage` and the gain of answering there instead of going on. */
function collectGateRows(records: readonly PreparedRecord[], model: EnsembleModel, stage: GatedStage): GateRows[] {
  const buckets = Array.from({ length: LENGTH_BUCKET_COUNT }, (): GateRows => ({ rows: [], sizes: new Map() }));
  for (const item of records) {
    const prepared = item[stage];
    const bucket = buckets[prepared.bucket];
    if (!bucket || prepared.forced || prepared.candidates.length === 0) continue;
    const alone = rankPreparedText(prepared, model).ranked[0];
    const later = identifyPreparedText((each) => item[each], model, findNextStage(stage) ?? 'full').ranked[0];
    const right = (code: string | undefined): number => (code === item.record.gold ? 1 : 0);
    bucket.rows.push({ source: item.record.source, confidence: alone?.confidence ?? 0, gain: right(alone?.code) - right(later?.code) });
    bucket.sizes.set(item.record.source, (bucket.sizes.get(item.record.source) ?? 0) + 1);
  }
  return buckets;
}

/**
 * The threshold that lets the stage answer alone for the longest run of `rows` (in the order given)
 * while every source stays within `tolerance` of the accuracy of the stages after it; `thresholdAfter`
 * gives the threshold that accepts the rows up to an index, `none` the one that accepts nothing.
 */
function fitGate({ rows, sizes }: GateRows, tolerance: number, none: number, thresholdAfter: (index: number) => number): number {
  const gains = new Map<string, number>();
  let best = none;
  rows.forEach((row, index) => {
    gains.set(row.source, (gains.get(row.source) ?? 0) + row.gain);
    // Only between distinct confidences: a threshold accepts every row of a tie or none.
    if (rows[index + 1]?.confidence === row.confidence) return;
    const withinTolerance = [...sizes].every(([source, size]) => (gains.get(source) ?? 0) >= -tolerance * size);
    if (withinTolerance) best = thresholdAfter(index);
  });
  return best;
}

/**
 * Per length bucket, the lowest confidence of `stage` from which its answer may stand alone while
 * every source stays within `tolerance` of the accuracy of the stages after it (with their gates).
 */
function fitUpperGate(bucket: GateRows, tolerance: number): number {
  const rows = [...bucket.rows].sort((a, b) => b.confidence - a.confidence);
  return fitGate({ rows, sizes: bucket.sizes }, tolerance, Infinity, (index) => rows[index]?.confidence ?? Infinity);
}

/**
 * The confidence below which the stage's answer stands as well: the texts under it, least sure
 * first, lose no source any accuracy against the stages after it (LOWER_GATE_TOLERANCE). Only the
 * texts the upper gate sends on count, and the result never passes that gate.
 */
function fitLowerGate(bucket: GateRows, upper: number): number {
  const rows = bucket.rows.filter((row) => row.confidence < upper).sort((a, b) => a.confidence - b.confidence);
  return fitGate({ rows, sizes: bucket.sizes }, LOWER_GATE_TOLERANCE, 0, (index) => rows[index + 1]?.confidence ?? upper);
}

export type StageGates = Pick<EnsembleModel, 'accept' | 'acceptBelow'>;

/**
 * The gates, fitted from the last stage to the first: each stage is compared with the cascade after
 * it, whose own gates are already fitted.
 */
export function fitStageGates(records: readonly PreparedRecord[], model: EnsembleModel, tolerance = GATE_TOLERANCE): StageGates {
  let fitted = model;
  for (const stage of [...STAGES].reverse()) {
    if (stage === 'full') continue;
    const buckets = collectGateRows(records, fitted, stage);
    const upper = buckets.map((bucket) => fitUpperGate(bucket, tolerance[stage]));
    const lower = buckets.map((bucket, index) =>
      stage === LOWER_GATED_STAGE && index >= FIRST_LOWER_GATED_BUCKET ? fitLowerGate(bucket, upper[index] ?? Infinity) : 0,
    );
    fitted = { ...fitted, accept: { ...fitted.accept, [stage]: upper }, acceptBelow: { ...fitted.acceptBelow, [stage]: lower } };
  }
  return { accept: fitted.accept, acceptBelow: fitted.acceptBelow };
}

/**
 * Per stage and length bucket, the lowest confidence from which the answers given by that stage
 * are right at least RELIABLE_TARGET of the time, on texts of the languages the engine can answer.
 * The dev data holds a third of its texts in languages no library knows (the UDHR's long tail);
 * counting them would make nothing shorter than a paragraph reliable, even plain French, for the
 * sake of texts users rarely send. The eval prints the precision on all records as well.
 */
export function fitReliableThresholds(records: readonly PreparedRecord[], model: EnsembleModel): Record<Stage, number[]> {
  const groups = new Map<string, Array<{ confidence: number; right: boolean }>>();
  for (const item of records) {
    if (!item.covered) continue;
    const identification = identifyPreparedText((stage) => item[stage], model);
    const best = identification.ranked[0];
    if (identification.decidedBy !== 'ensemble' || !best || !identification.stage) continue;
    if (!judgeReliability(identification.profile, best.confidence, 0)) continue;
    const key = `${identification.stage}/${item.quick.bucket}`;
    groups.set(key, [...(groups.get(key) ?? []), { confidence: best.confidence, right: best.code === item.record.gold }]);
  }
  const fit = (stage: Stage): number[] =>
    Array.from({ length: LENGTH_BUCKET_COUNT }, (_, bucket) => {
      const rows = (groups.get(`${stage}/${bucket}`) ?? []).sort((a, b) => b.confidence - a.confidence);
      let right = 0;
      let threshold = Infinity;
      rows.forEach((row, index) => {
        if (row.right) right++;
        if (rows[index + 1]?.confidence === row.confidence) return;
        if (index + 1 >= MIN_RELIABLE_ANSWERS && right / (index + 1) >= RELIABLE_TARGET) threshold = row.confidence;
      });
      return threshold;
    });
  return Object.fromEntries(STAGES.map((stage) => [stage, fit(stage)])) as Record<Stage, number[]>;
}

/**
 * Per length bucket, franc's score from which its answer leads when only franc knows that language:
 * the lowest score that gains the most right answers over the weighted ensemble on the fitting data
 * (Infinity where trusting franc gains nothing).
 */
export function fitExclusiveTrust(records: readonly PreparedRecord[], model: EnsembleModel): number[] {
  // Short texts favour widely used languages: "merci beaucoup monsieur" stays French even though
  // franc, alone in knowing Bulu, is sure of it (trustExclusiveWitness ignores shorter texts).
  const minBucket = LENGTH_BUCKET_LIMITS.findIndex((limit) => limit >= MIN_TRUSTED_CHARS);
  const noTrust = { ...model, exclusiveTrust: model.exclusiveTrust.map(() => Infinity) };
  const trustAll = { ...model, exclusiveTrust: model.exclusiveTrust.map(() => 0) };
  return Array.from({ length: LENGTH_BUCKET_COUNT }, (_, bucket) => {
    if (bucket < minBucket) return Infinity;
    const rows: Array<{ score: number; gain: number }> = [];
    for (const item of records) {
      if (item.full.bucket !== bucket || item.full.forced) continue;
      const before = rankPreparedText(item.full, noTrust).ranked[0]?.code;
      const after = rankPreparedText(item.full, trustAll).ranked[0]?.code;
      if (before === after) continue;
      const score = item.full.predictions?.[EXCLUSIVE_WITNESS]?.[0]?.score ?? 0;
      rows.push({ score, gain: (after === item.record.gold ? 1 : 0) - (before === item.record.gold ? 1 : 0) });
    }
    rows.sort((a, b) => b.score - a.score);
    let gain = 0;
    let bestGain = 0;
    let best = Infinity;
    rows.forEach((row, index) => {
      gain += row.gain;
      if (rows[index + 1]?.score === row.score) return;
      // At equal gain the lower score wins: the texts it adds are ties between franc and the
      // ensemble, and franc is the better witness of the languages only it knows.
      if (gain > 0 && gain >= bestGain) {
        bestGain = gain;
        best = row.score;
      }
    });
    return best;
  });
}
