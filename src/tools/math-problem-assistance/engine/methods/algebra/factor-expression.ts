import type { MathNode } from 'mathjs';
import type { MathProblem, MethodResult, StepDraft } from '../../problem';
import { type FactorOutcome, factorPolynomial, factorizationNode, polyDegree } from './factor-polynomial';
import { expressionState, expressionStep, problemExpression } from './method-kit';
import { addNode, numberNode, powNode, productNode, subNode } from './node-build';
import { type Poly, isPlainPolynomial, polyConst, polyLetters, univariateCoefficients } from './poly';
import * as R from './rational';
import { isPolyRatio, polyToNode, readRatio } from './ratio';
import { symbolNode } from '../../nodes/build-nodes';
import { printNode } from '../../nodes/print-nodes';

/** The name shown for the method: the main rule that did the work. */
const METHOD_BY_RULE: Array<[string, string]> = [
  ['Split the middle term', 'factoring by grouping (ac method)'],
  ['Factor the trinomial', 'factoring a trinomial'],
  ['Perfect square trinomial', 'perfect-square trinomial'],
  ['Difference of squares', 'difference of squares'],
  ['Sum of cubes', 'sum of cubes'],
  ['Difference of cubes', 'difference of cubes'],
  ['Group the terms in pairs', 'factoring by grouping'],
  ['Use a root to find a factor', 'factor theorem (rational roots)'],
  ['Split into irreducible factors', 'factoring'],
  ['Take out the common factor', 'common factor'],
];

function methodName(outcome: FactorOutcome): string {
  const rules = new Set(outcome.steps.map((step) => step.rule));
  return METHOD_BY_RULE.find(([rule]) => rules.has(rule))?.[1] ?? 'factoring';
}

/** Why a polynomial has no factors over the rationals, in words a student can check. */
export function whyIrreducible(p: Poly): string {
  const text = printNode(polyToNode(p), 'words');
  const letters = polyLetters(p);
  const coefs = letters.length === 1 ? univariateCoefficients(p, letters[0] as string) : null;
  if (polyDegree(p) <= 1) return `${text} is already a simple factor: it cannot be split further.`;
  if (coefs && coefs.length === 3) {
    const [c, b, a] = coefs as [R.Q, R.Q, R.Q];
    const disc = R.sub(R.mul(b, b), R.mul(R.mul(q4, a), c));
    const discText = R.qText(disc);
    if (R.isNegative(disc)) {
      return `${text} cannot be factored: its discriminant b^2 - 4ac = ${discText} is negative, so it has no real roots and no factors.`;
    }
    return `${text} cannot be factored with rational numbers: its discriminant b^2 - 4ac = ${discText} is not a perfect square. (Over the real numbers it splits using square roots.)`;
  }
  if (p.length === 2 && p.every((t) => !R.isNegative(t.coef))) return `${text} is a sum of two terms with no common factor and no pattern that splits it, so it cannot be factored over the rationals.`;
  return `No common factor, pattern or rational root splits ${text}, so it cannot be factored over the rationals.`;
}

const q4 = R.q(4);

/** Whole numbers: 84 = 2^2 × 3 × 7. */
function factorInteger(value: bigint, node: MathNode): MethodResult | null {
  if (value < 2n || value > 10n ** 12n) return null;
  const primes: Array<[bigint, number]> = [];
  let rest = value;
  for (let p = 2n; p * p <= rest; p += p === 2n ? 1n : 2n) {
    let k = 0;
    while (rest % p === 0n) {
      rest /= p;
      k += 1;
    }
    if (k) primes.push([p, k]);
  }
  if (rest > 1n) primes.push([rest, 1]);
  const answer = productNode(primes.map(([p, k]) => (k === 1 ? numberNode(p) : powNode(numberNode(p), numberNode(k)))));
  const prime = primes.length === 1 && primes[0]?.[1] === 1;
  const steps = [
    expressionStep(
      prime ? 'Prime number' : 'Prime factorization',
      prime
        ? `${value} is a prime number: its only factors are 1 and itself.`
        : `Divide by the smallest prime that goes in, again and again: ${value} = ${primes.map(([p, k]) => (k === 1 ? `${p}` : `${p}^${k}`)).join(' × ')}.`,
      prime ? node : answer,
    ),
  ];
  return { method: 'prime factorization', steps, answer: expressionState(prime ? node : answer) };
}

/**
 * Factor: common factor first, then the patterns, each step a whole expression; irreducible
 * polynomials get one step that says so and why.
 */
