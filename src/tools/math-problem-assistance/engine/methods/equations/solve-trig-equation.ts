import type { MathNode } from 'mathjs';
import { fraction, type Fraction } from 'mathjs';
import { freeSymbols, parseMath } from '../../math-text';
import type { MathMethod, MethodResult, Relation, StepDraft } from '../../problem';
import { asFunction, asSymbol } from '../../read/node-kit';
import { compileNode } from '../../verify/evaluate';
import { boundsOf, insideBounds, type Bounds } from '../../verify/roots-in-domain';
import { relation, relationState, statesOf } from './build-node';
import { formatNumber, printNode } from '../../nodes/print-nodes';
import { difference } from '../../verify/solve-one-variable';
import { toPolynomial } from './polynomial';
import { callNode, symbolNode } from '../../nodes/build-nodes';

const METHOD = 'reference angle';
const TRIG = new Set(['sin', 'cos', 'tan', 'sec', 'csc', 'cot']);
const NAMES: Record<string, string> = { sin: 'sine', cos: 'cosine', tan: 'tangent', sec: 'secant', csc: 'cosecant', cot: 'cotangent' };
/** sec x = 2 is cos x = 1/2: each reciprocal function and the one it is 1 over. */
const RECIPROCAL_OF: Record<string, string> = { sec: 'cos', csc: 'sin', cot: 'tan' };

/** The exact values a school trig equation has, as they are written: sin(x) = √3/2. */
const SPECIAL_VALUES: Array<[number, string]> = [
  [0, '0'],
  [0.5, '1/2'],
  [Math.SQRT2 / 2, 'sqrt(2)/2'],
  [Math.sqrt(3) / 2, 'sqrt(3)/2'],
  [1, '1'],
  [Math.sqrt(3), 'sqrt(3)'],
  [Math.sqrt(3) / 3, 'sqrt(3)/3'],
];

/**
 * a·sin(bx + c) + d = e (also cos, tan) with the solutions wanted in an interval ("for 0 ≤ x < 2π"): get
 * the function on its own, find the angle of the special value, list every angle with that value in one
 * period, and keep those whose x lies in the interval. Only exact special values (0, ½, √2/2, √3/2, 1, √3,
 * √3/3 and their negatives) are taken: anything else would need a decimal answer.
 */
