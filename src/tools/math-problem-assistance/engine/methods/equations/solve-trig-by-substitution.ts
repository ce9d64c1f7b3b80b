import { ConstantNode, type MathNode, simplify } from 'mathjs';
import { freeSymbols, parseMath } from '../../math-text';
import type { MathMethod, MathProblem, MethodResult, Relation, StepDraft } from '../../problem';
import { asFunction, asOperator } from '../../read/node-kit';
import { printNode } from '../../nodes/print-nodes';
import { symbolNode } from '../../nodes/build-nodes';
import { compileNode } from '../../verify/evaluate';
import { difference } from '../../verify/solve-one-variable';
import { relation, statesOf } from './build-node';
import { toPolynomial } from './polynomial';
import { quadraticRoots as exactQuadraticRoots } from './exact-root';
import { solveTrigEquationInInterval } from './solve-trig-equation';

const TRIG = new Set(['sin', 'cos', 'tan']);
const key = (node: MathNode) => printNode(node, 'mathjs-juxtaposed');
const zero = () => new ConstantNode(0);

/** The trig calls with the variable in them (sin(x), cos(2x)), each once, in order of appearance. */
function trigCalls(node: MathNode, v: string): MathNode[] {
  const calls = node.filter((child) => TRIG.has(asFunction(child)?.fn.name ?? '') && freeSymbols(child).includes(v));
  return calls.filter((call, k) => calls.findIndex((other) => key(other) === key(call)) === k);
}

/** The node with one call replaced by a letter. */
function replaceCall(node: MathNode, call: MathNode, letter: string): MathNode {
  return node.transform((child) => (key(child) === key(call) ? symbolNode(letter) : child));
}

/** Solutions of several simpler equations in the interval, joined (each solved by the reference-angle method). */
function joinSolutions(problem: MathProblem, parts: Relation[]): { texts: string[] } | null {
  const found: Array<{ text: string; value: number }> = [];
  for (const part of parts) {
    const result = solveTrigEquationInInterval({ ...problem, target: { kind: 'relation', relation: part } });
    if (!result?.solutions) return null;
    for (const solution of result.solutions) {
      const text = solution[problem.variable] as string;
      const value = compileNode(parseMath(text), 'real')({})?.re;
      if (value === undefined) return null;
      if (!found.some((other) => Math.abs(other.value - value) < 1e-9)) found.push({ text, value });
    }
  }
  return { texts: found.sort((a, b) => a.value - b.value).map((s) => s.text) };
}

function finish(problem: MathProblem, method: string, steps: StepDraft[], parts: Relation[]): MethodResult | null {
  const joined = joinSolutions(problem, parts);
  if (!joined) return null;
  const x = symbolNode(problem.variable);
  const answer = statesOf(joined.texts.map((text) => relation(x, '=', parseMath(text))), 'or');
  steps.push({ rule: 'Angles with these values', explanation: 'Solve each equation by its reference angle and keep the solutions in the interval asked for.', state: answer });
  return {
    method,
    steps,
    answer,
    solutions: joined.texts.map((text) => ({ [problem.variable]: text })),
    ...(joined.texts.length === 0 ? { note: 'No solution lies in the interval asked for.' } : {}),
  };
}

/** Real roots of a·u² + b·u + c as exact nodes (rational when the discriminant is a square). */
function quadraticRoots(a: number, b: number, c: number): MathNode[] {
  // Whole coefficients: the exact roots (√3/2, not 0.866…), as the quadratic formula writes them.
  if ([a, b, c].every((n) => Number.isSafeInteger(n)) && a !== 0) {
    const exact = exactQuadraticRoots(BigInt(a), BigInt(b), BigInt(c));
    return exact.discriminant < 0n ? [] : exact.roots;
  }
  const d = b * b - 4 * a * c;
  if (d < -1e-12) return [];
  if (Math.abs(d) <= 1e-12) return [simplify(parseMath(`${-b}/(${2 * a})`))];
  return [1, -1].map((sign) => simplify(parseMath(`(${-b} ${sign > 0 ? '+' : '-'} sqrt(${d}))/(${2 * a})`)));
}

/**
 * A quadratic in one trig call (2sin²x − sin x − 1 = 0, tan²x = 3, 2cos²x − 1 = 0) on an interval: with
 * u = the call, solve the quadratic, then each sin x = root by its reference angle (a root outside
 * [−1, 1] has no angle).
 */
