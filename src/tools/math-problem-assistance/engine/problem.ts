import type { MathNode } from 'mathjs';
import type { MathTask } from '../contract';

/** `lhs op rhs`: an equation or an inequality. */
export interface Relation {
  lhs: MathNode;
  op: '=' | '<' | '<=' | '>' | '>=';
  rhs: MathNode;
}

/** What the reader made of the student's problem; every method takes one of these. */
export type MathTarget =
  | { kind: 'expression'; node: MathNode }
  | { kind: 'relation'; relation: Relation }
  | { kind: 'system'; relations: Relation[] }
  /** ∫ node d(variable), definite when both bounds are given. */
  | { kind: 'integral'; node: MathNode; lower?: MathNode; upper?: MathNode }
  /** lim (variable → point) node; direction for one-sided limits. */
  | { kind: 'limit'; node: MathNode; point: MathNode; direction?: 'left' | 'right' };

/** An interval of the number line, its ends included or not. */
export interface Domain {
  lower: MathNode;
  upper: MathNode;
  closedLower: boolean;
  closedUpper: boolean;
}

export interface MathProblem {
  task: Exclude<MathTask, 'word_problem'>;
  /** The variable to solve for / differentiate by (for systems: the first; see `variables`). */
  variable: string;
  /** Every free variable, in the order a student would name them (x, y, z…). */
  variables: string[];
  target: MathTarget;
  /** The problem as read, for messages. */
  source: string;
  /** Equations: the interval the solutions are wanted in ("for 0 ≤ x < 2π"); absent for every real number. */
  domain?: Domain;
  /** Derivatives: 2 for a second derivative (d^2/dx^2); absent for the first. */
  order?: 2;
  /** Angles in degrees: the interval was given in degrees, and the relation's trig calls read sin(x·π/180). */
  angleUnit?: 'degree';
  /** The method the student asked for by name ("by completing the square"); shown first when it applies. */
  askedMethod?: string;
  /** A system whose words ask for one of its unknowns ("…, find y"): the answer gives that one, the steps all. */
  askedUnknown?: string;
  /** A condition typed after an expression ("x ≥ 0"): taken as given, and said so with the answer. */
  assumption?: string;
}

/** A step before verification: the verifier fills in `verified`. */
export interface StepDraft {
  rule: string;
  explanation: string;
  /** The whole state after the step. */
  state: MathState;
}

/**
 * What a step shows: an expression, a relation, several relations (a system) or a list of alternatives (x = 2 or x = 3).
 *
 * Step notation (verify-steps.ts checks it; math-text.ts prints it as text and LaTeX): a state may hold
 * unevaluated calculus as function calls, all in the problem's own variable (a u-substitution shows its
 * u only in the explanation):
 * - `derivative(u, x)`: d/dx u. Derivative tasks start at derivative(f, x); each state must have the same
 *   value as the true derivative (e.g. `derivative(x^2, x)*sin(x) + x^2*derivative(sin(x), x)`).
 * - `integral(g, x)`: ∫ g dx. Indefinite integral tasks start at integral(f, x); each state must have the
 *   same derivative as f (antiderivatives are equal up to a constant; leave "+ C" to `plusConstant`), e.g.
 *   `x*e^x - integral(e^x, x)` for integration by parts.
 * - `integral(g, x, a, b)`: the definite integral; `between(F, x, a, b)`: F(b) - F(a), written [F] from a
 *   to b. Definite integral states must keep the same value.
 * - `limit(g, x, a)`, one-sided `limit(g, x, a, left)` / `limit(g, x, a, right)`, a may be `Infinity`:
 *   limit states must keep the same value (±∞ included); an algebra step under the same lim is checked as
 *   an identity of the insides.
 * A system's states list every equation of the system (`y = 13 - x, x*(13 - x) = 24`), never one alone.
 */
export type MathState =
  | { kind: 'expression'; node: MathNode }
  | { kind: 'relation'; relation: Relation }
  | { kind: 'relations'; relations: Relation[]; join: 'and' | 'or' }
  /** An inequality's answer that is a union with a bounded piece: -2 < x < 0 or x > 2 (each piece's relations all hold). */
  | { kind: 'union'; pieces: Relation[][] };

/** What a method returns: its steps from the problem to the answer, and the answer. */
export interface MethodResult {
  method: string;
  steps: StepDraft[];
  /** The final state, e.g. `x = 2 or x = 3`, `(x-2)*(x-3)`, `2*x*sin(x) + x^2*cos(x)`. */
  answer: MathState;
  /** Equations and systems: each solution as variable → ASCII value; [] when there is none. */
  solutions?: Array<Record<string, string>>;
  /** An antiderivative: the answer gets "+ C". */
  plusConstant?: boolean;
  /** Shown with the answer, e.g. "Steps are not available for this kind of integral." */
  note?: string;
  /** The problem as this method read it, when it kept more than the reader's tree (every digit of a long number). */
  reading?: MathState;
  /** A second derivative: its first `firstSteps` steps work out f′, the rest d/dx of `firstDerivative`. */
  secondOrderFrom?: { firstSteps: number; firstDerivative: MathProblem };
  /** The first `steps` steps work on another problem (the equation in radians for one asked in degrees) and are checked against it. */
  stepsOf?: { steps: number; problem: MathProblem };
  /** The answer as shown, when the state cannot carry its unit (angles in degrees: θ = 60°); checks still use `answer`. */
  shownAs?: { text: string; latex: string };
}

/**
 * A method: returns null when the problem is not of its kind (the next method is tried), throws
 * nothing for ordinary problems. Methods are pure and deterministic.
 */
export type MathMethod = (problem: MathProblem) => MethodResult | null;
