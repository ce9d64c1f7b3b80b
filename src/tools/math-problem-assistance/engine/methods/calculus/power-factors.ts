import { derivative, simplify, type MathNode } from 'mathjs';
import { asFunction, asOperator, constValue, dependsOn, div, fraction, isSymbol, num, pow, product, unwrap } from './calculus-nodes';

/**
 * An integrand seen as constant × base₁^n₁ × base₂^n₂ …, the shape integral tables are written in:
 * 1/cos(x)^2 is cos(x)^(-2), sqrt(2x+1) is (2x+1)^(1/2), 3x/(x^2+1) is 3 · x · (x^2+1)^(-1).
 */
export interface PowerFactor {
  base: MathNode;
  /** A number when the power is numeric (1/2 as 0.5), else the power's node. */
  exponent: number | MathNode;
}

export interface FactorView {
  constant: MathNode;
  factors: PowerFactor[];
}

export function powerFactors(node: MathNode, v: string): FactorView {
  const constants: MathNode[] = [];
  const factors: PowerFactor[] = [];
  let sign = 1;
  const visit = (n0: MathNode, power: number): void => {
    const n = unwrap(n0);
    if (!dependsOn(n, v)) {
      constants.push(power === 1 ? n : power === -1 ? div(num(1), n) : pow(n, exponentNode(power)));
      return;
    }
    const o = asOperator(n);
    if (o && o.fn === 'unaryMinus') {
      sign = -sign;
      visit(o.args[0]!, power);
      return;
    }
    if (o && o.fn === 'multiply') {
      o.args.forEach((a) => visit(a, power));
      return;
    }
    if (o && o.fn === 'divide') {
      visit(o.args[0]!, power);
      visit(o.args[1]!, -power);
      return;
    }
    if (o && o.fn === 'pow') {
      const e = constValue(o.args[1]!);
      if (e !== null) {
        visit(o.args[0]!, power * e);
        return;
      }
      if (power === 1 && !dependsOn(o.args[1]!, v)) {
        factors.push({ base: o.args[0]!, exponent: o.args[1]! });
        return;
      }
    }
    const f = asFunction(n);
    if (f && f.name === 'sqrt' && f.args.length === 1) {
      visit(f.args[0]!, power / 2);
      return;
    }
    merge(factors, n, power);
  };
  visit(node, 1);
  const constant = product(constants);
  return { constant: sign < 0 ? product([num(-1), constant]) : constant, factors };
}

function merge(factors: PowerFactor[], base: MathNode, power: number): void {
  const same = factors.find((f) => typeof f.exponent === 'number' && f.base.equals(base));
  if (same && typeof same.exponent === 'number') same.exponent += power;
  else factors.push({ base, exponent: power });
  const index = factors.findIndex((f) => f.exponent === 0);
  if (index >= 0) factors.splice(index, 1);
}

/** A numeric power as an exact node (0.5 → 1/2). */
export function exponentNode(e: number | MathNode): MathNode {
  if (typeof e !== 'number') return e;
  for (let q = 1; q <= 100; q++) {
    const p = Math.round(e * q);
    if (Math.abs(e * q - p) < 1e-9) return fraction(p, q);
  }
  return num(e);
}

/** a when the node is a·v + b (a, b free of v, a ≠ 0); null otherwise. */
export function linearSlope(node: MathNode, v: string): MathNode | null {
  if (!dependsOn(node, v)) return null;
  if (isSymbol(node, v)) return num(1);
  try {
    const slope = simplify(derivative(node, v));
    if (dependsOn(slope, v) || constValue(slope) === 0) return null;
    return slope;
  } catch {
    return null;
  }
}
