import { parse, type MathNode } from 'mathjs';
import nerdamer from 'nerdamer';
import 'nerdamer/Calculus.js';
import { checkAntiderivativeState } from './check-calculus-state';

/**
 * nerdamer's antiderivative, used only when our own methods cannot show the steps, and kept only
 * when its derivative is the integrand again (nerdamer is sometimes wrong, see the data README).
 */
export function nerdamerAntiderivative(integrand: MathNode, variable: string): MathNode | null {
  let text: string;
  try {
    text = nerdamer(`integrate(${integrand.toString({ implicit: 'show' })}, ${variable})`).toString();
  } catch {
    return null;
  }
  if (/integrate/.test(text)) return null;
  let node: MathNode;
  try {
    node = parse(text);
  } catch {
    return null;
  }
  return checkAntiderivativeState(integrand, node, variable) ? node : null;
}
