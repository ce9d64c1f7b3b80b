import type { MathNode } from 'mathjs';
import { formatState } from './math-text';
import type { MathProblem, MethodResult, StepDraft } from './problem';
import { printNode } from './nodes/print-nodes';

const MAX_STEP_HINTS = 4;

/** Methods that solve trig equations (their first hint names the kind, not "a quadratic" or "an equation"). */
const TRIG_EQUATION_METHODS = new Set(['reference angle', 'quadratic in a trig function', 'zero-product rule on trig factors', 'dividing by cos']);

function hasFractions(node: MathNode): boolean {
  let found = false;
  node.traverse((child) => {
    if ((child as unknown as { fn?: string }).fn === 'divide') found = true;
  });
  return found;
}

/** The first hint: what kind of problem this is and the method — never a number of the answer. */
function kindHint(problem: MathProblem, result: MethodResult): string {
  const method = result.method.toLowerCase();
  const x = problem.variable;
  switch (problem.task) {
    case 'evaluate': {
      if (/percent/u.test(method)) return 'This is a percent problem: a percent is a number out of 100, so write it as a decimal (or a fraction) and then multiply.';
      const node = problem.target.kind === 'expression' ? problem.target.node : null;
      if (node && hasFractions(node)) return 'This is arithmetic with fractions: follow the order of operations, and to add or subtract fractions first give them a common denominator.';
      return 'This is arithmetic: work it out in the order of operations — brackets, then powers and roots, then × and ÷, then + and −, each from left to right.';
    }
    case 'simplify':
      if (method === 'trig identities') return 'This is a trig expression: write tan, cot, sec and csc in terms of sin and cos, then use sin²x + cos²x = 1 and cancel.';
      return method.includes('cancel')
        ? 'This is a fraction with letters: factor the top and the bottom, then cancel any factor they share.'
        : 'Simplify by working out the numbers, multiplying out brackets, and combining like terms (terms with the same letters and powers).';
    case 'expand':
      return 'Expand by multiplying every term in one bracket by every term in the other (FOIL for two pairs), then collect like terms.';
    case 'factor':
      if (method.includes('ac method')) return 'This is a trinomial ax^2 + bx + c with a ≠ 1: use the ac method — find two numbers that multiply to a·c and add to b.';
      if (method.includes('trinomial')) return 'This is a trinomial: look for two numbers that multiply to the constant term and add to the middle coefficient.';
      if (method.includes('difference of squares')) return 'Look for a common factor first; then see if what is left is a difference of two squares, a^2 - b^2.';
      if (method.includes('cubes')) return 'Look for a common factor first; then see if what is left is a sum or difference of two cubes.';
      if (method.includes('grouping')) return 'There are four terms: try grouping them in pairs and taking a common factor out of each pair.';
      if (method.includes('perfect-square')) return 'Check whether the first and last terms are perfect squares: this may be a perfect-square trinomial, (a ± b)^2.';
      if (method.includes('prime')) return 'Break the number into primes: divide by 2, 3, 5, 7, … as long as they go in.';
      return 'To factor, always look for a common factor first, then for a pattern: difference of squares, trinomial, grouping.';
    case 'solve':
      if (problem.target.kind === 'system' && method === 'compound inequality') return `This is a compound inequality: do the same thing to all three parts until ${x} stands alone in the middle, and flip both signs if you multiply or divide by a negative number.`;
      if (TRIG_EQUATION_METHODS.has(method)) return `This is a trig equation on an interval: get the trig function on its own (if it is squared, treat it as the unknown of a quadratic), find the reference angle, then list every angle in the interval.`;
      if (problem.target.kind === 'system') return `This is a system of equations: eliminate one variable (add or subtract the equations, or substitute), solve for the other, then go back.`;
      if (problem.target.kind === 'relation' && problem.target.relation.op !== '=') return `This is an inequality in ${x}: solve it like an equation, but flip the sign if you multiply or divide by a negative number.`;
      if (/quadratic|factor|square|formula/u.test(method)) return `This is a quadratic equation in ${x}: get 0 on one side, then ${method.includes('formula') ? 'use the quadratic formula' : method.includes('square') ? 'complete the square' : 'factor'}.`;
      return `This is an equation in ${x}: get ${x} on its own by doing the same thing to both sides, undoing the operations in reverse order.`;
    case 'derivative':
      return `Differentiate with respect to ${x}: the main rule here is the ${method.replace(/ rule$/u, '')} rule; take it one piece at a time.`;
    case 'integral':
      return `Find an antiderivative with respect to ${x}: the method here is ${method}.`;
    case 'limit':
      return `For a limit, first try putting the value in; if that gives something like 0/0, the method here is ${method}.`;
    default:
      return `The method here is ${method}.`;
  }
}

