import { derivative, simplify, type MathNode } from 'mathjs';
import { add, asFunction, asOperator, constValue, dependsOn, div, isNumber, isSymbol, mul, neg, num, pow, replaceSymbol, unwrap } from './calculus-nodes';
import { tidyLayout } from './tidy-expression';
import { exponentNode, linearSlope, powerFactors, type PowerFactor } from './power-factors';
import { callNode, symbolNode } from '../../nodes/build-nodes';
import { printNode } from '../../nodes/print-nodes';

/** An integral read off the table (possibly with a constant factor and a linear inside a·x + b). */
export interface TableIntegral {
  node: MathNode;
  rule: string;
  explanation: string;
}

interface Entry {
  rule: string;
  formula: string;
  /** The antiderivative of f(g) for the inside g (before dividing by the slope). */
  integrate: (g: MathNode) => MathNode;
}

const abs = (n: MathNode) => callNode('abs', [n]);
const log = (n: MathNode) => callNode('log', [n]);

/** ∫ f(u) du for f = one function, to the first power. */
const ONE_FUNCTION: Record<string, Entry> = {
  sin: { rule: 'Integral of sine', formula: '∫ sin u du = -cos u', integrate: (g) => neg(callNode('cos', [g])) },
  cos: { rule: 'Integral of cosine', formula: '∫ cos u du = sin u', integrate: (g) => callNode('sin', [g]) },
  tan: { rule: 'Integral of tangent', formula: '∫ tan u du = -ln|cos u|', integrate: (g) => neg(log(abs(callNode('cos', [g])))) },
  cot: { rule: 'Integral of cotangent', formula: '∫ cot u du = ln|sin u|', integrate: (g) => log(abs(callNode('sin', [g]))) },
  sec: { rule: 'Integral of secant', formula: '∫ sec u du = ln|sec u + tan u|', integrate: (g) => log(abs(add(callNode('sec', [g]), callNode('tan', [g])))) },
  csc: { rule: 'Integral of cosecant', formula: '∫ csc u du = -ln|csc u + cot u|', integrate: (g) => neg(log(abs(add(callNode('csc', [g]), callNode('cot', [g]))))) },
  exp: { rule: 'Integral of e^x', formula: '∫ e^u du = e^u', integrate: (g) => callNode('exp', [g]) },
  sinh: { rule: 'Integral of sinh', formula: '∫ sinh u du = cosh u', integrate: (g) => callNode('cosh', [g]) },
  cosh: { rule: 'Integral of cosh', formula: '∫ cosh u du = sinh u', integrate: (g) => callNode('sinh', [g]) },
  tanh: { rule: 'Integral of tanh', formula: '∫ tanh u du = ln(cosh u)', integrate: (g) => log(callNode('cosh', [g])) },
};

/** ∫ f(u)^n du for the squared and reciprocal trig functions. */
function trigPower(name: string, n: number): Entry | null {
  if ((name === 'sec' && n === 2) || (name === 'cos' && n === -2)) {
    return { rule: 'Integral of sec^2', formula: '∫ sec^2 u du = tan u', integrate: (g) => callNode('tan', [g]) };
  }
  if ((name === 'csc' && n === 2) || (name === 'sin' && n === -2)) {
    return { rule: 'Integral of csc^2', formula: '∫ csc^2 u du = -cot u', integrate: (g) => neg(callNode('cot', [g])) };
  }
  if (name === 'cos' && n === -1) return ONE_FUNCTION.sec!;
  if (name === 'sin' && n === -1) return ONE_FUNCTION.csc!;
  if (name === 'cosh' && n === -2) return { rule: 'Integral of sech^2', formula: '∫ sech^2 u du = tanh u', integrate: (g) => callNode('tanh', [g]) };
  return null;
}

function withInside(entry: Entry, inside: MathNode, slope: MathNode, constant: MathNode, v: string): TableIntegral {
  const result = mul(constant, div(entry.integrate(inside), slope));
  const linear = isSymbol(inside, v)
    ? ''
    : ` The inside, ${printNode(inside, 'mathjs')}, is linear with slope ${printNode(slope, 'mathjs')}, so divide by ${printNode(slope, 'mathjs')} (the chain rule run backwards).`;
  const front = isNumber(constant, 1) ? '' : ` The constant ${printNode(constant, 'mathjs')} stays in front.`;
  return { node: result, rule: entry.rule, explanation: `Use ${entry.formula} + C.${linear}${front}` };
}

function powerRule(base: MathNode, n: number | MathNode, slope: MathNode, constant: MathNode, v: string): TableIntegral {
  const inside = isSymbol(base, v) ? '' : ` The inside, ${printNode(base, 'mathjs')}, is linear with slope ${printNode(slope, 'mathjs')}, so divide by ${printNode(slope, 'mathjs')}.`;
  const front = isNumber(constant, 1) ? '' : ` The constant ${printNode(constant, 'mathjs')} stays in front.`;
  if (n === -1) {
    return {
      node: mul(constant, div(log(abs(base)), slope)),
      rule: 'Integral of 1/x',
      explanation: `The power rule does not work for x^(-1); instead ∫ 1/x dx = ln|x| + C.${inside}${front}`,
    };
  }
  const raised = typeof n === 'number' ? exponentNode(n + 1) : simplify(add(n, num(1)));
  const powerText = typeof n === 'number' ? printNode(exponentNode(n), 'mathjs') : printNode(n, 'mathjs');
  return {
    node: mul(constant, div(pow(base, raised), mul(raised, slope))),
    rule: 'Power rule',
    explanation: `Raise the power by one and divide by the new power: ∫ x^n dx = x^(n+1)/(n+1) + C, here with n = ${powerText}.${inside}${front}`,
  };
}