function solveQuadraticInCall(problem: MathProblem, equation: Relation): MethodResult | null {
  const v = problem.variable;
  const calls = trigCalls(difference(equation), v);
  if (calls.length !== 1) return null;
  const call = calls[0] as MathNode;
  const inU = replaceCall(difference(equation), call, '__u');
  if (freeSymbols(inU).includes(v)) return null;
  const polynomial = toPolynomial(inU, '__u');
  if (!polynomial || polynomial.length !== 3) return null;
  const [c, b, a] = polynomial.map((f) => Number(f.valueOf())) as [number, number, number];
  const roots = quadraticRoots(a, b, c);
  if (roots.length === 0) return null;
  const name = asFunction(call)?.fn.name as string;
  const possible = roots.filter((root) => name === 'tan' || Math.abs(compileNode(root, 'real')({})?.re ?? 2) <= 1 + 1e-12);
  const parts = possible.map((root) => relation(call, '=', root));
  const shown = key(call);
  const dropped = roots.filter((root) => !possible.includes(root)).map((root) => `${shown} = ${key(root)}`);
  const steps: StepDraft[] = [
    {
      rule: `Solve for ${shown} as a quadratic`,
      explanation: `With u = ${shown} the equation is ${formatQuadraticInU(a, b, c)} = 0; its roots give the values of ${shown}.${
        dropped.length ? ` ${dropped.join(' and ')} has no angle: the ${name === 'sin' ? 'sine' : 'cosine'} stays between −1 and 1.` : ''
      }`,
      state: statesOf(parts.length ? parts : [relation(zero(), '=', new ConstantNode(1))], 'or'),
    },
  ];
  return finish(problem, 'quadratic in a trig function', steps, parts);
}

/** sin x cos x = 0, (2sin x − 1)(cos x + 1) = 0: each factor 0 on its own. */
function solveByZeroProduct(problem: MathProblem, equation: Relation): MethodResult | null {
  const [product, other] = asOperator(equation.lhs)?.fn === 'multiply' ? [equation.lhs, equation.rhs] : [equation.rhs, equation.lhs];
  if (compileNode(other, 'real')({})?.re !== 0 || freeSymbols(other).length > 0) return null;
  const factors = (asOperator(product)?.args ?? []).filter((factor) => freeSymbols(factor).includes(problem.variable));
  if (factors.length < 2) return null;
  const parts = factors.map((factor) => relation(factor, '=', zero()));
  const steps: StepDraft[] = [{ rule: 'Zero-product rule', explanation: 'A product is 0 exactly when one of its factors is 0.', state: statesOf(parts, 'or') }];
  return finish(problem, 'zero-product rule on trig factors', steps, parts);
}

/** a·sin u = b·cos u (sin x = cos x): divide by cos u — cos u = 0 is no solution, since then sin u = ±1. */
function solveByDividingByCos(problem: MathProblem, equation: Relation): MethodResult | null {
  const v = problem.variable;
  const f = difference(equation);
  const calls = trigCalls(f, v);
  const sin = calls.find((call) => asFunction(call)?.fn.name === 'sin');
  const cos = calls.find((call) => asFunction(call)?.fn.name === 'cos');
  if (calls.length !== 2 || !sin || !cos || key(asFunction(sin)!.args[0] as MathNode) !== key(asFunction(cos)!.args[0] as MathNode)) return null;
  const g = replaceCall(replaceCall(f, sin, '__s'), cos, '__c');
  if (freeSymbols(g).includes(v)) return null;
  const at = compileNode(g, 'real');
  const value = (s: number, c: number) => at({ __s: s, __c: c })?.re;
  const [f00, f10, f01, f11, f23] = [value(0, 0), value(1, 0), value(0, 1), value(1, 1), value(2, 3)];
  if ([f00, f10, f01, f11, f23].some((x) => x === undefined)) return null;
  const [a, b] = [f10 as number, f01 as number];
  // Linear and with no constant term: a·s + b·c exactly.
  if (Math.abs(f00 as number) > 1e-12 || Math.abs((f11 as number) - a - b) > 1e-9 || Math.abs((f23 as number) - 2 * a - 3 * b) > 1e-9 || Math.abs(a) < 1e-12 || Math.abs(b) < 1e-12) return null;
  const angle = asFunction(sin)!.args[0] as MathNode;
  const tangent = parseMath(`tan(${printNode(angle, 'ascii')})`);
  const part = relation(tangent, '=', simplify(parseMath(`${-b}/${a}`)));
  const steps: StepDraft[] = [
    { rule: `Divide both sides by ${key(cos)}`, explanation: `Where ${key(cos)} = 0, ${key(sin)} is ±1, so those angles are not solutions; elsewhere sin/cos = tan.`, state: { kind: 'relation', relation: part } },
  ];
  return finish(problem, 'dividing by cos', steps, [part]);
}