export const solveTrigEquationInInterval: MathMethod = (problem): MethodResult | null => {
  const { target, domain } = problem;
  if (problem.task !== 'solve' || target.kind !== 'relation' || target.relation.op !== '=') return null;
  // Without an interval only the value out of range is answered ("sin x = 2": no real x at all); the angles of
  // a value in range need the interval the student wants them in.
  const bounds = domain ? boundsOf(domain) : undefined;
  const v = problem.variable;
  const call = singleTrigCall(target.relation, v);
  if ((domain && !bounds) || !call) return null;
  const typedName = (asFunction(call) as NonNullable<ReturnType<typeof asFunction>>).fn.name;
  const argument = (call as unknown as { args: MathNode[] }).args[0] as MathNode;
  const inner = toPolynomial(argument, v);
  // sin(x + π/4): a shift by a multiple of π (session 43), kept in units of π so the answers stay exact.
  const piShifted = !inner ? shiftedByPi(argument, v) : null;
  if (!piShifted && (!inner || inner.length !== 2 || (inner[1] as Fraction).equals(0))) return null;
  const [shift, scale] = piShifted ? [fraction(0), piShifted.scale] : (inner as [Fraction, Fraction]);
  const shiftPi = piShifted?.shiftPi ?? fraction(0);
  const typedValue = isolatedValue(target.relation, call, v);
  if (typedValue === undefined) return null;
  const x = symbolNode(v);
  // sec(u) = k is cos(u) = 1/k (and csc, cot likewise); sec and csc are never 0, cot = 0 is left to other methods.
  const reciprocal = RECIPROCAL_OF[typedName];
  if (reciprocal && Math.abs(typedValue) < 1e-12) {
    if (typedName === 'cot') return null;
    const answer = statesOf([], 'or');
    return { method: METHOD, steps: [{ rule: 'No angle has this value', explanation: `The ${NAMES[typedName]} is 1 over the ${NAMES[reciprocal]}, so it is never 0.`, state: answer }], answer, solutions: [], note: `No solution: the ${NAMES[typedName]} is never 0.` };
  }
  const name = reciprocal ?? typedName;
  const value = reciprocal ? 1 / typedValue : typedValue;
  const preSteps: StepDraft[] = [];
  if (reciprocal) {
    const over = relation(callNode(name, [(call as unknown as { args: MathNode[] }).args[0] as MathNode]), '=', parseMath(showValue(value)));
    preSteps.push({ rule: `Write the ${NAMES[typedName]} as 1 over the ${NAMES[name]}`, explanation: `${typedName} = 1/${name}, so ${printNode(call, 'mathjs-juxtaposed')} = ${showValue(typedValue)} means ${printNode(over.lhs, 'mathjs-juxtaposed')} = ${showValue(value)}.`, state: { kind: 'relation', relation: over } });
  }
  if (name !== 'tan' && Math.abs(value) > 1 + 1e-12) {
    const shown = showValue(typedValue);
    const answer = statesOf([], 'or');
    const range = reciprocal ? 'is never strictly between -1 and 1' : 'stays between -1 and 1';
    const steps: StepDraft[] = [{ rule: 'No angle has this value', explanation: `On its own, ${printNode(call, 'mathjs-juxtaposed')} = ${shown}; but the ${NAMES[typedName]} ${range}.`, state: answer }];
    return { method: METHOD, steps, answer, solutions: [], note: `No solution: the ${NAMES[typedName]} ${domain ? '' : 'of a real number '}is never ${shown}.` };
  }
  if (!bounds) return null;
  const special = specialValue(value);
  if (special === undefined) return null;
  const steps: StepDraft[] = [];
  const typedSpecial = reciprocal ? specialValue(typedValue) ?? showValue(typedValue) : special;
  const isolated = relation(call, '=', parseMath(typedSpecial));
  if (printNode(target.relation.lhs, 'mathjs-juxtaposed') !== printNode(call, 'mathjs-juxtaposed') || printNode(target.relation.rhs, 'mathjs-juxtaposed') !== printNode(isolated.rhs, 'mathjs-juxtaposed')) {
    steps.push({ rule: `Get the ${NAMES[typedName]} on its own`, explanation: `Undo what is done to ${printNode(call, 'mathjs-juxtaposed')}, as with a linear equation.`, state: relationState(call, '=', isolated.rhs) });
  }
  steps.push(...preSteps);
  const angles = baseAngles(name, value);
  if (angles === null) return null;
  const period = fraction(name === 'tan' ? 1 : 2);
  const solutions = solutionsInBounds(angles, period, shift, scale, bounds, shiftPi);
  if (solutions === null) return null;
  const answer = statesOf(solutions.map((s) => relation(x, '=', parseMath(s))), 'or');
  const reference = angles.map((angle) => piText(angle)).join(' and ');
  steps.push({
    rule: 'Angles with this value',
    explanation: `${name}(${reference.split(' and ')[0]}) = ${special}. In one period the ${NAMES[name]} takes this value at ${reference}, and it repeats every ${name === 'tan' ? 'π' : '2π'}; so ${printNode(
      (call as unknown as { args: MathNode[] }).args[0] as MathNode, 'mathjs-juxtaposed',
    )} is one of these plus a whole number of periods. Keep the ${v} in the interval asked for.`,
    state: answer,
  });
  return {
    method: METHOD,
    steps,
    answer,
    solutions: solutions.map((s) => ({ [v]: s })),
    ...(solutions.length === 0 ? { note: `No solution lies in the interval asked for.` } : {}),
  };
};

/** The one trig call with the variable in it (sin(2x) in 2sin(2x) + 1 = 0); null when there are others. */
function singleTrigCall(equation: Relation, v: string): MathNode | null {
  const calls = [equation.lhs, equation.rhs].flatMap((side) => side.filter((node) => TRIG.has(asFunction(node)?.fn.name ?? '') && freeSymbols(node).includes(v)));
  const first = calls[0];
  if (!first || calls.some((call) => printNode(call, 'mathjs-juxtaposed') !== printNode(first, 'mathjs-juxtaposed'))) return null;
  return first;
}

/** The value k of the call once isolated: the equation is linear in the call (checked at three values). */
function isolatedValue(equation: Relation, call: MathNode, v: string): number | undefined {
  const key = printNode(call, 'mathjs-juxtaposed');
  const replaced = difference(equation).transform((node) => (printNode(node, 'mathjs-juxtaposed') === key ? symbolNode('__t') : node));
  if (replaced.filter((node) => asSymbol(node)?.name === v).length > 0) return undefined;
  const g = compileNode(replaced, 'real');
  const at = (t: number) => g({ __t: t })?.re;
  const [g0, g1, g2] = [at(0), at(1), at(2)];
  if (g0 === undefined || g1 === undefined || g2 === undefined || Math.abs(g1 - g0) < 1e-12) return undefined;
  if (Math.abs(g2 - 2 * g1 + g0) > 1e-9 * (1 + Math.abs(g0) + Math.abs(g1))) return undefined;
  return -g0 / (g1 - g0);
}

