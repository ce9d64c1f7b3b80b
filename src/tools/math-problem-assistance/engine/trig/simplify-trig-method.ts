import type { MathMethod } from '../problem';
import { printNode } from '../nodes/print-nodes';
import { simplifyTrig } from './simplify-trig';
import { hasTrig } from './verify-trig-identity';

/**
 * Simplifying with the trig identities (sin x cot x → cos x, sin²x/(1 − cos x) → 1 + cos x): the
 * expression written in sin and cos, then reduced with sin² + cos² = 1 and cancelled (simplify-trig.ts).
 * Each step is checked by the verifier like any simplification; null when nothing shorter is found.
 */
export const simplifyWithTrigIdentities: MathMethod = (problem) => {
  if (problem.task !== 'simplify' || problem.target.kind !== 'expression' || !hasTrig(problem.target.node)) return null;
  const found = simplifyTrig(problem.target.node);
  if (!found) return null;
  const { inSinCos, simplest } = found;
  const rewritten = printNode(inSinCos, 'ascii') !== printNode(problem.target.node, 'ascii');
  const steps = [
    ...(rewritten ? [{ rule: 'Write everything in sin and cos', explanation: 'tan = sin/cos, cot = cos/sin, sec = 1/cos, csc = 1/sin.', state: { kind: 'expression' as const, node: inSinCos } }] : []),
    {
      rule: 'Use sin²x + cos²x = 1 and cancel',
      explanation: 'Put it over one denominator, replace sin² by 1 − cos² (or cos² by 1 − sin²) and cancel the factors the top and bottom share.',
      state: { kind: 'expression' as const, node: simplest },
    },
  ];
  return { method: 'trig identities', steps, answer: { kind: 'expression', node: simplest } };
};
