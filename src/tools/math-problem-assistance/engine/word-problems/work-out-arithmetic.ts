import { all, create, ConstantNode, OperatorNode, ParenthesisNode, type Fraction, type MathNode } from 'mathjs';
import type { StepDraft } from '../problem';

// Exact arithmetic (fractions): 0.1 + 0.2 is 0.3 here, and a division that does not come out even
// stays a fraction until the very end.
export const exact = create(all ?? {}, { number: 'Fraction' });

export interface WorkedCalculation {
  steps: StepDraft[];
  value: number;
  /** The exact value as ASCII: "180", "2.5", "7/3". */
  exactText: string;
}

function isFraction(value: unknown): value is Fraction {
  return typeof value === 'object' && value !== null && 'n' in value && 'd' in value && 's' in value;
}

/** Evaluates exactly; null when the value is not a rational number (roots, division by zero…). */
export function evaluateExactly(node: MathNode): Fraction | null {
  try {
    // Every digit written out: mathjs prints 1000000 as "1e+6", which the fraction parser does not read.
    const value: unknown = exact.evaluate(node.toString({ notation: 'fixed' }));
    return isFraction(value) ? value : null;
  } catch {
    return null;
  }
}

function terminates(denominator: bigint): boolean {
  let d = denominator;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
}

/** "180", "2.5", "7/3", "-4". */
export function fractionText(value: Fraction): string {
  const sign = value.s < 0n ? '-' : '';
  if (value.d === 1n) return `${sign}${value.n}`;
  if (terminates(value.d)) return `${sign}${Number(value.n) / Number(value.d)}`;
  return `${sign}${value.n}/${value.d}`;
}

/** A value as a node a student reads: 180, 2.5, (7/3), -4. */
export function fractionNode(value: Fraction): MathNode {
  const magnitude: MathNode =
    value.d === 1n || terminates(value.d)
      ? new ConstantNode(Number(value.n) / Number(value.d))
      : new ParenthesisNode(new OperatorNode('/', 'divide', [new ConstantNode(Number(value.n)), new ConstantNode(Number(value.d))]));
  return value.s < 0n ? new OperatorNode('-', 'unaryMinus', [magnitude]) : magnitude;
}

function containsParenthesis(node: MathNode): boolean {
  let found = false;
  node.traverse((child, _path, parent) => {
    if (parent && child.type === 'ParenthesisNode') found = true;
  });
  return found;
}

function isPlainValue(node: MathNode): boolean {
  if (node.type === 'ConstantNode') return true;
  if (node.type === 'OperatorNode') {
    const op = node as OperatorNode;
    if (op.fn === 'unaryMinus') return isPlainValue(op.args[0]!);
    if (op.fn === 'divide') return op.args.every((arg) => arg.type === 'ConstantNode');
  }
  return node.type === 'ParenthesisNode' && isPlainValue((node as ParenthesisNode).content);
}

/**
 * The calculation worked out the way a student does it: the innermost brackets first (all of
 * them in one step), then the rest. Null when the expression is not plain arithmetic.
 */
export function workOutArithmetic(expression: MathNode): WorkedCalculation | null {
  const total = evaluateExactly(expression);
  if (!total) return null;
  const steps: StepDraft[] = [];
  let current = expression;
  // Each pass removes one level of brackets, so this ends; the bound is a guard against surprises.
  for (let pass = 0; pass < 20; pass++) {
    let changed = false;
    const next = current.transform((node) => {
      if (node.type !== 'ParenthesisNode') return node;
      const content = (node as ParenthesisNode).content;
      if (containsParenthesis(content) || isPlainValue(content)) return node;
      const value = evaluateExactly(content);
      if (!value) return node;
      changed = true;
      return fractionNode(value);
    });
    if (!changed) break;
    current = next;
    steps.push({ rule: 'Work out the brackets', explanation: 'Brackets come first: work out what is inside them.', state: { kind: 'expression', node: current } });
  }
  // "18 / 6" still needs its division; "7/3" as the answer is already worked out.
  if (current.toString() !== fractionNode(total).toString()) {
    const rule = describeLastStep(current);
    steps.push({ rule: rule.rule, explanation: rule.explanation, state: { kind: 'expression', node: fractionNode(total) } });
  }
  return { steps, value: Number(total.valueOf()), exactText: fractionText(total) };
}

function describeLastStep(node: MathNode): { rule: string; explanation: string } {
  const ops = new Set<string>();
  node.traverse((child) => {
    if (child.type === 'OperatorNode') ops.add((child as OperatorNode).fn);
  });
  if (ops.size === 1 && ops.has('multiply')) return { rule: 'Multiply', explanation: 'Multiply the numbers together.' };
  if (ops.size === 1 && ops.has('divide')) return { rule: 'Divide', explanation: 'Divide the first number by the second.' };
  if ([...ops].every((op) => op === 'multiply' || op === 'divide'))
    return { rule: 'Multiply and divide', explanation: 'Multiply and divide from left to right.' };
  if ([...ops].every((op) => op === 'subtract')) return { rule: 'Subtract', explanation: 'Subtract from left to right.' };
  if ([...ops].every((op) => op === 'add')) return { rule: 'Add', explanation: 'Add the numbers together.' };
  if ([...ops].every((op) => op === 'add' || op === 'subtract' || op === 'unaryMinus'))
    return { rule: 'Add and subtract', explanation: 'Work from left to right, adding and subtracting.' };
  return { rule: 'Work it out', explanation: 'Powers first, then multiply and divide, then add and subtract, each from left to right.' };
}