/** 2·(arg) as a node's argument: the angle whose double it is (x for 2x, x/2 + 1 for x + 2); null otherwise. */
function halfOf(arg: MathNode, v: string): MathNode | null {
  const line = toPolynomial(arg, v);
  if (!line || line.length !== 2) return null;
  return simplify(parseMath(`(${key(arg)})/2`));
}

/**
 * g(s, c) = s·q(c) or c·q(s) with q of degree ≤ 2 (sampled at points, its coefficients read off and checked at
 * others): the common factor and q; null when neither letter is a factor of that kind.
 */
/** (q is written in t, the other function's place.) */
function commonTrigFactor(g: MathNode): { factor: '__s' | '__c'; rest: MathNode } | null {
  const at = compileNode(g, 'real');
  const value = (s: number, c: number) => at({ __s: s, __c: c })?.re;
  for (const factor of ['__c', '__s'] as const) {
    const zeroAt = [0, 0.3, 0.7, 1.3, 2].every((t) => Math.abs((factor === '__c' ? value(t, 0) : value(0, t)) ?? 1) < 1e-12);
    if (!zeroAt) continue;
    // g / factor must depend on the other letter alone, as a polynomial of degree ≤ 2 in it.
    const quotient = (t: number, f: number) => ((factor === '__c' ? value(t, f) : value(f, t)) ?? NaN) / f;
    const [q0, q1, q2] = [quotient(0, 1), quotient(1, 1), quotient(2, 1)];
    const a = (q2 - 2 * q1 + q0) / 2;
    const b = q1 - q0 - a;
    const fit = (t: number) => a * t * t + b * t + q0;
    const samples = [[0.5, 0.4], [1.5, -0.8], [-1.2, 2.5], [3, 0.25]] as const;
    if ([q0, q1, q2].some((q) => !Number.isFinite(q)) || samples.some(([t, f]) => Math.abs(quotient(t, f) - fit(t)) > 1e-9 * (1 + Math.abs(fit(t))))) continue;
    const rounded = [a, b, q0].map((n) => Math.round(n * 1e6) / 1e6);
    if (rounded.some((n, k) => Math.abs(n - [a, b, q0][k]!) > 1e-9)) continue;
    const terms = [[rounded[0], 't^2'], [rounded[1], 't'], [rounded[2], '']] as const;
    const text = terms.filter(([c]) => c !== 0).map(([c, power]) => (power ? `${c}*${power}` : `${c}`)).join(' + ').replace(/\+ -/gu, '- ');
    if (!text) continue;
    return { factor, rest: simplify(parseMath(text)) };
  }
  return null;
}

/**
 * sin(2x) = cos x, sin(2x) = sin x, cos(2x) = cos x, cos(2x) + sin x = 0, 2cos x sin x − sin x = 0: write every double angle by its
 * identity (sin 2u = 2 sin u cos u; cos 2u = 2cos²u − 1 beside cos u, 1 − 2sin²u beside sin u), then solve the
 * equation in sin u and cos u that is left — a quadratic in one of them, or a product with sin u or cos u
 * taken out as a common factor — by the methods above.
 */
