import { ConstantNode, OperatorNode, SymbolNode, type MathNode } from 'mathjs';
import { formatState, parseMath } from '../../math-text';
import type { MathMethod, MathProblem, MethodResult, StepDraft } from '../../problem';
import { onlyInsideTrigCalls, relationAsTyped } from '../../trig/degree-angles';
import { compileNode } from '../../verify/evaluate';
import { boundsOf, insideBounds } from '../../verify/roots-in-domain';
import { relation, statesOf } from './build-node';

const METHOD = 'radians, then degrees';

/** An end of the interval in radians: a·π/180, folded to a multiple of π (360 → 2*pi). */
function endInRadians(end: MathNode): MathNode | null {
  const value = compileNode(end, 'real')({})?.re;
  if (value === undefined) return null;
  const text = piMultiple(value / 180);
  return text === null ? new OperatorNode('/', 'divide', [new OperatorNode('*', 'multiply', [end, new SymbolNode('pi')]), new ConstantNode(180)]) : parseMath(text);
}

/** r·π as text for a rational r with a small denominator (2*pi, pi/6, -3*pi/4); null otherwise. */
function piMultiple(r: number): string | null {
  const fraction = smallFraction(r);
  if (!fraction) return null;
  const [p, q] = fraction;
  if (p === 0) return '0';
  const top = Math.abs(p) === 1 ? 'pi' : `${Math.abs(p)}*pi`;
  return `${p < 0 ? '-' : ''}${top}${q === 1 ? '' : `/${q}`}`;
}

function smallFraction(r: number): [number, number] | null {
  for (let q = 1; q <= 12; q += 1) {
    const p = Math.round(r * q);
    if (Math.abs(r * q - p) < 1e-9) return [p, q];
  }
  return null;
}

/** A solution in radians as degrees: 3*pi/4 → 135; null when it is not a whole or a short fraction of a degree. */
function inDegrees(text: string): string | null {
  const value = compileNode(parseMath(text), 'real')({})?.re;
  if (value === undefined) return null;
  const fraction = smallFraction((value * 180) / Math.PI);
  if (!fraction) return null;
  const [p, q] = fraction;
  return q === 1 ? `${p}` : `${p}/${q}`;
}

/**
 * A trig equation asked for in degrees (the reader wrote its calls as sin(θ·π/180)): solve the same equation
 * in radians on the interval in radians, by the methods for that, then turn each solution into degrees
 * (·180/π). The radian steps are checked against the radian problem, the degrees against the problem as typed.
 */
export function solveTrigInDegreesWith(solveInRadians: (problem: MathProblem) => MethodResult | null): MathMethod {
  return (problem) => {
    const { target, domain } = problem;
    if (problem.angleUnit !== 'degree' || problem.task !== 'solve' || target.kind !== 'relation' || !domain) return null;
    const v = problem.variable;
    const typed = relationAsTyped(target.relation);
    if (!onlyInsideTrigCalls(typed, v)) return null;
    const lower = endInRadians(domain.lower);
    const upper = endInRadians(domain.upper);
    if (!lower || !upper) return null;
    const { angleUnit: _unit, askedMethod: _asked, ...rest } = problem;
    void _unit;
    void _asked;
    const radians: MathProblem = { ...rest, target: { kind: 'relation', relation: typed }, domain: { ...domain, lower, upper } };
    const bounds = boundsOf(radians.domain as NonNullable<MathProblem['domain']>);
    const solved = solveInRadians(radians);
    if (!bounds || !solved?.solutions) return null;
    const values = solved.solutions.map((solution) => solution[v]);
    if (values.some((text) => text === undefined || text === v)) return null;
    const inside = (values as string[]).every((text) => {
      const value = compileNode(parseMath(text), 'real')({})?.re;
      return value !== undefined && insideBounds(value, bounds);
    });
    const degrees = (values as string[]).map(inDegrees);
    if (!inside || degrees.some((text) => text === null)) return null;
    const x = new SymbolNode(v);
    const answer = statesOf((degrees as string[]).map((text) => relation(x, '=', parseMath(text))), 'or');
    const shown = (degrees as string[]).map((text) => ({ text: `${v} = ${text}°`, latex: `${formatState({ kind: 'relation', relation: relation(x, '=', parseMath(text)) }).latex}^{\\circ}` }));
    const interval = `${formatState({ kind: 'expression', node: lower }).text} ${domain.closedLower ? '≤' : '<'} ${v} ${domain.closedUpper ? '≤' : '<'} ${formatState({ kind: 'expression', node: upper }).text}`;
    const start: StepDraft = {
      rule: 'Work in radians',
      explanation: `An angle of ${v}° is ${v}·π/180 radians: solve the equation for ${interval} in radians (360° = 2π), then turn each solution back into degrees.`,
      state: { kind: 'relation', relation: typed },
    };
    const back: StepDraft = {
      rule: 'Turn the angles into degrees',
      explanation: degrees.length ? `Multiply each solution by 180/π: ${(values as string[]).map((text, k) => `${text} → ${degrees[k]}°`).join(', ')}.` : 'There is no solution in the interval, in degrees as in radians.',
      state: answer,
    };
    return {
      method: `${solved.method} (${METHOD})`,
      steps: [start, ...solved.steps, back],
      answer,
      ...(shown.length ? { shownAs: { text: shown.map((part) => part.text).join(' or '), latex: shown.map((part) => part.latex).join(' \\quad \\text{or} \\quad ') } } : {}),
      solutions: (degrees as string[]).map((text) => ({ [v]: text })),
      stepsOf: { steps: 1 + solved.steps.length, problem: radians },
      ...(solved.note ? { note: solved.note } : {}),
    };
  };
}