/** The last hint: how to check, without the answer. */
function checkHint(problem: MathProblem, result: MethodResult): string {
  switch (problem.task) {
    case 'solve':
      return problem.target.kind === 'system'
        ? 'Check: put your values into every equation of the system; each one should come out true.'
        : `Check: put your value of ${problem.variable} back into the original ${problem.target.kind === 'relation' && problem.target.relation.op !== '=' ? 'inequality' : 'equation'}; both sides should agree.`;
    case 'factor':
      return 'Check: multiply your factors back out — you should get the original expression — and make sure no factor can be split further.';
    case 'expand':
      return 'Check: put a number such as 2 in for the letter in both the original and your answer; they should give the same value.';
    case 'simplify':
      return 'Check: put a number in for each letter in the original and in your answer; both should give the same value, and no like terms should be left.';
    case 'evaluate':
      return 'Check: estimate roughly first — your exact answer should be close to the estimate. Leave fractions as fractions in lowest terms.';
    case 'derivative':
      return 'Check: simplify your derivative, and make sure every piece of the function was differentiated.';
    case 'integral':
      return result.plusConstant ? 'Check: differentiate your answer — you should get back the function inside the integral. Do not forget + C.' : 'Check: differentiate your antiderivative to be sure, then put in the upper limit minus the lower limit.';
    case 'limit':
      return 'Check: try values very close to the point (on both sides) and see what the expression approaches.';
    default:
      return 'Check your answer by working backwards.';
  }
}

/** "Find two numbers that multiply to 6 and add to -5" from the explanation, cut before any result. */
function firstMove(step: StepDraft): string {
  const cut = step.explanation.split(/[:;=]|\. /u)[0]?.trim() ?? '';
  const words = cut.split(/\s+/u).length;
  if (words >= 4 && words <= 30) return `${step.rule}: ${lowerFirst(cut).replace(/[,.]$/u, '')}.`;
  return `${step.rule}.`;
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function leaks(hint: string, secrets: string[]): boolean {
  const plain = hint.replace(/\s+/gu, '');
  return secrets.some((secret) => secret.length > 0 && plain.includes(secret.replace(/\s+/gu, '')));
}

/**
 * A ladder of 3–6 hints: the kind of problem and its method; then each step's move (its rule, and
 * what to do without what comes out); last, how to check. The answer itself is never in a hint.
 */
export function buildHints(problem: MathProblem, result: MethodResult): string[] {
  const answerText = formatState(result.answer).text;
  const secrets = [answerText, result.answer.kind === 'expression' ? printNode(result.answer.node, 'words') : ''];
  for (const solution of result.solutions ?? []) for (const value of Object.values(solution)) if (value.length > 2) secrets.push(value);
  const hints: string[] = [kindHint(problem, result)];
  // One hint per kind of move, in order; long lists are summed up.
  const moves: StepDraft[] = [];
  for (const step of result.steps) if (!moves.some((m) => m.rule === step.rule)) moves.push(step);
  const shown = moves.length > MAX_STEP_HINTS ? moves.slice(0, MAX_STEP_HINTS - 1) : moves;
  shown.forEach((step, i) => {
    const stepSecrets = [...secrets, step.state.kind === 'expression' ? printNode(step.state.node, 'words') : formatState(step.state).text];
    const full = i === 0 ? `Start here — ${lowerFirst(firstMove(step))}` : `Next — ${lowerFirst(firstMove(step))}`;
    hints.push(leaks(full, stepSecrets) ? `${i === 0 ? 'Start here' : 'Next'} — ${lowerFirst(step.rule)}.` : full);
  });
  if (moves.length > shown.length) {
    const rest = moves.slice(shown.length).map((m) => lowerFirst(m.rule));
    hints.push(`Then — ${rest.slice(0, -1).join(', ')}${rest.length > 1 ? ' and ' : ''}${rest[rest.length - 1]}.`);
  }
  hints.push(checkHint(problem, result));
  // The first hint never carries the answer; drop a step hint rather than give it away.
  return hints.filter((hint, i) => i === 0 || i === hints.length - 1 || !leaks(hint, secrets)).slice(0, 6);
}
