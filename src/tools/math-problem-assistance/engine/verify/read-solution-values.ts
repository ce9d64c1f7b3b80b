import type { MathNode } from 'mathjs';
import { freeSymbols, parseMath } from '../math-text';
import type { MethodResult } from '../problem';
import { compileNode, type Value } from './evaluate';

/**
 * A method's solutions for `v` as exact nodes and their (complex) values; undefined when any cannot be
 * put back as one number (missing, a family such as x = π/6 + 2πk, or not computable).
 */
export function readSolutionValues(result: MethodResult | null, v: string): Array<{ node: MathNode; value: Value }> | undefined {
  if (!result?.solutions) return undefined;
  const values: Array<{ node: MathNode; value: Value }> = [];
  for (const solution of result.solutions) {
    const text = solution[v];
    if (text === undefined) return undefined;
    const node = parseMath(text);
    if (freeSymbols(node).length > 0) return undefined;
    const value = compileNode(node, 'complex')({});
    if (!value) return undefined;
    values.push({ node, value });
  }
  return values;
}