function solveByDoubleAngle(problem: MathProblem, equation: Relation): MethodResult | null {
  const v = problem.variable;
  const f = difference(equation);
  const calls = trigCalls(f, v);
  const argOf = (call: MathNode) => asFunction(call)!.args[0] as MathNode;
  const angles = new Set(calls.map((call) => key(simplify(argOf(call)))));
  // A doubled call is one whose half is another call's angle: sin(2x) beside cos(x).
  const doubled = calls.filter((call) => {
    const half = asFunction(call)?.fn.name !== 'tan' && halfOf(argOf(call), v);
    return half && angles.has(key(half));
  });
  const single = calls.filter((call) => !doubled.includes(call));
  const angle = single[0] && (asFunction(single[0])!.args[0] as MathNode);
  // Every other call is sin or cos of the same angle u, and each doubled call doubles u.
  if (!angle || single.some((call) => asFunction(call)?.fn.name === 'tan' || key(asFunction(call)!.args[0] as MathNode) !== key(angle))) return null;
  const u = key(angle);
  if (doubled.some((call) => key(halfOf(asFunction(call)!.args[0] as MathNode, v) as MathNode) !== key(simplify(angle)))) return null;
  const hasSin = single.some((call) => asFunction(call)?.fn.name === 'sin');
  const hasCos = single.some((call) => asFunction(call)?.fn.name === 'cos');
  const identity = (name: string) => (name === 'sin' ? `2*sin(${u})*cos(${u})` : hasCos && !hasSin ? `2*cos(${u})^2 - 1` : hasSin && !hasCos ? `1 - 2*sin(${u})^2` : `cos(${u})^2 - sin(${u})^2`);
  const rewrite = (node: MathNode) => node.transform((child) => {
    const found = doubled.find((call) => key(call) === key(child));
    return found ? parseMath(`(${identity(asFunction(found)!.fn.name)})`) : child;
  });
  // No double angle (2cos x sin x − sin x = 0): the same factoring, with nothing to rewrite first.
  const rewritten = doubled.length ? relation(rewrite(equation.lhs), '=', rewrite(equation.rhs)) : equation;
  const steps: StepDraft[] = doubled.length
    ? [{ rule: 'Use the double-angle identity', explanation: `Write the double angle with ${u} alone: sin(2u) = 2 sin u cos u, cos(2u) = 2cos²u − 1 = 1 − 2sin²u.`, state: { kind: 'relation', relation: rewritten } }]
    : [];
  const withSteps = (result: MethodResult | null): MethodResult | null => (result ? { ...result, steps: [...steps, ...result.steps] } : null);
  // One trig function left: a quadratic in it.
  const quadratic = doubled.length ? solveQuadraticInCall(problem, rewritten) : null;
  if (quadratic) return withSteps(quadratic);
  // sin u and cos u both left: take out the one that is a common factor.
  const sin = parseMath(`sin(${u})`);
  const cos = parseMath(`cos(${u})`);
  const g = replaceCall(replaceCall(difference(rewritten), sin, '__s'), cos, '__c');
  if (freeSymbols(g).includes(v)) return null;
  const common = commonTrigFactor(g);
  if (!common) return null;
  const [factor, otherCall] = common.factor === '__c' ? [cos, sin] : [sin, cos];
  const rest = common.rest.transform((child) => (child.type === 'SymbolNode' && (child as unknown as { name: string }).name === 't' ? otherCall : child));
  const product = relation(parseMath(`${key(factor)} * (${key(rest)})`), '=', zero());
  steps.push({ rule: `Take out the common factor ${key(factor)}`, explanation: `Move every term to one side; each term has a factor ${key(factor)}.`, state: { kind: 'relation', relation: product } });
  const parts = [relation(factor, '=', zero()), relation(rest, '=', zero())];
  const partResults = parts.map((part) => (freeSymbols(part.lhs).includes(v) ? solveQuadraticInCall(problem, part) ?? solveTrigEquationInInterval({ ...problem, target: { kind: 'relation', relation: part } }) : null));
  if (partResults.some((result) => !result?.solutions)) return null;
  steps.push({ rule: 'Zero-product rule', explanation: 'A product is 0 exactly when one of its factors is 0.', state: statesOf(parts, 'or') });
  const found: Array<{ text: string; value: number }> = [];
  for (const result of partResults) {
    for (const solution of result!.solutions!) {
      const text = solution[v] as string;
      const value = compileNode(parseMath(text), 'real')({})?.re;
      if (value === undefined) return null;
      if (!found.some((other) => Math.abs(other.value - value) < 1e-9)) found.push({ text, value });
    }
  }
  const texts = found.sort((a, b) => a.value - b.value).map((s) => s.text);
  const x = symbolNode(v);
  const answer = statesOf(texts.map((text) => relation(x, '=', parseMath(text))), 'or');
  steps.push({ rule: 'Angles with these values', explanation: 'Solve each equation by its reference angle and keep the solutions in the interval asked for.', state: answer });
  return {
    method: doubled.length ? 'double-angle identity' : 'common trig factor',
    steps,
    answer,
    solutions: texts.map((text) => ({ [v]: text })),
    ...(texts.length === 0 ? { note: 'No solution lies in the interval asked for.' } : {}),
  };
}

