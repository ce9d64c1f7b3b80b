import type { MathNode } from 'mathjs';
import { functionName } from '../../nodes/build-nodes';
import { freeVariables } from './node-build';

const LOGARITHMS = new Set(['log', 'ln', 'log10', 'log2']);
const INVERSE_SINE_COSINE = new Set(['asin', 'acos', 'arcsin', 'arccos']);

/** A number argument's real value; undefined when it has letters or mathjs cannot work it out as a real number. */
function realValue(node: MathNode | undefined): number | undefined {
  if (!node || freeVariables(node).length > 0) return undefined;
  try {
    const value: unknown = node.evaluate();
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why a number has no real value: a logarithm of 0 or of a negative number (log(-100), ln 0), a log to a base ≤ 0 or
 * 1, an inverse sine or cosine outside [-1, 1]. Given back unchanged as "already a number", log10(-100) would be
 * shown as solved; undefined when every part has a value.
 */
export function noRealValueReason(node: MathNode): string | undefined {
  let reason: string | undefined;
  node.traverse((inner) => {
    const name = functionName(inner);
    if (reason || !name) return;
    const [argument, base] = (inner as unknown as { args?: MathNode[] }).args ?? [];
    const value = realValue(argument);
    if (LOGARITHMS.has(name)) {
      const baseValue = realValue(base);
      if (value !== undefined && value <= 0) reason = 'a logarithm is defined only for positive numbers, so the log of 0 or of a negative number has no real value';
      else if (baseValue !== undefined && (baseValue <= 0 || baseValue === 1)) reason = 'a logarithm needs a positive base other than 1';
    } else if (INVERSE_SINE_COSINE.has(name) && value !== undefined && Math.abs(value) > 1) {
      reason = 'the sine and cosine of an angle lie between -1 and 1, so asin and acos of a number outside [-1, 1] have no real value';
    }
  });
  return reason;
}
