import type { MathResult } from '../../contract';
import { readAsOf } from '../read-as';
import { readProblem } from '../read-problem';
import { verifyTrigIdentity } from './verify-trig-identity';

// "verify …", "prove that …", "show that …", "… is an identity", "… prove": the ways students ask to check an identity.
const ASK = /^\s*(?:verify|prove|show)(?:\s+that)?\s*:?\s*(.+?)(?:\s+is\s+an\s+identity)?\s*\.?\s*$/isu;
const IS_IDENTITY = /^\s*(?:is\s+)?(.+?)\s+(?:is\s+)?an\s+identity\s*\??\s*$/isu;
// "… = … prove", "…, verify the identity", "… show that it holds": the ask typed after the identity.
const ASK_AFTER = /^\s*(.+?)[\s,;:.-]+(?:please\s+|pls\s+)?(?:verify|prove|show)(?:\s+that)?(?:\s+(?:it|this|the\s+identity))?(?:\s+(?:holds|is\s+true|is\s+an\s+identity))?\s*(?:pls|plz|please)?\s*[.!?]?\s*$/isu;

/**
 * A trig identity asked for in words, answered by verifyTrigIdentity; null when the words are not these
 * or the rest is not a one-angle trig equation (the other readers then take the problem).
 */
export function solveIdentityRequest(source: string): MathResult | null {
  const match = ASK.exec(source) ?? IS_IDENTITY.exec(source) ?? ASK_AFTER.exec(source);
  if (!match) return null;
  try {
    const problem = readProblem({ problem: match[1] as string, task: 'solve' });
    if (problem.target.kind !== 'relation' || problem.domain) return null;
    return verifyTrigIdentity(problem.target.relation, problem.variable, readAsOf(problem));
  } catch {
    return null;
  }
}