export function factorExpression(problem: MathProblem): MethodResult | null {
  if (problem.task !== 'factor') return null;
  const node = problemExpression(problem);
  if (!node) return null;
  const ratio = readRatio(node);
  if (!ratio || !isPolyRatio(ratio) || !isPlainPolynomial(ratio.num)) return null;
  const poly = ratio.num;
  const constant = polyConst(poly);
  if (constant) return R.isInteger(constant) ? factorInteger(R.numerator(constant), node) : null;
  const steps: StepDraft[] = [];
  const standard = polyToNode(poly);
  if (printNode(standard, 'words') !== printNode(node, 'words')) {
    steps.push(expressionStep('Write in standard form', 'Multiply out any brackets and collect like terms, highest power first, so the patterns are easy to see.', standard));
  }
  const outcome = factorPolynomial(poly);
  if (!outcome) return null;
  for (const step of outcome.steps) steps.push(expressionStep(step.rule, step.explanation, step.node));
  const answer = factorizationNode(outcome.result);
  if (outcome.irreducible) {
    const rest = outcome.result.pieces.find((piece) => piece.poly.length > 1)?.poly ?? poly;
    steps.push(expressionStep('Cannot be factored further', whyIrreducible(rest), answer));
    return { method: steps.length > 1 ? 'common factor' : 'irreducible', steps, answer: expressionState(answer) };
  }
  // A quadratic factor left over: say that it is final, so nobody tries to split it.
  const leftover = outcome.result.pieces.filter((piece) => polyDegree(piece.poly) >= 2);
  if (leftover.length === 1 && steps.length > 0) {
    const last = steps[steps.length - 1] as StepDraft;
    last.explanation += ` ${whyIrreducible((leftover[0] as { poly: Poly }).poly).replace(/\.$/u, '')}, so the factoring is complete.`;
  }
  return { method: methodName(outcome), steps, answer: expressionState(answer), ...(outcome.note ? { note: outcome.note } : {}) };
}

/**
 * Another way for quadratics with rational roots: find the roots with the formula, then
 * a(x - r1)(x - r2), spreading a into the brackets.
 */
export function factorByRoots(problem: MathProblem): MethodResult | null {
  if (problem.task !== 'factor') return null;
  const node = problemExpression(problem);
  const ratio = node ? readRatio(node) : null;
  if (!ratio || !isPolyRatio(ratio)) return null;
  const letters = polyLetters(ratio.num);
  if (letters.length !== 1) return null;
  const name = letters[0] as string;
  const coefs = univariateCoefficients(ratio.num, name);
  if (!coefs || coefs.length !== 3 || !coefs.every(R.isInteger)) return null;
  const [c, b, a] = coefs as [R.Q, R.Q, R.Q];
  if (R.isZero(c)) return null;
  const disc = R.sub(R.mul(b, b), R.mul(R.mul(q4, a), c));
  const root = R.exactRoot(disc, 2);
  if (!root) return null;
  const r1 = R.div(R.sub(R.neg(b), root), R.mul(R.q(2), a));
  const r2 = R.div(R.add(R.neg(b), root), R.mul(R.q(2), a));
  const x = symbolNode(name);
  const bracket = (r: R.Q): MathNode => (R.isNegative(r) ? addNode(x, polyToNode([{ coef: R.neg(r), factors: [] }])) : subNode(x, polyToNode([{ coef: r, factors: [] }])));
  const rootsForm = productNode([...(R.isOne(a) ? [] : [polyToNode([{ coef: a, factors: [] }])]), bracket(r1), ...(R.equals(r1, r2) ? [] : [bracket(r2)])]);
  const withPower = R.equals(r1, r2) ? productNode([...(R.isOne(a) ? [] : [polyToNode([{ coef: a, factors: [] }])]), powNode(bracket(r1), numberNode(2))]) : rootsForm;
  const steps: StepDraft[] = [
    expressionStep(
      'Find the roots',
      `Solve ${printNode(polyToNode(ratio.num), 'words')} = 0 with the quadratic formula ${name} = (-b ± √(b^2 - 4ac))/(2a): the discriminant is ${R.qText(disc)} = ${R.qText(root)}^2, so the roots are ${name} = ${R.qText(r1)} and ${name} = ${R.qText(r2)}.`,
      node as MathNode,
    ),
    expressionStep('Write a(x - r1)(x - r2)', `A quadratic with roots r1 and r2 and leading coefficient a is a(${name} - r1)(${name} - r2).`, withPower),
  ];
  const direct = factorExpression(problem);
  if (direct && (!R.isOne(a) || !R.isInteger(r1) || !R.isInteger(r2)) && printNode(direct.answer.kind === 'expression' ? direct.answer.node : withPower, 'words') !== printNode(withPower, 'words')) {
    steps.push(expressionStep('Clear the fractions', `Multiply the number in front into the brackets so they have whole numbers.`, direct.answer.kind === 'expression' ? direct.answer.node : withPower));
  }
  return { method: 'roots (quadratic formula)', steps, answer: steps[steps.length - 1]?.state ?? expressionState(withPower) };
}
