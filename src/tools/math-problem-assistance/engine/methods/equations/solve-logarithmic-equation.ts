import { fraction, type Fraction, type MathNode } from 'mathjs';
import type { MathMethod, MathProblem, MethodResult, Relation, StepDraft } from '../../problem';
import { divide, multiply, negate, numberNode, parenthesize, power, relation, relationState, subtract, sum } from './build-node';
import { printNode } from '../../nodes/print-nodes';
import { checkCandidates } from './check-candidates';
import { unwrapParens } from '../../nodes/build-nodes';
import { containsVariable, toPolynomial } from './polynomial';
import { solveRationalEquation } from './solve-rational-equation';
import { rootNodesOf, solvePolynomialRelation } from './solve-polynomial-relation';
import { solveRelation } from './solve-linear-equation';
import { additiveTerms } from './tidy-sides';
import { callNode, symbolNode } from '../../nodes/build-nodes';

const METHOD = 'logarithm rules';

interface LogTerm {
  coefficient: Fraction;
  argument: MathNode;
  /** 'e' for ln (mathjs log), else the base's value. */
  base: 'e' | Fraction;
}

function readLog(node: MathNode, variable: string): { base: 'e' | Fraction; argument: MathNode } | null {
  const n = unwrapParens(node) as unknown as { type: string; fn?: { name?: string }; args?: MathNode[] };
  if (n.type !== 'FunctionNode' || !n.args) return null;
  const name = n.fn?.name;
  const argument = n.args[0]!;
  // log(10) on the other side is a logarithm too: it combines like the others.
  void variable;
  if (name === 'log' && n.args.length === 1) return { base: 'e', argument };
  if (name === 'log10') return { base: fraction(10), argument };
  if (name === 'log2') return { base: fraction(2), argument };
  if (name === 'log' && n.args.length === 2) {
    const b = toPolynomial(n.args[1]!, '\u0000');
    if (!b || b.length !== 1 || b[0]!.s < 0n || b[0]!.equals(1)) return null;
    return { base: b[0]!, argument };
  }
  return null;
}

/** c·log(u) terms and plain numbers of one side; null when a term is anything else. */
function readSide(node: MathNode, variable: string): { logs: LogTerm[]; constant: Fraction } | null {
  const logs: LogTerm[] = [];
  let constant = fraction(0);
  for (const t of additiveTerms(node)) {
    const sign = t.negative ? fraction(-1) : fraction(1);
    const plain = toPolynomial(t.node, '\u0000');
    if (plain) {
      constant = constant.add((plain[0] ?? fraction(0)).mul(sign));
      continue;
    }
    const n = unwrapParens(t.node) as unknown as { type: string; fn?: string; args?: MathNode[] };
    let coefficient = sign;
    let core = t.node;
    if (n.type === 'OperatorNode' && n.fn === 'multiply' && n.args) {
      const c = toPolynomial(n.args[0]!, '\u0000');
      if (!c || c.length !== 1) return null;
      coefficient = coefficient.mul(c[0]!);
      core = n.args[1]!;
    } else if (n.type === 'OperatorNode' && n.fn === 'unaryMinus' && n.args) {
      coefficient = coefficient.neg();
      core = n.args[0]!;
    }
    const log = readLog(core, variable);
    if (!log) return null;
    logs.push({ coefficient, ...log });
  }
  return { logs, constant };
}

function logNode(base: 'e' | Fraction, argument: MathNode): MathNode {
  if (base === 'e') return callNode('log', [argument]);
  if (base.equals(10)) return callNode('log10', [argument]);
  if (base.equals(2)) return callNode('log2', [argument]);
  return callNode('log', [argument, numberNode(Number(base.valueOf()))]);
}

/** An exact fraction as a node: 5/2, not 2.5. */
function fractionNode(k: Fraction): MathNode {
  if (k.d === 1n) return numberNode(Number(k.valueOf()));
  const top = numberNode(Number(k.abs().n));
  const quotient = divide(top, numberNode(Number(k.d)));
  return k.s < 0n ? negate(quotient) : quotient;
}

function powerFactor(argument: MathNode, k: Fraction): MathNode {
  const wrapped = (unwrapParens(argument) as unknown as { type: string }).type === 'OperatorNode' ? parenthesize(argument) : argument;
  return k.equals(1) ? wrapped : power(wrapped, numberNode(Number(k.valueOf())));
}

