/**
 * How likely a tagged field is to be wrong, from what the tagger knew when it read it. A logistic
 * model over the field's evidence (its weakest token's marginal probability, its max-marginal margin,
 * its length, and whether anything anchors it), fitted on out-of-fold readings
 * (training/fit-uncertainty-calibration.ts), so "uncertain" can mean "more likely wrong than the
 * threshold says" rather than "the score was close".
 */

export interface FieldEvidence {
  /** The smallest marginal probability of the decoded label among the field's tokens and its neighbours. */
  probability: number;
  /** The smallest max-marginal margin among the same tokens. */
  margin: number;
  /** How many tokens the field has. */
  tokens: number;
  /** The mean marginal probability over the field's own tokens. */
  meanProbability: number;
  /** The tagger gave the field's label to more than one separate run of tokens (only the first is read). */
  split: boolean;
  /** A name after the title with no volume, pages or place to say what kind of name it is. */
  unanchored: boolean;
  /** The value has a shape the field seldom has (field-shape-doubts.ts); absent in calibrations before 2026-11-29 round 3. */
  doubtfulShape?: boolean;
  /** A reading rule relabelled some of the field's tokens (read-tagged-fields.ts); absent in calibrations before 2026-11-30. */
  ruled?: boolean;
}

export interface UncertaintyCalibration {
  /** The tagger's scores are divided by this before the marginals are taken. */
  temperature: number;
  /** A field is flagged when its chance of being wrong is at least this. */
  threshold: number;
  /** Weights per field, where out-of-fold readings had enough of its mistakes to fit them. */
  fields: Record<string, number[]>;
  /** Weights for every other field. */
  shared: number[];
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

const logOdds = (probability: number) => {
  const p = clamp(probability, 1e-6, 1 - 1e-6);
  return Math.log(p / (1 - p)) / 5;
};

/**
 * The evidence as the calibration's inputs: a constant, the weakest and the mean probability's
 * log-odds, the margin, the length, the anchor, a split, a doubtful shape, a rule's relabelling. A
 * calibration fitted before an input existed has no weight for it, which reads as 0.
 */
export function describeFieldEvidence(evidence: FieldEvidence): number[] {
  return [1, logOdds(evidence.probability), clamp(evidence.margin, 0, 20) / 10, Math.log(1 + evidence.tokens), evidence.unanchored ? 1 : 0, logOdds(evidence.meanProbability), evidence.split ? 1 : 0, evidence.doubtfulShape ? 1 : 0, evidence.ruled ? 1 : 0];
}

export function estimateWrongChance(calibration: UncertaintyCalibration, field: string, evidence: FieldEvidence): number {
  const weights = calibration.fields[field] ?? calibration.shared;
  const inputs = describeFieldEvidence(evidence);
  const score = inputs.reduce((sum, input, k) => sum + input * (weights[k] ?? 0), 0);
  return 1 / (1 + Math.exp(-score));
}
