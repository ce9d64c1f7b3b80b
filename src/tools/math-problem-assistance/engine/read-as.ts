import type { MathResult } from '../contract';
import { formatState } from './math-text';
import type { MathProblem } from './problem';
import { hasDegreeMark } from './read/tokenize-math';
import { nodeAsTypedInDegrees, relationAsTyped } from './trig/degree-angles';

/** The problem as the engine read it, shown first so that a misreading is visible ("I read this as …"). */
export function readAsOf(problem: MathProblem): MathResult['readAs'] {
  const { variable } = problem;
  // sin(30°) is read as sin(30·π/180); the echo shows the degrees the student typed.
  const target = hasDegreeMark(problem.source) ? targetAsTypedInDegrees(problem.target) : problem.target;
  switch (target.kind) {
    case 'expression': {
      const shown = formatState({ kind: 'expression', node: target.node });
      if (problem.task !== 'derivative') return shown;
      const d = problem.order === 2 ? { text: `d^2/d${variable}^2`, latex: `\\frac{d^{2}}{d${variable}^{2}}` } : { text: `d/d${variable}`, latex: `\\frac{d}{d${variable}}` };
      return { text: `${d.text} (${shown.text})`, latex: `${d.latex}\\left(${shown.latex}\\right)` };
    }
    case 'relation': {
      const degrees = problem.angleUnit === 'degree';
      // In degrees the relation is shown as typed, the unit on the interval's ends.
      const shown = formatState({ kind: 'relation', relation: degrees ? relationAsTyped(target.relation) : target.relation });
      if (!problem.domain) return shown;
      const { lower, upper, closedLower, closedUpper } = problem.domain;
      const [low, high] = [formatState({ kind: 'expression', node: lower }), formatState({ kind: 'expression', node: upper })];
      const [unit, unitLatex] = degrees ? ['°', '^{\\circ}'] : ['', ''];
      return {
        text: `${shown.text} for ${low.text}${unit} ${closedLower ? '<=' : '<'} ${variable} ${closedUpper ? '<=' : '<'} ${high.text}${unit}`,
        latex: `${shown.latex} \\quad \\text{for } ${low.latex}${unitLatex} ${closedLower ? '\\le' : '<'} ${variable} ${closedUpper ? '\\le' : '<'} ${high.latex}${unitLatex}`,
      };
    }
    case 'system':
      return formatState({ kind: 'relations', relations: target.relations, join: 'and' });
    case 'integral': {
      const body = formatState({ kind: 'expression', node: target.node });
      const bounds = target.lower && target.upper ? { lower: formatState({ kind: 'expression', node: target.lower }), upper: formatState({ kind: 'expression', node: target.upper }) } : undefined;
      const text = bounds ? `integral from ${bounds.lower.text} to ${bounds.upper.text} of ${body.text} d${variable}` : `integral of ${body.text} d${variable}`;
      const latex = bounds ? `\\int_{${bounds.lower.latex}}^{${bounds.upper.latex}} ${body.latex} \\, d${variable}` : `\\int ${body.latex} \\, d${variable}`;
      return { text, latex };
    }
    case 'limit': {
      const body = formatState({ kind: 'expression', node: target.node });
      const point = formatState({ kind: 'expression', node: target.point });
      const side = target.direction === 'left' ? '-' : target.direction === 'right' ? '+' : '';
      return { text: `limit of ${body.text} as ${variable} -> ${point.text}${side}`, latex: `\\lim_{${variable} \\to ${point.latex}${side ? `^{${side}}` : ''}} ${body.latex}` };
    }
  }
}

function targetAsTypedInDegrees(target: MathProblem['target']): MathProblem['target'] {
  if (target.kind === 'expression') return { kind: 'expression', node: nodeAsTypedInDegrees(target.node) };
  if (target.kind === 'relation') {
    const { lhs, op, rhs } = target.relation;
    return { kind: 'relation', relation: { lhs: nodeAsTypedInDegrees(lhs), op, rhs: nodeAsTypedInDegrees(rhs) } };
  }
  return target;
}
