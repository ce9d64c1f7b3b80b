import type { MathNode } from 'mathjs';
import { add, div, mul, neg, num, pow, sub } from './calculus-nodes';
import { callNode, symbolNode } from '../../nodes/build-nodes';

/**
 * The derivatives of the standard functions, as "outer" derivatives f'(g) so the chain rule can
 * multiply by g' afterwards. Each entry carries the formula a student would quote.
 */
export interface TableEntry {
  /** "sine", "natural log"… for "Derivative of the sine". */
  name: string;
  /** The formula as a student quotes it, with u for the inside. */
  formula: string;
  outer: (g: MathNode, args: MathNode[]) => MathNode;
}

const two = () => num(2);

export const DERIVATIVE_TABLE: Record<string, TableEntry> = {
  sin: { name: 'sine', formula: "(sin u)' = cos u", outer: (g) => callNode('cos', [g]) },
  cos: { name: 'cosine', formula: "(cos u)' = -sin u", outer: (g) => neg(callNode('sin', [g])) },
  tan: { name: 'tangent', formula: "(tan u)' = sec^2 u", outer: (g) => pow(callNode('sec', [g]), two()) },
  sec: { name: 'secant', formula: "(sec u)' = sec u tan u", outer: (g) => mul(callNode('sec', [g]), callNode('tan', [g])) },
  csc: { name: 'cosecant', formula: "(csc u)' = -csc u cot u", outer: (g) => neg(mul(callNode('csc', [g]), callNode('cot', [g]))) },
  cot: { name: 'cotangent', formula: "(cot u)' = -csc^2 u", outer: (g) => neg(pow(callNode('csc', [g]), two())) },
  exp: { name: 'exponential', formula: "(e^u)' = e^u", outer: (g) => callNode('exp', [g]) },
  log: { name: 'natural logarithm', formula: "(ln u)' = 1/u", outer: (g) => div(num(1), g) },
  /** log(u, b), the base-b logarithm (see tableKey). */
  logb: { name: 'logarithm', formula: "(log_b u)' = 1/(u ln b)", outer: (g, args) => div(num(1), mul(g, callNode('log', [args[1]!]))) },
  ln: { name: 'natural logarithm', formula: "(ln u)' = 1/u", outer: (g) => div(num(1), g) },
  log10: { name: 'base-10 logarithm', formula: "(log10 u)' = 1/(u ln 10)", outer: (g) => div(num(1), mul(g, callNode('log', [num(10)]))) },
  log2: { name: 'base-2 logarithm', formula: "(log2 u)' = 1/(u ln 2)", outer: (g) => div(num(1), mul(g, callNode('log', [num(2)]))) },
  sqrt: { name: 'square root', formula: "(sqrt(u))' = 1/(2 sqrt(u))", outer: (g) => div(num(1), mul(two(), callNode('sqrt', [g]))) },
  cbrt: {
    name: 'cube root',
    formula: "(cbrt(u))' = 1/(3 cbrt(u)^2)",
    outer: (g) => div(num(1), mul(num(3), pow(callNode('cbrt', [g]), two()))),
  },
  abs: { name: 'absolute value', formula: "(|u|)' = u/|u|", outer: (g) => div(g, callNode('abs', [g])) },
  asin: { name: 'inverse sine', formula: "(asin u)' = 1/sqrt(1 - u^2)", outer: (g) => div(num(1), callNode('sqrt', [sub(num(1), pow(g, two()))])) },
  acos: {
    name: 'inverse cosine',
    formula: "(acos u)' = -1/sqrt(1 - u^2)",
    outer: (g) => neg(div(num(1), callNode('sqrt', [sub(num(1), pow(g, two()))]))),
  },
  atan: { name: 'inverse tangent', formula: "(atan u)' = 1/(1 + u^2)", outer: (g) => div(num(1), add(num(1), pow(g, two()))) },
  acot: { name: 'inverse cotangent', formula: "(acot u)' = -1/(1 + u^2)", outer: (g) => neg(div(num(1), add(num(1), pow(g, two())))) },
  sinh: { name: 'hyperbolic sine', formula: "(sinh u)' = cosh u", outer: (g) => callNode('cosh', [g]) },
  cosh: { name: 'hyperbolic cosine', formula: "(cosh u)' = sinh u", outer: (g) => callNode('sinh', [g]) },
  tanh: { name: 'hyperbolic tangent', formula: "(tanh u)' = sech^2 u", outer: (g) => pow(callNode('sech', [g]), two()) },
  sech: { name: 'hyperbolic secant', formula: "(sech u)' = -sech u tanh u", outer: (g) => neg(mul(callNode('sech', [g]), callNode('tanh', [g]))) },
  csch: { name: 'hyperbolic cosecant', formula: "(csch u)' = -csch u coth u", outer: (g) => neg(mul(callNode('csch', [g]), callNode('coth', [g]))) },
  coth: { name: 'hyperbolic cotangent', formula: "(coth u)' = -csch^2 u", outer: (g) => neg(pow(callNode('csch', [g]), two())) },
};

/** The table entry for a call: log(u, b) has its own. */
export function tableEntry(name: string, args: MathNode[]): TableEntry | undefined {
  return DERIVATIVE_TABLE[name === 'log' && args.length === 2 ? 'logb' : name];
}

/** The natural log of a constant base, for (a^u)' = a^u ln a. */
export function lnOf(base: MathNode): MathNode {
  return callNode('log', [base]);
}

export const E = () => symbolNode('e');