/** The isolated value as the student would write it: -4/3 rather than -1.33333 when it is a plain fraction. */
function showValue(value: number): string {
  const exact = fraction(value);
  const close = Math.abs(Number(exact.valueOf()) - value) <= 1e-12 && Number(exact.d) <= 1000;
  if (!close || Number(exact.d) === 1) return formatNumber(value, 'approximate');
  return `${Number(exact.s) * Number(exact.n)}/${Number(exact.d)}`;
}

function specialValue(value: number): string | undefined {
  const match = SPECIAL_VALUES.find(([number]) => Math.abs(Math.abs(value) - number) <= 1e-9);
  if (!match) return undefined;
  return value < 0 && match[0] !== 0 ? `-${match[1]}` : match[1];
}

/** The angles (as multiples of π) with the value in one period; null when no angle has it. */
function baseAngles(name: string, value: number): Fraction[] | null {
  const principal = name === 'sin' ? Math.asin(value) : name === 'cos' ? Math.acos(value) : Math.atan(value);
  const alpha = piFraction(principal);
  if (!alpha) return null;
  if (name === 'tan') return [alpha];
  const other = name === 'sin' ? fraction(1).sub(alpha) : alpha.neg();
  return other.sub(alpha).mod(2).equals(0) ? [alpha] : [alpha, other];
}

/** θ/π as a fraction with a small denominator (π/6, 3π/4); null for an angle that is not one. */
function piFraction(angle: number): Fraction | null {
  const ratio = angle / Math.PI;
  for (let q = 1; q <= 12; q += 1) {
    const p = Math.round(ratio * q);
    if (Math.abs(ratio * q - p) < 1e-9) return fraction(p, q);
  }
  return null;
}

/** Every x = (θ + period·n − c)/b (θ, period in units of π; c, b plain numbers) inside the interval, as exact text. */
function solutionsInBounds(angles: Fraction[], period: Fraction, shift: Fraction, scale: Fraction, bounds: Bounds, shiftPi: Fraction = fraction(0)): string[] | null {
  const found: Array<{ text: string; value: number }> = [];
  const width = Math.abs(Number(scale.valueOf())) * (bounds.high - bounds.low) / (Number(period.valueOf()) * Math.PI);
  const reach = Math.ceil(width + Math.abs(Number(shift.valueOf())) / Math.PI + Math.abs(Number(shiftPi.valueOf())) + Math.abs(Number(scale.valueOf())) * (Math.abs(bounds.low) + Math.abs(bounds.high)) / Math.PI) + 2;
  if (reach > 200) return null;
  for (const angle of angles) {
    for (let n = -reach; n <= reach; n += 1) {
      const theta = angle.add(period.mul(n)).sub(shiftPi);
      const value = (Number(theta.valueOf()) * Math.PI - Number(shift.valueOf())) / Number(scale.valueOf());
      if (!insideBounds(value, bounds)) continue;
      const text = shift.equals(0) ? piText(theta.div(scale)) : `(${piText(theta)} - ${shift.toFraction()})/${scale.toFraction()}`;
      if (!found.some((other) => Math.abs(other.value - value) < 1e-9)) found.push({ text, value });
    }
  }
  return found.sort((a, b) => a.value - b.value).map((s) => s.text);
}

/** r·π as text: 0, pi, -pi/6, 5*pi/3. */
function piText(r: Fraction): string {
  if (r.equals(0)) return '0';
  const sign = r.s < 0n ? '-' : '';
  const n = r.n;
  const d = r.d;
  const top = n === 1n ? 'pi' : `${n}*pi`;
  return `${sign}${top}${d === 1n ? '' : `/${d}`}`;
}

/**
 * The argument b·x + c·π with b and c small fractions (x + π/4, 2x − π/3), read from its values at three points; null
 * when it is not that (no π in it is handled by the polynomial reader before this).
 */
function shiftedByPi(argument: MathNode, v: string): { scale: Fraction; shiftPi: Fraction } | null {
  const f = compileNode(argument, 'real');
  const at = (t: number) => f({ [v]: t })?.re;
  const [a0, a1, a2] = [at(0), at(1), at(2)];
  if (a0 === undefined || a1 === undefined || a2 === undefined || Math.abs(a2 - 2 * a1 + a0) > 1e-9) return null;
  const small = (value: number): Fraction | null => {
    for (let q = 1; q <= 12; q += 1) {
      const p = Math.round(value * q);
      if (Math.abs(value * q - p) < 1e-9) return fraction(p, q);
    }
    return null;
  };
  const scale = small(a1 - a0);
  const shiftPi = small(a0 / Math.PI);
  if (!scale || scale.equals(0) || !shiftPi || shiftPi.equals(0)) return null;
  return { scale, shiftPi };
}
