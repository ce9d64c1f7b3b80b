import { parse } from 'mathjs';
import { calculationReading, type SetUpStep } from '../build-reading';
import { checkWordSteps, finalValues } from '../check-word-steps';
import { solveSetup, type Setup } from '../read-school-problem';
import { evaluateCalculation } from '../solve-setup';
import type { EmbeddedReading } from '../word-problem-outcome';

// The second route every reader of this round takes before an answer is shown. A set-up is solved exactly
// (solve-setup.ts); then the values found are put back into each equation as read (checkWordSteps), and
// into the story's own facts as the reader states them apart from the equations (`check`: shares that add
// up to the total, a mean worked out again from the scores, the change counted in cents). Any that fails,
// and the reading is refused rather than shown.

const TOLERANCE = 1e-9;

/** Whether two numbers agree to nine significant places. */
export function agrees(a: number, b: number): boolean {
  return Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Every letter's value once the set-up is solved: the last state's, with earlier states filling in the rest. */
function solvedValues(reading: EmbeddedReading): Record<string, number> | null {
  const scope: Record<string, number> = {};
  for (const step of [...reading.steps].reverse()) {
    if (step.state.kind === 'expression') continue;
    const values = finalValues(step.state);
    for (const [name, value] of Object.entries(values?.scope ?? {})) if (!(name in scope)) scope[name] = value;
  }
  return Object.keys(scope).length ? scope : null;
}

/** A set-up solved, put back into its equations, and checked against the story's facts; null if any fails. */
export function solveChecked(setup: Setup, check: (values: Record<string, number>) => boolean): EmbeddedReading | null {
  const reading = solveSetup(setup);
  if (!reading || !checkWordSteps(reading.steps).every(Boolean)) return null;
  const values = solvedValues(reading);
  if (!values || !(setup.unknown in values) || !check(values)) return null;
  return reading;
}

/**
 * A calculation worked out exactly, shown only when it agrees with `expected`, the same quantity the reader
 * worked out another way (in floating point, step by step as the story tells it).
 */
export function calculationChecked(expression: string, setUp: SetUpStep, meaning: string, expected: number): EmbeddedReading | null {
  const reading = calculationReading(expression, setUp, meaning);
  if (!reading || !checkWordSteps(reading.steps).every(Boolean)) return null;
  let value: number;
  try {
    value = Number(parse(reading.answer).evaluate());
  } catch {
    return null;
  }
  return agrees(value, expected) ? reading : null;
}

/**
 * A calculation that is not rational (π, a square root), worked out to ten decimals; only for a story that asks
 * for the answer rounded, which round-reading.ts then does as a step of its own. Shown only when it agrees with
 * `expected`, worked out another way.
 */
export function approximateChecked(expression: string, setUp: SetUpStep, meaning: string, expected: number): EmbeddedReading | null {
  let node;
  try {
    node = parse(expression);
  } catch {
    return null;
  }
  const solved = evaluateCalculation(node, setUp);
  if ('error' in solved || !checkWordSteps(solved.steps).every(Boolean) || !agrees(solved.value, expected)) return null;
  return { setup: { kind: 'expression', expression }, answerMeaning: meaning, steps: solved.steps, answer: solved.exactText };
}

/** A second route for a set-up of equations: each equation's two sides worked out again in floating point from the values found. */
export function sidesAgree(equations: string[], values: Record<string, number>): boolean {
  try {
    return equations.every((equation) => {
      const [left, right, ...rest] = equation.split('=');
      return rest.length === 0 && agrees(Number(parse(left!).evaluate({ ...values })), Number(parse(right!).evaluate({ ...values })));
    });
  } catch {
    return false;
  }
}