/**
 * 2sin²x − cos x − 1 = 0: sin u and cos u of one angle, one of them only squared. sin²u = 1 − cos²u (or
 * cos²u = 1 − sin²u) leaves a quadratic in the other, solved as above.
 */
function solveByPythagoreanIdentity(problem: MathProblem, equation: Relation): MethodResult | null {
  const v = problem.variable;
  const calls = trigCalls(difference(equation), v);
  const names = calls.map((call) => asFunction(call)?.fn.name);
  if (calls.length !== 2 || !names.includes('sin') || !names.includes('cos')) return null;
  const [first, second] = calls as [MathNode, MathNode];
  if (key(asFunction(first)!.args[0] as MathNode) !== key(asFunction(second)!.args[0] as MathNode)) return null;
  for (const [squared, other] of [[first, second], [second, first]] as const) {
    const otherText = key(other);
    const rewrite = (node: MathNode) =>
      node.transform((child) => {
        const power = asOperator(child);
        const [base, exponent] = power?.fn === 'pow' ? (power.args as [MathNode, MathNode]) : [];
        return base && exponent && key(base) === key(squared) && compileNode(exponent, 'real')({})?.re === 2 ? parseMath(`(1 - ${otherText}^2)`) : child;
      });
    const rewritten = relation(rewrite(equation.lhs), '=', rewrite(equation.rhs));
    if (trigCalls(difference(rewritten), v).some((call) => key(call) === key(squared))) continue;
    const quadratic = solveQuadraticInCall(problem, rewritten);
    if (!quadratic) continue;
    const [s, c] = asFunction(squared)?.fn.name === 'sin' ? ['sin²', 'cos²'] : ['cos²', 'sin²'];
    const step: StepDraft = { rule: 'Use sin² + cos² = 1', explanation: `Write ${s} as 1 − ${c}, so that only ${key(other)} is left.`, state: { kind: 'relation', relation: rewritten } };
    return { ...quadratic, method: 'Pythagorean identity, then a quadratic', steps: [step, ...quadratic.steps] };
  }
  return null;
}

/**
 * Trig equations on an interval that the reference-angle method does not take directly: a quadratic in
 * one trig function, a product of trig factors equal to 0, and a·sin u = b·cos u. Each reduces to
 * equations of the form sin(bx + c) = k solved by that method; the final check puts every solution back.
 */
export const solveTrigEquationBySubstitution: MathMethod = (problem) => {
  const { target, domain } = problem;
  if (problem.task !== 'solve' || target.kind !== 'relation' || target.relation.op !== '=' || !domain) return null;
  const equation = target.relation;
  if (trigCalls(difference(equation), problem.variable).length === 0) return null;
  return (
    solveByZeroProduct(problem, equation) ??
    solveQuadraticInCall(problem, equation) ??
    solveByDividingByCos(problem, equation) ??
    solveByDoubleAngle(problem, equation) ??
    solveByPythagoreanIdentity(problem, equation)
  );
};

/** a·u² + b·u + c as a student writes it: no zero terms, no coefficient 1 ("4u² − 3", not "4u² + 0u − 3"). */
export function formatQuadraticInU(a: number, b: number, c: number): string {
  const terms: Array<[number, string]> = [
    [a, 'u²'],
    [b, 'u'],
    [c, ''],
  ];
  return terms
    .filter(([coefficient]) => coefficient !== 0)
    .map(([coefficient, power], index) => {
      const size = Math.abs(coefficient) === 1 && power ? power : `${Math.abs(coefficient)}${power}`;
      if (index === 0) return `${coefficient < 0 ? '−' : ''}${size}`;
      return `${coefficient < 0 ? '−' : '+'} ${size}`;
    })
    .join(' ');
}
