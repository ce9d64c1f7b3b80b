import { derivative, type MathNode } from 'mathjs';
import type { StepDraft } from '../../problem';
import { mul, rebuild, replaceSymbol, symbolName } from './calculus-nodes';
import { asMarker, hasMarker, pendingIntegral, PENDING_INTEGRAL, SUBSTITUTION } from './calculus-markers';
import { tidy } from './tidy-expression';
import { printNode } from '../../nodes/print-nodes';

/**
 * Steps leave the integration engine in the problem's own variable (problem.ts: "a u-substitution shows
 * its u only in the explanation"). `subst(E, u, g)` becomes E with u = g, where a pending ∫ h(u) du is
 * the same integral in x, ∫ h(g(x))·g'(x) dx. The steps worked in u merge into one "u-substitution"
 * step whose explanation tells the whole story (let u = …, ∫ … du = …, put u back).
 */
export function inProblemVariable(state: MathNode, x: string): MathNode {
  return rebuild(
    state.transform((n) => {
      const m = asMarker(n);
      if (!m || m.name !== SUBSTITUTION) return n;
      const u = symbolName(m.args[1]!)!;
      const g = m.args[2]!;
      const dg = tidy(derivative(g, x));
      const inner = m.args[0]!.transform((k) => {
        const pending = asMarker(k);
        if (pending && pending.name === PENDING_INTEGRAL) return pendingIntegral(mul(replaceSymbol(pending.args[0]!, u, g), dg), x);
        return k;
      });
      return replaceSymbol(inner, u, g);
    }),
  );
}

/** A state still being worked on in u: a substitution with an integral left inside. */
function workingInU(state: MathNode): boolean {
  let found = false;
  state.traverse((n) => {
    const m = asMarker(n);
    if (m && m.name === SUBSTITUTION && hasMarker(m.args[0]!, PENDING_INTEGRAL)) found = true;
  });
  return found;
}

export function stepsInProblemVariable(steps: StepDraft[], x: string, wrap: (node: MathNode) => MathNode = (n) => n): StepDraft[] {
  const out: StepDraft[] = [];
  let carried: { rule: string; explanations: string[] } | null = null;
  let previous = '';
  steps.forEach((step, index) => {
    if (step.state.kind !== 'expression') {
      out.push(step);
      return;
    }
    const raw = step.state.node;
    const isLast = index === steps.length - 1;
    if (workingInU(raw) && !isLast) {
      carried = carried ?? { rule: step.rule, explanations: [] };
      carried.explanations.push(carried.explanations.length === 0 ? step.explanation : `${step.rule}: ${step.explanation}`);
      return;
    }
    const node = wrap(inProblemVariable(raw, x));
    const text = printNode(node, 'mathjs');
    if (text === previous && out.length > 0 && !carried) {
      const last = out[out.length - 1]!;
      out[out.length - 1] = { ...last, explanation: `${last.explanation} ${step.explanation}` };
      return;
    }
    const c: { rule: string; explanations: string[] } | null = carried;
    const explanation = c ? [...c.explanations, `${step.rule}: ${step.explanation}`].join(' ') : step.explanation;
    out.push({ rule: c ? c.rule : step.rule, explanation, state: { kind: 'expression', node } });
    carried = null;
    previous = text;
  });
  return out;
}
