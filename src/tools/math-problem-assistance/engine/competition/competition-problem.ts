import type { MathNode } from 'mathjs';
import type { MathStep } from '../../contract';
import type { MathProblem, MethodResult, Relation } from '../problem';

/**
 * What to do with the solutions of the conditions: `agree` asks for the one value every solution gives
 * (refused when they differ); the others combine the solutions' values, or pick one of them.
 */
export type Combine = 'agree' | 'sum' | 'product' | 'largest' | 'smallest' | 'positive' | 'negative' | 'difference' | 'only';

/**
 * A competition question: solve the conditions (equations, with inequalities that pick among the
 * solutions), then work out the asked expression — one value, or a point (x, y) when two are asked.
 */
export interface CompetitionProblem {
  conditions: Relation[];
  asked: MathNode[];
  combine: Combine;
  source: string;
  /** The question asked for f⁻¹(value): read as the unknown with f(unknown) = value, a real number. */
  inverse?: { name: string; value: MathNode; unknown: string };
  /** How a reader that worked the asked expression out from a formula (vertex, n-th term) got it: shown as a step. */
  explain?: { rule: string; explanation: string };
  /**
   * The reader's own check of the final values against the problem as typed, by another route than the
   * formula (the expression's values around a minimum, every given term of a sequence): false withholds the answer.
   */
  check?: (values: number[]) => boolean;
}

/** One problem solved by the engine's methods, its steps already verified. */
export interface StageOutcome {
  result: MethodResult;
  steps: MathStep[];
}

/** How the competition solver reaches the engine's methods (solve-problem.ts passes its own). */
export type RunStage = (problem: MathProblem) => StageOutcome | null;
