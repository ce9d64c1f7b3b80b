import { LENGTH_BUCKET_COUNT, LENGTH_BUCKET_LIMITS } from '../../src/tools/detect-language/ensemble-features';
import { type EnsembleModel, findNextStage, type GatedStage, RELIABLE_PRECISION, type Stage, STAGES } from '../../src/tools/detect-language/ensemble-model';
import { identifyPreparedText, rankPreparedText } from '../../src/tools/detect-language/identify-text';
import { EXCLUSIVE_WITNESS, MIN_TRUSTED_CHARS } from '../../src/tools/detect-language/ensemble-model';
import { judgeReliability } from '../../src/tools/detect-language/judge-reliability';
import type { PreparedRecord } from './prepare-records';

/**
 * Each gate of the cascade may lose at most this share of a source's records in a length bucket
 * against the stages after it: "as accurate as the full ensemble", with room for a tie broken
 * otherwise. The gates add up, so each gets its part of the 0.2 points the cascade may lose.
 */
export const GATE_TOLERANCE: Readonly<Record<GatedStage, number>> = { quick: 0.001, middle: 0.001 };
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

/**
 * Per length bucket, the lowest confidence of `stage` from which its answer may stand alone while
 * every source stays within `tolerance` of the accuracy of the stages after it (with their gates).
 */
function fitStageGate(records: readonly PreparedRecord[], model: EnsembleModel, stage: GatedStage, tolerance: number): number[] {
  return Array.from({ length: LENGTH_BUCKET_COUNT }, (_, bucket) => {
    const rows: GateRow[] = [];
    const sizes = new Map<string, number>();
    for (const item of records) {
      const prepared = item[stage];
      if (prepared.bucket !== bucket || prepared.forced || prepared.candidates.length === 0) continue;
      const alone = rankPreparedText(prepared, model).ranked[0];
      const later = identifyPreparedText((each) => item[each], model, findNextStage(stage) ?? 'full').ranked[0];
      const right = (code: string | undefined): number => (code === item.record.gold ? 1 : 0);
      rows.push({ source: item.record.source, confidence: alone?.confidence ?? 0, gain: right(alone?.code) - right(later?.code) });
      sizes.set(item.record.source, (sizes.get(item.record.source) ?? 0) + 1);
    }
    rows.sort((a, b) => b.confidence - a.confidence);
    const gains = new Map<string, number>();
    let best = Infinity;
    rows.forEach((row, index) => {
      gains.set(row.source, (gains.get(row.source) ?? 0) + row.gain);
      // Only between distinct confidences: a threshold accepts every row of a tie or none.
      if (rows[index + 1]?.confidence === row.confidence) return;
      const withinTolerance = [...sizes].every(([source, size]) => (gains.get(source) ?? 0) >= -tolerance * size);
      if (withinTolerance) best = row.confidence;
    });
    return best;
  });
}

/**
 * The gates, fitted from the last to the first: each stage is compared with the cascade after it,
 * whose own gates are already fitted.
 */
export function fitStageGates(
  records: readonly PreparedRecord[],
  model: EnsembleModel,
  tolerance = GATE_TOLERANCE,
): Record<GatedStage, readonly number[]> {
  let fitted = model;
  for (const stage of [...STAGES].reverse()) {
    if (stage === 'full') continue;
    fitted = { ...fitted, accept: { ...fitted.accept, [stage]: fitStageGate(records, fitted, stage, tolerance[stage]) } };
  }
  return { ...fitted.accept };
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