/** p v² + k with no v term: [p, k]; null otherwise. */
function pureQuadratic(node: MathNode, v: string): [MathNode, MathNode] | null {
  try {
    const d1 = derivative(node, v);
    const d2 = simplify(derivative(d1, v));
    if (dependsOn(d2, v) || isNumber(d2, 0)) return null;
    const zero = num(0);
    if (!isNumber(simplify(replaceSymbol(d1, v, zero)), 0)) return null;
    const k = simplify(replaceSymbol(node, v, zero));
    if (isNumber(k, 0)) return null;
    return [simplify(div(d2, num(2))), k];
  } catch {
    return null;
  }
}

/** √k, exact for a perfect square or a letter squared (so ∫ 1/(x^2 + a^2) gives atan(x/a)/a). */
function rootOf(k: MathNode): MathNode {
  const value = constValue(k);
  if (value !== null && value > 0 && Number.isInteger(Math.sqrt(value))) return num(Math.sqrt(value));
  const o = asOperator(unwrap(k));
  if (o && o.fn === 'pow' && isNumber(o.args[1]!, 2)) return o.args[0]!;
  return callNode('sqrt', [k]);
}

function isNegativeNumber(node: MathNode): boolean {
  const value = constValue(node);
  return value !== null && value < 0;
}

function inverseTrig(factor: PowerFactor, constant: MathNode, v: string): TableIntegral | null {
  const quadratic = pureQuadratic(factor.base, v);
  if (!quadratic) return null;
  const [p, k] = quadratic;
  const x = symbolNode(v);
  const front = isNumber(constant, 1) ? '' : ` The constant ${printNode(constant, 'mathjs')} stays in front.`;
  if (factor.exponent === -1 && !isNegativeNumber(p) && !isNegativeNumber(k)) {
    // ∫ 1/(p x² + k) dx = atan(x √(p/k)) / √(p k).
    const node = isNumber(p, 1)
      ? div(callNode('atan', [div(x, rootOf(k))]), rootOf(k))
      : div(callNode('atan', [mul(x, rootOf(div(p, k)))]), rootOf(mul(p, k)));
    return { node: mul(constant, node), rule: 'Integral of 1/(1 + x^2)', explanation: `Use ∫ 1/(a^2 + x^2) dx = (1/a) atan(x/a) + C.${front}` };
  }
  if (factor.exponent === -0.5 && isNegativeNumber(p) && !isNegativeNumber(k)) {
    const q = neg(p);
    const node = isNumber(q, 1)
      ? callNode('asin', [div(x, rootOf(k))])
      : div(callNode('asin', [mul(x, rootOf(div(q, k)))]), rootOf(q));
    return { node: mul(constant, node), rule: 'Integral of 1/sqrt(1 - x^2)', explanation: `Use ∫ 1/sqrt(a^2 - x^2) dx = asin(x/a) + C.${front}` };
  }
  return null;
}

/** The table integral of the integrand, or null when it needs a method (parts, substitution…). */
export function tableIntegral(h: MathNode, v: string): TableIntegral | null {
  const found = lookUp(h, v);
  return found ? { ...found, node: tidyLayout(found.node) } : null;
}

function lookUp(h: MathNode, v: string): TableIntegral | null {
  const { constant, factors } = powerFactors(h, v);
  if (factors.length === 1) return oneFactor(factors[0]!, constant, v);
  if (factors.length === 2) {
    const [a, b] = factors as [PowerFactor, PowerFactor];
    const fa = asFunction(unwrap(a.base));
    const fb = asFunction(unwrap(b.base));
    if (fa && fb && a.exponent === 1 && b.exponent === 1 && fa.args.length === 1 && fb.args.length === 1 && fa.args[0]!.equals(fb.args[0]!)) {
      const names = [fa.name, fb.name].sort().join('·');
      const inside = fa.args[0]!;
      const slope = linearSlope(inside, v);
      if (!slope) return null;
      if (names === 'sec·tan') return withInside({ rule: 'Integral of sec·tan', formula: '∫ sec u tan u du = sec u', integrate: (g) => callNode('sec', [g]) }, inside, slope, constant, v);
      if (names === 'cot·csc') return withInside({ rule: 'Integral of csc·cot', formula: '∫ csc u cot u du = -csc u', integrate: (g) => neg(callNode('csc', [g])) }, inside, slope, constant, v);
    }
  }
  return null;
}

function oneFactor(factor: PowerFactor, constant: MathNode, v: string): TableIntegral | null {
  const base = unwrap(factor.base);
  const n = factor.exponent;
  const slope = linearSlope(base, v);
  if (slope) return powerRule(base, n, slope, constant, v);
  const o = asOperator(base);
  if (n === 1 && o && o.fn === 'pow' && !dependsOn(o.args[0]!, v)) {
    const [a, g] = [unwrap(o.args[0]!), o.args[1]!];
    const s = linearSlope(g, v);
    if (!s) return null;
    if (isSymbol(a, 'e')) return withInside({ rule: 'Integral of e^x', formula: '∫ e^u du = e^u', integrate: (u) => pow(a, u) }, g, s, constant, v);
    return withInside({ rule: 'Integral of a^x', formula: '∫ a^u du = a^u / ln(a)', integrate: (u) => div(pow(a, u), log(a)) }, g, s, constant, v);
  }
  const f = asFunction(base);
  if (f && f.args.length === 1) {
    const inside = f.args[0]!;
    const s = linearSlope(inside, v);
    if (!s) return null;
    const entry = typeof n === 'number' ? (n === 1 ? ONE_FUNCTION[f.name] : trigPower(f.name, n)) : undefined;
    return entry ? withInside(entry, inside, s, constant, v) : null;
  }
  return typeof n === 'number' ? inverseTrig(factor, constant, v) : null;
}