/** Σ cᵢ·log(uᵢ) = log(Π uᵢ^cᵢ): products for +, quotients for −, powers for coefficients. */
function combinedArgument(logs: LogTerm[]): MathNode | null {
  if (logs.some((l) => l.coefficient.d !== 1n)) return null;
  const up = logs.filter((l) => l.coefficient.s > 0n).map((l) => powerFactor(l.argument, l.coefficient));
  const down = logs.filter((l) => l.coefficient.s < 0n).map((l) => powerFactor(l.argument, l.coefficient.neg()));
  const product = (ns: MathNode[]) => ns.slice(1).reduce((a, b) => multiply(a, b, true), ns[0]!);
  if (up.length === 0) return null;
  // One log with coefficient 1 is just its argument; k·log(a) keeps its power a^k (the coefficient is never dropped).
  if (logs.length === 1 && logs[0]!.coefficient.equals(1)) return unwrapParens(logs[0]!.argument);
  return down.length ? divide(product(up), down.length > 1 ? parenthesize(product(down)) : down[0]!) : product(up);
}

function solveAny(rel: Relation, problem: MathProblem): MethodResult | null {
  return (
    solvePolynomialRelation(rel, problem.variable, problem.variables) ??
    solveRationalEquation({ ...problem, target: { kind: 'relation', relation: rel }, source: '' })
  );
}

/**
 * Logarithmic equations: bring the logs together (log a + log b = log(ab), log a - log b = log(a/b),
 * k·log a = log(a^k)), rewrite log_b(U) = k as U = b^k (or drop the logs when both sides are one log),
 * solve, and keep only answers where every logarithm in the original equation is defined.
 */
