import type { MathNode } from 'mathjs';
import { expect } from 'vitest';
import { areEquivalent } from '../../equivalence';
import { parseMath } from '../../math-text';
import type { MathProblem, MethodResult } from '../../problem';
import { printNode } from '../../nodes/print-nodes';

/** A problem as the reader would hand it over (tests only). */
export function expressionProblem(task: MathProblem['task'], text: string, source = text): MathProblem {
  const node = parseMath(text);
  const names = new Set<string>();
  node.traverse((child, path) => {
    if (child.type === 'SymbolNode' && path !== 'fn' && !['pi', 'e', 'i'].includes((child as unknown as { name: string }).name)) names.add((child as unknown as { name: string }).name);
  });
  const variables = [...names].sort();
  return { task, variable: variables[0] ?? 'x', variables, target: { kind: 'expression', node }, source };
}

export function answerText(result: MethodResult | null): string {
  if (!result || result.answer.kind !== 'expression') return '';
  return printNode(result.answer.node, 'words');
}

/** The index of the first step that is not equal to the state before it, or -1 when every step is. */
export function firstWrongStep(start: MathNode, result: MethodResult): number {
  let previous = start;
  for (const [i, step] of result.steps.entries()) {
    if (step.state.kind !== 'expression' || !areEquivalent(previous, step.state.node)) return i;
    previous = step.state.node;
  }
  return -1;
}

/** Every step equals the one before, and the answer is the last step. */
export function expectSoundSteps(problem: MathProblem, result: MethodResult | null): MethodResult {
  expect(result).not.toBeNull();
  const r = result as MethodResult;
  expect(r.steps.length).toBeGreaterThan(0);
  if (problem.target.kind !== 'expression') throw new Error('expression problems only');
  expect(firstWrongStep(problem.target.node, r)).toBe(-1);
  const last = r.steps[r.steps.length - 1];
  expect(last && last.state.kind === 'expression' && r.answer.kind === 'expression' ? printNode(last.state.node, 'words') : '').toBe(answerText(r));
  for (const step of r.steps) {
    expect(step.rule.length).toBeGreaterThan(0);
    expect(step.explanation.length).toBeGreaterThan(10);
  }
  return r;
}

export { parseMath };
