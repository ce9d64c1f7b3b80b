import type { MathNode } from 'mathjs';
import type { Answer } from './answer-kinds';
import { freeVariables } from './evaluate-numerically';

// Equivalence alone would accept an answer that is still the question ("floor(111/10) + 2*floor(111/20)"
// for "Evaluate ⌊11.1⌋ + 2⌊5.55⌋", "-2*i^2 + 18" for "Simplify (3-i)(6+2i)", "x + x" for "simplify x + x").
// These checks ask for the form a teacher would accept as the final answer.

/** Tree nodes, brackets not counted. */
export function nodeCount(node: MathNode): number {
  let count = 0;
  node.traverse((child) => {
    if (child.type !== 'ParenthesisNode') count++;
  });
  return count;
}

export function isProduct(node: MathNode): boolean {
  const inner = node.type === 'ParenthesisNode' ? (node as unknown as { content: MathNode }).content : node;
  if (inner.type !== 'OperatorNode') return false;
  const { fn, args } = inner as unknown as { fn: string; args: MathNode[] };
  if (fn === 'unaryMinus') return isProduct(args[0]!);
  return fn === 'multiply' || fn === 'pow';
}

const FINAL_FUNCTIONS = new Set(['sqrt', 'nthRoot']);

/** Only numbers, letters, + − × ÷ ^, roots; no i², no unevaluated floor, log, abs or trig. */
function looksWorkedOut(node: MathNode): boolean {
  let ok = true;
  node.traverse((child, path, parent) => {
    if (child.type === 'FunctionNode') {
      const name = (child as unknown as { fn: { name: string } }).fn.name;
      if (!FINAL_FUNCTIONS.has(name)) ok = false;
    }
    if (child.type === 'SymbolNode' && (child as unknown as { name: string }).name === 'i' && parent?.type === 'OperatorNode' && path === 'args[0]') {
      if ((parent as unknown as { fn: string }).fn === 'pow') ok = false;
    }
  });
  return ok;
}

/** Whether each of our values is in final form, judged against the expected answer's form. */
export function inFinalForm(expected: Answer, ours: Answer, problem: string): boolean {
  if (ours.kind !== 'values' || expected.kind !== 'values') return true;
  const factorTask = /^\s*factor/i.test(problem);
  return ours.values.every((node, i) => {
    const reference = expected.values[Math.min(i, expected.values.length - 1)]!;
    if (!looksWorkedOut(node)) return false;
    if (factorTask && freeVariables(node).length > 0 && !isProduct(node)) return false;
    const slack = freeVariables(reference).length > 0 ? 2 : 4;
    return nodeCount(node) <= nodeCount(reference) + slack;
  });
}