export const solveLogarithmicEquation: MathMethod = (problem): MethodResult | null => {
  const rel = solveRelation(problem, false);
  if (!rel) return null;
  const v = problem.variable;
  const left = readSide(rel.lhs, v);
  const right = readSide(rel.rhs, v);
  if (!left || !right || ![...left.logs, ...right.logs].some((l) => containsVariable(l.argument, v))) return null;
  const bases = new Set([...left.logs, ...right.logs].map((l) => (l.base === 'e' ? 'e' : l.base.toFraction())));
  if (bases.size !== 1) return null;
  const base = (left.logs[0] ?? right.logs[0])!.base;
  const steps: StepDraft[] = [];
  let exponential: Relation;
  // log(U) = log(V): logs on both sides and no plain numbers — combine each side, then drop the logs.
  const bothSides = left.logs.length > 0 && right.logs.length > 0 && left.constant.equals(0) && right.constant.equals(0);
  const leftArgument = bothSides ? combinedArgument(left.logs) : null;
  const rightArgument = bothSides ? combinedArgument(right.logs) : null;
  if (leftArgument && rightArgument) {
    if (left.logs.length > 1 || right.logs.length > 1 || !left.logs[0]!.coefficient.equals(1) || !right.logs[0]!.coefficient.equals(1)) {
      steps.push({
        rule: 'Combine the logarithms',
        explanation: 'log(a) + log(b) = log(ab), log(a) - log(b) = log(a/b) and k·log(a) = log(a^k).',
        state: relationState(logNode(base, leftArgument), '=', logNode(base, rightArgument)),
      });
    }
    exponential = relation(leftArgument, '=', rightArgument);
    steps.push({ rule: 'Drop the logarithms', explanation: 'Equal logarithms (same base) have equal arguments.', state: { kind: 'relation', relation: exponential } });
  } else {
    const logs = [...left.logs, ...right.logs.map((l) => ({ ...l, coefficient: l.coefficient.neg() }))];
    let k = right.constant.sub(left.constant);
    const moved = right.logs.length > 0 || !left.constant.equals(0);
    const termNodes = logs.map((l) => {
      const node = logNode(l.base, l.argument);
      const c = l.coefficient.abs();
      const scaled = c.equals(1) ? node : multiply(numberNode(Number(c.valueOf())), node, true);
      return l.coefficient.s < 0n ? negate(scaled) : scaled;
    });
    if (moved) {
      steps.push({ rule: 'Logarithms to the left, numbers to the right', explanation: 'Collect the logarithms on one side.', state: relationState(sum(termNodes), '=', numberNode(Number(k.valueOf()))) });
    }
    // c·log(U) = k: divide by c first (log(U) = k/c), as a student would, rather than raise U to the c.
    const single = logs.length === 1 ? logs[0]! : undefined;
    if (single && !single.coefficient.equals(1)) {
      const c = single.coefficient;
      logs[0] = { ...single, coefficient: fraction(1) };
      k = k.div(c);
      steps.push({ rule: `Divide both sides by ${c.toFraction()}`, explanation: 'Get the logarithm on its own.', state: relationState(logNode(base, single.argument), '=', fractionNode(k)) });
    }
    const argument = combinedArgument(logs);
    if (!argument) return null;
    if (logs.length > 1 || !logs[0]!.coefficient.equals(1)) {
      steps.push({
        rule: 'Combine the logarithms',
        explanation: 'log(a) + log(b) = log(ab), log(a) - log(b) = log(a/b) and k·log(a) = log(a^k).',
        state: relationState(logNode(base, argument), '=', fractionNode(k)),
      });
    }
    const b = base === 'e' ? symbolNode('e') : numberNode(Number(base.valueOf()));
    const rhs = k.equals(0) ? numberNode(1) : power(b, k.d === 1n ? numberNode(Number(k.valueOf())) : parenthesize(fractionNode(k)));
    exponential = relation(argument, '=', rhs);
    steps.push({
      rule: 'Rewrite in exponential form',
      explanation: k.equals(0) ? 'A logarithm is 0 only when its argument is 1 (b^0 = 1).' : `log_b(U) = k means U = b^k${base === 'e' ? ' (ln is the logarithm with base e)' : ''}.`,
      state: { kind: 'relation', relation: exponential },
    });
    if (base === 'e' && !k.equals(0)) return solveWithE(problem, steps, exponential);
    // 2^-1 and 9^(1/2) are numbers the polynomial solver reads only written out (1/2, 3); 2^(1/2) stays as it is.
    const worked = k.s < 0n || k.d !== 1n ? (base as Fraction).pow(k) : null;
    if (worked) {
      exponential = relation(argument, '=', fractionNode(worked));
      steps.push({ rule: 'Work out the power', explanation: `${printNode(rhs, 'mathjs-juxtaposed')} = ${worked.toFraction()}.`, state: { kind: 'relation', relation: exponential } });
    } else if (k.d !== 1n) {
      // log_2 x = 1/2: 2^(1/2) is no fraction; with a linear argument x = √2 (or b^k) is the exact answer.
      if (k.equals(fraction(1, 2))) exponential = relation(argument, '=', callNode('sqrt', [b]));
      return solveWithE(problem, steps, exponential);
    }
  }
  const inner = solveAny(exponential, problem);
  if (!inner) return null;
  const candidates = rootNodesOf(inner);
  if (candidates === 'all') return null;
  return checkCandidates(problem, METHOD, [...steps, ...inner.steps], candidates, 'the logarithm of a number that is not positive is undefined', true);
};

/** U = e^k with U linear: x = (e^k - n)/m, exact. */
function solveWithE(problem: MathProblem, steps: StepDraft[], exponential: Relation): MethodResult | null {
  const v = problem.variable;
  const p = toPolynomial(exponential.lhs, v);
  if (!p || p.length !== 2) return null;
  const [n, m] = p as [Fraction, Fraction];
  let value: MathNode = exponential.rhs;
  if (!n.equals(0)) value = subtract(value, fractionNode(n));
  // x/2 = e gives x = 2e, not e/0.5: a coefficient that is not whole is undone by multiplying by its inverse.
  const inverse = fraction(1).div(m);
  if (!m.equals(1)) value = m.d === 1n ? divide(value, fractionNode(m)) : multiply(fractionNode(inverse), value);
  if (n.equals(0) && m.equals(1)) return checkCandidates(problem, METHOD, steps, [value], 'the logarithm of a number that is not positive is undefined', false);
  const solved = [...steps, { rule: `Solve for ${v}`, explanation: `Get ${v} on its own: ${printNode(exponential.lhs, 'mathjs-juxtaposed')} = ${printNode(exponential.rhs, 'mathjs-juxtaposed')}.`, state: relationState(symbolNode(v), '=', value) }];
  return checkCandidates(problem, METHOD, solved, [value], 'the logarithm of a number that is not positive is undefined', false);
}
