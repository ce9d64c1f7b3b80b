import type { MathNode } from 'mathjs';
import { createSeededRandom } from '../../../domain/seeded-random';
import { agreeAtPoints, closeValues, equivalentExpressions, evaluateAt, freeVariables, type ComplexValue } from './evaluate-numerically';
import { readLatexAnswer } from './read-latex-answer';
import { parseAscii, readLibraryEquationAnswer } from './read-library-answer';
import type { MathAlgebraRecord, SymbolicRecord } from './read-records';

// A check of the harness itself: the expected answers, read by our normalisers, must agree with the
// problems (the same checks the data set's README made with sympy). A record failing here is a
// normaliser bug, not an engine error, and is listed so it can be fixed.

/** f'(x) by a central difference, the other letters held at the scope's values. */
function numericDerivative(node: MathNode, variable: string, scope: Record<string, number>): ReturnType<typeof evaluateAt> {
  const h = 1e-5;
  const x = scope[variable]!;
  const up = evaluateAt(node, { ...scope, [variable]: x + h });
  const down = evaluateAt(node, { ...scope, [variable]: x - h });
  return up && down ? { re: (up.re - down.re) / (2 * h), im: (up.im - down.im) / (2 * h) } : null;
}

function derivativeMatches(f: MathNode, derivative: MathNode, variable: string): boolean {
  const names = [...new Set([...freeVariables(f), ...freeVariables(derivative), variable])];
  const random = createSeededRandom(99);
  const pairs: Array<[ComplexValue, ComplexValue]> = [];
  for (let k = 0; k < 8; k++) {
    const scope = Object.fromEntries(names.map((name) => [name, k % 2 ? 1.2 + 1.3 * random() : 0.15 + 0.7 * random()]));
    const numeric = numericDerivative(f, variable, scope);
    const exact = evaluateAt(derivative, scope);
    if (numeric && exact) pairs.push([numeric, exact]);
  }
  return agreeAtPoints(pairs, (a, b) => closeValues(a, b, 1e-4));
}

function rootsSatisfy(equation: string, roots: MathNode[], variable: string): boolean {
  const sides = equation.split('=');
  const lhs = sides.length === 2 ? parseAscii(sides[0]!) : null;
  const rhs = sides.length === 2 ? parseAscii(sides[1]!) : null;
  if (!lhs || !rhs) return false;
  return roots.every((root) => {
    const value = evaluateAt(root, {});
    if (!value) return false;
    const a = evaluateAt(lhs, { [variable]: value.re });
    const b = evaluateAt(rhs, { [variable]: value.re });
    return a !== null && b !== null && closeValues(a, b, 1e-3);
  });
}

/** Whether our reading of the expected answer agrees with the problem. */
export function expectedAgrees(record: SymbolicRecord): boolean {
  const variable = record.variable ?? 'x';
  switch (record.task) {
    case 'solve_equation': {
      const read = readLibraryEquationAnswer(record.expected);
      return read !== null && rootsSatisfy(record.input, read.roots, read.variable);
    }
    case 'simplify':
    case 'factor': {
      const input = parseAscii(record.input);
      const expected = parseAscii(record.expected);
      return input !== null && expected !== null && equivalentExpressions(input, expected);
    }
    case 'derivative': {
      const f = parseAscii(record.expression ?? '');
      const expected = parseAscii(record.expected);
      return f !== null && expected !== null && derivativeMatches(f, expected, variable);
    }
    case 'antiderivative': {
      const integrand = parseAscii(record.expression ?? '');
      const expected = parseAscii(record.expected);
      return integrand !== null && expected !== null && derivativeMatches(expected, integrand, variable);
    }
  }
}

/** Records whose boxed answer our LaTeX reader cannot read (their answers can only be marked wrong). */
export function unreadableLatex(records: MathAlgebraRecord[]): MathAlgebraRecord[] {
  return records.filter((r) => r.final_answer === null || readLatexAnswer(r.final_answer) === null);
}
