import type { MathNode } from 'mathjs';
import { parseMath } from '../../math-text';
import type { MathProblem, MethodResult } from '../../problem';
import { asFunction, asOperator, asSymbol, constantValue } from '../../read/node-kit';
import { expressionStep, problemExpression } from './method-kit';
import { stripParens } from './node-build';
import { splitSquare } from '../equations/exact-root';

// √(50x⁵) as a student simplifies it: split the radicand into its perfect squares and the rest, 25x⁴ · 2x, and take
// the squares' roots out, 5x²√(2x). The general simplifier leaves 5x²·√x·√2, which is equal but not the school form.

/** A whole coefficient and whole powers of letters: 50x^5, 12x^3y^2; null for anything else. */
function monomialOf(node: MathNode): { coefficient: number; powers: Map<string, number> } | null {
  const powers = new Map<string, number>();
  let coefficient = 1;
  const visit = (part: MathNode): boolean => {
    const bare = stripParens(part);
    const value = constantValue(bare);
    if (value !== undefined && bare.type === 'ConstantNode') {
      if (!Number.isSafeInteger(value) || value <= 0) return false;
      coefficient *= value;
      return Number.isSafeInteger(coefficient);
    }
    const symbol = asSymbol(bare);
    if (symbol) {
      powers.set(symbol.name, (powers.get(symbol.name) ?? 0) + 1);
      return true;
    }
    const operator = asOperator(bare);
    if (operator?.fn === 'multiply') return operator.args.every(visit);
    if (operator?.fn === 'pow') {
      const [base, exponent] = operator.args as [MathNode, MathNode];
      const name = asSymbol(stripParens(base))?.name;
      const n = constantValue(stripParens(exponent));
      if (!name || n === undefined || !Number.isInteger(n) || n < 1 || n > 60) return false;
      powers.set(name, (powers.get(name) ?? 0) + n);
      return true;
    }
    return false;
  };
  return visit(node) && powers.size > 0 ? { coefficient, powers } : null;
}

/** The largest s with s² dividing n. */
const squarePart = (n: number): number => Number(splitSquare(BigInt(n)).outside);

const product = (factors: string[]) => (factors.length === 0 ? '1' : factors.join('*'));
const power = (name: string, n: number) => (n === 1 ? name : `${name}^${n}`);

export function simplifySquareRoot(problem: MathProblem): MethodResult | null {
  if (problem.task !== 'simplify') return null;
  const node = problemExpression(problem);
  const call = node && asFunction(node);
  if (!call || call.fn.name !== 'sqrt' || call.args.length !== 1) return null;
  const monomial = monomialOf(call.args[0] as MathNode);
  if (!monomial || monomial.coefficient > 1e12) return null;
  const odd = [...monomial.powers].filter(([, n]) => n % 2 === 1);
  // Two letters under an odd power (√(x³y)) can both be negative; their roots do not split one letter at a time.
  if (odd.length > 1) return null;
  const s = squarePart(monomial.coefficient);
  const left = monomial.coefficient / (s * s);
  const squaresIn = [...(s > 1 ? [String(s * s)] : []), ...[...monomial.powers].filter(([, n]) => n >= 2).map(([name, n]) => power(name, n - (n % 2)))];
  if (squaresIn.length === 0) return null;
  const restIn = [...(left > 1 ? [String(left)] : []), ...odd.map(([name]) => name)];
  // √(x²) = |x|: a letter that may be negative keeps its bars when its power outside is odd (an odd power under the root makes it ≥ 0).
  const outside = [
    ...(s > 1 ? [String(s)] : []),
    ...[...monomial.powers]
      .filter(([, n]) => n >= 2)
      .map(([name, n]) => {
        const half = Math.floor(n / 2);
        return n % 2 === 0 && half % 2 === 1 ? power(`abs(${name})`, half) : power(name, half);
      }),
  ];
  const split = parseMath(restIn.length ? `sqrt(${product(squaresIn)}) * sqrt(${product(restIn)})` : `sqrt(${product(squaresIn)})`);
  const answer = parseMath(restIn.length ? `${product(outside)} * sqrt(${product(restIn)})` : product(outside));
  const squares = squaresIn.join(' · ');
  return {
    method: 'perfect squares out of the root',
    steps: [
      expressionStep('Split off the perfect squares', `Write what is under the root as perfect squares (${squares}) times what is left${restIn.length ? ` (${restIn.join(' · ')})` : ''}: √(ab) = √a · √b.`, split),
      expressionStep('Take the square roots', `Each perfect square comes out of the root as its square root${outside.some((f) => f.startsWith('abs')) ? ' (√(x²) = |x|, since x may be negative)' : ''}.`, answer),
    ],
    answer: { kind: 'expression', node: answer },
  };
}
